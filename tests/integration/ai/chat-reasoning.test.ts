import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { GET as readSession } from '@/app/api/portal/sessions/[id]/route';
import { GET as exportSession } from '@/app/api/portal/sessions/[id]/export/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { PUT as putBudget } from '@/app/api/portal/usage/budget/route';
import type { ChatMessage } from '@/lib/data/port';
import {
  jsonRequest,
  newChatSession,
  readEvents,
  saveOpenAiAndLocalKeys,
  startHarness,
  type Harness,
} from './chat-harness';

// Issue #42 point 4: reasoning a model streams is relayed, stored and exported with its reply,
// and never sent back to the model.
let h: Harness;
let alice: string;
const THOUGHT = 'The user wants a colour. Blue is calm; I will suggest **blue**.';
const REPLY = 'Try blue: it is calm and reads well on screens.';
const anthropic = { provider: 'anthropic', model: 'claude-3-haiku' };
const local = { provider: 'openai-compatible', model: 'llama3.1' };
const openai = { provider: 'openai', model: 'gpt-4o-mini' };

beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('reasoning-alice@example.com')).cookie;
  await saveOpenAiAndLocalKeys(h, alice, { openai: 'sk-reasoning-openai-0001', local: 'sk-reasoning-local-0001' });
  const key = { provider: 'anthropic', apiKey: 'sk-ant-reasoning-0001' };
  expect((await saveKey(jsonRequest('/api/portal/keys', { cookie: alice, body: key }))).status).toBe(201);
});
afterAll(() => h.fake.close());
beforeEach(() => {
  h.fake.reset();
  h.fake.setReply(REPLY);
  h.fake.setReasoning(THOUGHT);
});

async function turn(sessionId: string, target: { provider: string; model: string }, message = 'Pick a colour') {
  const response = await chat(jsonRequest('/api/chat', { cookie: alice, body: { sessionId, message, ...target } }));
  expect(response.status).toBe(200);
  return readEvents(response);
}

async function storedReplies(sessionId: string): Promise<ChatMessage[]> {
  const request = jsonRequest(`/api/portal/sessions/${sessionId}`, { method: 'GET', cookie: alice });
  const response = await readSession(request, { params: Promise.resolve({ id: sessionId }) });
  const { messages } = (await response.json()) as { messages: ChatMessage[] };
  return messages.filter((message) => message.role === 'assistant');
}

async function exported(sessionId: string, format: 'md' | 'json'): Promise<string> {
  const url = `/api/portal/sessions/${sessionId}/export?format=${format}`;
  const response = await exportSession(jsonRequest(url, { method: 'GET', cookie: alice }), {
    params: Promise.resolve({ id: sessionId }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('reasoning, shown folded', () => {
  it('Anthropic: thinking is asked for, relayed before the reply, stored and exported', async () => {
    const sessionId = await newChatSession(alice);
    const events = await turn(sessionId, anthropic);
    const body = h.fake.requests[0]!.body as { thinking?: object };
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: expect.any(Number) });
    // Thinking takes no temperature; a reply without it keeps the chat's own (below).
    expect(body).not.toHaveProperty('temperature');

    const thoughts = events.flatMap((event) => (event.type === 'reasoning' ? [event.text] : []));
    expect(thoughts.join('')).toBe(THOUGHT);
    const firstText = events.findIndex((event) => event.type === 'delta');
    expect(events.findLastIndex((event) => event.type === 'reasoning')).toBeLessThan(firstText);
    const done = events.find((event) => event.type === 'done');
    expect(done?.type === 'done' && done.assistantMessage.reasoning).toEqual({ text: THOUGHT, ms: expect.any(Number) });

    const [reply] = await storedReplies(sessionId);
    expect(reply!.content).toBe(REPLY);
    expect(reply!.reasoning?.text).toBe(THOUGHT);

    const markdown = await exported(sessionId, 'md');
    expect(markdown).toContain('<details>');
    expect(markdown).toContain(THOUGHT);
    expect(markdown.indexOf(THOUGHT)).toBeLessThan(markdown.indexOf(REPLY));
    const json = JSON.parse(await exported(sessionId, 'json')) as { messages: { reasoning?: { text: string } }[] };
    expect(json.messages[1]!.reasoning?.text).toBe(THOUGHT);
  });

  it('is never sent back: the next turn carries the reply, not its reasoning', async () => {
    const sessionId = await newChatSession(alice);
    await turn(sessionId, anthropic);
    await turn(sessionId, anthropic, 'And a second colour?');
    const next = JSON.stringify(h.fake.requests[1]!.body);
    expect(next).toContain(REPLY.slice(0, 20));
    expect(next).not.toContain('Blue is calm');
    expect(next).not.toContain('"thinking","thinking"');
  });

  it('an OpenAI-compatible endpoint: its reasoning_content is kept as the reasoning', async () => {
    const sessionId = await newChatSession(alice);
    const events = await turn(sessionId, local);
    expect(events.filter((event) => event.type === 'reasoning').length).toBeGreaterThan(0);
    const [reply] = await storedReplies(sessionId);
    expect(reply!.reasoning?.text).toBe(THOUGHT);
    expect(reply!.content).toBe(REPLY);
  });

  it('OpenAI (Chat Completions) streams no reasoning: the reply has none', async () => {
    const sessionId = await newChatSession(alice);
    const events = await turn(sessionId, openai);
    expect(events.some((event) => event.type === 'reasoning')).toBe(false);
    const [reply] = await storedReplies(sessionId);
    expect(reply).not.toHaveProperty('reasoning');
    expect(reply!.content).toBe(REPLY);
  });

  it('a reply without reasoning reads as before', async () => {
    h.fake.setReasoning(null);
    const sessionId = await newChatSession(alice);
    const events = await turn(sessionId, anthropic);
    expect(events.some((event) => event.type === 'reasoning')).toBe(false);
    const [reply] = await storedReplies(sessionId);
    expect(reply).not.toHaveProperty('reasoning');
    expect(await exported(sessionId, 'md')).not.toContain('<details>');
  });

  it('under "Stop at the budget" Claude is not asked to think: its reservation counts the reply only', async () => {
    const budget = { monthlyUsd: 100, stopAtBudget: true };
    const put = jsonRequest('/api/portal/usage/budget', { method: 'PUT', cookie: alice, body: budget });
    expect((await putBudget(put)).status).toBe(200);
    try {
      await turn(await newChatSession(alice), anthropic);
      expect(h.fake.requests[0]!.body).not.toHaveProperty('thinking');
      expect(h.fake.requests[0]!.body).toHaveProperty('temperature', 0.7);
    } finally {
      const off = { method: 'PUT', cookie: alice, body: { monthlyUsd: 100, stopAtBudget: false } };
      await putBudget(jsonRequest('/api/portal/usage/budget', off));
    }
  });
});
