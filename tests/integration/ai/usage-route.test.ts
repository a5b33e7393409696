import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { GET as usage } from '@/app/api/portal/usage/route';
import * as pricesRoute from '@/app/api/portal/usage/prices/route';
import * as budgetRoute from '@/app/api/portal/usage/budget/route';
import type { UsageReport } from '@/lib/ai/usage/usage-report';
import { estimateTokens, promptText } from '../../support/fake-provider/reply';
import { jsonRequest, newChatSession, readEvents, saveOpenAiKey, startHarness, type Harness } from './chat-harness';

// Issue #29, part 3: what each reply costs, and the Usage view's rows (GET /api/portal/usage).
let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
let aliceKey: string;

const getUsage = (cookie: string | undefined, query = '') =>
  usage(jsonRequest(`/api/portal/usage${query}`, { method: 'GET', cookie }));
const report = async (cookie: string) => (await (await getUsage(cookie)).json()) as UsageReport;
const monthsAgo = (count: number, day = 15) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, day, 12));
};
const label = (date: Date) => date.toISOString().slice(0, 7);

/** A stored reply of alice's, written as the database's owner (old months cannot come from a turn). */
async function storedReply(at: Date, model: string, tokens: [number, number], keyId: string | null = aliceKey) {
  const session = await h.db.query<{ id: string }>(
    "insert into chat_sessions (user_id, model, provider) values ($1, $2, 'openai') returning id",
    [alice.id, model],
  );
  await h.db.query(
    `insert into chat_messages (session_id, role, content, created_at, provider, model, api_key_id, input_tokens, output_tokens)
     values ($1, 'assistant', 'old reply', $2, 'openai', $3, $4, $5, $6)`,
    [session.rows[0]!.id, at.toISOString(), model, keyId, tokens[0], tokens[1]],
  );
}

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  bob = await h.signIn('bob@example.com');
  await saveOpenAiKey(alice.cookie, 'sk-test-alice-usage-4321');
  const key = await h.db.query<{ id: string }>("select id from api_keys where user_id = $1 and provider = 'openai'", [
    alice.id,
  ]);
  aliceKey = key.rows[0]!.id;
});
afterAll(() => h.fake.close());

describe('a reply through the chat route', () => {
  it('is stored with its provider, model and key, and counted in the Usage rows at its price', async () => {
    const sessionId = await newChatSession(alice.cookie);
    const reply = 'Eight words of reply to count as tokens.';
    h.fake.setReply(reply);
    const response = await chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message: 'What does this cost?', provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    const events = await readEvents(response);
    const call = h.fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)!;
    const tokens = { inputTokens: estimateTokens(promptText(call.body)), outputTokens: estimateTokens(reply) };
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      assistantMessage: { ...tokens, provider: 'openai', model: 'gpt-4o-mini' },
    });
    const stored = await h.db.query(
      "select provider, model, api_key_id from chat_messages where session_id = $1 and role = 'assistant'",
      [sessionId],
    );
    expect(stored.rows).toEqual([{ provider: 'openai', model: 'gpt-4o-mini', api_key_id: aliceKey }]);

    const body = await report(alice.cookie);
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1)).toBe(label(new Date()));
    // gpt-4o-mini: $0.15 in and $0.60 out per million tokens.
    expect(body.rows).toEqual([
      {
        month: label(new Date()),
        apiKeyId: aliceKey,
        keyHint: '4321',
        provider: 'openai',
        model: 'gpt-4o-mini',
        replies: 1,
        ...tokens,
        costUsd: (tokens.inputTokens * 0.15 + tokens.outputTokens * 0.6) / 1e6,
      },
    ]);
  });
});

describe('the Usage rows', () => {
  it('sum per month, key and model over the last twelve months, newest first, unknown prices as null', async () => {
    await storedReply(monthsAgo(1, 3), 'gpt-4o', [1000, 100]);
    await storedReply(monthsAgo(1, 20), 'gpt-4o', [2000, 300]);
    await storedReply(monthsAgo(1, 20), 'my-fine-tune', [10, 10]);
    await storedReply(monthsAgo(11, 1), 'gpt-4o', [5, 5], null);
    // Twelve months back is outside the window.
    await storedReply(monthsAgo(12, 28), 'gpt-4o', [7_000_000, 7_000_000]);
    const rows = (await report(alice.cookie)).rows.filter((row) => row.month !== label(new Date()));
    expect(rows).toEqual([
      {
        month: label(monthsAgo(1)),
        apiKeyId: aliceKey,
        keyHint: '4321',
        provider: 'openai',
        model: 'gpt-4o',
        replies: 2,
        inputTokens: 3000,
        outputTokens: 400,
        costUsd: (3000 * 2.5 + 400 * 10) / 1e6,
      },
      expect.objectContaining({ month: label(monthsAgo(1)), model: 'my-fine-tune', replies: 1, costUsd: null }),
      expect.objectContaining({ month: label(monthsAgo(11)), apiKeyId: null, keyHint: null, inputTokens: 5 }),
    ]);
  });

  it("hold only the caller's own replies, and none for a visitor", async () => {
    expect((await report(bob.cookie)).rows).toEqual([]);
    expect((await getUsage(undefined)).status).toBe(401);
  });

  it('download as CSV: the same rows, with an empty cost where the price is unknown', async () => {
    await storedReply(monthsAgo(2), '=HYPERLINK("http://evil.example")', [1, 1]);
    const rows = (await report(alice.cookie)).rows;
    const response = await getUsage(alice.cookie, '?format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ai-usage-to-${label(new Date())}.csv"`,
    );
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('month,provider,model,key,replies,input_tokens,output_tokens,cost_usd');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines).toContain(`${label(monthsAgo(1))},openai,gpt-4o,••••4321,2,3000,400,0.011500`);
    expect(lines).toContain(`${label(monthsAgo(1))},openai,my-fine-tune,••••4321,1,10,10,`);
    expect(lines).toContain(`${label(monthsAgo(11))},openai,gpt-4o,deleted key,1,5,5,0.000063`);
    // A model name a spreadsheet would run as a formula stays text.
    expect(lines).toContain(`${label(monthsAgo(2))},openai,"'=HYPERLINK(""http://evil.example"")",••••4321,1,1,1,`);
  });

  it('refuse a format they do not have', async () => {
    const response = await getUsage(alice.cookie, '?format=xlsx');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('format must be json or csv.');
  });
});

describe('prices of OpenAI-compatible models', () => {
  const prices = (cookie: string | undefined, init: { method?: string; body?: unknown; query?: string } = {}) =>
    pricesRoute[(init.method ?? 'GET') as 'GET' | 'PUT' | 'DELETE'](
      jsonRequest(`/api/portal/usage/prices${init.query ?? ''}`, {
        method: init.method ?? 'GET',
        cookie,
        body: init.body,
      }),
    );

  it('are set per user in Settings and price that model in the Usage rows; a bad price is refused', async () => {
    const session = await h.db.query<{ id: string }>(
      "insert into chat_sessions (user_id, model, provider) values ($1, 'llama3.1', 'openai-compatible') returning id",
      [alice.id],
    );
    await h.db.query(
      `insert into chat_messages (session_id, role, content, provider, model, input_tokens, output_tokens)
       values ($1, 'assistant', 'local', 'openai-compatible', 'llama3.1', 4000, 1000)`,
      [session.rows[0]!.id],
    );
    const local = () => report(alice.cookie).then((r) => r.rows.find((row) => row.model === 'llama3.1')!);
    expect((await local()).costUsd).toBeNull();

    const body = { model: 'llama3.1', inputPerMillion: 0.5, outputPerMillion: 2 };
    const saved = await prices(alice.cookie, { method: 'PUT', body });
    expect(saved.status).toBe(200);
    expect((await saved.json()).price).toEqual(body);
    expect((await local()).costUsd).toBeCloseTo((4000 * 0.5 + 1000 * 2) / 1e6, 12);
    expect(await (await prices(alice.cookie)).json()).toEqual({ prices: [body] });
    expect(await (await prices(bob.cookie)).json()).toEqual({ prices: [] });

    const negative = await prices(alice.cookie, { method: 'PUT', body: { ...body, outputPerMillion: -1 } });
    expect(negative.status).toBe(400);
    expect((await negative.json()).message).toBe('A price cannot be negative.');
    expect((await prices(bob.cookie, { method: 'DELETE', query: '?model=llama3.1' })).status).toBe(404);
    expect((await prices(alice.cookie, { method: 'DELETE', query: '?model=llama3.1' })).status).toBe(204);
    expect((await local()).costUsd).toBeNull();
    expect((await prices(undefined)).status).toBe(401);
  });
});

describe('a monthly budget', () => {
  const budget = (cookie: string, body?: unknown) =>
    body === undefined
      ? budgetRoute.GET(jsonRequest('/api/portal/usage/budget', { method: 'GET', cookie }))
      : budgetRoute.PUT(jsonRequest('/api/portal/usage/budget', { method: 'PUT', cookie, body }));
  // The whole answer is read, so the turn has ended before the next one starts.
  const turn = async (sessionId: string) => {
    const response = await chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message: 'One more?', provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    return { status: response.status, body: await response.text() };
  };

  it('says how much of it this month spent; once spent, "stop at the budget" refuses to call the provider', async () => {
    // $2.50 this month: a million tokens in to gpt-4o.
    await storedReply(new Date(), 'gpt-4o', [1_000_000, 0]);
    expect(await (await budget(alice.cookie)).json()).toEqual({ status: null });
    const warned = await budget(alice.cookie, { monthlyUsd: 3, stopAtBudget: true });
    const { status } = (await warned.json()) as { status: { spentUsd: number; share: number } };
    expect(status).toMatchObject({ monthlyUsd: 3, stopAtBudget: true });
    expect(status.spentUsd).toBeGreaterThanOrEqual(2.5);
    expect(status.share).toBeGreaterThan(0.8);
    expect(status.share).toBeLessThan(1);

    const sessionId = await newChatSession(alice.cookie);
    expect((await turn(sessionId)).status).toBe(200);
    await budget(alice.cookie, { monthlyUsd: 2, stopAtBudget: true });
    h.fake.reset();
    const refused = await turn(sessionId);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).message).toMatch(
      /^You have reached your monthly budget of \$2\.00 \(\$2\.5\d spent this month\)\. Raise it or turn off "Stop at the budget" in Settings to keep chatting\.$/,
    );
    expect(h.fake.requests).toEqual([]);

    // Without "stop", a spent budget only warns; no budget at all is no budget.
    await budget(alice.cookie, { monthlyUsd: 2, stopAtBudget: false });
    expect((await turn(sessionId)).status).toBe(200);
    expect((await (await budget(alice.cookie, { monthlyUsd: null })).json()).status).toBeNull();
    const bad = await budget(alice.cookie, { monthlyUsd: 0, stopAtBudget: true });
    expect(bad.status).toBe(400);
    expect(await (await budget(bob.cookie)).json()).toEqual({ status: null });
  });
});
