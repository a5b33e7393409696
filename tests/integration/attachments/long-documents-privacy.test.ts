import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { POST as createSession } from '@/app/api/portal/sessions/route';
import { PATCH as updateSettings } from '@/app/api/portal/settings/route';
import type { ChatMessage } from '@/lib/data/port';
import { jsonRequest, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { attach, sendWith } from './harness';
import { FACTS, longNotes, QUESTION } from '../../support/long-documents';

// The privacy rule of memory holds for long files: an Anthropic conversation's file is embedded
// with OpenAI only once the user agreed in Settings; until then it is searched by keywords.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-long-privacy-'));
const OPENAI_KEY = 'sk-test-long-privacy-0001';
const LOCAL_KEY = 'local-long-privacy-0001';
const FEES_LINE = 1205;
const DREDGING_LINE = 3010;

let h: Harness;
let cookie: string;
// 4,000 lines of about 80 characters: more than half of Claude's window (200,000 tokens) by the estimate.
const notes = longNotes(4000, { [FEES_LINE]: FACTS.fees, [DREDGING_LINE]: FACTS.dredging });

beforeAll(async () => {
  h = await startHarness();
  ({ cookie } = await h.signIn('long-privacy@example.com'));
  await saveOpenAiKey(cookie, OPENAI_KEY);
  const saved = await saveKey(
    jsonRequest('/api/portal/keys', { cookie, body: { provider: 'anthropic', apiKey: 'sk-ant-long-privacy-0001' } }),
  );
  expect(saved.status).toBe(201);
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

const openaiCalls = () => h.fake.requests.filter((r) => r.headers.authorization === `Bearer ${OPENAI_KEY}`);

/** Sends the notes to Claude (or a local model); the text parts it received and the stored reply. */
async function askClaude(
  chat: { provider: string; model: string } = { provider: 'anthropic', model: 'claude-3-haiku' },
) {
  const created = await createSession(jsonRequest('/api/portal/sessions', { cookie, body: chat }));
  const { session } = (await created.json()) as { session: { id: string } };
  const attachmentIds = await attach(cookie, session.id, [{ name: 'notes.txt', bytes: notes }]);
  const sent = await sendWith(cookie, {
    sessionId: session.id,
    message: QUESTION,
    attachmentIds,
    ...chat,
  });
  expect(sent.status, sent.message).toBe(200);
  const done = sent.events!.at(-1) as { type: string; assistantMessage: ChatMessage };
  expect(done.type).toBe('done');
  const call = h.fake.requests.find((r) => r.path === '/v1/messages' || r.path === '/v1/chat/completions')!;
  const { messages } = call.body as { messages: { role: string; content: { type: string; text: string }[] }[] };
  return { texts: messages.at(-1)!.content.map((part) => part.text), reply: done.assistantMessage };
}

/** The excerpts hold both facts (and not much more), named with their lines, as the sources say. */
function expectTheTwoPassages({ texts, reply }: Awaited<ReturnType<typeof askClaude>>) {
  expect(texts.at(-1)).toBe(QUESTION);
  const excerpts = texts.slice(0, -1);
  expect(excerpts.join('\n').length).toBeLessThan(12_000);
  expect(excerpts.every((text) => /^<file name="notes\.txt, lines \d+–\d+">\n/.test(text))).toBe(true);
  expect(excerpts.some((text) => text.includes(FACTS.fees))).toBe(true);
  expect(excerpts.some((text) => text.includes(FACTS.dredging))).toBe(true);
  const [source] = reply.sources!;
  expect(source!.name).toBe('notes.txt');
  const covers = (line: number) => source!.lines!.some(({ from, to }) => from <= line && line <= to && to - from < 40);
  expect(covers(FEES_LINE) && covers(DREDGING_LINE)).toBe(true);
}

it('searches the file of an Anthropic conversation by keywords, sending nothing to OpenAI, without consent', async () => {
  const answer = await askClaude();
  expect(h.fake.requests.length).toBeGreaterThan(0);
  expect(openaiCalls()).toEqual([]);
  expect(h.fake.requests.filter((r) => r.path === '/v1/embeddings')).toEqual([]);
  expectTheTwoPassages(answer);
});

it('embeds the file with the OpenAI key once the user agreed in Settings', async () => {
  const turnedOn = await updateSettings(
    jsonRequest('/api/portal/settings', { method: 'PATCH', cookie, body: { memoryViaOpenai: true } }),
  );
  expect(turnedOn.status).toBe(200);
  const answer = await askClaude();
  const calls = openaiCalls();
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((r) => r.path === '/v1/embeddings')).toBe(true);
  // The chunks went in a batch (the question alone is one input).
  expect(calls.some((r) => Array.isArray((r.body as { input: unknown }).input))).toBe(true);
  expectTheTwoPassages(answer);
});

it("embeds a local conversation's file at its own endpoint once its embedding model is named, never with OpenAI", async () => {
  const saved = await saveKey(
    jsonRequest('/api/portal/keys', {
      cookie,
      body: { provider: 'openai-compatible', apiKey: LOCAL_KEY, baseUrl: h.fake.openaiBaseUrl },
    }),
  );
  expect(saved.status).toBe(201);
  const named = await updateSettings(
    jsonRequest('/api/portal/settings', { method: 'PATCH', cookie, body: { localEmbeddingModel: 'nomic-embed-text' } }),
  );
  expect(named.status).toBe(200);
  const answer = await askClaude({ provider: 'openai-compatible', model: 'llama3.1' });
  // Consent is on (the test before), yet the conversation's own endpoint embeds: nothing goes to OpenAI.
  expect(openaiCalls()).toEqual([]);
  const embeddings = h.fake.requests.filter((r) => r.path === '/v1/embeddings');
  expect(embeddings.length).toBeGreaterThan(0);
  expect(embeddings.every((r) => r.headers.authorization === `Bearer ${LOCAL_KEY}`)).toBe(true);
  expect(embeddings.every((r) => (r.body as { model: string }).model === 'nomic-embed-text')).toBe(true);
  expectTheTwoPassages(answer);
});
