'use client';

import type { CustomPrice } from '@/lib/ai/pricing/cost';
import { fetchJson } from '@/lib/http/fetch-json';
import { loadedList } from '../loaded-list-store';

const PRICES_PATH = '/api/portal/usage/prices';

/**
 * The user's prices of their OpenAI-compatible models, shared by every reply's cost and the
 * Settings card. Without them a compatible model's reply reads "cost unknown", which is true as
 * far as it goes.
 */
const prices = loadedList<CustomPrice>(
  () =>
    fetchJson<{ prices: CustomPrice[] }>(PRICES_PATH, { method: 'GET', cache: 'no-store' }).then((body) => body.prices),
  'the model prices',
);

export const useModelPrices = prices.use;
export const reloadModelPrices = prices.reload;

export const saveModelPrice = (price: CustomPrice) =>
  fetchJson<{ price: CustomPrice }>(PRICES_PATH, { method: 'PUT', json: price }).then(() => reloadModelPrices());

export const removeModelPrice = (model: string) =>
  fetchJson<void>(`${PRICES_PATH}?model=${encodeURIComponent(model)}`, { method: 'DELETE' }).then(() =>
    reloadModelPrices(),
  );
