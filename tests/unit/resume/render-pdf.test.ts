import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { portfolioSections } from '@/lib/content/pages/portfolio';
import { renderResumePdf, type Resume } from '@/lib/resume/render-pdf';
import { pdfText } from '../../support/pdf-text';

function defaultResume(): Resume {
  return {
    resume: portfolioSections.resume.defaults,
    skills: portfolioSections.skills.defaults,
    experience: portfolioSections.experience.defaults,
    education: portfolioSections.education.defaults,
  };
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
