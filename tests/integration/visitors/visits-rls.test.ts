import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/database';
import { createUser, openTestDatabase } from '../../support/database';

// Row-level security and grants of the visitor tables, as PostgREST's roles see them.
let db: EmbeddedDatabase;
let editorId: string;

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
  await db.query(`select public.record_visit('/', $1, 'example.com', 'desktop')`, ['a'.repeat(64)]);
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
    await as('anon', `select public.record_visit('/about', '${'c'.repeat(64)}', null, 'mobile')`);
    await expect(
      as('anon', `select public.record_visit('/admin', '${'c'.repeat(64)}', null, 'mobile')`),
    ).rejects.toMatchObject({
      code: '23514',
    });
    await expect(as('anon', `select public.record_visit('/', 'not-a-key', null, 'mobile')`)).rejects.toMatchObject({
      code: '22023',
    });
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
