import 'server-only';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { portfolioSections } from '@/lib/content/pages/portfolio';

/** The portfolio sections the resume is laid out from. */
// The resume is laid out from the portfolio's content sections; its search-engine fields play no part.
export type Resume = {
  [S in Exclude<keyof typeof portfolioSections, 'seo'>]: (typeof portfolioSections)[S]['defaults'];
};

// Fixed dates keep the output byte-for-byte reproducible: the same content gives the same file.
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const PAGE = { width: 612, height: 792, margin: 54 };
const INK = rgb(0.1, 0.12, 0.1);
const ACCENT = rgb(0.2, 0.4, 0.2);
const MUTED = rgb(0.35, 0.37, 0.35);

// The standard PDF fonts only cover WinAnsi; anything outside it would make pdf-lib throw.
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2022\u2026\u20AC]/g, '');
}

class Writer {
  private page: PDFPage;
  private y = PAGE.height - PAGE.margin;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  /** Starts a new page unless `space` points still fit, so short blocks are not split. */
  ensure(space: number) {
    if (this.y - space >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(raw: string, opts: { size?: number; bold?: boolean; color?: typeof INK; indent?: number; gap?: number } = {}) {
    const { size = 10, bold = false, color = INK, indent = 0, gap = 2 } = opts;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    const lineHeight = size * 1.3;
    for (const line of wrap(winAnsi(raw), font, size, width)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color });
    }
    this.y -= gap;
  }

  heading(label: string) {
    this.ensure(40);
    this.y -= 10;
    this.text(label.toUpperCase(), { size: 11, bold: true, color: ACCENT, gap: 3 });
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.75,
      color: ACCENT,
    });
    this.y -= 4;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/** The resume as PDF bytes, laid out from the portfolio content. */
export async function renderResumePdf(resume: Resume): Promise<Uint8Array> {
  const { resume: header, skills, experience, education } = resume;
  const doc = await PDFDocument.create();
  doc.setTitle(`${header.name} - Resume`);
  doc.setAuthor(header.name);
  doc.setSubject(header.title);
  doc.setCreator('Mission site');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);

  w.text(header.name, { size: 22, bold: true, gap: 4 });
  w.text(header.title, { size: 11, color: ACCENT });
  w.text(`${header.email}  |  ${header.linkedin}`, { size: 9, color: MUTED });

  w.heading('Summary');
  w.text(header.summary);

  w.heading(skills.heading);
  for (const group of skills.skills) {
    w.text(group.category, { bold: true, gap: 0 });
    w.text(group.items.join(' • '), { indent: 10, color: MUTED });
  }

  w.heading(experience.heading);
  for (const job of experience.experience) {
    w.ensure(40 + 13 * job.highlights.length);
    w.text(job.title, { bold: true, gap: 0 });
    w.text(`${job.company}  |  ${job.date}`, { size: 9, color: MUTED, gap: 1 });
    for (const item of job.highlights) w.text(`• ${item}`, { indent: 10, gap: 0 });
    w.text(job.details, { size: 9, indent: 10, color: MUTED, gap: 6 });
  }

  w.heading(education.heading);
  for (const entry of education.education) {
    w.text(entry.degree, { bold: true, gap: 0 });
    w.text(`${entry.school}  |  ${entry.date}`, { size: 9, color: MUTED, gap: entry.details ? 1 : 6 });
    if (entry.details) w.text(entry.details, { size: 9, indent: 10, gap: 6 });
  }

  return doc.save();
}
