import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { createUser, openTestDatabase } from '../../support/database';

// Row-level security and grants of the visitor tables, as PostgREST's roles see them.
let db: EmbeddedDatabase;
let editorId: string;
// An address key as the app sends it (an HMAC of the client address; never the address itself).
const ADDRESS = 'd'.repeat(64);

async function as<T>(role: 'anon' | 'authenticated', sql: string, userId?: string): Promise<T[]> {
  return db.transaction(async (tx) => {
    const claims = role === 'anon' ? { role } : { sub: userId, role, aud: 'authenticated', aal: 'aal2' };
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify(claims),
    ]);
    return (await tx.query<T>(sql)).rows;
  });
}

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  await createUser(db, 'owner@example.com');
  editorId = (await createUser(db, 'editor@example.com', { isAdmin: false })).id;
  await db.query(`select public.record_visit('/', $1, 'example.com', 'desktop', $2)`, ['a'.repeat(64), ADDRESS]);
  await db.query(`insert into public.visit_days values (current_date - 1, 5, 4)`);
  await db.query(`insert into public.visit_day_counts values (current_date - 1, 'page', '/', 5, 4)`);
});

describe('visitor tables', () => {
  it.each(['public.visit_events', 'public.visit_days', 'public.visit_day_counts', 'private.visit_salts'])(
    'anon cannot read %s',
    async (table) => {
      await expect(as('anon', `select * from ${table}`)).rejects.toMatchObject({ code: '42501' });
    },
  );

  it('anon cannot write page views except through record_visit, nor read the figures', async () => {
    await expect(
      as(
        'anon',
        `insert into public.visit_events (day, path, visitor, device) values (current_date, '/', '${'b'.repeat(64)}', 'desktop')`,
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(as('anon', 'select public.visitor_figures(30)')).rejects.toMatchObject({ code: '42501' });
    await as('anon', `select public.record_visit('/about', '${'c'.repeat(64)}', null, 'mobile', '${ADDRESS}')`);
    await expect(
      as('anon', `select public.record_visit('/admin', '${'c'.repeat(64)}', null, 'mobile', '${ADDRESS}')`),
    ).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      as('anon', `select public.record_visit('/', 'not-a-key', null, 'mobile', '${ADDRESS}')`),
    ).rejects.toMatchObject({ code: '22023' });
    await expect(
      as('anon', `select public.record_visit('/', '${'c'.repeat(64)}', null, 'mobile', 'not-a-key')`),
    ).rejects.toMatchObject({ code: '22023' });
  });

  it('anon calling record_visit directly (Supabase mode, with the public key) is bounded as the route is', async () => {
    // The signature without an address key is gone: no uncapped way in.
    await expect(
      as('anon', `select public.record_visit('/', '${'e'.repeat(64)}', null, 'desktop')`),
    ).rejects.toMatchObject({ code: '42883' });
    const visitorsNow = async () =>
      (await db.query<{ n: number }>('select count(distinct visitor)::int as n from public.visit_events')).rows[0]!.n;
    const before = await visitorsNow();
    const address = 'f'.repeat(64);
    for (let i = 0; i < 40; i++) {
      const key = i.toString(16).padStart(64, '0');
      await as('anon', `select public.record_visit('/', '${key}', null, 'desktop', '${address}')`);
    }
    expect((await visitorsNow()) - before).toBe(5);
    // And the site's daily cap holds for direct calls too: past it nothing more is stored.
    await db.query('update private.visit_limits set views_per_day = (select count(*) from public.visit_events)');
    const stored = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from public.visit_events')).rows[0]!.n;
    const full = await stored();
    await as('anon', `select public.record_visit('/', '${'9'.repeat(64)}', null, 'desktop', '${'8'.repeat(64)}')`);
    expect(await stored()).toBe(full);
  });

  it('a signed-in account that is no admin sees no daily rows and no figures', async () => {
    expect(await as('authenticated', 'select * from public.visit_days', editorId)).toEqual([]);
    expect(await as('authenticated', 'select * from public.visit_day_counts', editorId)).toEqual([]);
    await expect(as('authenticated', 'select * from public.visit_events', editorId)).rejects.toMatchObject({
      code: '42501',
    });
    await expect(as('authenticated', 'select public.visitor_figures(30)', editorId)).rejects.toMatchObject({
      code: '42501',
    });
  });
});
