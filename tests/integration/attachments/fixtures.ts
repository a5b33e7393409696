import zlib from 'node:zlib';
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** Files of every kind the chat takes or refuses, made here so each test shows what it holds. */
export const png = (width = 40, height = 30, background = '#ff0000') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A JPEG stored sideways (EXIF orientation 6: turn 90 degrees clockwise to show) with metadata to strip. */
export const sidewaysJpeg = () =>
  sharp({ create: { width: 300, height: 100, channels: 3, background: '#00ff00' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Alice' } })
    .toBuffer();

export const webp = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#0000ff' } })
    .webp()
    .toBuffer();

/** Two frames, red then blue: only the first is sent. */
export async function animatedGif(): Promise<Buffer> {
  const red = await png(20, 10, '#ff0000');
  const blue = await png(20, 10, '#0000ff');
  return sharp([red, blue], { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A PNG whose header claims 20,000 x 20,000 pixels (400 MP): small to upload, huge to decode. */
export function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = zlib.deflateSync(Buffer.alloc(20_001 * 20));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function pdfWithText(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) doc.addPage().drawText(line, { x: 50, y: 700, font, size: 12 });
  return doc.save();
}

/** A page with nothing drawn as text: what a scanner's PDF looks like to a text extractor. */
export async function scannedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return doc.save();
}

/** A PDF that needs a password (the standard security handler; the empty password does not open it). */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const filler = PDFHexString.of('ab'.repeat(32));
  const encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, Length: 40, P: -44, O: filler, U: filler });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of('01'.repeat(16)), PDFHexString.of('01'.repeat(16))]);
  return doc.save({ useObjectStreams: false });
}

/** A Windows program's first bytes (the MZ header and DOS stub text). */
export const windowsProgram = () =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]);

/** A PDF of `count` blank pages: small to upload, slow to read page by page. */
export async function manyPagesPdf(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage();
  return doc.save();
}

/** A one-page PDF whose content stream is `megabytes` of spaces, Flate-packed to a few hundred KB. */
export function unpackingPdf(megabytes: number): Buffer {
  const content = Buffer.alloc(megabytes * 1024 * 1024, 0x20);
  content.write('BT /F1 12 Tf 72 712 Td (Hello) Tj ET\n');
  const packed = zlib.deflateSync(content);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`),
      packed,
      Buffer.from('\nendstream'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
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
  parts.push(
    Buffer.from(
      `xref\n0 6\n0000000000 65535 f \n${xref}trailer << /Size 6 /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}
