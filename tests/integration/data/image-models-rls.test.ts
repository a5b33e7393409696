import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { withCaller, type Tx } from '@/lib/data/embedded/repos/with-caller';
import { anonymous, type Caller } from '@/lib/data/port';
import { createUser, openTestDatabase } from '../../support/database';

// Raw SQL as each caller with no owner filter: only the policies of compatible_image_models
// (migration 20261207000200) keep one user's "accepts images" marks from another.

let db: EmbeddedDatabase;
let alice: { id: string; caller: Caller };
let bob: { id: string; caller: Caller };
const as = <T>(caller: Caller, work: (tx: Tx) => Promise<T>) => withCaller(db, caller, work);

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  alice = await createUser(db, 'marks-alice@example.com');
  bob = await createUser(db, 'marks-bob@example.com');
  await db.query(`insert into compatible_image_models (user_id, model) values ($1, 'llava'), ($2, 'llava')`, [
    alice.id,
    bob.id,
  ]);
});

describe('compatible_image_models row-level security', () => {
  it('shows a user only their own marks and lets them delete only those', async () => {
    await as(alice.caller, async (tx) => {
      const rows = await tx.query<{ user_id: string }>('select user_id from compatible_image_models');
      expect(rows.rows.map((row) => row.user_id)).toEqual([alice.id]);
      expect((await tx.query('delete from compatible_image_models where user_id = $1', [bob.id])).affectedRows).toBe(0);
    });
    expect((await db.query('select 1 from compatible_image_models where user_id = $1', [bob.id])).rows).toHaveLength(1);
  });

  it('refuses a mark made in the name of another user, and gives visitors nothing', async () => {
    await expect(
      as(alice.caller, (tx) =>
        tx.query(`insert into compatible_image_models (user_id, model) values ($1, 'forged')`, [bob.id]),
      ),
    ).rejects.toThrow('You are not allowed to do that.');
    await expect(as(anonymous, (tx) => tx.query('select * from compatible_image_models'))).rejects.toThrow(
      'You are not allowed to do that.',
    );
  });
});
