import { createContext } from 'react';

/**
 * The markdown a reply was rendered from, and whether it is still streaming in: a code block
 * reads its own fence from it to know whether it is complete (preview/preview-kind.ts, fenceClosed).
 */
export const MarkdownSource = createContext<{ markdown: string; streaming: boolean }>({
  markdown: '',
  streaming: false,
});
