import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { withCaller } from '@/lib/data/embedded/repos/with-caller';
import { createUser, openTestDatabase } from '../../support/database';
import { testAnonKey, testJwt, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// Issue #23, point 4: an admin writes page_content with their own token, as PostgREST lets them,
// sending someone else's e-mail and an old date. The database must store the caller and its own
// time, whatever the statement says: the history trigger copies both into each kept version.
const forgedBy = 'victim@example.com';
const forgedAt = '2001-01-01T00:00:00+00:00';

let db: EmbeddedDatabase;
let admin: Awaited<ReturnType<typeof createUser>>;
const server = setupServer();

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  admin = await createUser(db, 'mallory@example.com');
  await createUser(db, forgedBy);
  server.use(postgrestHandler(db, { url: testSupabaseUrl, anonKey: testAnonKey }));
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(async () => {
  server.close();
  await db?.close();
});

type Stamp = { id: string; updated_by: string; updated_at: string; is_now: boolean };
const section = async (name: string) =>
  (await db.query<{ id: string }>(`select id from page_content where page_name = 'home' and section_name = $1`, [name]))
    .rows[0]!.id;
const versionsOf = async (id: string) =>
  (
    await db.query<{ saved_by: string; forged: boolean }>(
      `select saved_by, saved_at < '2020-01-01' as forged from page_content_versions where content_id = $1`,
      [id],
    )
  ).rows;

/** A request as supabase-js would send it to PostgREST, with the admin's own JWT. */
function postgrest(method: string, path: string, body: unknown) {
  const token = testJwt({ sub: admin.id, email: admin.email, role: 'authenticated', aud: 'authenticated' });
  return fetch(`${testSupabaseUrl}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: testAnonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
}

describe('section authorship is set by the database', () => {
  it('an update as the authenticated admin stores the caller and the database time, not what it sends', async () => {
    const id = await section('hero');
    const row = await withCaller(
      db,
      admin.caller,
      async (tx) =>
        (
          await tx.query<Stamp>(
            `update page_content set content = '{"headline":"x"}', updated_by = $2, updated_at = $3
           where id = $1 returning id, updated_by, updated_at::text, updated_at = now() as is_now`,
            [id, forgedBy, forgedAt],
          )
        ).rows[0]!,
    );
    expect(row).toMatchObject({ updated_by: admin.email, is_now: true });

    // The next save keeps that version: credited to the caller, at the database's time.
    await withCaller(db, admin.caller, (tx) =>
      tx.query(`update page_content set content = '{"headline":"y"}' where id = $1`, [id]),
    );
    expect(await versionsOf(id)).toContainEqual({ saved_by: admin.email, forged: false });
    expect((await versionsOf(id)).map((v) => v.saved_by)).not.toContain(forgedBy);
  });

  it('a PATCH straight to PostgREST with another e-mail and an old date stores the caller and the database time', async () => {
    const id = await section('about');
    const response = await postgrest('PATCH', `page_content?id=eq.${id}`, {
      content: { title: 'patched' },
      updated_by: forgedBy,
      updated_at: forgedAt,
    });
    expect(response.status).toBe(200);
    const [row] = (await response.json()) as { updated_by: string; updated_at: string }[];
    expect(row!.updated_by).toBe(admin.email);
    expect(new Date(row!.updated_at).getFullYear()).toBeGreaterThan(2020);

    await postgrest('PATCH', `page_content?id=eq.${id}`, { content: { title: 'again' } });
    expect(await versionsOf(id)).toContainEqual({ saved_by: admin.email, forged: false });
  });

  it('an insert straight to PostgREST is stamped the same way', async () => {
    const response = await postgrest('POST', 'page_content', {
      page_name: 'home',
      section_name: 'extra',
      content: {},
      updated_by: forgedBy,
      updated_at: forgedAt,
    });
    expect(response.status).toBe(201);
    const [row] = (await response.json()) as { updated_by: string; updated_at: string }[];
    expect(row!.updated_by).toBe(admin.email);
    expect(new Date(row!.updated_at).getFullYear()).toBeGreaterThan(2020);
  });

  it('leaves paths without a signed-in user (migrations, seed, service role) writing what they set', async () => {
    const id = await section('footer');
    const row = await db.query<Stamp>(
      `update page_content set updated_by = 'operator@example.com', updated_at = $2 where id = $1
       returning id, updated_by, updated_at::text, updated_at = now() as is_now`,
      [id, forgedAt],
    );
    expect(row.rows[0]).toMatchObject({ updated_by: 'operator@example.com', is_now: false });
  });
});
