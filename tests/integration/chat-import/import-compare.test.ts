import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as compare } from '@/app/api/chat/compare/route';
import { POST as keep } from '@/app/api/chat/compare/keep/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { GET as exportSession } from '@/app/api/portal/sessions/[id]/export/route';
import type { CompareEvent } from '@/lib/ai/compare/compare-events';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import type { LoggedRequest } from '../../support/fake-provider';
import { jsonRequest, newChatSession, readEvents, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { postImport, readImportEvents } from './import-harness';

// Issue #29: a compared turn exported and imported again keeps its alternates out of the context.
let h: Harness;
let alice: { cookie: string; id: string };

const TARGETS = [
  { provider: 'openai', model: 'gpt-4o-mini' },
  { provider: 'anthropic', model: 'claude-3-haiku' },
];
const peer = { [PEER_HEADER]: peerStamp('203.0.113.9') };
type Sent = { role: string; content: string | { type: string; text: string }[] };
const textOf = (message: Sent) =>
  typeof message.content === 'string' ? message.content : message.content.map((part) => part.text).join('');
const chatCalls = () =>
  h.fake.requests.filter((r: LoggedRequest) => r.path === '/v1/chat/completions' || r.path === '/v1/messages');
const download = async (sessionId: string, format: 'json' | 'md') =>
  (
    await exportSession(
      jsonRequest(`/api/portal/sessions/${sessionId}/export?format=${format}`, { method: 'GET', cookie: alice.cookie }),
      { params: Promise.resolve({ id: sessionId }) },
    )
  ).text();

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('import-compare-alice@example.com');
  await saveOpenAiKey(alice.cookie);
  const anthropic = { provider: 'anthropic', apiKey: 'sk-ant-alice-import-0001' };
  expect((await saveKey(jsonRequest('/api/portal/keys', { cookie: alice.cookie, body: anthropic }))).status).toBe(201);
});
afterAll(() => h.fake.close());

describe('a compared turn through export and import', () => {
  it('comes back with only the kept reply sent as context on the next turn, and is labelled in Markdown', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.setReply((request) => `Reply by ${(request.body as { model: string }).model}`);
    const body = { sessionId, message: 'Name a colour', targets: TARGETS };
    const stream = (await readEvents(
      await compare(jsonRequest('/api/chat/compare', { cookie: alice.cookie, body, headers: peer })),
    )) as unknown as CompareEvent[];
    const replies = stream.filter((e): e is Extract<CompareEvent, { type: 'reply' }> => e.type === 'reply');
    const kept = replies.find((e) => e.column === 1)!.assistantMessage;
    const keepBody = { sessionId, messageId: kept.id };
    expect((await keep(jsonRequest('/api/chat/compare/keep', { cookie: alice.cookie, body: keepBody }))).status).toBe(
      200,
    );

    const markdown = await download(sessionId, 'md');
    expect(markdown).toContain('## Assistant · claude-3-haiku via anthropic (kept) · ');
    expect(markdown).toContain('## Assistant · gpt-4o-mini via openai (alternate, not sent as context) · ');

    const events = await readImportEvents(await postImport(alice.cookie, await download(sessionId, 'json')));
    expect(events.at(-1)).toMatchObject({ type: 'done', imported: 1 });
    const imported = await h.db.query<{ id: string }>(
      'select id from chat_sessions where user_id = $1 and import_id is not null',
      [alice.id],
    );
    expect(imported.rows).toHaveLength(1);
    const importedId = imported.rows[0]!.id;

    h.fake.reset();
    h.fake.setReply('Green next.');
    await readEvents(
      await chat(
        jsonRequest('/api/chat', {
          cookie: alice.cookie,
          headers: peer,
          body: { sessionId: importedId, message: 'And another?', provider: 'openai', model: 'gpt-4o-mini' },
        }),
      ),
    );
    const sent = (chatCalls()[0]!.body as { messages: Sent[] }).messages.map(textOf);
    expect(sent).toEqual(['Name a colour', 'Reply by claude-haiku-4-5', 'And another?']);
    expect(sent).not.toContain('Reply by gpt-4o-mini');
  });
});
