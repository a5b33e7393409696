import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { withCaller, type Tx } from '@/lib/data/embedded/repos/with-caller';
import { anonymous, type Caller } from '@/lib/data/port';
import { createUser, openTestDatabase } from '../../support/database';

// public.passkeys as the API roles see it (PostgREST in supabase mode): each user reads and
// renames their own; nothing else is theirs to write, since a passkey row is what signs an account in.

let db: EmbeddedDatabase;
let alice: { id: string; caller: Caller };
let bob: { id: string; caller: Caller };

const as = <T>(caller: Caller, work: (tx: Tx) => Promise<T>) => withCaller(db, caller, work);
const credential = (n: number) => `credential-id-number-${n}`.padEnd(24, 'x');

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  alice = await createUser(db, 'alice-passkeys@example.com');
  bob = await createUser(db, 'bob-passkeys@example.com');
  for (const [n, user] of [alice, bob].entries())
    await db.query(
      `insert into public.passkeys (user_id, credential_id, public_key, device_type, name)
       values ($1, $2, $3, 'multiDevice', 'Laptop')`,
      [user.id, credential(n), new Uint8Array(64)],
    );
});

describe('public.passkeys row-level security', () => {
  it('shows each user only their own passkeys, and none to anonymous callers', async () => {
    await as(alice.caller, async (tx) => {
      const { rows } = await tx.query<{ user_id: string }>('select user_id from public.passkeys');
      expect(rows).toEqual([{ user_id: alice.id }]);
    });
    await expect(as(anonymous, (tx) => tx.query('select * from public.passkeys'))).rejects.toMatchObject({
      code: 'forbidden',
    });
  });

  it('lets a user rename their own passkey, and only rename it', async () => {
    await as(alice.caller, async (tx) => {
      expect((await tx.query(`update public.passkeys set name = 'Work laptop'`)).affectedRows).toBe(1);
    });
    const { rows } = await db.query<{ name: string }>('select name from public.passkeys where user_id = $1', [bob.id]);
    expect(rows[0]!.name).toBe('Laptop');
    for (const change of [`counter = 0`, `public_key = '\\x00'`, `user_id = '${bob.id}'`, `last_used_at = now()`])
      await expect(as(alice.caller, (tx) => tx.query(`update public.passkeys set ${change}`))).rejects.toMatchObject({
        code: 'forbidden',
      });
  });

  it('lets nobody add or delete a passkey through the API: only the server does, after a verified ceremony', async () => {
    await expect(
      as(alice.caller, (tx) =>
        tx.query(
          `insert into public.passkeys (user_id, credential_id, public_key, device_type, name)
           values ($1, $2, $3, 'singleDevice', 'Mine')`,
          [alice.id, credential(7), new Uint8Array(64)],
        ),
      ),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(as(alice.caller, (tx) => tx.query('delete from public.passkeys'))).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect((await db.query<{ n: number }>('select count(*)::int as n from public.passkeys')).rows[0]!.n).toBe(2);
  });

  it('keeps the challenges out of reach of the API roles', async () => {
    for (const caller of [alice.caller, anonymous])
      await expect(as(caller, (tx) => tx.query('select * from private.passkey_challenges'))).rejects.toMatchObject({
        code: 'forbidden',
      });
  });
});
