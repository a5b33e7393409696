import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as compare } from '@/app/api/chat/compare/route';
import * as budgetRoute from '@/app/api/portal/usage/budget/route';
import { jsonRequest, newChatSession, saveOpenAiKey, startHarness, type Harness } from './chat-harness';

// Issue #37, point 3: "stop at the budget" holds against turns that run at the same time.
let h: Harness;

const BUDGET_USD = 0.05;
// About 6,000 tokens by the fake's count: $0.06 from gpt-4o ($10 per million out), more than the
// whole budget, so every reply that runs uncapped spends it all at once.
const LONG_REPLY = 'word '.repeat(4_800);

const putBudget = (cookie: string, body: unknown) =>
  budgetRoute.PUT(jsonRequest('/api/portal/usage/budget', { method: 'PUT', cookie, body }));
const spentUsd = async (cookie: string) => {
  const response = await budgetRoute.GET(jsonRequest('/api/portal/usage/budget', { method: 'GET', cookie }));
  return ((await response.json()) as { status: { spentUsd: number } }).status.spentUsd;
};
const providerCalls = () => h.fake.requests.filter((r) => r.path === '/v1/chat/completions').length;

/** A user with an OpenAI key and a small budget that stops sending. */
async function budgetedUser(email: string) {
  const user = await h.signIn(email);
  await saveOpenAiKey(user.cookie, `sk-test-${email.split('@')[0]}-budget`);
  expect((await putBudget(user.cookie, { monthlyUsd: BUDGET_USD, stopAtBudget: true })).status).toBe(200);
  return user;
}

beforeAll(async () => {
  h = await startHarness();
  h.fake.setChunkDelay(0);
});
afterAll(() => h.fake.close());

describe('"stop at the budget" with turns at the same time', () => {
  it("20 parallel turns spend at most the budget and one turn's reservation; the rest are refused", async () => {
    const alice = await budgetedUser('alice@example.com');
    h.fake.setReply(LONG_REPLY);
    const sessions = await Promise.all(Array.from({ length: 20 }, () => newChatSession(alice.cookie)));
    const before = providerCalls();
    const answers = await Promise.all(
      sessions.map(async (sessionId) => {
        const response = await chat(
          jsonRequest('/api/chat', {
            cookie: alice.cookie,
            body: { sessionId, message: 'Tell me everything.', provider: 'openai', model: 'gpt-4o' },
          }),
        );
        return { status: response.status, body: await response.text() };
      }),
    );
    const refused = answers.filter((answer) => answer.status === 403);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 403)).toBe(true);
    expect(JSON.parse(refused[0]!.body).message).toMatch(/monthly budget/);
    expect(providerCalls() - before).toBe(answers.length - refused.length);
    // A reservation is never more than what is left of the budget, so one is at most the budget.
    expect(await spentUsd(alice.cookie)).toBeLessThanOrEqual(BUDGET_USD * 2);
  });

  it("a 3-column Compare spends at most the budget and one turn's reservation", async () => {
    const bob = await budgetedUser('bob@example.com');
    h.fake.setReply(LONG_REPLY);
    const sessionId = await newChatSession(bob.cookie);
    const before = providerCalls();
    const response = await compare(
      jsonRequest('/api/chat/compare', {
        cookie: bob.cookie,
        body: {
          sessionId,
          message: 'Tell me everything.',
          targets: [
            { provider: 'openai', model: 'gpt-4o' },
            { provider: 'openai', model: 'gpt-4.1' },
            { provider: 'openai', model: 'gpt-5.4' },
          ],
        },
      }),
    );
    expect(response.status).toBe(200);
    await response.text();
    // All three columns answered, each within what is left of the budget.
    expect(providerCalls() - before).toBe(3);
    const spent = await spentUsd(bob.cookie);
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(BUDGET_USD * 2);
  });
});

describe('a reservation', () => {
  const turn = (cookie: string, sessionId: string) =>
    chat(
      jsonRequest('/api/chat', {
        cookie,
        body: { sessionId, message: 'Tell me everything.', provider: 'openai', model: 'gpt-4o' },
      }),
    );
  const reservationsOf = (userId: string) =>
    h.db.query<{ amount: number; settled: boolean }>(
      'select amount_usd::float8 as amount, settled_at is not null as settled from usage_reservations where user_id = $1',
      [userId],
    );

  it('of a reply cut off before the provider counted it stays as an estimate against the budget', async () => {
    const dave = await budgetedUser('dave@example.com');
    h.fake.setReply('A short answer that is cut off part way through by a broken connection.');
    h.fake.failNext({ cutAfterChunks: 4 });
    const response = await turn(dave.cookie, await newChatSession(dave.cookie));
    expect(response.status).toBe(200);
    await response.text();
    const [kept] = (await reservationsOf(dave.id)).rows;
    expect(kept?.settled).toBe(true);
    expect(kept!.amount).toBeGreaterThan(0);
    // The Usage view has no tokens for it; the budget counts the estimate.
    expect(await spentUsd(dave.cookie)).toBeCloseTo(kept!.amount, 10);
  });

  it('of a turn still running holds the budget; one left by a server that died lapses', async () => {
    const erin = await budgetedUser('erin@example.com');
    h.fake.setReply('Fine.');
    const held = await h.db.query<{ id: string }>(
      `insert into usage_reservations (user_id, amount_usd, expires_at)
       values ($1, $2, now() + interval '10 minutes') returning id`,
      [erin.id, BUDGET_USD],
    );
    const refused = await turn(erin.cookie, await newChatSession(erin.cookie));
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      'Your monthly budget of $0.05 has $0.00 left ($0.00 spent this month and $0.05 held for replies still running): not enough for a reply from this model. Try again when they end, raise the budget, or turn off "Stop at the budget" in Settings.',
    );
    await h.db.query("update usage_reservations set expires_at = now() - interval '1 second' where id = $1", [
      held.rows[0]!.id,
    ]);
    const answered = await turn(erin.cookie, await newChatSession(erin.cookie));
    expect(answered.status).toBe(200);
    await answered.text();
    // The lapsed one is gone, and the finished turn gave its own back. (What remains is the chat's
    // title request after its first exchange, counted as a settled amount like a reply draft.)
    expect((await reservationsOf(erin.id)).rows.filter((row) => !row.settled)).toEqual([]);
  });
});

describe('the budget amount', () => {
  it('under a cent is refused with what the field accepts, not a server error', async () => {
    const carol = await h.signIn('carol@example.com');
    for (const monthlyUsd of [0.001, 0.004, 1.234]) {
      const response = await putBudget(carol.cookie, { monthlyUsd, stopAtBudget: true });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/^The budget is at least \$0\.01, in whole cents/);
    }
    const cent = await putBudget(carol.cookie, { monthlyUsd: 0.01, stopAtBudget: true });
    expect(cent.status).toBe(200);
    expect((await cent.json()).status).toMatchObject({ monthlyUsd: 0.01 });
  });
});
