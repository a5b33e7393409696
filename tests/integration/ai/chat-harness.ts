import type { AuthUser } from '@/lib/auth/types';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import type { ChatEvent } from '@/lib/ai/chat-events';
import { extractionsSettled } from '@/lib/ai/memory-jobs';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { POST as createSession } from '@/app/api/portal/sessions/route';
import {
  isMemoryExtraction,
  startFakeProvider,
  type FakeProvider,
  type LoggedRequest,
} from '../../support/fake-provider';
import { memoryCookieJar } from '../../support/cookie-jar';
import { openTestDatabase } from '../../support/database';

export type Harness = {
  db: EmbeddedDatabase;
  /**
   * The fake provider. The memory extraction after each reply (lib/ai/memory-extract) asks it too:
   * `fake.requests` lists the chat turns' own requests only, `everyRequest()` the extractions as well.
   */
  fake: FakeProvider;
  everyRequest(): LoggedRequest[];
  signIn(email: string): Promise<{ cookie: string; id: string }>;
};

/** A test database and fake provider wired in as the app's own, plus real signed-in users. */
export async function startHarness(): Promise<Harness> {
  const fake = await startFakeProvider({ chunkDelayMs: 2 });
  process.env.OPENAI_BASE_URL = fake.openaiBaseUrl;
  process.env.ANTHROPIC_BASE_URL = fake.anthropicBaseUrl;
  // OpenAI-compatible keys in the tests point at the fake provider, a local endpoint the operator allows.
  process.env.LOCAL_PROVIDER_ENDPOINTS = [process.env.LOCAL_PROVIDER_ENDPOINTS, new URL(fake.openaiBaseUrl).origin]
    .filter(Boolean)
    .join(',');
  process.env.CHAT_IDLE_TIMEOUT_SECONDS = '1';
  const db = await openTestDatabase({ registrationOpen: true });
  provideEmbeddedDatabase(db);
  const auth = createEmbeddedAuth(db, { secureCookies: false });
  return {
    db,
    fake: Object.create(fake, {
      requests: { get: () => fake.requests.filter((request) => !isMemoryExtraction(request)) },
    }) as FakeProvider,
    everyRequest: () => fake.requests,
    async signIn(email) {
      const password = 'correct horse battery';
      await auth.signUp({ email, password }).catch(() => undefined);
      const browser = memoryCookieJar();
      const user = (await auth.signIn(browser.jar, { email, password })) as AuthUser;
      return { cookie: `session=${browser.values.get('session')}`, id: user.id };
    },
  };
}

export function jsonRequest(
  url: string,
  init: { method?: string; cookie?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
) {
  return new Request(`http://localhost${url}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      host: 'localhost',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
}

/** The turn's events, once its stream ended and the memory extraction after it did too (it asks the fake provider). */
export async function readEvents(response: Response): Promise<ChatEvent[]> {
  const text = await response.text();
  await extractionsSettled();
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatEvent);
}

/** A new chat session of the signed-in user (OpenAI, gpt-4o-mini), through the real route. */
export async function newChatSession(cookie: string): Promise<string> {
  const response = await createSession(
    jsonRequest('/api/portal/sessions', { cookie, body: { provider: 'openai', model: 'gpt-4o-mini' } }),
  );
  if (response.status !== 201) throw new Error(`creating a session answered ${response.status}`);
  return ((await response.json()) as { session: { id: string } }).session.id;
}

/** Saves an OpenAI key for the signed-in user (it talks to the fake provider). */
export async function saveOpenAiKey(cookie: string, apiKey = 'sk-test-alice-key-0001'): Promise<void> {
  const response = await saveKey(jsonRequest('/api/portal/keys', { cookie, body: { provider: 'openai', apiKey } }));
  if (response.status !== 201) throw new Error(`saving the key answered ${response.status}`);
}

/** Saves an OpenAI key and an OpenAI-compatible one (both the fake provider, told apart by key). */
export async function saveOpenAiAndLocalKeys(
  h: Harness,
  cookie: string,
  keys: { openai: string; local: string },
): Promise<void> {
  await saveOpenAiKey(cookie, keys.openai);
  const body = { provider: 'openai-compatible', apiKey: keys.local, baseUrl: h.fake.openaiBaseUrl };
  const response = await saveKey(jsonRequest('/api/portal/keys', { cookie, body }));
  if (response.status !== 201) throw new Error(`saving the local key answered ${response.status}`);
}

/** The memory extraction after a reply (lib/ai/memory-extract), as the fake provider receives it. */
export { isMemoryExtraction };

/** The fake's answers: `reply` to chat turns, the JSON list of `facts` to the memory extraction after them. */
export const replyAndFacts =
  (reply: string, facts: string[] = []) =>
  (request: { body: unknown }) =>
    isMemoryExtraction(request) ? JSON.stringify(facts) : reply;
