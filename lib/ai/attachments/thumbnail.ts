import 'server-only';
import sharp from 'sharp';
import { ATTACHMENT_MAX_PIXELS } from './prepare-image';

/** The longest edge of a picture's thumbnail (twice what a message shows, for sharp screens). */
export const THUMBNAIL_EDGE = 320;

/** A stored image made small for a message's thumbnail: WebP, never larger than the original. */
export async function thumbnailOf(bytes: Uint8Array): Promise<Uint8Array> {
  const small = await sharp(bytes, { limitInputPixels: ATTACHMENT_MAX_PIXELS })
    .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return new Uint8Array(small);
}
