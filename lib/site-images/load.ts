import 'server-only';
import { cache } from 'react';
import { getData } from '@/lib/data';
import { anonymous, type SiteImage } from '@/lib/data/port';
import { getEnv } from '@/lib/env';
import { SLOTS, siteImageUrl, type ShownImage, type SiteImageSlot } from './slots';
import { readServableImage } from './stored';

export type { ShownImage } from './slots';

const loadImages = cache(async (): Promise<SiteImage[]> => {
  if (getEnv().isBuild) return [];
  try {
    return await (await getData()).forCaller(anonymous).images.list();
  } catch (error) {
    console.warn('The site images could not be loaded; showing the built-in ones.', error);
    return [];
  }
});

// A row can outlive its file (a backup restored without DATA_DIR/files, a file deleted by
// hand), and a file can be replaced around the app (straight into Supabase Storage): the page
// then shows the built-in image rather than a broken one. The file is read and checked as the
// /site-images route checks it before serving; pages render rarely (cached), so this is cheap.
const fileIsServable = cache(async (key: string) =>
  readServableImage(key.replace(/^images\//, ''))
    .then((image) => image !== null)
    .catch(() => false),
);

/** The image a public page renders for `slot` (pages are cached, so this runs once per render). */
export async function getShownImage(slot: SiteImageSlot): Promise<ShownImage | null> {
  const row = (await loadImages()).find((image) => image.slot === slot);
  const alt = row?.altText ?? SLOTS[slot].defaultAlt;
  if (row?.file && (await fileIsServable(row.file.key))) {
    const { key, width, height } = row.file;
    return { src: siteImageUrl(key), width, height, alt, uploaded: true };
  }
  const fallback = SLOTS[slot].defaultImage;
  return fallback ? { ...fallback, alt, uploaded: false } : null;
}
