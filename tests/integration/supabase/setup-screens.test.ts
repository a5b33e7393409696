import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getPortalAvailability } from '@/lib/ai/availability';
import type { AuthUser } from '@/lib/auth/types';
import { listSectionsForEditor } from '@/lib/content/editor-sections';
import { MISSING_TABLE_HINT, runConnectionTests } from '@/lib/diagnostics/connection-test';
import { testAnonKey, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestError, recordPostgrest, userId, userJwt } from './recorder';

// Supabase mode, as a deployment sets it; getEnv reads it on first use.
vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', testSupabaseUrl);
vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', testAnonKey);

const { recorded, reply } = recordPostgrest();
const owner: AuthUser = {
  id: userId,
  email: 'alice@example.com',
  username: 'alice',
  isAdmin: true,
  accessToken: userJwt,
};
const tableMissing = (table: string) =>
  postgrestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

describe('a Supabase project without the migration', () => {
  it("shows the portal's setup screen, whose button opens the project's SQL editor", async () => {
    reply(tableMissing('api_keys'));
    expect(await getPortalAvailability(owner)).toEqual({
      setupRequired: true,
      sqlEditorUrl: 'https://supabase.com/dashboard/project/abcdefghijklmnop/sql/new',
    });
    expect(recorded[0]).toMatchObject({ method: 'GET', path: '/rest/v1/api_keys' });
    expect(recorded[0]!.headers.get('authorization')).toBe(`Bearer ${userJwt}`);
  });

  it("gives the dashboard's editor no sections (its empty state) instead of failing", async () => {
    reply(tableMissing('page_content'));
    expect(await listSectionsForEditor(owner)).toEqual([]);
  });

  it('still fails loudly when the backend is down rather than pretending the table is empty', async () => {
    reply(() => HttpResponse.error());
    await expect(listSectionsForEditor(owner)).rejects.toMatchObject({ code: 'unavailable' });
    reply(postgrestError(503, 'PGRST002', 'Could not query the database for the schema cache. Retrying.'));
    await expect(getPortalAvailability(owner)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('connection test: counts page_content with a HEAD request and Prefer: count=exact', async () => {
    reply(new HttpResponse(null, { status: 200, headers: { 'content-range': '0-11/12' } }));
    const report = await runConnectionTests(owner);
    expect(report.backend).toBe(`Supabase at ${testSupabaseUrl}`);
    expect(report.checks.find((c) => c.name === 'Content table')).toMatchObject({
      ok: true,
      detail: 'page_content has 12 rows',
    });
    const counts = recorded.filter((r) => r.path === '/rest/v1/page_content');
    expect(counts.map((r) => [r.method, r.query, r.headers.get('prefer')])).toEqual([
      ['HEAD', 'select=*', 'count=exact'],
    ]);
  });

  it('connection test: a missing page_content table gets the schema hint', async () => {
    // PostgREST answers a HEAD for an unknown table with a bare 404: HEAD has no body.
    reply(new HttpResponse(null, { status: 404 }));
    const report = await runConnectionTests(owner);
    expect(report.checks.find((c) => c.name === 'Content table')).toMatchObject({
      ok: false,
      hint: MISSING_TABLE_HINT,
    });
  });
});
