import 'server-only';
import { AppError } from '@/lib/errors';

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * A text or code file's contents, or a refusal: it must be UTF-8 (checked strictly, not
 * repaired) and hold no NUL byte, which no text file has and every binary format does.
 */
export function prepareText(name: string, bytes: Uint8Array): string {
  const notText = () =>
    new AppError(
      'invalid_input',
      `${name} is not a text file (UTF-8), a PDF or a PNG, JPEG, WebP or GIF image, so it cannot be attached.`,
    );
  if (bytes.includes(0)) throw notText();
  try {
    return strict.decode(bytes);
  } catch {
    throw notText();
  }
}
