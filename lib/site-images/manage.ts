import 'server-only';
import { getData } from '@/lib/data';
import type { Caller, SiteImage, SiteImageFile } from '@/lib/data/port';
import { getSiteFiles } from '@/lib/files';
import { prepareImage } from './prepare';
import type { SiteImageSlot } from './slots';

type Change = { caller: Caller; updatedBy: string; slot: SiteImageSlot };

/** Every slot that has a row (an uploaded file or an edited alt text), as `caller` may read them. */
export async function listSiteImages(caller: Caller): Promise<SiteImage[]> {
  return (await getData()).forCaller(caller).images.list();
}

async function currentFile(caller: Caller, slot: SiteImageSlot): Promise<SiteImageFile | null> {
  return (await listSiteImages(caller)).find((image) => image.slot === slot)?.file ?? null;
}

/**
 * Points the slot at `next`, then deletes the file it replaces. The new file is written first
 * under its own name, so until the row changes visitors keep getting the old image, and a
 * refused or failed change leaves the old image in place (the new file is taken away again).
 */
async function switchFile({ caller, updatedBy, slot }: Change, next: SiteImageFile | null): Promise<SiteImage> {
  const files = getSiteFiles();
  const before = await currentFile(caller, slot);
  let saved: SiteImage;
  try {
    saved = await (await getData()).forCaller(caller).images.setFile({ slot, file: next, updatedBy });
  } catch (error) {
    if (next && next.key !== before?.key) await files.remove(caller, next.key).catch(() => undefined);
    throw error;
  }
  if (before && before.key !== next?.key) {
    await files.remove(caller, before.key).catch((error: unknown) => {
      console.warn(`The replaced image ${before.key} could not be deleted; it is no longer shown.`, error);
    });
  }
  return saved;
}

/** Checks and re-encodes the upload (see prepareImage); nothing is stored when it is refused. */
export async function replaceSiteImage(change: Change, bytes: Uint8Array): Promise<SiteImage> {
  const { bytes: encoded, file } = await prepareImage(change.slot, bytes);
  await getSiteFiles().write(change.caller, { key: file.key, bytes: encoded, contentType: file.contentType });
  return switchFile(change, file);
}

/** Back to the slot's built-in image; the alt text stays. */
export function removeSiteImage(change: Change): Promise<SiteImage> {
  return switchFile(change, null);
}

/** Blank: back to the slot's default alt text. */
export async function saveSiteImageAlt({ caller, updatedBy, slot }: Change, altText: string): Promise<SiteImage> {
  const images = (await getData()).forCaller(caller).images;
  return images.setAltText({ slot, altText: altText.trim() || null, updatedBy });
}
