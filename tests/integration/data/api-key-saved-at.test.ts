import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { createUser, openTestDatabase } from '../../support/database';

// A model-list refresh writes only while api_keys.created_at is the one it read; a key replaced
// within the same clock tick must still read as replaced (the refresh then gets a conflict).
let db: EmbeddedDatabase;
let userId: string;
afterAll(() => db?.close());
beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  userId = (await createUser(db, 'key-versions@example.com')).id;
});

const savedAt = async () =>
  (
    await db.query<{ at: string }>(`select to_jsonb(created_at) #>> '{}' as at from api_keys where user_id = $1`, [
      userId,
    ])
  ).rows[0]!.at;

describe('api_keys.created_at moves forward when the key is replaced', () => {
  it('even when the replacing save carries the same time (one clock tick)', async () => {
    const at = '2026-11-25T10:00:00.123+00:00';
    await db.query(
      `insert into api_keys (user_id, provider, api_key, key_hint, created_at) values ($1, 'openai', 'c-1', '1111', $2)`,
      [userId, at],
    );
    const first = await savedAt();
    await db.query(`update api_keys set api_key = 'c-2', created_at = $2 where user_id = $1`, [userId, at]);
    const second = await savedAt();
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
  });

  it('but not when only the model list changes (a refresh keeps the version it checked)', async () => {
    const before = await savedAt();
    await db.query(`update api_keys set model_list = '[]'::jsonb, model_list_fetched_at = now() where user_id = $1`, [
      userId,
    ]);
    expect(await savedAt()).toBe(before);
  });
});
