import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getSession } from '@/app/api/portal/sessions/[id]/route';
import { GET as listSessions } from '@/app/api/portal/sessions/route';
import type { ChatMessage, ChatSession } from '@/lib/data/port';
import { jsonRequest, startHarness, type Harness } from '../ai/chat-harness';
import { zipOf } from '../../support/zip-writer';
import { chatGptExport } from '../../support/chatgpt-export';
import { postImport, readImportEvents } from './import-harness';

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../../fixtures/chat-import', name));

let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };

const sessionsOf = async (cookie: string) =>
  (
    (await (await listSessions(jsonRequest('/api/portal/sessions', { method: 'GET', cookie }))).json()) as {
      sessions: ChatSession[];
    }
  ).sessions;
const openSession = (cookie: string, id: string) =>
  getSession(jsonRequest(`/api/portal/sessions/${id}`, { method: 'GET', cookie }), { params: Promise.resolve({ id }) });
/** Everything an import could have left of a user's: their sessions, messages and import records. */
const footprint = async (userId: string) =>
  (
    await h.db.query<{ sessions: number; messages: number; imports: number }>(
      `select (select count(*)::int from chat_sessions where user_id = $1) as sessions,
              (select count(*)::int from chat_messages m join chat_sessions s on s.id = m.session_id where s.user_id = $1) as messages,
              (select count(*)::int from chat_imports where user_id = $1) as imports`,
      [userId],
    )
  ).rows[0]!;

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  bob = await h.signIn('bob@example.com');
});
afterAll(() => h.fake.close());

describe('POST /api/portal/import', () => {
  it("imports a ChatGPT conversations.json as the user's own sessions, titles and messages in order, with progress", async () => {
    const response = await postImport(alice.cookie, fixture('chatgpt-conversations.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const events = await readImportEvents(response);
    expect(events).toEqual([
      { type: 'start', format: 'chatgpt', conversations: 2, messages: 6, skipped: 0, cut: 0 },
      { type: 'progress', done: 2, total: 2 },
      { type: 'done', imported: 2, skipped: 0, cut: 0 },
    ]);
    const listed = await sessionsOf(alice.cookie);
    expect(listed.map((s) => s.title)).toEqual(['Imported chat', 'Sourdough starter help']);
    const sourdough = listed.find((s) => s.title === 'Sourdough starter help')!;
    const opened = (await (await openSession(alice.cookie, sourdough.id)).json()) as { messages: ChatMessage[] };
    expect(opened.messages.map((m) => m.content)).toEqual([
      'My sourdough starter smells like acetone. Is it dead?',
      'Not dead, just hungry. Acetone means it ran out of food: feed it twice a day.',
      '[attachment not imported]\n\nHere is a photo. How much rye flour per feed, at 25 °C?',
      'At 25 °C use 55 g of rye flour and 55 g of water per feed.',
    ]);
    expect(listed.find((s) => s.title === 'Imported chat')!.systemPrompt).toBe('Answer like a pirate.');

    // Bob sees none of it, and cannot open it.
    expect(await sessionsOf(bob.cookie)).toEqual([]);
    expect((await openSession(bob.cookie, sourdough.id)).status).toBe(404);
  });

  it("reads the export's ZIP, and each other format, the same way", async () => {
    const zip = zipOf([
      { name: 'user.json', data: '{}' },
      { name: 'conversations.json', data: fixture('chatgpt-conversations.json') },
    ]);
    for (const [body, format] of [
      [zip, 'chatgpt'],
      [fixture('open-webui-export.json'), 'open-webui'],
      [fixture('librechat-export.json'), 'librechat'],
      [fixture('portal-export.json'), 'ai-portal'],
    ] as const) {
      const events = await readImportEvents(await postImport(bob.cookie, body));
      expect(events[0]).toMatchObject({ type: 'start', format });
      expect(events.at(-1)).toMatchObject({ type: 'done' });
    }
    expect((await sessionsOf(bob.cookie)).map((s) => s.title)).toEqual(
      expect.arrayContaining(['Sourdough starter help', 'Rust lifetimes', 'Old chat', 'Trip to Kyoto', 'Lisbon food']),
    );
  });

  it('refuses a file that is not an export, or is damaged, empty or too large, with a message, and writes nothing', async () => {
    const before = await footprint(alice.id);
    const damaged = JSON.parse(new TextDecoder().decode(fixture('chatgpt-conversations.json'))) as {
      current_node: string;
    }[];
    damaged[1]!.current_node = 'missing';
    const cases: [BodyInit, number, RegExp][] = [
      [JSON.stringify({ some: 'thing' }), 400, /not a chat export the portal reads/],
      [fixture('chatgpt-conversations.json').subarray(0, 500), 400, /not valid JSON/],
      [JSON.stringify(damaged), 400, /ChatGPT export is damaged: conversation 2/],
      ['', 400, /The file is empty/],
      [zipOf([{ name: 'notes.txt', data: 'x' }]), 400, /no conversations.json/],
    ];
    for (const [body, status, message] of cases) {
      const response = await postImport(alice.cookie, body);
      expect(response.status).toBe(status);
      expect((await response.json()).message).toMatch(message);
    }
    // Over 50 MB, sent without a Content-Length: refused as it streams in, at the first chunk past it.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
      },
    });
    const tooLarge = await postImport(alice.cookie, endless);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toMatch(/larger than 50 MB/);
    expect(sent).toBeLessThan(60);
    expect(await footprint(alice.id)).toEqual(before);
  });

  it('takes back everything already written when the database fails part way, and says so', async () => {
    const before = await footprint(alice.id);
    // A trigger stands in for any failure of the database in the third batch.
    await h.db.exec(`
      create function public.test_refuse_poison() returns trigger language plpgsql as $$
      begin if new.title = 'Poison' then raise exception 'disk full (test)'; end if; return new; end $$;
      create trigger test_refuse_poison before insert on public.chat_sessions
        for each row execute function public.test_refuse_poison();`);
    try {
      const file = chatGptExport(150, 1, (i) => (i === 120 ? 'Poison' : `Batch test ${i}`));
      const events = await readImportEvents(await postImport(alice.cookie, JSON.stringify(file)));
      expect(events.filter((e) => e.type === 'progress').length).toBeGreaterThanOrEqual(2);
      expect(events.at(-1)).toEqual({
        type: 'error',
        message: 'The import failed, and nothing of it was kept. Try again in a moment.',
      });
      expect(await footprint(alice.id)).toEqual(before);
    } finally {
      await h.db.exec(
        'drop trigger test_refuse_poison on public.chat_sessions; drop function public.test_refuse_poison();',
      );
    }
  });

  it('takes back what it wrote when the browser goes away mid-import', async () => {
    const before = await footprint(alice.id);
    const response = await postImport(alice.cookie, JSON.stringify(chatGptExport(400, 1)));
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('"progress"')) received += (await reader.read()).value;
    expect((await footprint(alice.id)).sessions).toBeGreaterThan(before.sessions);
    await reader.cancel();
    await expect.poll(() => footprint(alice.id), { timeout: 20_000 }).toEqual(before);
  });

  it('removes an import a server left unfinished over an hour ago when the user imports again', async () => {
    const stale = (
      await h.db.query<{ id: string }>(
        `insert into chat_imports (user_id, format, started_at) values ($1, 'chatgpt', now() - interval '2 hours') returning id`,
        [bob.id],
      )
    ).rows[0]!.id;
    await h.db.query(`insert into chat_sessions (user_id, title, import_id) values ($1, 'Left half-imported', $2)`, [
      bob.id,
      stale,
    ]);
    await readImportEvents(await postImport(bob.cookie, fixture('librechat-tree.json')));
    const titles = (await sessionsOf(bob.cookie)).map((s) => s.title);
    expect(titles).not.toContain('Left half-imported');
    expect(titles).toContain('Haiku about tea');
  });

  it('takes at most 10 imports an hour from one user, refused before the file is read', async () => {
    const dave = await h.signIn('dave@example.com');
    const file = JSON.stringify(chatGptExport(1, 2, () => 'Once more'));
    for (let i = 0; i < 10; i++) expect((await postImport(dave.cookie, file)).status).toBe(200);
    const before = await footprint(dave.id);
    const refused = await postImport(dave.cookie, file);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many imports \(at most 10 an hour\)\. Try again in \d+ minutes?\.$/,
    );
    expect(await footprint(dave.id)).toEqual(before);
    // Another user is not held up by it.
    expect((await postImport(bob.cookie, file)).status).toBe(200);
  });

  it('imports 1,000 conversations in batches while other requests are answered', async () => {
    const file = JSON.stringify(chatGptExport(1000, 2, (i) => `Thousand ${i + 1}`));
    const carol = await h.signIn('carol@example.com');
    let listedMeanwhile: Promise<ChatSession[]> | null = null;
    const events = await readImportEvents(await postImport(carol.cookie, file), (event) => {
      // Asked once the first batch is in; answered while the import goes on.
      if (event.type === 'progress' && !listedMeanwhile) listedMeanwhile = sessionsOf(carol.cookie);
    });
    const progress = events.filter((e) => e.type === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(10);
    expect(progress.map((e) => e.done)).toEqual([...progress.map((e) => e.done)].sort((a, b) => a - b));
    expect(events.at(-1)).toEqual({ type: 'done', imported: 1000, skipped: 0, cut: 0 });
    // The list asked for mid-import was answered before the import ended: it had only part of it.
    const meanwhile = await listedMeanwhile!;
    expect(meanwhile.length).toBeGreaterThan(0);
    expect(meanwhile.length).toBeLessThan(1000);
    const all = await sessionsOf(carol.cookie);
    expect(all).toHaveLength(1000);
    const last = all.find((s) => s.title === 'Thousand 1000')!;
    const opened = (await (await openSession(carol.cookie, last.id)).json()) as { messages: ChatMessage[] };
    expect(opened.messages.map((m) => m.content)).toEqual([
      'user message 1 of conversation 1000',
      'assistant message 2 of conversation 1000',
      'user message 3 of conversation 1000',
      'assistant message 4 of conversation 1000',
    ]);
  }, 180_000);
});
