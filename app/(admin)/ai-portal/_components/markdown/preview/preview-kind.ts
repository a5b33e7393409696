/** The code blocks a reply can show drawn as well as written. */
export type PreviewKind = 'html' | 'svg' | 'mermaid';

const KINDS: Record<string, PreviewKind> = { html: 'html', svg: 'svg', mermaid: 'mermaid' };

/** The block's fence language as a preview kind, or null: only html, svg and mermaid blocks get one. */
export function previewKindOf(language: string | null | undefined): PreviewKind | null {
  return (language && Object.hasOwn(KINDS, language.toLowerCase()) && KINDS[language.toLowerCase()]) || null;
}

// A closing fence: up to three spaces, then three or more backticks or tildes, nothing else.
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/**
 * Whether a fenced block's markdown (its opening fence to its end) has its closing fence yet.
 * While a reply streams, a block without one may still grow: it gets no preview until it has.
 */
export function fenceClosed(markdown: string): boolean {
  const lines = markdown.trimEnd().split('\n');
  return lines.length > 1 && CLOSING_FENCE.test(lines.at(-1) ?? '');
}

/** How the block is saved by Download: the source as written, under a name that says what it is. */
export const downloadOf: Record<PreviewKind, { name: string; type: string }> = {
  html: { name: 'preview.html', type: 'text/html;charset=utf-8' },
  svg: { name: 'preview.svg', type: 'image/svg+xml;charset=utf-8' },
  mermaid: { name: 'diagram.mmd', type: 'text/plain;charset=utf-8' },
};
