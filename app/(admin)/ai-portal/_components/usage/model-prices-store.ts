'use client';

import { useSyncExternalStore } from 'react';
import type { CustomPrice } from '@/lib/ai/pricing/cost';
import { fetchJson } from '@/lib/http/fetch-json';

const PRICES_PATH = '/api/portal/usage/prices';

/**
 * The user's prices of their OpenAI-compatible models, shared by every reply's cost and the
 * Settings card: loaded once when first shown, reloaded when Settings changes one. A store at
 * module level, not a React context, so the portal's tree needs no provider around it.
 */
let prices: CustomPrice[] = [];
let requested = false;
const listeners = new Set<() => void>();

function publish(next: CustomPrice[]) {
  prices = next;
  for (const listener of listeners) listener();
}

export function reloadModelPrices(): Promise<void> {
  requested = true;
  return fetchJson<{ prices: CustomPrice[] }>(PRICES_PATH, { method: 'GET', cache: 'no-store' }).then(
    (body) => publish(body.prices),
    // Without them a compatible model's reply reads "cost unknown", which is true as far as it goes.
    (error: unknown) => console.warn('Loading the model prices failed.', error),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!requested) void reloadModelPrices();
  return () => listeners.delete(listener);
}

const EMPTY: CustomPrice[] = [];

export function useModelPrices(): CustomPrice[] {
  return useSyncExternalStore(
    subscribe,
    () => prices,
    () => EMPTY,
  );
}

export const saveModelPrice = (price: CustomPrice) =>
  fetchJson<{ price: CustomPrice }>(PRICES_PATH, { method: 'PUT', json: price }).then(() => reloadModelPrices());

export const removeModelPrice = (model: string) =>
  fetchJson<void>(`${PRICES_PATH}?model=${encodeURIComponent(model)}`, { method: 'DELETE' }).then(() =>
    reloadModelPrices(),
  );
