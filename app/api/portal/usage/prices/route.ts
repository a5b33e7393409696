import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { readJson } from '@/lib/http/request';
import { parseOrThrow } from '@/lib/validation';
import { removePriceQuery, setPriceBody } from '../schema';
import type { PriceAnswer, PricesAnswer } from './schema';

/** The prices the user set for the models of their OpenAI-compatible endpoint. */
export const GET = userRoute(async ({ user }) => {
  const prices = await (await reposFor(user)).usage.prices();
  return Response.json({ prices } satisfies PricesAnswer, { headers: { 'Cache-Control': 'no-store' } });
});

export const PUT = userRoute(async ({ request, user }) => {
  const body = await readJson(request, setPriceBody, 1024);
  const price = await (await reposFor(user)).usage.setPrice(body);
  return Response.json({ price } satisfies PriceAnswer);
});

export const DELETE = userRoute(async ({ request, user }) => {
  const { model } = parseOrThrow(removePriceQuery, { model: new URL(request.url).searchParams.get('model') ?? '' });
  await (await reposFor(user)).usage.removePrice(model);
  return new Response(null, { status: 204 });
});
