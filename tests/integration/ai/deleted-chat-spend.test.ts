import { afterAll, beforeAll, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { DELETE as deleteSession } from '@/app/api/portal/sessions/[id]/route';
import * as budgetRoute from '@/app/api/portal/usage/budget/route';
import { jsonRequest, newChatSession, saveOpenAiKey, startHarness, type Harness } from './chat-harness';

// A budget that holds (issue #37, point 3): what a chat spent this month stays spent when the
// chat is deleted. This month's spend is read from the stored replies, so deleting a chat (or
// leaving a temporary one) took its cost out of the month and opened the budget again.
let h: Harness;

const spentUsd = async (cookie: string) => {
  const response = await budgetRoute.GET(jsonRequest('/api/portal/usage/budget', { method: 'GET', cookie }));
  return ((await response.json()) as { status: { spentUsd: number } }).status.spentUsd;
};

beforeAll(async () => {
  h = await startHarness();
  h.fake.setChunkDelay(0);
});
afterAll(() => h.fake.close());

it("a deleted chat's spend still counts against the month's budget", async () => {
  const alice = await h.signIn('alice@example.com');
  await saveOpenAiKey(alice.cookie, 'sk-test-alice-deleted-spend');
  const budget = { monthlyUsd: 1, stopAtBudget: true };
  const put = jsonRequest('/api/portal/usage/budget', { method: 'PUT', cookie: alice.cookie, body: budget });
  expect((await budgetRoute.PUT(put)).status).toBe(200);
  h.fake.setReply('word '.repeat(2_000));
  const sessionId = await newChatSession(alice.cookie);
  const sent = await chat(
    jsonRequest('/api/chat', {
      cookie: alice.cookie,
      body: { sessionId, message: 'Tell me everything.', provider: 'openai', model: 'gpt-4o' },
    }),
  );
  expect(sent.status).toBe(200);
  await sent.text();
  const spent = await spentUsd(alice.cookie);
  expect(spent).toBeGreaterThan(0);

  const gone = await deleteSession(
    jsonRequest(`/api/portal/sessions/${sessionId}`, { method: 'DELETE', cookie: alice.cookie }),
    { params: Promise.resolve({ id: sessionId }) },
  );
  expect(gone.status).toBe(204);
  expect(await spentUsd(alice.cookie)).toBeCloseTo(spent, 6);
});
