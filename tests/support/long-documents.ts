import { PDFDocument, StandardFonts } from 'pdf-lib';

// Filler from a small vocabulary none of the test questions use: every page looks alike to a
// search, so only the facts placed in a page can make it the answer.
const VOCABULARY = ['ledger', 'routine', 'entries', 'continue', 'without', 'remark', 'column', 'totals', 'carried'];

function filler(seed: number, length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++)
    text += `${VOCABULARY[(i * 7 + seed) % VOCABULARY.length]} ${VOCABULARY[(i + seed * 3) % VOCABULARY.length]}. `;
  return text.trim();
}

/** A PDF of `pages` pages of about 1,500 characters of filler each, with `facts` on their pages. */
export async function longReport(pages: number, facts: Record<number, string>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) {
    const text = `${filler(page, 1500)}${facts[page] ? ` ${facts[page]}` : ''}`;
    const pdfPage = doc.addPage([612, 792]);
    // Lines of about 100 characters, so each stays a line of the page's text.
    const lines = text.match(/.{1,100}(\s|$)/g) ?? [];
    lines.forEach((line, i) => pdfPage.drawText(line.trim(), { x: 20, y: 770 - i * 9, font, size: 6 }));
  }
  return doc.save();
}

/** A text file of `lines` lines of about 80 characters of filler, with `facts` on their lines (from 1). */
export function longNotes(lines: number, facts: Record<number, string>): string {
  return Array.from({ length: lines }, (_, i) => facts[i + 1] ?? filler(i, 78)).join('\n');
}

export const FACTS = {
  fees: 'The mooring fees rose by four percent.',
  dredging: 'Dredging plans for the northern channel were approved.',
};
export const QUESTION = 'What do the mooring fees and the dredging plans say?';
