/**
 * The line under a reply that names the parts of long files it was given. No `server-only`:
 * the portal draws it from the stored sources.
 */
import type { DocumentSource } from '@/lib/data/port';

/** "Sources: report.pdf, pages 3 and 7; notes.txt, lines 1–40"; null when there are none. */
export function sourcesLine(sources: DocumentSource[] | undefined): string | null {
  if (!sources?.length) return null;
  return `Sources: ${sources.map(describeSource).join('; ')}`;
}

export function describeSource(source: DocumentSource): string {
  if (source.pages?.length) {
    const runs = runsOf(source.pages);
    const single = runs.length === 1 && runs[0]!.from === runs[0]!.to;
    return `${source.name}, ${single ? 'page' : 'pages'} ${joined(runs.map(rangeText))}`;
  }
  if (source.lines?.length) {
    const single = source.lines.length === 1 && source.lines[0]!.from === source.lines[0]!.to;
    return `${source.name}, ${single ? 'line' : 'lines'} ${joined(source.lines.map(rangeText))}`;
  }
  return source.name;
}

const rangeText = ({ from, to }: { from: number; to: number }) => (from === to ? `${from}` : `${from}–${to}`);

/** "3", "3 and 7", "1, 3 and 7". */
function joined(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Sorted pages as runs of neighbours: 3, 4, 5, 7 -> 3–5 and 7. */
function runsOf(pages: number[]): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (const page of [...new Set(pages)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && page === last.to + 1) last.to = page;
    else runs.push({ from: page, to: page });
  }
  return runs;
}
