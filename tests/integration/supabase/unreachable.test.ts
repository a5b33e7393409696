import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPageContent } from '@/lib/content/load';
import { contentRegistry } from '@/lib/content/registry';
import { getData } from '@/lib/data';
import { anonymous } from '@/lib/data/port';
import { testAnonKey, testSupabaseUrl } from '../../support/postgrest/jwt';

// Supabase env set, Supabase down: every request to the project fails at the network level.
vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', testSupabaseUrl);
vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', testAnonKey);
const server = setupServer(http.all(`${testSupabaseUrl}/*`, () => HttpResponse.error()));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('supabase mode with Supabase unreachable', () => {
  it('renders public pages from the default copy, with a logged warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const home = await getPageContent('home');
    expect(home.hero).toEqual(contentRegistry.home.hero.defaults);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not be loaded; showing the default copy'),
      expect.objectContaining({ code: 'unavailable' }),
    );
  });

  it("gives data callers a clear 'backend unreachable' error (503), not a crash or an empty list", async () => {
    const failure = await (
      await getData()
    )
      .forCaller(anonymous)
      .content.list()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'unavailable', status: 503, message: expect.stringMatching(/unreachable/) });
  });
});
