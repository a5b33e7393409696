import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * The five ways the outside review slipped a 1 MB PDF that unpacks to 200 MB past the text-pattern
 * check (lib/ai/attachments/pdf-limits.ts): pdf.js reads PDF syntax, patterns do not. Each page
 * content is text-showing operators, as a real page holds, so pdf.js has to work through all of it.
 */
export const PDF_BOMB_VARIANTS = ['abbreviated', 'name-escape', 'image-subtype', 'filter-chain', 'bare-cr'] as const;
export type PdfBombVariant = (typeof PDF_BOMB_VARIANTS)[number];

const UNPACKED = 200 * 1024 * 1024;

let packedContent: Promise<Buffer> | null = null;
/** 200 MB of page content, deflated as it is made: never held whole. */
function packed(): Promise<Buffer> {
  packedContent ??= (async () => {
    const line = Buffer.from('BT /F1 12 Tf 72 712 Td (Hello world) Tj ET\n');
    const block = Buffer.alloc(4 * 1024 * 1024, 0x20);
    for (let at = 0; at + line.length <= block.length; at += line.length) line.copy(block, at);
    const blocks = function* () {
      for (let written = 0; written < UNPACKED; written += block.length) yield block;
    };
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(blocks()).pipe(zlib.createDeflate({ level: 9 })))
      chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  })();
  return packedContent;
}

export async function pdfBomb(variant: PdfBombVariant): Promise<Buffer> {
  let data = await packed();
  let dictionary = `/Length ${data.length} /Filter /FlateDecode`;
  let streamStart = 'stream\n';
  if (variant === 'abbreviated') dictionary = `/Length ${data.length} /Filter /Fl`;
  if (variant === 'name-escape') dictionary = `/Length ${data.length} /Filter /Flate#44ecode`;
  if (variant === 'image-subtype') dictionary += ' /Subtype /Image';
  if (variant === 'filter-chain') {
    data = Buffer.from(`${data.toString('hex')}>`);
    dictionary = `/Length ${data.length} /Filter [/ASCIIHexDecode /FlateDecode]`;
  }
  if (variant === 'bare-cr') streamStart = 'stream\r';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([Buffer.from(`<< ${dictionary} >>\n${streamStart}`), data, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A PDF of these objects, numbered from 1, with a correct cross-reference table. */
function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, i) => {
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(object), Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(part);
    length += part.length;
  });
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const size = objects.length + 1;
  parts.push(
    Buffer.from(
      `xref\n0 ${size}\n0000000000 65535 f \n${xref}trailer << /Size ${size} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}
