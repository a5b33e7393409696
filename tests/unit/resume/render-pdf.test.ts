import zlib from 'node:zlib';
import { PDFDocument, PDFRawStream, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { portfolioSections } from '@/lib/content/pages/portfolio';
import { renderResumePdf, type Resume } from '@/lib/resume/render-pdf';

function defaultResume(): Resume {
  return {
    resume: portfolioSections.resume.defaults,
    skills: portfolioSections.skills.defaults,
    experience: portfolioSections.experience.defaults,
    education: portfolioSections.education.defaults,
  };
}

/** The text drawn on the pages: pdf-lib writes each line as a hex string shown with Tj. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of('Filter'));
    const raw = Buffer.from(object.contents);
    const content = (filter === PDFName.of('FlateDecode') ? zlib.inflateSync(raw) : raw).toString('latin1');
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      lines.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

describe('renderResumePdf', () => {
  it('is a small, valid PDF with the owner as author', async () => {
    const bytes = await renderResumePdf(defaultResume());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(50 * 1024);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getAuthor()).toBe(defaultResume().resume.name);
  });

  it('lays out the content it is given: a changed job title is in the text', async () => {
    const resume = defaultResume();
    const [first, ...rest] = resume.experience.experience;
    const before = await pdfText(await renderResumePdf(resume));
    expect(before).toContain(first!.title);
    expect(before).not.toContain('Chief Lawn Strategist');

    const changed = {
      ...resume,
      experience: { ...resume.experience, experience: [{ ...first!, title: 'Chief Lawn Strategist' }, ...rest] },
    };
    const after = await pdfText(await renderResumePdf(changed));
    expect(after).toContain('Chief Lawn Strategist');
    expect(after).not.toContain(first!.title);
  });

  it('is reproducible: the same content gives the same bytes', async () => {
    const [a, b] = await Promise.all([renderResumePdf(defaultResume()), renderResumePdf(defaultResume())]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
