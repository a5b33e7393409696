import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { POST as createSession } from '@/app/api/portal/sessions/route';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';
import { encryptApiKey } from '@/lib/crypto/key-encryption';
import { startCountingListener, type CountingListener } from '../../support/counting-listener';
import { encryptV1 } from '../../support/legacy-key';
import { jsonRequest, readEvents, startHarness, type Harness } from './chat-harness';

// Every listener is on loopback: the addresses an attacker would aim at this server's own host.
const REFUSED =
  'Could not use that base URL. It must be a public http(s) endpoint, or one the operator allowed in LOCAL_PROVIDER_ENDPOINTS.';

let h: Harness;
let target: CountingListener;
let target6: CountingListener;
let redirector: CountingListener;
let forbidden: string[];

beforeAll(async () => {
  target = await startCountingListener('127.0.0.1');
  target6 = await startCountingListener('::1');
  // Allowed by the operator, but it sends the request on to a listener that is not.
  redirector = await startCountingListener('127.0.0.1', (_, res) =>
    res.writeHead(302, { location: `${target.origin}/v1/models` }).end(),
  );
  process.env.LOCAL_PROVIDER_ENDPOINTS = redirector.origin;
  h = await startHarness();
  const fakePort = new URL(h.fake.openaiBaseUrl).port;
  forbidden = [
    `${target.origin}/v1`,
    `http://[::ffff:127.0.0.1]:${target.port}/v1`,
    `http://[::ffff:7f00:1]:${target.port}/v1`,
    `http://2130706433:${target.port}/v1`,
    `${target6.origin}/v1`,
    // A name that resolves to 127.0.0.1 (from the hosts file: no resolver is asked).
    `http://localhost:${target.port}/v1`,
    // The allowed fake provider, but under another origin: only exact origins are allowed.
    `http://localhost:${fakePort}/v1`,
  ];
});
afterAll(async () => {
  await Promise.all([target.close(), target6.close(), redirector.close(), h.fake.close()]);
});

const noneReached = () => {
  expect(target.connections).toBe(0);
  expect(target6.connections).toBe(0);
};

async function chatTurn(cookie: string, model = 'llama3.1') {
  const created = await createSession(
    jsonRequest('/api/portal/sessions', { cookie, body: { provider: 'openai-compatible', model } }),
  );
  const { session } = (await created.json()) as { session: { id: string } };
  return chat(
    jsonRequest('/api/chat', {
      cookie,
      body: { sessionId: session.id, message: 'hello', provider: 'openai-compatible', model },
    }),
  );
}

describe('a user-chosen base URL on this machine or its network', () => {
  it('is refused at save, verified or not, and no listener sees a connection', async () => {
    const alice = await h.signIn('alice@example.com');
    for (const baseUrl of forbidden)
      for (const verify of [true, false]) {
        const body = { provider: 'openai-compatible', apiKey: 'sk-local-secret-0001', baseUrl, verify };
        const response = await saveKey(jsonRequest('/api/portal/keys', { cookie: alice.cookie, body }));
        expect([response.status, (await response.json()).message], `${baseUrl} verify=${verify}`).toEqual([
          400,
          REFUSED,
        ]);
      }
    noneReached();
    const rows = await h.db.query('select 1 from api_keys where user_id = $1', [alice.id]);
    expect(rows.rows).toEqual([]);
  });

  it('is refused at chat time when the row was written straight into the database', async () => {
    const bob = await h.signIn('bob@example.com');
    const secret = getEncryptionSecret();
    const formats = {
      v1: (key: string) => encryptV1(key, bob.id, secret),
      v2: (key: string, baseUrl: string) =>
        encryptApiKey(key, { userId: bob.id, provider: 'openai-compatible', baseUrl }, secret),
    };
    for (const baseUrl of forbidden)
      for (const [format, encrypt] of Object.entries(formats)) {
        await h.db.query(
          `insert into api_keys (user_id, provider, api_key, key_hint, base_url) values ($1, 'openai-compatible', $2, '0002', $3)
           on conflict (user_id, provider) do update set api_key = excluded.api_key, base_url = excluded.base_url`,
          [bob.id, encrypt('sk-local-secret-0002', baseUrl), baseUrl],
        );
        const response = await chatTurn(bob.cookie);
        const answer = response.status === 400 ? (await response.json()).message : await response.text();
        expect([response.status, answer], `${baseUrl} ${format}`).toEqual([400, REFUSED]);
      }
    noneReached();
  });

  it('is not followed through a redirect, even from an endpoint the operator allowed', async () => {
    const carol = await h.signIn('carol@example.com');
    const body = { provider: 'openai-compatible', apiKey: 'sk-local-secret-0003', baseUrl: `${redirector.origin}/v1` };
    const verified = await saveKey(
      jsonRequest('/api/portal/keys', { cookie: carol.cookie, body: { ...body, verify: true } }),
    );
    expect([verified.status, (await verified.json()).message]).toEqual([400, REFUSED]);
    expect(redirector.requests.map((r) => r.url)).toEqual(['/v1/models']);

    const saved = await saveKey(jsonRequest('/api/portal/keys', { cookie: carol.cookie, body }));
    expect(saved.status).toBe(201);
    const events = await readEvents(await chatTurn(carol.cookie));
    expect(events.at(-1)).toMatchObject({ type: 'error', message: REFUSED });
    // The unchecked save still lists the key's models (quietly failing here): one more refused request.
    expect(redirector.requests.map((r) => r.url)).toEqual(['/v1/models', '/v1/models', '/v1/chat/completions']);
    noneReached();
  });

  it('is allowed when the operator lists its exact origin (the fake provider here)', async () => {
    const dave = await h.signIn('dave@example.com');
    const body = {
      provider: 'openai-compatible',
      apiKey: 'sk-local-secret-0004',
      baseUrl: h.fake.openaiBaseUrl,
      verify: true,
    };
    expect((await saveKey(jsonRequest('/api/portal/keys', { cookie: dave.cookie, body }))).status).toBe(201);
    h.fake.setReply('Hello from the local model');
    const events = await readEvents(await chatTurn(dave.cookie));
    expect(events.at(-1)).toMatchObject({ type: 'done', assistantMessage: { content: 'Hello from the local model' } });
  });
});

describe('key verification', () => {
  it('is limited to 10 checks per user in 10 minutes (429 with the wait), saving unchecked still works', async () => {
    const erin = await h.signIn('erin@example.com');
    const body = { provider: 'openai-compatible', apiKey: 'sk-local-secret-0005', baseUrl: h.fake.openaiBaseUrl };
    const save = (verify: boolean) =>
      saveKey(jsonRequest('/api/portal/keys', { cookie: erin.cookie, body: { ...body, verify } }));
    for (let i = 0; i < 10; i++) expect((await save(true)).status).toBe(201);
    const before = h.fake.requests.length;
    const limited = await save(true);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/^Too many key checks\. Try again in \d+ minutes?/);
    expect(h.fake.requests.length).toBe(before);
    expect((await save(false)).status).toBe(201);
  });
});
