import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { GET as listKeys, POST as saveKey } from '@/app/api/portal/keys/route';
import { POST as createSession } from '@/app/api/portal/sessions/route';
import { jsonRequest, readEvents, startHarness, type Harness } from './chat-harness';

// Distinctive plaintexts, so a hit anywhere can only be a leak. 'bad-' keys are refused by the fake provider.
const GOOD_OPENAI = 'sk-live-PlainOpenAiKey-4f9c2e71';
const BAD_ANTHROPIC = 'bad-PlainAnthropicKey-8d3a6b05';
const REFUSED_ON_VERIFY = 'bad-PlainRefusedKey-1e7d9c33';
const COMPATIBLE = 'local-PlainCompatKey-5a2b8f10';
const plaintexts = [GOOD_OPENAI, BAD_ANTHROPIC, REFUSED_ON_VERIFY, COMPATIBLE];
const forms = plaintexts.flatMap((key) => [
  key,
  Buffer.from(key).toString('base64'),
  Buffer.from(key).toString('base64url'),
  Buffer.from(key).toString('hex'),
]);

let h: Harness;
let alice: { cookie: string; id: string };
const logged: string[] = [];
const restore: (() => void)[] = [];

/** Everything the process prints from here on: console calls and raw writes to stdout/stderr. */
function captureOutput() {
  for (const level of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    const original = console[level];
    console[level] = (...args: unknown[]) => {
      logged.push(
        args
          .map((arg) =>
            arg instanceof Error
              ? `${arg.stack} ${String(arg.cause)}`
              : typeof arg === 'string'
                ? arg
                : (JSON.stringify(arg) ?? String(arg)),
          )
          .join(' '),
      );
    };
    restore.push(() => (console[level] = original));
  }
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      logged.push(String(chunk));
      return (original as (...args: unknown[]) => boolean).call(stream, chunk, ...rest);
    }) as typeof stream.write;
    restore.push(() => (stream.write = original));
  }
}

const post = (url: string, body: unknown) => jsonRequest(url, { cookie: alice.cookie, body });

async function chatWith(provider: string, model: string) {
  const created = await createSession(post('/api/portal/sessions', { provider, model }));
  const { session } = (await created.json()) as { session: { id: string } };
  const message = 'Please remember that my favourite trail is the ridge walk above the lake in autumn';
  return readEvents(await chat(post('/api/chat', { sessionId: session.id, message, provider, model })));
}

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  captureOutput();
});
afterAll(async () => {
  restore.forEach((undo) => undo());
  await h.fake.close();
});

describe('stored API keys', () => {
  it('are saved, verified, refused and used without the plaintext reaching any row or log', async () => {
    h.fake.setReply('Noted: the ridge walk above the lake in autumn is your favourite trail, I will remember it.');
    const saves = [
      { provider: 'openai', apiKey: GOOD_OPENAI, verify: true },
      { provider: 'anthropic', apiKey: BAD_ANTHROPIC },
      { provider: 'openai-compatible', apiKey: COMPATIBLE, baseUrl: h.fake.openaiBaseUrl },
    ];
    for (const body of saves) expect((await saveKey(post('/api/portal/keys', body))).status).toBe(201);
    const refused = await saveKey(
      post('/api/portal/keys', { provider: 'anthropic', apiKey: REFUSED_ON_VERIFY, verify: true }),
    );
    expect(refused.status).toBe(400);

    // Each key is decrypted and sent to the provider: the good one answers, the bad one is refused.
    expect((await chatWith('openai', 'gpt-4o-mini')).at(-1)?.type).toBe('done');
    expect((await chatWith('anthropic', 'claude-3-haiku')).at(-1)).toMatchObject({ type: 'error' });
    expect((await chatWith('openai-compatible', 'llama3.1')).at(-1)?.type).toBe('done');
    const sent = h.fake.requests.map((r) => r.headers.authorization ?? r.headers['x-api-key']);
    expect(sent).toEqual(expect.arrayContaining([`Bearer ${GOOD_OPENAI}`, BAD_ANTHROPIC, `Bearer ${COMPATIBLE}`]));

    const listing = await (
      await listKeys(jsonRequest('/api/portal/keys', { method: 'GET', cookie: alice.cookie }))
    ).text();
    const rows = await everyRowAsText();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.includes('v2.'))).toHaveLength(3);
    expect(logged.length).toBeGreaterThan(0);
    for (const form of forms) {
      expect(
        rows.filter((row) => row.includes(form)),
        form,
      ).toEqual([]);
      expect(
        logged.filter((line) => line.includes(form)),
        form,
      ).toEqual([]);
      expect(listing).not.toContain(form);
    }
  });
});

/** Every row of every table in every schema, cast to text (all columns at once). */
async function everyRowAsText(): Promise<string[]> {
  const tables = await h.db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  expect(tables.rows.map((t) => `${t.schema}.${t.name}`)).toEqual(
    expect.arrayContaining(['public.api_keys', 'public.chat_messages', 'public.memories']),
  );
  const rows: string[] = [];
  for (const { schema, name } of tables.rows) {
    const result = await h.db.query<{ row: string }>(`select t::text as row from "${schema}"."${name}" t`);
    rows.push(...result.rows.map((r) => `${schema}.${name} ${r.row}`));
  }
  return rows;
}
