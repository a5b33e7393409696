import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@/lib/ai/chat-turn/rate-limit';
import { POST as chat } from '@/app/api/chat/route';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { bucketName } from '@/lib/rate-limit';
import { jsonRequest, startHarness, type Harness } from './chat-harness';

let h: Harness;
const users: Record<'alice' | 'bob' | 'carol' | 'dave', { cookie: string; id: string }> = {} as never;

// Each request comes from `address` as its TCP peer, stamped the way the server's hook does
// (lib/http/peer-stamp.ts); no TRUSTED_PROXIES here, so that address is what counts.
// A session that does not exist: the route counts the message before it looks the session
// up, so each call is a cheap 404 that still uses up the limit, as a real message would.
const send = (cookie: string, address: string) =>
  chat(
    jsonRequest('/api/chat', {
      cookie,
      headers: { [PEER_HEADER]: peerStamp(address) },
      body: { sessionId: randomUUID(), message: 'hi', provider: 'openai', model: 'gpt-4o-mini' },
    }),
  );

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await response.json()).toEqual({
    error: 'rate_limited',
    message: expect.stringMatching(/^Too many messages\. Try again in (\d+ seconds?|1 minute)\.$/),
  });
}

beforeAll(async () => {
  h = await startHarness();
  for (const name of ['alice', 'bob', 'carol', 'dave'] as const) users[name] = await h.signIn(`${name}@example.com`);
});
afterAll(() => h.fake.close());

describe('POST /api/chat rate limits, kept in the database', () => {
  it(`answers 429 with Retry-After after ${CHAT_LIMITS.user.max} messages a minute from one user, from any address`, async () => {
    for (let i = 0; i < CHAT_LIMITS.user.max; i++) {
      expect((await send(users.alice.cookie, `192.0.2.${i}`)).status).toBe(404);
    }
    await expectLimited(await send(users.alice.cookie, '192.0.2.200'));
    // Another user is not affected.
    expect((await send(users.bob.cookie, '192.0.2.200')).status).toBe(404);
  });

  it(`answers 429 after ${CHAT_LIMITS.address.max} messages a minute from one address, across users`, async () => {
    const perUser = CHAT_LIMITS.address.max / 3;
    for (const name of ['bob', 'carol', 'dave'] as const) {
      for (let i = 0; i < perUser; i++) expect((await send(users[name].cookie, '198.51.100.9')).status).toBe(404);
    }
    // Dave has sent far fewer than his own limit, but his address is spent; elsewhere he may go on.
    await expectLimited(await send(users.dave.cookie, '198.51.100.9'));
    expect((await send(users.dave.cookie, '198.51.100.10')).status).toBe(404);
  });

  it(`lets exactly ${CHAT_LIMITS.user.max} of ${CHAT_LIMITS.user.max + 10} simultaneous messages from one user through`, async () => {
    const user = await h.signIn('erin@example.com');
    const statuses = await Promise.all(
      Array.from(
        { length: CHAT_LIMITS.user.max + 10 },
        async (_, i) => (await send(user.cookie, `203.0.113.${i}`)).status,
      ),
    );
    expect(statuses.filter((status) => status === 404)).toHaveLength(CHAT_LIMITS.user.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('keeps the counters in private.rate_limits: clearing the rows there lifts the limit', async () => {
    const rows = await h.db.query<{ hits: number }>('select hits from private.rate_limits where bucket = $1', [
      bucketName('chat-user', users.alice.id),
    ]);
    expect(rows.rows).toEqual([{ hits: CHAT_LIMITS.user.max }]);
    const address = await h.db.query<{ hits: number }>('select hits from private.rate_limits where bucket = $1', [
      bucketName('chat-address', '198.51.100.9'),
    ]);
    expect(address.rows).toEqual([{ hits: CHAT_LIMITS.address.max }]);

    await h.db.query(`update private.rate_limits set window_start = now() - interval '61 seconds'`);
    expect((await send(users.alice.cookie, '192.0.2.200')).status).toBe(404);
    expect((await send(users.dave.cookie, '198.51.100.9')).status).toBe(404);
  });

  it(`counts every address of one IPv6 /64 as one: ${CHAT_LIMITS.address.max} messages a minute across it`, async () => {
    // Three users, each well under their own limit, so only the address's can refuse.
    const senders = [];
    for (const name of ['frank', 'grace', 'heidi']) senders.push(await h.signIn(`${name}@example.com`));
    for (let i = 0; i < CHAT_LIMITS.address.max; i++) {
      const sender = senders[i % senders.length]!;
      expect((await send(sender.cookie, `2001:db8:40:1:${(i + 1).toString(16)}::1`)).status).toBe(404);
    }
    await expectLimited(await send(senders[0]!.cookie, '2001:db8:40:1:ffff::ffff'));
    // The next /64 is another client.
    expect((await send(senders[0]!.cookie, '2001:db8:40:2::1')).status).toBe(404);
  });
});
