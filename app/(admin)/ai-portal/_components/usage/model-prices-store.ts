'use client';

import type { PriceAnswer, PricesAnswer, SetPriceRequest } from '@/app/api/portal/usage/prices/schema';
import type { ActionResult } from '@/lib/action-result';
import type { CustomPrice } from '@/lib/ai/pricing/cost';
import { callRoute } from '@/lib/http/call-route';
import { loadedList } from '../loaded-list-store';

const PRICES_PATH = '/api/portal/usage/prices';

/**
 * The user's prices of their OpenAI-compatible models, shared by every reply's cost and the
 * Settings card. Without them a compatible model's reply reads "cost unknown", which is true as
 * far as it goes.
 */
const prices = loadedList<CustomPrice>(async () => {
  const result = await callRoute<PricesAnswer>(PRICES_PATH, { method: 'GET', cache: 'no-store' });
  return result.ok ? { ok: true, data: result.data.prices } : result;
}, 'the model prices');

export const useModelPrices = prices.use;
const reloadModelPrices = prices.reload;

/** Saves a price and shows the list again; a refusal's message is the route's own, or '' when it gave none. */
export async function saveModelPrice(price: SetPriceRequest): Promise<ActionResult> {
  const result = await callRoute<PriceAnswer>(PRICES_PATH, { method: 'PUT', json: price }, '');
  if (!result.ok) return result;
  await reloadModelPrices();
  return { ok: true, data: undefined };
}

export async function removeModelPrice(model: string): Promise<ActionResult> {
  const result = await callRoute(`${PRICES_PATH}?model=${encodeURIComponent(model)}`, { method: 'DELETE' });
  if (result.ok) await reloadModelPrices();
  return result;
}
