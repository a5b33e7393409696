import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@/lib/auth/types';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { MISSING_TABLE_HINT, runConnectionTests } from '@/lib/diagnostics/connection-test';
import { createUser, openTestDatabase } from '../../support/database';

let db: EmbeddedDatabase;
let user: AuthUser;

beforeAll(async () => {
  db = await openTestDatabase();
  provideEmbeddedDatabase(db);
  const created = await createUser(db, 'owner@example.com');
  user = { id: created.id, email: created.email, username: 'owner', isAdmin: true };
});

describe('connection test', () => {
  it('reports the session, a healthy auth service (invalid credentials rejected) and the row count', async () => {
    const report = await runConnectionTests(user);
    expect(report.backend).toMatch(/^Embedded PGlite database in /);
    expect(report.checks.map((c) => [c.name, c.ok])).toEqual([
      ['Session connection', true],
      ['Auth service', true],
      ['Content table', true],
    ]);
    expect(report.checks[1]!.detail).toContain('Invalid login credentials');
    const rows = (await db.query<{ n: number }>('select count(*)::int as n from page_content')).rows[0]!.n;
    expect(report.checks[2]!.detail).toBe(`page_content has ${rows} rows`);
  });

  it('hints at running the schema SQL when the content table is missing', async () => {
    await db.exec('drop table page_content cascade');
    const report = await runConnectionTests(user);
    expect(report.checks[2]).toMatchObject({ ok: false, hint: MISSING_TABLE_HINT });
  });
});
