'use client';

import type { ImageModelsAnswer, SetImageModelRequest } from '@/app/api/portal/image-models/schema';
import type { ActionResult } from '@/lib/action-result';
import { callRoute } from '@/lib/http/call-route';
import { loadedList } from '../loaded-list-store';

const PATH = '/api/portal/image-models';

/**
 * The compatible endpoint's models the user marked "accepts images", shared by the Model
 * Settings checkbox and the composer's check before sending. Unloaded marks send no images to a
 * compatible model; the server checks again anyway.
 */
const marks = loadedList<string>(async () => {
  const result = await callRoute<ImageModelsAnswer>(PATH, { method: 'GET', cache: 'no-store' });
  return result.ok ? { ok: true, data: result.data.models } : result;
}, 'the models marked "accepts images"');
// A tick still saving: a send right after it must see the mark, not the one before.
let saving: Promise<unknown> = Promise.resolve();

export const useImageModels = marks.use;

/** The marks, for the composer's send (loaded first when nothing showed them yet, as on a phone). */
export async function markedImageModels(): Promise<readonly string[]> {
  await saving;
  return marks.loaded();
}

/** Saves the mark; a refusal's message is the route's own, or '' when it gave none. */
export function setAcceptsImages(model: string, acceptsImages: boolean): Promise<ActionResult> {
  const json: SetImageModelRequest = { model, acceptsImages };
  const save = callRoute<ImageModelsAnswer>(PATH, { method: 'PUT', json }, '').then((result): ActionResult => {
    if (!result.ok) return result;
    marks.publish(result.data.models);
    return { ok: true, data: undefined };
  });
  saving = save;
  return save;
}
