import 'server-only';
import sharp from 'sharp';
import { readCheckedSiteFile } from '@/lib/files';
import { IMAGE_MAX_PIXELS, sniffImageFormat } from './prepare';
import { IMAGE_MAX_BYTES, SITE_IMAGE_FILE_NAME } from './slots';

const FORMATS = {
  png: { format: 'png', contentType: 'image/png' },
  jpg: { format: 'jpeg', contentType: 'image/jpeg' },
  webp: { format: 'webp', contentType: 'image/webp' },
} as const;

/**
 * Whether stored bytes are what an upload would have produced for this extension: the signature
 * and the header sharp reads (nothing decoded, so it is cheap per request) both name the format,
 * one still frame, within the upload limits. Anything else came in around the app.
 */
async function isServableImage(bytes: Uint8Array, format: 'png' | 'jpeg' | 'webp'): Promise<boolean> {
  if (bytes.byteLength === 0 || bytes.byteLength > IMAGE_MAX_BYTES) return false;
  if (sniffImageFormat(bytes) !== format) return false;
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return meta?.format === format && (meta.pages ?? 1) === 1 && meta.width * meta.height <= IMAGE_MAX_PIXELS;
}

/**
 * A stored site image by file name (`about-photo-<hash>.png`), with its content type, or null:
 * an unknown name, a missing file, or one that fails the check above (logged, and treated as
 * missing, so the page shows the built-in image).
 */
export async function readServableImage(name: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const match = SITE_IMAGE_FILE_NAME.exec(name);
  if (!match) return null;
  const { format, contentType } = FORMATS[match[2] as keyof typeof FORMATS];
  const bytes = await readCheckedSiteFile(`images/${name}`, `The site image ${name}`, (stored) =>
    isServableImage(stored, format),
  );
  return bytes && { bytes, contentType };
}
