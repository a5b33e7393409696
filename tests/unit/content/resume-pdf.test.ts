import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { defaultResume, renderResumePdf } from '@/scripts/resume-pdf';

const committed = fs.readFileSync('public/resume.pdf');

describe('public/resume.pdf', () => {
  it('is a small, valid PDF with at least one page and the owner as author', async () => {
    expect(committed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(committed.length).toBeLessThan(50 * 1024);
    const doc = await PDFDocument.load(committed);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getAuthor()).toBe(defaultResume().resume.name);
  });

  it('matches a fresh render of the content (run `npm run resume:generate` after changing it)', async () => {
    const fresh = await renderResumePdf(defaultResume());
    const [a, b] = await Promise.all([PDFDocument.load(committed), PDFDocument.load(fresh)]);
    expect(b.getPageCount()).toBe(a.getPageCount());
    expect(Buffer.from(fresh).equals(committed)).toBe(true);
  });
});
