import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { GET as readSession } from '@/app/api/portal/sessions/[id]/route';
import { jsonRequest, newChatSession, readEvents, saveOpenAiKey, startHarness, type Harness } from './chat-harness';

// Issue #41, point 5: a failed reply is kept in the thread with what went wrong, read back with
// the chat, still there after later messages, never sent to the model; a failed Retry replaces it.
let h: Harness;
let alice: { cookie: string; id: string };
const REJECTED = 'OpenAI rejected the API key (401). Check the key in Settings.';

const ask = async (sessionId: string, message: string, resendOf?: string) =>
  readEvents(
    await chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message, provider: 'openai', model: 'gpt-4o-mini', resendOf },
      }),
    ),
  );
const thread = async (sessionId: string) => {
  const response = await readSession(
    jsonRequest(`/api/portal/sessions/${sessionId}`, { method: 'GET', cookie: alice.cookie }),
    {
      params: Promise.resolve({ id: sessionId }),
    },
  );
  const { messages } = (await response.json()) as {
    messages: { id: string; role: string; content: string; error?: string }[];
  };
  return messages.map((m) => `${m.role}:${m.content}${m.error ? ` [${m.error}]` : ''}`);
};
const lastSent = () => {
  const body = h.fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)!.body as {
    messages: { role: string; content: unknown }[];
  };
  return body.messages.filter((m) => m.role !== 'system').map((m) => `${m.role}:${String(m.content)}`);
};

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('reply-error@example.com');
  await saveOpenAiKey(alice.cookie);
});
afterAll(() => h.fake.close());
beforeEach(() => {
  h.fake.reset();
  h.fake.setReply('An answer.');
});

describe('a failed reply', () => {
  it('stays in the thread after later messages and is never sent as context', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.failNext({ status: 401 });
    const failed = await ask(sessionId, 'First question');
    expect(failed.at(-1)).toMatchObject({ type: 'error', assistantMessage: { content: '', error: REJECTED } });
    expect(await thread(sessionId)).toEqual(['user:First question', `assistant: [${REJECTED}]`]);

    expect((await ask(sessionId, 'Second question')).at(-1)).toMatchObject({ type: 'done' });
    expect(lastSent()).toEqual(['user:Second question']);
    expect(await thread(sessionId)).toEqual([
      'user:First question',
      `assistant: [${REJECTED}]`,
      'user:Second question',
      'assistant:An answer.',
    ]);
  });

  it('is replaced by a Retry that fails again, and by its answer when it works', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.failNext({ status: 401 });
    const first = await ask(sessionId, 'Question');
    const questionId = (first[0] as { userMessage: { id: string } }).userMessage.id;

    h.fake.failNext({ status: 401 });
    await ask(sessionId, 'Question', questionId);
    expect(await thread(sessionId)).toEqual(['user:Question', `assistant: [${REJECTED}]`]);

    await ask(sessionId, 'Question', questionId);
    expect(await thread(sessionId)).toEqual(['user:Question', 'assistant:An answer.']);
  });

  it('after a good reply a failed Regenerate keeps that reply and notes the failure after it', async () => {
    const sessionId = await newChatSession(alice.cookie);
    const first = await ask(sessionId, 'Question');
    const questionId = (first[0] as { userMessage: { id: string } }).userMessage.id;
    h.fake.failNext({ status: 401 });
    await ask(sessionId, 'Question', questionId);
    expect(await thread(sessionId)).toEqual(['user:Question', 'assistant:An answer.', `assistant: [${REJECTED}]`]);
  });
});
