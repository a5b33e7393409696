import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { PATCH as editMemory, DELETE as deleteMemory } from '@/app/api/portal/memories/[id]/route';
import { GET as listMemories, POST as addMemory } from '@/app/api/portal/memories/route';
import { GET as memoriesUsed } from '@/app/api/portal/sessions/[id]/memories-used/route';
import { PATCH as updateSettings } from '@/app/api/portal/settings/route';
import type { LoggedRequest } from '../../support/fake-provider';
import {
  isMemoryExtraction,
  jsonRequest,
  newChatSession,
  readEvents,
  saveOpenAiKey,
  startHarness,
  type Harness,
} from './chat-harness';

// Issue #41 point 8: memories are short facts the user's model extracts after a reply, never
// the reply's own text; a switch turns memory off; memories are added, edited and deleted by hand;
// a reply keeps which memories it was given.
const KEY = 'sk-test-memory-facts-0001';
const FACT = 'Alice keeps three beehives in Devon.';
const LONG_REPLY = [
  'Here is your beekeeping calendar.',
  '',
  '| Month | Task |',
  '| --- | --- |',
  ...Array.from({ length: 25 }, (_, i) => `| ${i + 1} | Inspect the hives and note the brood pattern |`),
].join('\n');

type Body = { model: string; stream?: boolean; messages: { role: string; content: unknown }[] };
const isExtraction = (r: LoggedRequest) => isMemoryExtraction(r);
const chatCalls = () => h.everyRequest().filter((r) => r.path === '/v1/chat/completions');

let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
let factsAnswer = JSON.stringify([FACT, `A fact far too long to be one: ${'x'.repeat(300)}`]);

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('memory-alice@example.com');
  bob = await h.signIn('memory-bob@example.com');
  await saveOpenAiKey(alice.cookie, KEY);
  await saveOpenAiKey(bob.cookie, 'sk-test-memory-bob-0002');
});
afterAll(() => h.fake.close());
beforeEach(() => {
  h.fake.reset();
  h.fake.setReply((request) => (isExtraction(request) ? factsAnswer : LONG_REPLY));
});

const get = (cookie: string, url: string) => jsonRequest(url, { method: 'GET', cookie });
const contents = async (cookie: string) =>
  (
    (await (await listMemories(get(cookie, '/api/portal/memories'))).json()) as { memories: { content: string }[] }
  ).memories.map((memory) => memory.content);
async function turn(cookie: string, sessionId: string, message: string) {
  const response = await chat(
    jsonRequest('/api/chat', { cookie, body: { sessionId, message, provider: 'openai', model: 'gpt-4o-mini' } }),
  );
  expect(response.status).toBe(200);
  const events = await readEvents(response);
  expect(events.at(-1)?.type).toBe('done');
  return events;
}
const setMemory = (cookie: string, memoryEnabled: boolean) =>
  updateSettings(jsonRequest('/api/portal/settings', { method: 'PATCH', cookie, body: { memoryEnabled } }));

describe('memory extraction', () => {
  it("stores the model's short facts after a reply, with the same key and model, and nothing of the reply", async () => {
    const sessionId = await newChatSession(alice.cookie);
    await turn(alice.cookie, sessionId, 'I keep three beehives in Devon; what should I do each month of the year?');

    expect(await contents(alice.cookie)).toEqual([FACT]);
    const extraction = chatCalls().filter(isExtraction);
    expect(extraction).toHaveLength(1);
    expect(extraction[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(extraction[0]!.body).toMatchObject({ model: 'gpt-4o-mini' });
    // Asked after the reply was stored: the reply's request came first.
    expect(isExtraction(chatCalls()[0]!)).toBe(false);
    const stored = await h.db.query<{ content: string }>('select content from memories where user_id = $1', [alice.id]);
    expect(stored.rows.some((row) => row.content.includes('beekeeping calendar') || row.content.includes('|'))).toBe(
      false,
    );
  });

  it('stores nothing when the model finds no fact, or answers something that is not a list of facts', async () => {
    for (const answer of ['[]', LONG_REPLY, '{"facts": "none"}']) {
      factsAnswer = answer;
      await turn(alice.cookie, await newChatSession(alice.cookie), 'Give me a long beekeeping table, month by month.');
    }
    expect(await contents(alice.cookie)).toEqual([FACT]);
  });

  it('sends the recalled memories with a message and keeps which ones the reply was given', async () => {
    const sessionId = await newChatSession(alice.cookie);
    factsAnswer = '[]';
    const events = await turn(alice.cookie, sessionId, 'My three beehives in Devon');
    const sent = chatCalls().find((r) => !isExtraction(r))!.body as Body;
    expect(sent.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining(`[${FACT}]`) });

    const done = events.at(-1) as { assistantMessage: { id: string } };
    const params = { params: Promise.resolve({ id: sessionId }) };
    const used = await memoriesUsed(get(alice.cookie, `/api/portal/sessions/${sessionId}/memories-used`), params);
    expect(await used.json()).toEqual({
      replies: [{ messageId: done.assistantMessage.id, memories: [{ id: expect.any(String), content: FACT }] }],
    });
    const theirs = await memoriesUsed(get(bob.cookie, `/api/portal/sessions/${sessionId}/memories-used`), params);
    expect(await theirs.json()).toEqual({ replies: [] });
  });
});

describe('the memory switch', () => {
  it('off: no memory is sent with a message and none is extracted after the reply', async () => {
    expect((await setMemory(alice.cookie, false)).status).toBe(200);
    factsAnswer = JSON.stringify(['Alice also keeps hens.']);
    await turn(alice.cookie, await newChatSession(alice.cookie), 'My three beehives in Devon');

    const calls = chatCalls();
    expect(calls).toHaveLength(1);
    expect((calls[0]!.body as Body).messages.some((m) => m.role === 'system')).toBe(false);
    expect(JSON.stringify(calls[0]!.body)).not.toContain(FACT);
    expect(h.everyRequest().filter((r) => r.path === '/v1/embeddings')).toEqual([]);
    expect(await contents(alice.cookie)).toEqual([FACT]);
    expect((await setMemory(alice.cookie, true)).status).toBe(200);
  });
});

describe('memories by hand', () => {
  const at = (id: string) => ({ params: Promise.resolve({ id }) });
  const write = (cookie: string, content: unknown) =>
    addMemory(jsonRequest('/api/portal/memories', { cookie, body: { content } }));

  it('adds, edits and deletes a memory; nobody else can touch it', async () => {
    const added = await write(bob.cookie, '  Bob prefers metric units.  ');
    expect(added.status).toBe(201);
    const { memory } = (await added.json()) as { memory: { id: string; content: string } };
    expect(memory.content).toBe('Bob prefers metric units.');

    const path = `/api/portal/memories/${memory.id}`;
    const edit = (cookie: string, content: string) =>
      editMemory(jsonRequest(path, { method: 'PATCH', cookie, body: { content } }), at(memory.id));
    expect((await edit(alice.cookie, 'Bob likes imperial units.')).status).toBe(404);
    const edited = await edit(bob.cookie, 'Bob prefers metric units and 24-hour times.');
    expect(edited.status).toBe(200);
    expect(await contents(bob.cookie)).toEqual(['Bob prefers metric units and 24-hour times.']);

    // Recalled by its words in a later message (it has no vectors).
    factsAnswer = '[]';
    await turn(bob.cookie, await newChatSession(bob.cookie), 'Which units and times does Bob prefer?');
    expect(JSON.stringify(chatCalls()[0]!.body)).toContain('[Bob prefers metric units and 24-hour times.]');

    expect(
      (await deleteMemory(jsonRequest(path, { method: 'DELETE', cookie: alice.cookie }), at(memory.id))).status,
    ).toBe(404);
    expect(
      (await deleteMemory(jsonRequest(path, { method: 'DELETE', cookie: bob.cookie }), at(memory.id))).status,
    ).toBe(204);
    expect(await contents(bob.cookie)).toEqual([]);
  });

  it('refuses an empty or overlong memory in words, and stores nothing', async () => {
    for (const [content, words] of [
      ['   ', 'Write the memory first.'],
      ['x'.repeat(501), 'A memory is one short fact (at most 500 characters).'],
    ] as const) {
      const refused = await write(bob.cookie, content);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(words);
    }
    expect(await contents(bob.cookie)).toEqual([]);
  });
});
