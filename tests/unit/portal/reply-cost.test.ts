import { describe, expect, it } from 'vitest';
import { replyCostText, sessionCostLabel, sessionCostText } from '@/app/(admin)/ai-portal/_components/chat/reply-cost';
import type { ChatMessage } from '@/lib/data/port';

const reply = (model: string | null, inputTokens: number | null, outputTokens: number | null): ChatMessage => ({
  id: `m${Math.random()}`,
  sessionId: 's1',
  role: 'assistant',
  content: 'x',
  status: 'complete',
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  inputTokens,
  outputTokens,
  provider: model ? 'openai' : null,
  model,
});

describe('cost of a reply', () => {
  it("is its tokens at its model's price, and 'cost unknown' for a model without one", () => {
    // 1,000 in at $2.50/M and 500 out at $10/M: $0.0025 + $0.005.
    expect(replyCostText(reply('gpt-4o', 1000, 500))).toBe('$0.0075');
    expect(replyCostText(reply('my-fine-tune', 1000, 500))).toBe('cost unknown');
    // A reply from before models were recorded has no price either.
    expect(replyCostText(reply(null, 1000, 500))).toBe('cost unknown');
  });

  it('is nothing for a question, or a reply without reported tokens', () => {
    expect(replyCostText(reply('gpt-4o', null, null))).toBeNull();
    expect(replyCostText({ ...reply('gpt-4o', 10, 10), role: 'user' })).toBeNull();
  });
});

describe("a session's cost", () => {
  it('sums the priced replies, and marks a total that leaves some out', () => {
    const priced = [reply('gpt-4o', 1000, 500), reply('gpt-4o-mini', 100_000, 10_000)];
    // $0.0075 + $0.015 + $0.006 = $0.0285, in cents from a cent up.
    expect(sessionCostText(priced)).toBe('$0.03');
    expect(sessionCostText([...priced, reply('my-fine-tune', 5, 5)])).toBe('$0.03 + cost unknown');
    expect(sessionCostText([reply('my-fine-tune', 5, 5)])).toBe('cost unknown');
    expect(sessionCostText([reply('gpt-4o', null, null)])).toBeNull();
  });

  it('reads in the chat header as "Cost: ..." with a figure, and "cost unknown" alone without one', () => {
    const priced = reply('gpt-4o', 1000, 500);
    expect(sessionCostLabel([priced])).toBe('Cost: $0.0075');
    expect(sessionCostLabel([priced, reply('my-fine-tune', 5, 5)])).toBe('Cost: $0.0075 + cost unknown');
    expect(sessionCostLabel([reply('my-fine-tune', 5, 5)])).toBe('cost unknown');
    expect(sessionCostLabel([])).toBeNull();
  });
});
