import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as getSession } from '@/app/api/portal/sessions/[id]/route';
import { sourcesLine } from '@/lib/ai/attachments/chunks/sources-line';
import type { ChatMessage } from '@/lib/data/port';
import { jsonRequest, newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { attach, lastUserParts, sendWith } from './harness';
import { FACTS, longNotes, longReport, QUESTION } from '../../support/long-documents';

// Issue #29, long documents: a file over its share of the model's window goes as the chunks
// that answer the question, each named with its file and pages, and the reply lists them.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-long-documents-'));
const OPENAI_KEY = 'sk-test-long-documents-0001';

let h: Harness;
let alice: string;
let report: Uint8Array;
beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('long-documents@example.com')).cookie;
  await saveOpenAiKey(alice, OPENAI_KEY);
  // 140 pages of about 1,500 characters: more than half of GPT-4o mini's window by the estimate.
  report = await longReport(140, { 3: FACTS.fees, 7: FACTS.dredging });
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

const embeddingCalls = () => h.fake.requests.filter((request) => request.path === '/v1/embeddings');
const inputsOf = (request: { body: unknown }) => {
  const input = (request.body as { input: string | string[] }).input;
  return Array.isArray(input) ? input : [input];
};

async function askAboutReport(sessionId: string, attachmentIds: string[], extra: { resendOf?: string } = {}) {
  const sent = await sendWith(alice, { sessionId, message: QUESTION, attachmentIds, ...extra });
  expect(sent.status, sent.message).toBe(200);
  const done = sent.events!.at(-1)!;
  expect(done.type).toBe('done');
  return { start: sent.events![0]!, reply: (done as { assistantMessage: ChatMessage }).assistantMessage };
}

describe('a PDF longer than its share of the window', () => {
  it('sends only the pages that answer, each named with its page, and the reply lists them', async () => {
    const sessionId = await newChatSession(alice);
    const attachmentIds = await attach(alice, sessionId, [{ name: 'report.pdf', bytes: report }]);
    const { reply } = await askAboutReport(sessionId, attachmentIds);

    // Text excerpts, even to a model that reads PDFs itself: the whole file would not fit.
    const parts = lastUserParts(h.fake.requests);
    expect(parts.map((part) => part.type)).toEqual(['text', 'text', 'text']);
    expect(parts[0]!.text).toMatch(/^<file name="report.pdf, page 3">\n[\s\S]*mooring fees rose[\s\S]*<\/file>$/);
    expect(parts[1]!.text).toMatch(/^<file name="report.pdf, page 7">\n[\s\S]*Dredging plans[\s\S]*<\/file>$/);
    expect(parts[2]!.text).toBe(QUESTION);

    expect(reply.sources).toEqual([{ name: 'report.pdf', pages: [3, 7] }]);
    expect(sourcesLine(reply.sources)).toBe('Sources: report.pdf, pages 3 and 7');
    // Kept with the reply: a reload shows it.
    const reloaded = await getSession(
      jsonRequest(`/api/portal/sessions/${sessionId}`, { method: 'GET', cookie: alice }),
      {
        params: Promise.resolve({ id: sessionId }),
      },
    );
    const { messages } = (await reloaded.json()) as { messages: ChatMessage[] };
    expect(messages.map((message) => message.sources)).toEqual([undefined, [{ name: 'report.pdf', pages: [3, 7] }]]);
  });

  it('embeds the file once (an OpenAI conversation, with its own key); a Regenerate reuses the vectors', async () => {
    const sessionId = await newChatSession(alice);
    const attachmentIds = await attach(alice, sessionId, [{ name: 'report.pdf', bytes: report }]);
    const { start } = await askAboutReport(sessionId, attachmentIds);
    const first = embeddingCalls();
    expect(first.every((call) => call.headers.authorization === `Bearer ${OPENAI_KEY}`)).toBe(true);
    // Every page in one batch, besides the question: embedded once for memory's and the files' search.
    expect(Math.max(...first.map((call) => inputsOf(call).length))).toBe(140);
    const questionCalls = () => embeddingCalls().filter((call) => inputsOf(call).join() === QUESTION);
    expect(questionCalls()).toHaveLength(1);

    h.fake.reset();
    const question = (start as { userMessage: ChatMessage }).userMessage;
    const { reply } = await askAboutReport(sessionId, [], { resendOf: question.id });
    expect(embeddingCalls().every((call) => inputsOf(call).length === 1)).toBe(true);
    expect(questionCalls()).toHaveLength(1);
    expect(reply.sources).toEqual([{ name: 'report.pdf', pages: [3, 7] }]);
  });

  it('is searched by keywords when the embedder fails, and still sends only the pages that answer', async () => {
    h.fake.setEmbeddingsServed(false);
    const sessionId = await newChatSession(alice);
    const attachmentIds = await attach(alice, sessionId, [{ name: 'report.pdf', bytes: report }]);
    const { reply } = await askAboutReport(sessionId, attachmentIds);
    expect(embeddingCalls().length).toBeGreaterThan(0);
    const names = lastUserParts(h.fake.requests).map((part) => /^<file name="([^"]+)"/.exec(part.text ?? '')?.[1]);
    expect(names).toEqual(['report.pdf, page 3', 'report.pdf, page 7', undefined]);
    expect(reply.sources).toEqual([{ name: 'report.pdf', pages: [3, 7] }]);
  });

  it('sends its opening pages, eight at most, when nothing in it matches the question', async () => {
    h.fake.setEmbeddingsServed(false);
    const sessionId = await newChatSession(alice);
    const attachmentIds = await attach(alice, sessionId, [{ name: 'report.pdf', bytes: report }]);
    const sent = await sendWith(alice, { sessionId, message: 'Zyxwvut qwertyuiop?', attachmentIds });
    expect(sent.status, sent.message).toBe(200);
    const reply = (sent.events!.at(-1) as { assistantMessage: ChatMessage }).assistantMessage;
    const names = lastUserParts(h.fake.requests).map((part) => /^<file name="([^"]+)"/.exec(part.text ?? '')?.[1]);
    expect(names).toEqual([...[1, 2, 3, 4, 5, 6, 7, 8].map((page) => `report.pdf, page ${page}`), undefined]);
    expect(reply.sources).toEqual([{ name: 'report.pdf', pages: [1, 2, 3, 4, 5, 6, 7, 8] }]);
  });
});

describe('a very long file', () => {
  it('is embedded 1,000 chunks a turn (keywords meanwhile), the vectors kept for the next turn', async () => {
    // 28,000 lines of about 80 characters (2.2 MB): about 1,150 chunks.
    const notes = longNotes(28_000, { 1000: FACTS.fees, 26_000: FACTS.dredging });
    const sessionId = await newChatSession(alice);
    const embeddedInputs = () =>
      embeddingCalls()
        .map(inputsOf)
        .filter((inputs) => inputs.length > 1)
        .reduce((sum, inputs) => sum + inputs.length, 0);

    const [first] = await attach(alice, sessionId, [{ name: 'log.txt', bytes: notes }]);
    const { start, reply } = await askAboutReport(sessionId, [first!]);
    expect(embeddedInputs()).toBe(1000);
    expect(reply.sources![0]!.lines!.length).toBe(2);

    h.fake.reset();
    const question = (start as { userMessage: ChatMessage }).userMessage;
    await askAboutReport(sessionId, [], { resendOf: question.id });
    const rest = embeddedInputs();
    expect(rest).toBeGreaterThan(0);
    expect(rest).toBeLessThan(1000);

    h.fake.reset();
    await askAboutReport(sessionId, [], { resendOf: question.id });
    expect(embeddedInputs()).toBe(0);
  });
});
