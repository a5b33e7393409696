import type { z } from 'zod';
import type { CustomPrice } from '@/lib/ai/pricing/cost';
import type { setPriceBody } from '../schema';

export type SetPriceRequest = z.input<typeof setPriceBody>;
/** GET: the prices the user set for their OpenAI-compatible models. */
export type PricesAnswer = { prices: CustomPrice[] };
/** PUT: the price as stored. */
export type PriceAnswer = { price: CustomPrice };
