import type { Mermaid } from 'mermaid';

let loading: Promise<Mermaid> | null = null;
let drawn = 0;

/**
 * Mermaid, loaded the first time a diagram is previewed (it is large: the portal's first load
 * does not carry it). 'strict': no script, no click handlers, labels' HTML encoded. Plain SVG text
 * labels, not HTML ones: the drawing is shown as an image, where text in SVG renders everywhere.
 */
function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then(
    ({ default: mermaid }) => {
      mermaid.initialize({
        startOnLoad: false,
        securityLevel: 'strict',
        theme: 'default',
        htmlLabels: false,
        // A mistake is said in words beside the block, not drawn into the page as a bomb icon.
        suppressErrorRendering: true,
      });
      return mermaid;
    },
    (error: unknown) => {
      // A chunk that failed to arrive (offline for a moment) is asked for again next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A mermaid block drawn as SVG markup; rejects with Mermaid's own message on a mistake. */
export async function renderMermaid(source: string): Promise<string> {
  const mermaid = await loadMermaid();
  drawn += 1;
  return (await mermaid.render(`mermaid-preview-${drawn}`, source)).svg;
}
