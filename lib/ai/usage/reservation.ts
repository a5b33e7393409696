import 'server-only';
import type { PricedModel, TurnCost, UsageRepo } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { estimateTokens } from '../context-window';
import { costOf, priceOf } from '../pricing/cost';
import { pricePair, type BudgetGate } from './budget';
import { budgetRefusal } from './budget-refusal';

/** The longest reply a turn under "stop at the budget" may get; less when the budget has less left. */
export const BUDGET_REPLY_TOKENS = 16_384;
/** A turn whose share of what is left pays for fewer reply tokens than this is refused, not cut to nothing. */
export const MIN_REPLY_TOKENS = 1_024;
/**
 * How long a reservation holds when its turn never ends (the server died mid-reply). A reply
 * capped at BUDGET_REPLY_TOKENS ends well within it; a lapsed one stops holding the budget.
 */
export const RESERVATION_HOLD_SECONDS = 30 * 60;

/** A turn about to ask a provider: which model, and its input, estimated on the high side. */
export type PlannedTurn = { provider: string; model: string; inputTokens: number };

/** A turn's reservation: its id, its reply cap, and its prices, to estimate a reply that ends without a count. */
export type Reservation = { id: string; maxOutputTokens: number; inputUsd: number; outputPerMillion: number };

/**
 * Reserves the worst case of each turn (every column of a Compare at once, all or none) before
 * any provider is called, in one atomic database step (migration 20261210000100). Null when the
 * user has no budget that stops sending (no gate, ./budget): nothing is reserved, replies are not capped.
 * Refuses (403) when what is left of the budget does not pay for them.
 */
export async function reserveTurns(
  usage: UsageRepo,
  gate: BudgetGate | null,
  planned: PlannedTurn[],
): Promise<Reservation[] | null> {
  if (!gate) return null;
  const priced = new Map<string, PricedModel>();
  const addPrice = (provider: string, model: string) =>
    priced.set(`${provider}\n${model}`, { provider, model, ...pricePair(provider, model, gate.customPrices) });
  for (const { provider, model } of gate.priced) addPrice(provider, model);
  const turns: TurnCost[] = planned.map((turn) => {
    const price = priceOf(turn.provider, turn.model, gate.customPrices);
    return {
      inputUsd: costOf({ inputTokens: turn.inputTokens, outputTokens: 0 }, price) ?? 0,
      outputPerMillion: price?.outputPerMillion ?? 0,
      maxOutputTokens: BUDGET_REPLY_TOKENS,
      minOutputTokens: MIN_REPLY_TOKENS,
    };
  });
  // A model first used this month after the read above is priced and asked again (rare).
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await usage.reserve({ priced: [...priced.values()], turns, holdSeconds: RESERVATION_HOLD_SECONDS });
    if (answer.state === 'unlimited') return null;
    if (answer.state === 'refused') throw new AppError('forbidden', budgetRefusal(answer, planned.length));
    if (answer.state === 'reserved')
      return answer.turns.map(({ id, outputTokens }, index) => ({
        id,
        maxOutputTokens: outputTokens,
        inputUsd: turns[index]!.inputUsd,
        outputPerMillion: turns[index]!.outputPerMillion,
      }));
    for (const [provider, model] of answer.models) addPrice(provider, model);
  }
  throw new AppError('unavailable', 'The monthly budget could not be checked. Please try again.');
}

/**
 * Ends a turn's reservation once its reply is stored. A reply stored with the provider's count
 * is priced from its tokens like any other, so the reservation goes; one that ended without it
 * (stopped, failed, cut off) still cost something, so its estimate stays against the budget
 * until the month ends. Never throws: a reservation left behind lapses at its expiry.
 */
export async function settleReservation(
  usage: UsageRepo,
  reservation: Reservation | null | undefined,
  reply: { counted: boolean; text: string },
): Promise<void> {
  if (!reservation) return;
  const estimateUsd =
    reply.counted || !reply.text
      ? null
      : reservation.inputUsd + (estimateTokens(reply.text) * reservation.outputPerMillion) / 1e6;
  await usage.settle({ id: reservation.id, estimateUsd }).catch((error: unknown) => {
    console.error('Ending a budget reservation failed; it lapses on its own.', error);
  });
}

/** Gives back reservations of turns that never asked their provider (a later step refused them). */
export async function releaseReservations(usage: UsageRepo, reservations: readonly Reservation[] | null | undefined) {
  await Promise.all(
    (reservations ?? []).map((reservation) => settleReservation(usage, reservation, { counted: true, text: '' })),
  );
}
