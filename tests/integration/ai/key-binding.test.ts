import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { POST as createSession } from '@/app/api/portal/sessions/route';
import { PATCH as updateSettings } from '@/app/api/portal/settings/route';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';
import { startCountingListener, type CountingListener } from '../../support/counting-listener';
import { encryptV1 } from '../../support/legacy-key';
import { jsonRequest, readEvents, startHarness, type Harness } from './chat-harness';

let h: Harness;
// An endpoint the operator allows, so only the key's binding can keep the key from it.
let elsewhere: CountingListener;

beforeAll(async () => {
  elsewhere = await startCountingListener('127.0.0.1');
  process.env.LOCAL_PROVIDER_ENDPOINTS = elsewhere.origin;
  h = await startHarness();
});
afterAll(async () => {
  await Promise.all([elsewhere.close(), h.fake.close()]);
});

async function chatTurn(cookie: string, provider: string, model: string) {
  const created = await createSession(jsonRequest('/api/portal/sessions', { cookie, body: { provider, model } }));
  const { session } = (await created.json()) as { session: { id: string } };
  return chat(jsonRequest('/api/chat', { cookie, body: { sessionId: session.id, message: 'hello', provider, model } }));
}

const storedKey = async (userId: string, provider: string) =>
  (
    await h.db.query<{ api_key: string }>('select api_key from api_keys where user_id = $1 and provider = $2', [
      userId,
      provider,
    ])
  ).rows[0]!.api_key;

describe('stored key format', () => {
  it('reads a key saved in format v1, uses it, and stores it again as v2', async () => {
    const alice = await h.signIn('alice@example.com');
    const secret = getEncryptionSecret();
    for (const [provider, baseUrl] of [
      ['openai', null],
      ['openai-compatible', h.fake.openaiBaseUrl],
    ] as const)
      await h.db.query(
        `insert into api_keys (user_id, provider, api_key, key_hint, base_url) values ($1, $2, $3, '0001', $4)`,
        [alice.id, provider, encryptV1(`sk-legacy-${provider}-0001`, alice.id, secret), baseUrl],
      );
    h.fake.setReply('Hello from before the upgrade');
    const events = await readEvents(await chatTurn(alice.cookie, 'openai-compatible', 'llama3.1'));
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      assistantMessage: { content: 'Hello from before the upgrade' },
    });
    const sent = h.fake.requests.map((r) => r.headers.authorization);
    expect(sent).toContain('Bearer sk-legacy-openai-compatible-0001');
    // Only the key the turn used was decrypted, so only it is upgraded: the OpenAI key is not
    // opened for memory in a local conversation until the user allows that in Settings.
    expect(await storedKey(alice.id, 'openai-compatible')).toMatch(/^v2\./);
    expect(await storedKey(alice.id, 'openai')).toMatch(/^v1\./);

    const allowed = await updateSettings(
      jsonRequest('/api/portal/settings', { method: 'PATCH', cookie: alice.cookie, body: { memoryViaOpenai: true } }),
    );
    expect(allowed.status).toBe(200);
    const again = await readEvents(await chatTurn(alice.cookie, 'openai-compatible', 'llama3.1'));
    expect(again.at(-1)?.type).toBe('done');
    expect(await storedKey(alice.id, 'openai')).toMatch(/^v2\./);
  });

  it('refuses a key whose base URL or provider was changed in the database, sending it nowhere', async () => {
    const bob = await h.signIn('bob@example.com');
    const body = { provider: 'openai-compatible', apiKey: 'sk-bound-secret-0002', baseUrl: h.fake.openaiBaseUrl };
    expect((await saveKey(jsonRequest('/api/portal/keys', { cookie: bob.cookie, body }))).status).toBe(201);
    await h.db.query(`update api_keys set base_url = $2 where user_id = $1`, [bob.id, `${elsewhere.origin}/v1`]);
    const moved = await chatTurn(bob.cookie, 'openai-compatible', 'llama3.1');
    expect(moved.status).toBe(409);
    expect((await moved.json()).message).toMatch(/unreadable .* Save it again\.$/);
    expect(elsewhere.connections).toBe(0);

    // The same key relabelled as another provider's (whose address the operator configures).
    await h.db.query(`update api_keys set provider = 'openai', base_url = null where user_id = $1`, [bob.id]);
    const before = h.fake.requests.length;
    const relabelled = await chatTurn(bob.cookie, 'openai', 'gpt-4o-mini');
    expect(relabelled.status).toBe(409);
    expect(h.fake.requests.length).toBe(before);
  });
});
