import { describe, expect, it } from 'vitest';
import { sourceOf } from '@/lib/ai/attachments/chunks/fit';
import { sourcesLine } from '@/lib/ai/attachments/chunks/sources-line';
import { CHUNK_CHARS, OVERLAP_CHARS, splitDocument } from '@/lib/ai/attachments/chunks/split';
import type { DocumentChunk } from '@/lib/data/port';

const pdfText = (pages: string[]) => pages.map((text, i) => `[page ${i + 1}]\n${text}`).join('\n\n');

describe('splitDocument', () => {
  it('keeps a PDF by its pages: short pages together, a long page in overlapping pieces', () => {
    const long = Array.from({ length: 900 }, (_, i) => `w${i}`).join(' ');
    const chunks = splitDocument({ kind: 'pdf', text: pdfText(['one', 'two', long, 'four']) });
    expect(chunks[0]).toEqual({ position: 0, pageFrom: 1, pageTo: 2, content: 'one\n\ntwo' });
    const pieces = chunks.filter((chunk) => 'pageFrom' in chunk && chunk.pageFrom === 3);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.content.length <= CHUNK_CHARS)).toBe(true);
    // Each piece starts inside the last one's end, so a sentence cut by a boundary is whole in one.
    expect(pieces[0]!.content.slice(-OVERLAP_CHARS)).toContain(pieces[1]!.content.slice(0, OVERLAP_CHARS / 2));
    expect(chunks.at(-1)).toMatchObject({ pageFrom: 4, pageTo: 4, content: 'four' });
    expect(chunks.map((chunk) => chunk.position)).toEqual(chunks.map((_, i) => i));
  });

  it('keeps a text file by its lines, numbered from 1, the next chunk repeating the last lines', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i + 1} ${'x'.repeat(60)}`);
    const chunks = splitDocument({ kind: 'text', text: lines.join('\r\n') });
    expect(chunks[0]).toMatchObject({ lineFrom: 1 });
    for (const chunk of chunks) {
      if (!('lineFrom' in chunk)) throw new Error('a text chunk has lines');
      expect(chunk.content).toBe(lines.slice(chunk.lineFrom - 1, chunk.lineTo).join('\n'));
      expect(chunk.content.length).toBeLessThanOrEqual(CHUNK_CHARS);
    }
    const [first, second] = chunks as { lineFrom: number; lineTo: number }[];
    expect(second!.lineFrom).toBeLessThanOrEqual(first!.lineTo);
    expect(second!.lineFrom).toBeGreaterThan(first!.lineTo - 5);
    expect(chunks.at(-1)).toMatchObject({ lineTo: 100 });
  });

  it('counts a file ending with a newline as its editor does: the newline ends the last line', () => {
    const lines = Array.from({ length: 35 }, (_, i) => `line ${i + 1}`);
    for (const ending of ['\n', '\r\n'])
      expect(splitDocument({ kind: 'text', text: lines.join(ending) + ending }).at(-1)).toMatchObject({ lineTo: 35 });
  });
});

describe('the Sources line', () => {
  const chunk = (place: Partial<DocumentChunk>) => ({ id: 'c', attachmentId: 'a', position: 0, content: '', ...place });

  it('names pages as runs and lines as merged ranges', () => {
    const pages = sourceOf(
      'report.pdf',
      [3, 4, 5, 7, 9].map((page) => chunk({ pageFrom: page, pageTo: page }) as DocumentChunk),
    );
    expect(sourcesLine([pages])).toBe('Sources: report.pdf, pages 3–5, 7 and 9');
    const lines = sourceOf('notes.txt', [
      chunk({ lineFrom: 30, lineTo: 60 }) as DocumentChunk,
      chunk({ lineFrom: 1, lineTo: 31 }) as DocumentChunk,
      chunk({ lineFrom: 90, lineTo: 120 }) as DocumentChunk,
    ]);
    expect(lines).toEqual({
      name: 'notes.txt',
      lines: [
        { from: 1, to: 60 },
        { from: 90, to: 120 },
      ],
    });
    expect(sourcesLine([pages, lines])).toBe(
      'Sources: report.pdf, pages 3–5, 7 and 9; notes.txt, lines 1–60 and 90–120',
    );
  });

  it('says page for one page, and nothing without sources', () => {
    expect(sourcesLine([{ name: 'a.pdf', pages: [2] }])).toBe('Sources: a.pdf, page 2');
    expect(sourcesLine([{ name: 'a.pdf', pages: [3, 7] }])).toBe('Sources: a.pdf, pages 3 and 7');
    expect(sourcesLine([])).toBeNull();
    expect(sourcesLine(undefined)).toBeNull();
  });
});
