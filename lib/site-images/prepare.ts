import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { SiteImageFile } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { IMAGE_MAX_BYTES, IMAGE_MAX_LABEL, type SiteImageSlot } from './slots';

// A decompression bomb is small on disk and huge in memory: refuse more pixels than a 40 MP camera makes.
export const IMAGE_MAX_PIXELS = 40_000_000;
// Nothing on the site shows an image wider than this (the optimiser makes the smaller sizes).
const MAX_EDGE = 2400;

type Format = 'png' | 'jpeg' | 'webp';
const OUTPUT = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const;

export const notAnImage = `This file is not a PNG, JPEG or WebP image. Choose a PNG, JPEG or WebP file (at most ${IMAGE_MAX_LABEL}).`;
const damaged = 'This image could not be read: the file is damaged or incomplete. Export it again and retry.';

/** The format by the file's first bytes (its signature), whatever its name or declared type says. */
export function sniffImageFormat(bytes: Uint8Array): Format | null {
  const head = Buffer.from(bytes.subarray(0, 12));
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export type PreparedImage = { bytes: Uint8Array; file: SiteImageFile };

/**
 * Checks an upload by its content and re-encodes it: turned upright by its EXIF orientation,
 * scaled down to MAX_EDGE, and written anew without metadata, so a phone photo's location and
 * camera details never reach the site. Only PNG, JPEG and WebP pass; nothing else is decoded.
 * The social card is never WebP, which some link previews do not show.
 */
export async function prepareImage(slot: SiteImageSlot, bytes: Uint8Array): Promise<PreparedImage> {
  if (bytes.byteLength === 0)
    throw new AppError('invalid_input', 'The file is empty. Choose a PNG, JPEG or WebP file.');
  if (bytes.byteLength > IMAGE_MAX_BYTES)
    throw new AppError('payload_too_large', `The image is larger than ${IMAGE_MAX_LABEL}.`);
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new AppError('invalid_input', notAnImage);

  const input = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning' });
  // metadata() reads the header only (nothing decoded), so no pixel limit yet: the check below names it.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new AppError('invalid_input', damaged, { cause: error });
    });
  if (meta.format !== sniffed) throw new AppError('invalid_input', notAnImage);
  if ((meta.pages ?? 1) > 1)
    throw new AppError('invalid_input', 'Animated images are not accepted. Choose a still image.');
  if (meta.width * meta.height > IMAGE_MAX_PIXELS)
    throw new AppError('invalid_input', 'This image has too many pixels (at most 40 megapixels). Scale it down first.');

  const format: Format = slot === 'social-card' && sniffed === 'webp' ? 'jpeg' : sniffed;
  const { data, info } = await input()
    .rotate()
    .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 85 })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new AppError('invalid_input', damaged, { cause: error });
    });
  // A photo saved as PNG can grow when decoded and written anew (no lossy compression).
  if (data.byteLength > IMAGE_MAX_BYTES)
    throw new AppError(
      'payload_too_large',
      `This image is larger than ${IMAGE_MAX_LABEL} as PNG. Save it as JPEG or WebP.`,
    );
  const { contentType, extension } = OUTPUT[format];
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  return {
    bytes: new Uint8Array(data),
    file: {
      key: `images/${slot}-${hash}.${extension}`,
      contentType,
      width: info.width,
      height: info.height,
      byteSize: data.byteLength,
    },
  };
}
