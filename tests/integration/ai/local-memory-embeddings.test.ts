import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as createSession } from '@/app/api/portal/sessions/route';
import { GET as listMemories } from '@/app/api/portal/memories/route';
import { GET as getSettings, PATCH as updateSettings } from '@/app/api/portal/settings/route';
import type { LoggedRequest } from '../../support/fake-provider';
import {
  isMemoryExtraction,
  jsonRequest,
  readEvents,
  replyAndFacts,
  startHarness,
  type Harness,
  saveOpenAiAndLocalKeys,
} from './chat-harness';

// Issue #17 point 1: a conversation with a local (OpenAI-compatible) model embeds its memory
// with that endpoint's own embedding model, named in Settings, and never with OpenAI, even
// with the user's consent to OpenAI on. The fake provider plays both; OpenAI is told apart by
// its key. Its nomic-embed-text vectors have 768 dimensions, OpenAI's 1536.
const OPENAI_KEY = 'sk-test-local-embed-openai-0001';
const LOCAL_KEY = 'local-embed-key-0001';
const TOLD = 'Please remember that the convoy leaves at dawn from the northern gate, every Tuesday.';
// "exactly" is in no memory: keyword search (every word must match) cannot find it, only vectors.
const ASKED = 'Does the convoy leave at dawn from the northern gate every Tuesday, exactly?';
const NOTED = 'Noted: the convoy leaves at dawn from the northern gate, every Tuesday.';
// What the model extracts after that reply (issue #41 point 8): the memory is the fact, not the reply.
const FACT = 'The convoy leaves at dawn from the northern gate every Tuesday.';
const LANTERNS = 'The quartermaster stores the spare lanterns in crate nine.';

let h: Harness;
let cookie: string;
let userId: string;

const withKey = (key: string) => h.fake.requests.filter((r) => r.headers.authorization === `Bearer ${key}`);
const embeddingRequests = () => h.fake.requests.filter((r) => r.path === '/v1/embeddings');
const patchSettings = (body: unknown) =>
  updateSettings(jsonRequest('/api/portal/settings', { method: 'PATCH', cookie, body }));

async function localTurn(message: string) {
  const created = await createSession(
    jsonRequest('/api/portal/sessions', { cookie, body: { provider: 'openai-compatible', model: 'llama3.1' } }),
  );
  const { session } = (await created.json()) as { session: { id: string } };
  const response = await chat(
    jsonRequest('/api/chat', {
      cookie,
      body: { sessionId: session.id, message, provider: 'openai-compatible', model: 'llama3.1' },
    }),
  );
  expect(response.status).toBe(200);
  expect((await readEvents(response)).at(-1)?.type).toBe('done');
}

/** The memory system message the chat request of this turn carried, if any. */
const recalled = (request: LoggedRequest | undefined) =>
  ((request?.body as { messages?: { role: string; content: string }[] })?.messages ?? []).find(
    (m) => m.role === 'system' && m.content.startsWith('Relevant memories'),
  )?.content;
const lastChat = () =>
  h.fake.requests.filter((r) => r.path === '/v1/chat/completions' && !isMemoryExtraction(r)).at(-1);

const storedVectors = async () =>
  (
    await h.db.query<{ model: string; dims: number; openai: boolean }>(
      `select e.model, extensions.vector_dims(e.embedding) as dims, m.embedding is not null as openai
       from memory_embeddings e join memories m on m.id = e.memory_id where m.user_id = $1`,
      [userId],
    )
  ).rows;

beforeAll(async () => {
  h = await startHarness();
  ({ cookie, id: userId } = await h.signIn('local-embed@example.com'));
  await saveOpenAiAndLocalKeys(h, cookie, { openai: OPENAI_KEY, local: LOCAL_KEY });
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

describe('with the endpoint embedding model set', () => {
  beforeAll(async () => {
    // Consent on too: the conversation's own endpoint still comes first.
    const saved = await patchSettings({ memoryViaOpenai: true, localEmbeddingModel: ' nomic-embed-text ' });
    expect(await saved.json()).toEqual({
      settings: {
        memoryViaOpenai: true,
        localEmbeddingModel: 'nomic-embed-text',
        autoTitle: true,
        memoryEnabled: true,
      },
    });
  });

  it('embeds with the local key and model, stores the local vector, and sends nothing to OpenAI', async () => {
    h.fake.setReply(replyAndFacts(NOTED, [FACT]));
    await localTurn(TOLD);
    expect(withKey(OPENAI_KEY)).toEqual([]);
    const embeds = embeddingRequests();
    expect(embeds.length).toBe(2); // the search, then the memory saved
    for (const request of embeds) {
      expect(request.headers.authorization).toBe(`Bearer ${LOCAL_KEY}`);
      expect((request.body as { model: string }).model).toBe('nomic-embed-text');
      expect(request.status).toBe(200);
    }
    expect(await storedVectors()).toEqual([
      { model: `openai-compatible:${h.fake.openaiBaseUrl}#nomic-embed-text`, dims: 768, openai: false },
    ]);
  });

  it('recalls that memory by meaning on a later local turn', async () => {
    await localTurn(ASKED);
    expect(recalled(lastChat())).toContain(FACT);
    expect(withKey(OPENAI_KEY)).toEqual([]);
  });

  it('says in the memories list which model local conversations search with', async () => {
    const list = await listMemories(jsonRequest('/api/portal/memories', { method: 'GET', cookie }));
    expect(await list.json()).toMatchObject({ search: 'embeddings', localModel: 'nomic-embed-text' });
  });
});

describe('with an endpoint that serves no embeddings', () => {
  it('falls back to keyword memory for the turn, still without OpenAI, and saves the memory unembedded', async () => {
    await patchSettings({ memoryViaOpenai: true, localEmbeddingModel: 'nomic-embed-text' });
    const before = (await storedVectors()).length;
    h.fake.setEmbeddingsServed(false);

    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => void warnings.push(args.join(' ')));
    h.fake.setReply(replyAndFacts('Noted.', [LANTERNS]));
    await localTurn('Every word here is remembered: the quartermaster stores the spare lanterns in crate nine.');
    warn.mockRestore();
    // Logged, without the key or the endpoint's address.
    expect(warnings.filter((w) => w.includes('HTTP 404'))).toHaveLength(1);
    expect(warnings.join('\n')).not.toMatch(new RegExp(`${LOCAL_KEY}|127\\.0\\.0\\.1`));
    // Asked once, answered 404; the save does not ask again.
    expect(embeddingRequests().map((r) => r.status)).toEqual([404]);
    expect(withKey(OPENAI_KEY)).toEqual([]);
    expect(await storedVectors()).toHaveLength(before);

    await localTurn('quartermaster lanterns crate');
    expect(recalled(lastChat())).toContain('quartermaster stores the spare lanterns in crate nine');
    expect(withKey(OPENAI_KEY)).toEqual([]);
  });

  it('still finds by keywords a memory saved without the model vectors once the endpoint embeds again', async () => {
    await localTurn('quartermaster lanterns crate');
    expect(embeddingRequests().map((r) => [r.headers.authorization, r.status])).toContainEqual([
      `Bearer ${LOCAL_KEY}`,
      200,
    ]);
    expect(recalled(lastChat())).toContain('quartermaster stores the spare lanterns in crate nine');
  });
});

describe('the setting', () => {
  it('refuses a name that is too long, has spaces or control characters, or is not text, keeping the saved one', async () => {
    await patchSettings({ localEmbeddingModel: 'mxbai-embed-large:latest' });
    const refusals = [
      [{ localEmbeddingModel: 'm'.repeat(101) }, 'The model name is too long (at most 100 characters).'],
      [{ localEmbeddingModel: 'nomic embed text' }, 'A model name has no spaces or control characters'],
      [{ localEmbeddingModel: 'nomic\u0007embed' }, 'A model name has no spaces or control characters'],
      [{ localEmbeddingModel: 'nomic\u202eembed' }, 'A model name has no spaces or control characters'],
      [{ localEmbeddingModel: 7 }, 'localEmbeddingModel must be text.'],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await patchSettings(body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(message);
    }
    const settings = await getSettings(jsonRequest('/api/portal/settings', { method: 'GET', cookie }));
    expect(((await settings.json()) as { settings: object }).settings).toMatchObject({
      localEmbeddingModel: 'mxbai-embed-large:latest',
    });
    const cleared = await patchSettings({ localEmbeddingModel: '' });
    expect(((await cleared.json()) as { settings: object }).settings).toMatchObject({ localEmbeddingModel: '' });
  });
});
