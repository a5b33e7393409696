import { createHash } from 'node:crypto';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { createSupabaseData } from '@/lib/data/supabase';
import { bucketName, RateLimitedError, takeAttempt, type Limit } from '@/lib/rate-limit';
import { openTestDatabase } from '../../support/database';
import { testAnonKey, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// The counters as a multi-instance deployment uses them: over HTTP, with the anon key only.
const server = setupServer();
let db: EmbeddedDatabase;
const store = createSupabaseData({ url: testSupabaseUrl, anonKey: testAnonKey }).rateLimits;
const limit: Limit = { max: 3, windowSeconds: 900 };

beforeAll(async () => {
  db = await openTestDatabase();
  server.use(postgrestHandler(db, { url: testSupabaseUrl, anonKey: testAnonKey }));
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => server.close());

describe('rate limits in supabase mode', () => {
  it('count, block, refund and reset through the API with no service-role key', async () => {
    const bucket = bucketName('sign-in-address', '203.0.113.9');
    const take = () => takeAttempt(store, [[bucket, limit]], (wait) => `wait ${wait}`).catch((e: unknown) => e);
    for (let i = 0; i < limit.max; i++) expect(await take()).toBeUndefined();
    const blocked = await take();
    expect(blocked).toBeInstanceOf(RateLimitedError);
    expect((blocked as RateLimitedError).retryAfterSeconds).toBeGreaterThan(800);
    await store.refund(bucket);
    expect(await take()).toBeUndefined();
    expect(await take()).toBeInstanceOf(RateLimitedError);
    await store.reset(bucket);
    expect(await store.check(bucket, limit.max, limit.windowSeconds)).toBe(0);
  });

  it('refuse windows longer than a day and takes of many buckets', async () => {
    const bucket = bucketName('sign-in-address', '203.0.113.10');
    await expect(store.take([{ bucket, max: 5, windowSeconds: 10 * 365 * 86400 }])).rejects.toMatchObject({
      code: 'invalid_input',
    });
    const many = Array.from({ length: 1000 }, (_, i) => ({
      bucket: bucketName('chat-address', String(i)),
      max: 5,
      windowSeconds: 60,
    }));
    await expect(store.take(many)).rejects.toMatchObject({ code: 'invalid_input' });
    expect((await db.query('select 1 from private.rate_limits where bucket = $1', [bucket])).rows).toEqual([]);
  });

  it('check and count all buckets in one call, and count nothing when one is spent', async () => {
    const user = { bucket: bucketName('chat-user', 'take-user'), max: 2, windowSeconds: 60 };
    const address = { bucket: bucketName('chat-address', 'take-address'), max: 5, windowSeconds: 60 };
    const hits = async (bucket: string) =>
      (await db.query<{ hits: number }>('select hits from private.rate_limits where bucket = $1', [bucket])).rows[0]
        ?.hits;
    expect(await store.take([user, address])).toBe(0);
    expect(await store.take([user, address])).toBe(0);
    expect(await store.take([user, address])).toBeGreaterThan(50);
    expect([await hits(user.bucket), await hits(address.bucket)]).toEqual([2, 2]);
    await expect(store.take([{ ...user, bucket: 'not a bucket' }])).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('name buckets with a keyed hash, so the public anon key cannot aim at a real bucket', () => {
    const name = bucketName('sign-in-address', '203.0.113.9');
    const unkeyed = createHash('sha256').update('203.0.113.9').digest('hex').slice(0, 32);
    expect(name).toMatch(/^sign-in-address:[0-9a-f]{32}$/);
    expect(name).not.toBe(`sign-in-address:${unkeyed}`);
    expect(bucketName('sign-in-address', '203.0.113.9')).toBe(name);
    expect(bucketName('sign-in-address', '203.0.113.10')).not.toBe(name);
  });

  it('refuse counters in buckets not shaped like the app names them', async () => {
    await expect(store.hit('anything goes', 60)).rejects.toMatchObject({ code: 'invalid_input' });
    expect((await db.query('select 1 from private.rate_limits where bucket = $1', ['anything goes'])).rows).toEqual([]);
  });

  it('keep the counters themselves out of reach of the API roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      const read = db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        return tx.query('select * from private.rate_limits');
      });
      await expect(read).rejects.toMatchObject({ code: '42501' });
    }
  });
});
