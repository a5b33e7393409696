import 'server-only';
import sharp from 'sharp';
import { AppError } from '@/lib/errors';
import { MAX_IMAGE_EDGE } from './limits';
import type { SniffedImage } from './sniff';

// A decompression bomb is small on disk and huge once decoded: no more pixels than a 50 MP camera makes.
export const ATTACHMENT_MAX_PIXELS = 50_000_000;

const OUTPUT = {
  png: { format: 'png', mediaType: 'image/png' },
  jpeg: { format: 'jpeg', mediaType: 'image/jpeg' },
  webp: { format: 'webp', mediaType: 'image/webp' },
  // A GIF is sent as its first frame, as PNG: providers take one still image.
  gif: { format: 'png', mediaType: 'image/png' },
} as const;

export type PreparedImage = { bytes: Uint8Array; mediaType: string };

/**
 * An image as providers get it: decoded (only PNG, JPEG, WebP and GIF, by content), turned
 * upright by its EXIF orientation, scaled to MAX_IMAGE_EDGE, and written anew without
 * metadata (sharp keeps none unless asked), so a photo's location never leaves the server.
 */
export async function prepareImage(name: string, bytes: Uint8Array, format: SniffedImage): Promise<PreparedImage> {
  const damaged = (cause: unknown) =>
    new AppError('invalid_input', `${name} could not be read as an image: the file is damaged or incomplete.`, {
      cause,
    });
  // The header only (nothing decoded yet), so the pixel count can be named before any decoding.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw damaged(error);
    });
  if (meta.format !== format) throw damaged(new Error(`sniffed ${format}, decoder says ${meta.format}`));
  if (meta.width * meta.height > ATTACHMENT_MAX_PIXELS)
    throw new AppError(
      'invalid_input',
      `${name} has too many pixels (${meta.width} x ${meta.height}; at most 50 megapixels). Scale it down first.`,
    );
  const output = OUTPUT[format];
  const data = await sharp(bytes, { limitInputPixels: ATTACHMENT_MAX_PIXELS, failOn: 'error', page: 0, pages: 1 })
    .rotate()
    .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
    .toFormat(output.format, output.format === 'png' ? { compressionLevel: 9 } : { quality: 85 })
    .toBuffer()
    .catch((error: unknown) => {
      throw damaged(error);
    });
  return { bytes: new Uint8Array(data), mediaType: output.mediaType };
}
