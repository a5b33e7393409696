/** UTF-8 text as base64 (btoa alone takes Latin-1 only). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// The image fills the frame's width at most, centred on a plain page, as a browser shows one.
const IMAGE_PAGE_STYLE =
  'html,body{margin:0;height:100%;background:#fff}body{display:grid;place-items:center}img{max-width:100%;max-height:100%}';

/**
 * The document a preview frame draws (app/api/portal/preview-frame). An html block is drawn as it
 * is, its scripts included. An svg (a block's, or the one Mermaid drew) is drawn as an <img> of a
 * data: URL: an image runs no script and loads nothing, whatever the svg holds.
 */
export function previewDocument(kind: 'html' | 'svg', source: string): string {
  if (kind === 'html') return source;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${IMAGE_PAGE_STYLE}</style></head><body><img alt="The drawing from the reply" src="data:image/svg+xml;base64,${base64(source)}"></body></html>`;
}
