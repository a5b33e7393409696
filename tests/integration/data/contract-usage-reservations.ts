import { describe, expect, it } from 'vitest';
import type { Repos, TurnCost } from '@/lib/data/port';
import type { ContractBackend } from './contract-types';

type Context = { backend: ContractBackend };

// $10 per million reply tokens, at most 1,000 of them: $0.01 at most per turn.
const TURN: TurnCost = { inputUsd: 0, outputPerMillion: 10, maxOutputTokens: 1_000, minOutputTokens: 100 };
const HOLD = { holdSeconds: 600 };

async function reply(repos: Repos, sessionId: string, model: string, tokens: [number, number]) {
  const draft = await repos.chats.addMessage({
    sessionId,
    role: 'assistant',
    content: 'Reply',
    status: 'streaming',
    source: { provider: 'openai', model, apiKeyId: null },
  });
  await repos.chats.updateMessage(draft.id, {
    content: 'Reply',
    status: 'complete',
    usage: { inputTokens: tokens[0], outputTokens: tokens[1] },
  });
}

/** "Stop at the budget" reserves before it spends (issue #37, point 3), in one atomic step per user. */
export function usageReservationsContract(context: () => Context) {
  describe('budget reservations', () => {
    it('of turns at the same time never add up to more than the budget; settling frees or keeps an estimate', async () => {
      const { backend } = context();
      const carol = backend.port.forCaller((await backend.createUser('reserve-carol@example.com')).caller).usage;
      const dave = backend.port.forCaller((await backend.createUser('reserve-dave@example.com')).caller).usage;
      expect(await carol.reserve({ priced: [], turns: [TURN], ...HOLD })).toEqual({ state: 'unlimited' });
      await carol.setBudget({ monthlyUsd: 0.05, stopAtBudget: true });

      const answers = await Promise.all(
        Array.from({ length: 10 }, () => carol.reserve({ priced: [], turns: [TURN], ...HOLD })),
      );
      const reserved = answers.flatMap((answer) => (answer.state === 'reserved' ? answer.turns : []));
      expect(reserved).toHaveLength(5);
      expect(reserved.every((turn) => turn.outputTokens === 1_000)).toBe(true);
      expect(answers.filter((answer) => answer.state === 'refused')).toHaveLength(5);
      expect(answers.find((answer) => answer.state === 'refused')).toEqual({
        state: 'refused',
        spentUsd: 0,
        heldUsd: 0.05,
        budgetUsd: 0.05,
      });
      expect(await carol.reservations()).toEqual({ heldUsd: 0.05, estimatedUsd: 0 });

      // Another user can neither see nor end them.
      await dave.settle({ id: reserved[0]!.id, estimateUsd: null });
      expect(await dave.reservations()).toEqual({ heldUsd: 0, estimatedUsd: 0 });
      expect((await carol.reservations()).heldUsd).toBeCloseTo(0.05, 10);

      await carol.settle({ id: reserved[0]!.id, estimateUsd: null });
      await carol.settle({ id: reserved[1]!.id, estimateUsd: 0.004 });
      const after = await carol.reservations();
      expect(after.heldUsd).toBeCloseTo(0.03, 10);
      expect(after.estimatedUsd).toBeCloseTo(0.004, 10);

      // What is left ($0.016) is shared by a Compare's columns, each capped to what its share pays.
      const compare = await carol.reserve({ priced: [], turns: [TURN, TURN], ...HOLD });
      expect(compare).toMatchObject({ state: 'reserved', turns: [{ outputTokens: 800 }, { outputTokens: 800 }] });
      expect(await carol.reserve({ priced: [], turns: [TURN], ...HOLD })).toMatchObject({ state: 'refused' });
    });

    it("count this month's priced replies, and ask for the price of a model they were not given", async () => {
      const { backend } = context();
      const erin = await backend.createUser('reserve-erin@example.com');
      const repos = backend.port.forCaller(erin.caller);
      await repos.usage.setBudget({ monthlyUsd: 0.05, stopAtBudget: true });
      const session = await repos.chats.createSession({ model: 'gpt-4o', provider: 'openai' });
      // $0.04: 4,000 reply tokens at $10 per million.
      await reply(repos, session.id, 'gpt-4o', [0, 4_000]);
      await reply(repos, session.id, 'no-price-model', [1_000_000, 1_000_000]);
      expect(await repos.usage.reserve({ priced: [], turns: [TURN], ...HOLD })).toEqual({
        state: 'unpriced',
        models: expect.arrayContaining([
          ['openai', 'gpt-4o'],
          ['openai', 'no-price-model'],
        ]),
      });
      const priced = [
        { provider: 'openai', model: 'gpt-4o', input: 2.5, output: 10 },
        { provider: 'openai', model: 'no-price-model', input: null, output: null },
      ];
      expect(await repos.usage.reserve({ priced, turns: [TURN], ...HOLD })).toMatchObject({
        state: 'reserved',
        turns: [{ outputTokens: 1_000 }],
      });
      expect(await repos.usage.reserve({ priced, turns: [TURN], ...HOLD })).toEqual({
        state: 'refused',
        spentUsd: 0.04,
        heldUsd: 0.01,
        budgetUsd: 0.05,
      });
    });
  });
}
