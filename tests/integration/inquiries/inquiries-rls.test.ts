import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { createUser, openTestDatabase } from '../../support/database';

let db: EmbeddedDatabase;
let admin: { id: string; email: string };
let editor: { id: string; email: string };
let inquiryId: string;

/** Runs `sql` as PostgREST would for that role (and user), in a transaction rolled back after. */
async function as(role: 'anon' | { id: string; email: string }, sql: string, params: unknown[] = []) {
  return db.transaction(async (tx) => {
    const claims =
      role === 'anon' ? { role: 'anon' } : { sub: role.id, email: role.email, role: 'authenticated', aal: 'aal2' };
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      claims.role,
      JSON.stringify(claims),
    ]);
    try {
      return await tx.query<Record<string, unknown>>(sql, params);
    } finally {
      await tx.rollback();
    }
  });
}

const denied = (promise: Promise<unknown>) => expect(promise).rejects.toMatchObject({ code: '42501' });

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  admin = await createUser(db, 'owner@example.com');
  editor = await createUser(db, 'editor@example.com', { isAdmin: false });
  inquiryId = (
    await db.query<{ inquiry_id: string }>(
      `select inquiry_id from public.inquiry_submit($1, 'tech', 'Pat', 'pat@example.com', null, null, null,
        'A message long enough.', 'new', null, false)`,
      [randomUUID()],
    )
  ).rows[0]!.inquiry_id;
});

describe('inquiries under row-level security (embedded PGlite, the production SQL)', () => {
  it('a visitor (anon) can neither read, add, change nor delete a row, nor file one past the server', async () => {
    await denied(as('anon', 'select * from public.inquiries'));
    await denied(
      as(
        'anon',
        `insert into public.inquiries (idempotency_key, topic, name, email, message)
                  values (gen_random_uuid(), 'tech', 'Bot', 'bot@example.com', 'Buy cheap things now')`,
      ),
    );
    await denied(as('anon', `update public.inquiries set status = 'replied'`));
    await denied(as('anon', 'delete from public.inquiries'));
    await denied(
      as(
        'anon',
        `select public.inquiry_submit(gen_random_uuid(), 'tech', 'Bot', 'bot@example.com', null, null, null,
                  'Buy cheap things now', 'new', null, true)`,
      ),
    );
    await denied(as('anon', 'select * from public.inquiry_claim_notifications(null, 10, 5)'));
    await denied(as('anon', 'select public.inquiry_owner_email()'));
  });

  it('a signed-in user who is not an admin sees none and changes none; the server functions refuse them too', async () => {
    expect((await as(editor, 'select * from public.inquiries')).rows).toEqual([]);
    expect(
      (await as(editor, `update public.inquiries set status = 'spam' where id = $1`, [inquiryId])).affectedRows,
    ).toBe(0);
    expect((await as(editor, 'delete from public.inquiries where id = $1', [inquiryId])).affectedRows).toBe(0);
    await denied(
      as(
        editor,
        `select public.inquiry_submit(gen_random_uuid(), 'tech', 'X', 'x@example.com', null, null, null,
                  'A message long enough.', 'new', null, true)`,
      ),
    );
  });

  it('an admin reads and re-files, but cannot rewrite what the visitor sent or file one', async () => {
    expect((await as(admin, 'select id from public.inquiries')).rows).toEqual([{ id: inquiryId }]);
    expect(
      (await as(admin, `update public.inquiries set status = 'archived' where id = $1`, [inquiryId])).affectedRows,
    ).toBe(1);
    await denied(
      as(admin, `update public.inquiries set message = 'Edited by someone else' where id = $1`, [inquiryId]),
    );
    await denied(
      as(
        admin,
        `insert into public.inquiries (idempotency_key, topic, name, email, message)
                 values (gen_random_uuid(), 'tech', 'Admin', 'a@example.com', 'Made up by an admin')`,
      ),
    );
    expect((await as(admin, 'delete from public.inquiries where id = $1', [inquiryId])).affectedRows).toBe(1);
  });
});
