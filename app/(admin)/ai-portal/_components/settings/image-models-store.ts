'use client';

import { fetchJson } from '@/lib/http/fetch-json';
import { loadedList } from '../loaded-list-store';

const PATH = '/api/portal/image-models';

/**
 * The compatible endpoint's models the user marked "accepts images", shared by the Model
 * Settings checkbox and the composer's check before sending. Unloaded marks send no images to a
 * compatible model; the server checks again anyway.
 */
const marks = loadedList<string>(
  () => fetchJson<{ models: string[] }>(PATH, { method: 'GET', cache: 'no-store' }).then((body) => body.models),
  'the models marked "accepts images"',
);
// A tick still saving: a send right after it must see the mark, not the one before.
let saving: Promise<unknown> = Promise.resolve();

export const useImageModels = marks.use;

/** The marks, for the composer's send (loaded first when nothing showed them yet, as on a phone). */
export async function markedImageModels(): Promise<readonly string[]> {
  await saving.catch(() => undefined);
  return marks.loaded();
}

export function setAcceptsImages(model: string, acceptsImages: boolean): Promise<void> {
  const save = fetchJson<{ models: string[] }>(PATH, { method: 'PUT', json: { model, acceptsImages } }).then((body) =>
    marks.publish(body.models),
  );
  saving = save;
  return save;
}
