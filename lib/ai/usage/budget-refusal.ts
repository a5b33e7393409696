import 'server-only';
import type { ReserveAnswer } from '@/lib/data/port';
import { formatCost } from '../pricing/cost';
import { formatAgainstBudget } from './budget-amounts';

const WAYS_ON = 'Raise it or turn off "Stop at the budget" in Settings to keep chatting.';

/** Why the budget refused a turn (or a Compare of `replies` columns), in the owner's words. */
export function budgetRefusal(
  answer: Omit<Extract<ReserveAnswer, { state: 'refused' }>, 'state'>,
  replies: number,
): string {
  const { spentUsd, heldUsd, budgetUsd } = answer;
  const budget = formatCost(budgetUsd);
  const spent = `${formatAgainstBudget(spentUsd, budgetUsd)} spent this month`;
  if (spentUsd >= budgetUsd) return `You have reached your monthly budget of ${budget} (${spent}). ${WAYS_ON}`;
  const running = heldUsd > 0 ? ` and ${formatCost(heldUsd)} held for replies still running` : '';
  const left = formatAgainstBudget(Math.max(0, budgetUsd - spentUsd - heldUsd), budgetUsd);
  const what = replies > 1 ? `${replies} replies at once from these models` : 'a reply from this model';
  const wait =
    heldUsd > 0
      ? ' Try again when they end, raise the budget, or turn off "Stop at the budget" in Settings.'
      : ` ${WAYS_ON}`;
  return `Your monthly budget of ${budget} has ${left} left (${spent}${running}): not enough for ${what}.${wait}`;
}
