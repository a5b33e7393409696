import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { PATCH as updateSession } from '@/app/api/portal/sessions/[id]/route';
import { GET as listSessions } from '@/app/api/portal/sessions/route';
import { PATCH as updateSettings } from '@/app/api/portal/settings/route';
import { jsonRequest, newChatSession, readEvents, saveOpenAiKey, startHarness, type Harness } from './chat-harness';

// Issue #41, point 4: chats people can find. Rename and pin through the real route and database
// (another user's chat refused), and the title the chat's own model writes after the first exchange.
let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const patch = (cookie: string, id: string, body: unknown) =>
  updateSession(jsonRequest(`/api/portal/sessions/${id}`, { method: 'PATCH', cookie, body }), params(id));
const listOf = async (cookie: string) =>
  (
    (await (await listSessions(jsonRequest('/api/portal/sessions', { method: 'GET', cookie }))).json()) as {
      sessions: { id: string; title: string; pinned: boolean }[];
    }
  ).sessions;
const ask = (sessionId: string, message: string) =>
  chat(
    jsonRequest('/api/chat', {
      cookie: alice.cookie,
      body: { sessionId, message, provider: 'openai', model: 'gpt-4o-mini' },
    }),
  ).then(readEvents);

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('rename-alice@example.com');
  bob = await h.signIn('rename-bob@example.com');
  await saveOpenAiKey(alice.cookie);
});
afterAll(() => h.fake.close());
beforeEach(() => {
  h.fake.reset();
  h.fake.setReply('An answer.');
});

describe('rename and pin', () => {
  it('renames and pins a chat, which then heads the list without changing its activity order', async () => {
    const older = await newChatSession(alice.cookie);
    const newer = await newChatSession(alice.cookie);
    expect((await listOf(alice.cookie)).map((s) => s.id)).toEqual([newer, older]);

    const renamed = await patch(alice.cookie, older, { title: '  Tide tables  ' });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).session).toMatchObject({ title: 'Tide tables', pinned: false });
    // A rename is no activity: the order stays.
    expect((await listOf(alice.cookie)).map((s) => s.id)).toEqual([newer, older]);

    expect((await patch(alice.cookie, older, { pinned: true })).status).toBe(200);
    const pinned = await listOf(alice.cookie);
    expect(pinned.map((s) => [s.id, s.title, s.pinned])).toEqual([
      [older, 'Tide tables', true],
      [newer, 'New Chat', false],
    ]);

    expect((await patch(alice.cookie, older, { pinned: false })).status).toBe(200);
    expect((await listOf(alice.cookie)).map((s) => [s.id, s.pinned])).toEqual([
      [newer, false],
      [older, false],
    ]);
  });

  it("refuses another user's chat and an empty title, and changes nothing", async () => {
    const mine = await newChatSession(alice.cookie);
    expect((await patch(bob.cookie, mine, { title: 'Taken over' })).status).toBe(404);
    expect((await patch(bob.cookie, mine, { pinned: true })).status).toBe(404);
    const empty = await patch(alice.cookie, mine, { title: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('A chat needs a title.');
    expect((await listOf(alice.cookie)).find((s) => s.id === mine)).toMatchObject({ title: 'New Chat', pinned: false });
    expect(await listOf(bob.cookie)).toEqual([]);
  });
});

describe('a title written by the chat model', () => {
  it('asks the chat model for a title after the first exchange, with the user key, and says so on the stream', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.setTitleReply('"Planning the harbour walk"');
    const events = await ask(sessionId, 'Can you help me plan a walk along the harbour this Saturday morning?');
    // The reply is done first; the stream ends once the title is stored.
    expect(events.at(-1)).toMatchObject({ type: 'done', titling: true });

    expect(h.fake.titleRequests).toHaveLength(1);
    const request = h.fake.titleRequests[0]!;
    expect(request.headers.authorization).toBe('Bearer sk-test-alice-key-0001');
    expect((request.body as { model: string }).model).toBe('gpt-4o-mini');
    expect(JSON.stringify(request.body)).toContain('plan a walk along the harbour');
    expect((await listOf(alice.cookie)).find((s) => s.id === sessionId)?.title).toBe('Planning the harbour walk');

    // Only after the first exchange.
    await ask(sessionId, 'And on Sunday?');
    expect(h.fake.titleRequests).toHaveLength(1);
  });

  it('keeps the first words when the user turned titles off', async () => {
    const off = await updateSettings(
      jsonRequest('/api/portal/settings', { method: 'PATCH', cookie: alice.cookie, body: { autoTitle: false } }),
    );
    expect(off.status).toBe(200);
    expect((await off.json()).settings.autoTitle).toBe(false);
    try {
      const sessionId = await newChatSession(alice.cookie);
      h.fake.setTitleReply('Should not be used');
      const events = await ask(sessionId, 'What is the tide at noon?');
      expect(events.at(-1)).toMatchObject({ type: 'done' });
      expect(h.fake.titleRequests).toHaveLength(0);
      expect((await listOf(alice.cookie)).find((s) => s.id === sessionId)?.title).toBe('What is the tide at noon?');
    } finally {
      await updateSettings(
        jsonRequest('/api/portal/settings', { method: 'PATCH', cookie: alice.cookie, body: { autoTitle: true } }),
      );
    }
  });

  it('keeps a name the user gave while the title was being written', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.setTitleReply('Model title');
    h.fake.setReply('Short answer.');
    const response = await chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message: 'First question here', provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('"type":"done"')) text += decoder.decode((await reader.read()).value, { stream: true });
    expect((await patch(alice.cookie, sessionId, { title: 'My own name' })).status).toBe(200);
    for (;;) if ((await reader.read()).done) break;
    expect((await listOf(alice.cookie)).find((s) => s.id === sessionId)?.title).toBe('My own name');
  });
});
