import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { anonymous, type Repos } from '@/lib/data/port';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

// A model name no other part of the contract uses, so its rows are this test's alone.
const MODEL = 'usage-contract-model';
const ofThisTest = (rows: Awaited<ReturnType<Repos['usage']['byMonth']>>) =>
  rows.filter((row) => row.model === MODEL || row.model === `${MODEL}-2`);

async function reply(
  repos: Repos,
  sessionId: string,
  source: { model: string; apiKeyId: string | null },
  tokens: [number, number],
) {
  const draft = await repos.chats.addMessage({
    sessionId,
    role: 'assistant',
    content: 'Reply',
    status: 'streaming',
    source: { provider: 'openai-compatible', ...source },
  });
  return repos.chats.updateMessage(draft.id, {
    content: 'Reply',
    status: 'complete',
    usage: { inputTokens: tokens[0], outputTokens: tokens[1] },
  });
}

/** What each reply costs (issue #29, part 3): its provider, model and key, summed per month. */
export function usageContract(context: () => Context) {
  describe('usage per reply', () => {
    it("keeps the provider and model of a reply, and sums the caller's own replies per month, key and model", async () => {
      const { backend, alice, bob } = context();
      const as = (user: ContractUser) => backend.port.forCaller(user.caller);
      const key = await as(alice).apiKeys.upsert({
        provider: 'openai-compatible',
        ciphertext: 'v1:cipher',
        keyHint: '…usage',
        baseUrl: 'http://127.0.0.1:11434/v1',
      });
      const stored = await as(alice).apiKeys.getActive('openai-compatible');
      expect(stored?.id).toBe(key.id);

      const session = await as(alice).chats.createSession({ model: MODEL, provider: 'openai-compatible' });
      const question = await as(alice).chats.addMessage({ sessionId: session.id, role: 'user', content: 'Hi' });
      expect(question).toMatchObject({ provider: null, model: null });
      const first = await reply(as(alice), session.id, { model: MODEL, apiKeyId: key.id }, [100, 20]);
      expect(first).toMatchObject({ provider: 'openai-compatible', model: MODEL, inputTokens: 100, outputTokens: 20 });
      await reply(as(alice), session.id, { model: MODEL, apiKeyId: key.id }, [50, 5]);
      await reply(as(alice), session.id, { model: `${MODEL}-2`, apiKeyId: key.id }, [7, 3]);
      // A reply cut short before the provider reported anything counts no tokens and is left out.
      await as(alice).chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: 'Cut',
        status: 'incomplete',
        source: { provider: 'openai-compatible', model: MODEL, apiKeyId: key.id },
      });
      expect((await as(alice).chats.sessionWithHistory(session.id)).messages[1]).toMatchObject({
        provider: 'openai-compatible',
        model: MODEL,
      });
      expect((await as(alice).chats.listMessages(session.id))[1]).toMatchObject({ model: MODEL });

      const month = new Date().toISOString().slice(0, 7);
      const since = new Date(Date.now() - 24 * 3600 * 1000);
      const row = { month, apiKeyId: key.id, keyHint: '…usage', provider: 'openai-compatible' };
      expect(ofThisTest(await as(alice).usage.byMonth({ since }))).toEqual([
        { ...row, model: MODEL, replies: 2, inputTokens: 150, outputTokens: 25 },
        { ...row, model: `${MODEL}-2`, replies: 1, inputTokens: 7, outputTokens: 3 },
      ]);
      // Nothing after `since`, nothing of anyone else's, nothing for a visitor.
      expect(ofThisTest(await as(alice).usage.byMonth({ since: new Date(Date.now() + 3600 * 1000) }))).toEqual([]);
      expect(ofThisTest(await as(bob).usage.byMonth({ since }))).toEqual([]);
      await expect(backend.port.forCaller(anonymous).usage.byMonth({ since })).rejects.toBeInstanceOf(AppError);

      // Deleting the key keeps what its replies used, under no key.
      await as(alice).apiKeys.delete(key.id);
      expect(ofThisTest(await as(alice).usage.byMonth({ since }))[0]).toMatchObject({
        apiKeyId: null,
        keyHint: null,
        model: MODEL,
        inputTokens: 150,
      });
    });

    it("keeps each user's prices of their compatible models to themselves, and refuses a negative one", async () => {
      const { backend, alice, bob } = context();
      const usage = (user: ContractUser) => backend.port.forCaller(user.caller).usage;
      expect(await usage(alice).prices()).toEqual([]);
      const local = { model: 'llama3.1', inputPerMillion: 0, outputPerMillion: 0 };
      expect(await usage(alice).setPrice(local)).toEqual(local);
      const hosted = { model: 'mistral-large', inputPerMillion: 2.125, outputPerMillion: 6 };
      await usage(alice).setPrice(hosted);
      expect(await usage(alice).setPrice({ ...hosted, outputPerMillion: 6.5 })).toEqual({
        ...hosted,
        outputPerMillion: 6.5,
      });
      expect(await usage(alice).prices()).toEqual([local, { ...hosted, outputPerMillion: 6.5 }]);
      expect(await usage(bob).prices()).toEqual([]);
      await expect(usage(bob).removePrice('llama3.1')).rejects.toMatchObject({ code: 'not_found' });
      // The database is the second wall: on Supabase a user can write the table directly.
      await expect(usage(alice).setPrice({ model: 'x', inputPerMillion: -1, outputPerMillion: 0 })).rejects.toThrow();
      await usage(alice).removePrice('llama3.1');
      expect(await usage(alice).prices()).toEqual([{ ...hosted, outputPerMillion: 6.5 }]);
      await expect(backend.port.forCaller(anonymous).usage.prices()).rejects.toBeInstanceOf(AppError);
    });

    it('keeps an optional monthly budget per user, removed with null, refused at zero or below', async () => {
      const { backend, alice, bob } = context();
      const usage = (user: ContractUser) => backend.port.forCaller(user.caller).usage;
      expect(await usage(alice).budget()).toBeNull();
      expect(await usage(alice).setBudget({ monthlyUsd: 12.5, stopAtBudget: false })).toEqual({
        monthlyUsd: 12.5,
        stopAtBudget: false,
      });
      expect(await usage(alice).setBudget({ monthlyUsd: 20, stopAtBudget: true })).toEqual({
        monthlyUsd: 20,
        stopAtBudget: true,
      });
      expect(await usage(alice).budget()).toEqual({ monthlyUsd: 20, stopAtBudget: true });
      expect(await usage(bob).budget()).toBeNull();
      await expect(usage(alice).setBudget({ monthlyUsd: 0, stopAtBudget: true })).rejects.toThrow();
      expect(await usage(alice).setBudget(null)).toBeNull();
      expect(await usage(alice).budget()).toBeNull();
      await expect(backend.port.forCaller(anonymous).usage.budget()).rejects.toBeInstanceOf(AppError);
    });
  });
}
