'use client';

import { useSyncExternalStore } from 'react';
import { fetchJson } from '@/lib/http/fetch-json';

const PATH = '/api/portal/image-models';

/**
 * The compatible endpoint's models the user marked "accepts images", shared by the Model
 * Settings checkbox and the composer's check before sending. A module-level store like the
 * model prices' (../usage/model-prices-store): loaded once when first used.
 */
let marked: string[] = [];
let loading: Promise<void> | null = null;
// A tick still saving: a send right after it must see the mark, not the one before.
let saving: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();

function publish(next: string[]) {
  marked = next;
  for (const listener of listeners) listener();
}

function load(): Promise<void> {
  loading = fetchJson<{ models: string[] }>(PATH, { method: 'GET', cache: 'no-store' }).then(
    (body) => publish(body.models),
    // Unloaded marks send no images to a compatible model; the server checks again anyway.
    (error: unknown) => console.warn('Loading the models marked "accepts images" failed.', error),
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!loading) void load();
  return () => listeners.delete(listener);
}

const EMPTY: string[] = [];

export function useImageModels(): string[] {
  return useSyncExternalStore(
    subscribe,
    () => marked,
    () => EMPTY,
  );
}

/** The marks, for the composer's send (loaded first when nothing showed them yet, as on a phone). */
export async function markedImageModels(): Promise<readonly string[]> {
  await (loading ?? load());
  await saving.catch(() => undefined);
  return marked;
}

export function setAcceptsImages(model: string, acceptsImages: boolean): Promise<void> {
  const save = fetchJson<{ models: string[] }>(PATH, { method: 'PUT', json: { model, acceptsImages } }).then(
    (body) => publish(body.models),
  );
  saving = save;
  return save;
}
