import 'server-only';
import { createHash } from 'node:crypto';
import type { NewAttachment } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { formatBytes, MAX_ATTACHMENT_BYTES } from './limits';
import { prepareImage } from './prepare-image';
import { runReader } from '@/lib/isolated/run-reader';
import type { PreparedPdf } from './prepare-pdf';
import { prepareText } from './prepare-text';
import { claimsImage, extensionOf, sniffContent } from './sniff';

export type UploadedFile = { name: string; declaredType: string; bytes: Uint8Array };
export type PreparedAttachment = Omit<NewAttachment, 'sessionId'>;

const TEXT_TYPES: Record<string, string> = { md: 'text/markdown', csv: 'text/csv', json: 'application/json' };

/**
 * Checks one uploaded file by its content and turns it into what is stored and sent: an image
 * re-encoded (./prepare-image), a PDF with its text (./prepare-pdf), a text file checked as
 * UTF-8 (./prepare-text). The name and the browser's type only decide the refusal's wording.
 */
export async function prepareAttachment(file: UploadedFile): Promise<PreparedAttachment> {
  const { name, bytes } = file;
  if (bytes.byteLength === 0) throw new AppError('invalid_input', `${name} is empty.`);
  if (bytes.byteLength > MAX_ATTACHMENT_BYTES)
    throw new AppError(
      'payload_too_large',
      `${name} is larger than 20 MB (${formatBytes(bytes.byteLength)}), the limit for one file.`,
    );
  const sniffed = sniffContent(bytes);
  const stored = (kind: NewAttachment['kind'], mediaType: string, data: Uint8Array, text: string | null) => ({
    name,
    kind,
    mediaType,
    bytes: data,
    sha256: createHash('sha256').update(data).digest('hex'),
    text,
  });

  switch (sniffed.kind) {
    case 'image': {
      const image = await prepareImage(name, bytes, sniffed.format);
      return stored('image', image.mediaType, image.bytes, null);
    }
    case 'pdf': {
      // pdf.js runs in a reader process: its memory cap, not a pattern search, bounds a PDF.
      const pdf = await runReader<PreparedPdf>('pdf-text', bytes, { input: { name }, what: name });
      return stored('pdf', 'application/pdf', bytes, pdf.text);
    }
    case 'executable':
      throw new AppError('invalid_input', `${name} is a program (an executable file), which cannot be attached.`);
    case 'markup':
      if (sniffed.what === 'SVG')
        throw new AppError(
          'invalid_input',
          `${name} is an SVG image, which is not accepted (it can carry scripts). Attach it as PNG or JPEG.`,
        );
      if (claimsImage(name, file.declaredType))
        throw new AppError('invalid_input', `${name} is an HTML page posing as an image, so it is not accepted.`);
      return stored('text', 'text/html', bytes, prepareText(name, bytes));
    case 'other':
      if (claimsImage(name, file.declaredType))
        throw new AppError(
          'invalid_input',
          `${name} is not a PNG, JPEG, WebP or GIF image by its content, so it is not accepted.`,
        );
      return stored('text', TEXT_TYPES[extensionOf(name)] ?? 'text/plain', bytes, prepareText(name, bytes));
  }
}
