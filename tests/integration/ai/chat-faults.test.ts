import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import type { Fault } from '../../support/fake-provider';
import { jsonRequest, readEvents, startHarness, type Harness, newChatSession } from './chat-harness';

// Every way a provider call can fail, each through the real route, the real database and the
// fake provider: the user message is stored, any text that arrived is stored marked
// incomplete, and the error event names what went wrong. The harness sets a 1 s idle timeout.
let h: Harness;
let alice: { cookie: string; id: string };
const REPLY = 'one two three four five six seven eight';

const newSession = () => newChatSession(alice.cookie);
const messagesOf = async (sessionId: string) =>
  (
    await h.db.query<{ role: string; content: string; status: string; error?: string }>(
      `select role, content, status, error from chat_messages where session_id = $1 order by created_at`,
      [sessionId],
    )
  ).rows;

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('faults@example.com');
  const body = { provider: 'openai', apiKey: 'sk-test-faults-key-0001' };
  expect((await saveKey(jsonRequest('/api/portal/keys', { cookie: alice.cookie, body }))).status).toBe(201);
});
afterAll(() => h.fake.close());
beforeEach(() => {
  h.fake.reset();
  h.fake.setReply(REPLY);
});

describe.each<[string, Fault, number, string, boolean]>([
  ['a rejected key', { status: 401 }, 1, 'OpenAI rejected the API key (401). Check the key in Settings.', false],
  [
    'a rate limit that outlasts the retries',
    { status: 429 },
    3,
    'OpenAI is rate limiting requests (429). Wait a moment and try again.',
    false,
  ],
  ['an outage', { status: 500 }, 3, 'OpenAI is unavailable right now (500). Try again shortly.', false],
  ['an overload', { status: 503 }, 3, 'OpenAI is unavailable right now (503). Try again shortly.', false],
  [
    'a stall before any text',
    { stall: true },
    1,
    'OpenAI stopped responding (nothing for 1 s), so the reply was stopped.',
    false,
  ],
  [
    'a stall mid-reply',
    { stall: true, afterChunks: 3 },
    1,
    'OpenAI stopped responding (nothing for 1 s), so the reply was stopped.',
    true,
  ],
  [
    'a connection cut mid-reply',
    { cutAfterChunks: 3 },
    1,
    'The connection to OpenAI was cut off mid-reply. What arrived is kept, marked incomplete.',
    true,
  ],
])('%s', (_, fault, times, message, partial) => {
  it('keeps the user message and any partial reply (marked incomplete), and the error in the thread', async () => {
    const sessionId = await newSession();
    h.fake.failNext(fault, { times });
    const response = await chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message: 'count please', provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    const events = await readEvents(response);
    expect(events[0]).toMatchObject({ type: 'start', userMessage: { content: 'count please' } });
    const last = events.at(-1)!;
    expect(last).toMatchObject({ type: 'error', message });
    const stored = await messagesOf(sessionId);
    expect(stored[0]).toEqual({ role: 'user', content: 'count please', status: 'complete', error: null });
    // Issue #41.5: the failure is a reply of its own in the thread, with what arrived (if anything).
    const text = partial ? 'one two three' : '';
    expect(stored).toEqual([stored[0], { role: 'assistant', content: text, status: 'incomplete', error: message }]);
    expect(last).toMatchObject({ assistantMessage: { content: text, status: 'incomplete', error: message } });
  });
});

describe('a reply still streaming', () => {
  it('is already stored, marked streaming (read as incomplete after a crash), then settled as one complete row', async () => {
    const sessionId = await newSession();
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    h.fake.setReply(words.join(' '));
    h.fake.setChunkDelay(60);
    const response = await chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message: 'stream slowly', provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let streamed = '';
    // Read for about 1.5 s: past the first draft write and at least one rewrite.
    const until = Date.now() + 1500;
    while (Date.now() < until) streamed += decoder.decode((await reader.read()).value, { stream: true });
    const midway = await messagesOf(sessionId);
    expect(midway).toHaveLength(2);
    expect(midway[1]).toMatchObject({ role: 'assistant', status: 'streaming' });
    expect(midway[1]!.content).toMatch(/^w0 w1 /);
    expect(words.join(' ')).toContain(midway[1]!.content);
    expect(midway[1]!.content.length).toBeLessThan(words.join(' ').length);
    expect(streamed).toContain('"type":"delta"');

    for (;;) if ((await reader.read()).done) break;
    expect(await messagesOf(sessionId)).toEqual([
      { role: 'user', content: 'stream slowly', status: 'complete', error: null },
      { role: 'assistant', content: words.join(' '), status: 'complete', error: null },
    ]);
  });
});

describe('a database that refuses to store the reply', () => {
  it('keeps the user message and says the reply was not saved', async () => {
    const sessionId = await newSession();
    await h.db.exec(`
      create function public.refuse_reply() returns trigger language plpgsql as $$
      begin
        if new.role = 'assistant' then
          raise exception using errcode = '53100', message = 'No space left on device';
        end if;
        return new;
      end $$;
      create trigger refuse_reply before insert on public.chat_messages
        for each row execute function public.refuse_reply();`);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const events = await readEvents(
        await chat(
          jsonRequest('/api/chat', {
            cookie: alice.cookie,
            body: { sessionId, message: 'save me', provider: 'openai', model: 'gpt-4o-mini' },
          }),
        ),
      );
      expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(0);
      expect(events.at(-1)).toEqual({ type: 'error', message: 'The reply could not be saved. Please try again.' });
      expect(await messagesOf(sessionId)).toEqual([
        { role: 'user', content: 'save me', status: 'complete', error: null },
      ]);
    } finally {
      quiet.mockRestore();
      warn.mockRestore();
      await h.db.exec('drop trigger refuse_reply on public.chat_messages; drop function public.refuse_reply();');
    }
  });
});
