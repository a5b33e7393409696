'use client';

import { useEffect, useState } from 'react';
import { previewDocument } from './preview-document';
import type { PreviewKind } from './preview-kind';
import { renderMermaid } from './render-mermaid';

export type PreviewState =
  { status: 'ready'; document: string } | { status: 'drawing' } | { status: 'failed'; message: string };

// Mermaid's messages can run to a whole parse trace; its first line says what is wrong.
const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n').find((line) => line.trim()) ?? '';

/** The document a block's preview frame draws; a mermaid block's is drawn by Mermaid first. */
export function usePreviewDocument(kind: PreviewKind, source: string): PreviewState {
  const immediate = kind === 'mermaid' ? null : previewDocument(kind, source);
  const [drawn, setDrawn] = useState<{ source: string; state: PreviewState } | null>(null);

  useEffect(() => {
    if (kind !== 'mermaid') return;
    let current = true;
    renderMermaid(source).then(
      (svg) => current && setDrawn({ source, state: { status: 'ready', document: previewDocument('svg', svg) } }),
      (error: unknown) => {
        const detail = firstLine(error);
        const message = `Mermaid could not draw this diagram${detail ? `: ${detail}` : '.'}`;
        if (current) setDrawn({ source, state: { status: 'failed', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [kind, source]);

  if (immediate !== null) return { status: 'ready', document: immediate };
  return drawn?.source === source ? drawn.state : { status: 'drawing' };
}
