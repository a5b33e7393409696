import 'server-only';
import { costOf, priceOf } from '@/lib/ai/pricing/cost';
import type { BudgetGate } from '@/lib/ai/usage/budget';
import { releaseReservations, reserveTurns, type PlannedTurn, type Reservation } from '@/lib/ai/usage/reservation';
import type { UsageRepo } from '@/lib/data/port';

/**
 * "Stop at the budget" holds a draft's worst case before its provider is asked, as for a chat
 * turn (refusing in words when the budget is spent); null without such a budget.
 */
export async function reserveDraft(
  usage: UsageRepo,
  gate: BudgetGate | null,
  planned: PlannedTurn,
): Promise<Reservation | null> {
  return (await reserveTurns(usage, gate, [planned]))?.[0] ?? null;
}

/** A draft that never got an answer cost nothing: its hold goes. */
export function releaseDraft(usage: UsageRepo, reservation: Reservation | null): Promise<void> {
  return releaseReservations(usage, reservation ? [reservation] : []);
}

/**
 * Prices the draft from the provider's token count and counts it against this month's spend:
 * a draft is no chat message, so it stays as a settled amount until the month ends (what a
 * reservation becomes when its reply had no count). Null when the model has no known price.
 */
export async function recordDraftCost(
  usage: UsageRepo,
  reservation: Reservation | null,
  draft: { provider: string; model: string; usage: { inputTokens?: number; outputTokens?: number } },
): Promise<number | null> {
  const price = priceOf(draft.provider, draft.model, await usage.prices());
  const tokens = { inputTokens: draft.usage.inputTokens ?? null, outputTokens: draft.usage.outputTokens ?? null };
  const costUsd = costOf(tokens, price);
  try {
    if (reservation) await usage.settle({ id: reservation.id, estimateUsd: costUsd ?? 0 });
    else if (costUsd) await usage.recordSpend({ amountUsd: costUsd });
  } catch (error) {
    // The draft is written and paid for; losing its record must not lose the text too.
    console.error("Recording a reply draft's cost failed.", error);
  }
  return costUsd;
}
