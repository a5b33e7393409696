import type { SiteImage, SiteImageFile, SiteImageSlot } from './port';

/** A site_images row as both backends return it (snake_case columns, timestamps as text). */
export type SiteImageRow = {
  slot: SiteImageSlot;
  storage_key: string | null;
  content_type: SiteImageFile['contentType'] | null;
  width: number | null;
  height: number | null;
  byte_size: number | null;
  alt_text: string | null;
  updated_at: string;
  updated_by: string;
};

export const siteImageColumns = 'slot,storage_key,content_type,width,height,byte_size,alt_text,updated_at,updated_by';

export function toSiteImage(row: SiteImageRow): SiteImage {
  const file =
    row.storage_key && row.content_type
      ? {
          key: row.storage_key,
          contentType: row.content_type,
          width: row.width ?? 0,
          height: row.height ?? 0,
          byteSize: row.byte_size ?? 0,
        }
      : null;
  return { slot: row.slot, file, altText: row.alt_text, updatedAt: row.updated_at, updatedBy: row.updated_by };
}

/** The columns a file change writes: all of them null for "back to the built-in image". */
export function fileColumns(file: SiteImageFile | null) {
  return {
    storage_key: file?.key ?? null,
    content_type: file?.contentType ?? null,
    width: file?.width ?? null,
    height: file?.height ?? null,
    byte_size: file?.byteSize ?? null,
  };
}
