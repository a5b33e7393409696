import { costOf, formatCost, priceOf, type CustomPrice } from '@/lib/ai/pricing/cost';
import type { ChatMessage } from '@/lib/data/port';

const reported = (message: ChatMessage) => message.inputTokens !== null || message.outputTokens !== null;

/** What a reply cost at its model's price: "$0.0042", or "cost unknown"; null without reported tokens. */
export function replyCostText(message: ChatMessage, customPrices: readonly CustomPrice[] = []): string | null {
  if (message.role !== 'assistant' || !reported(message)) return null;
  return formatCost(costOf(message, priceOf(message.provider, message.model, customPrices)));
}

/**
 * The session's cost over its replies with reported tokens: their sum when every one has a price,
 * "cost unknown" when none has, and the known part marked as such when only some have.
 */
export function sessionCostText(messages: ChatMessage[], customPrices: readonly CustomPrice[] = []): string | null {
  let total = 0;
  let priced = 0;
  let unpriced = 0;
  for (const message of messages) {
    if (message.role !== 'assistant' || !reported(message)) continue;
    const cost = costOf(message, priceOf(message.provider, message.model, customPrices));
    if (cost === null) unpriced += 1;
    else {
      total += cost;
      priced += 1;
    }
  }
  if (priced === 0 && unpriced === 0) return null;
  if (priced === 0) return formatCost(null);
  return unpriced ? `${formatCost(total)} + cost unknown` : formatCost(total);
}

/** The chat header's part: "Cost: $0.03", "Cost: $0.03 + cost unknown", or "cost unknown" (not "Cost: cost unknown"). */
export function sessionCostLabel(messages: ChatMessage[], customPrices: readonly CustomPrice[] = []): string | null {
  const text = sessionCostText(messages, customPrices);
  if (text === null) return null;
  return text === formatCost(null) ? text : `Cost: ${text}`;
}
