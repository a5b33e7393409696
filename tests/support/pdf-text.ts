import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/**
 * The text drawn on a PDF's pages, one shown string a line: pdf-lib writes each line of text as
 * a hex string shown with Tj, in a Flate-compressed content stream.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const raw = Buffer.from(object.contents);
    const flate = object.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
    const content = (flate ? zlib.inflateSync(raw) : raw).toString('latin1');
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      lines.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
