import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { createUser, openTestDatabase } from '../../support/database';
import { testAnonKey, testJwt, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// Issue #37, 9: an admin writes site_images with their own token, as PostgREST lets them,
// sending someone else's e-mail and an old date. The database stores the caller and its own time.
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

/** An upsert as supabase-js sends it to PostgREST, with the admin's own JWT. */
function upsert(body: unknown) {
  const token = testJwt({ sub: admin.id, email: admin.email, role: 'authenticated', aud: 'authenticated' });
  return fetch(`${testSupabaseUrl}/rest/v1/site_images?on_conflict=slot`, {
    method: 'POST',
    headers: {
      apikey: testAnonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'resolution=merge-duplicates,return=representation',
    },
    body: JSON.stringify(body),
  });
}

describe('site image authorship is set by the database', () => {
  it('a new row and a changed one store the caller and the database time, not what the request says', async () => {
    for (const altText of ['A first description', 'A second description']) {
      const response = await upsert({
        slot: 'social-card',
        alt_text: altText,
        updated_by: forgedBy,
        updated_at: forgedAt,
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      const [row] = (await response.json()) as { alt_text: string; updated_by: string; updated_at: string }[];
      expect(row).toMatchObject({ alt_text: altText, updated_by: admin.email });
      expect(new Date(row!.updated_at).getFullYear()).toBeGreaterThan(2020);
    }
  });

  it('a request that names no author at all is stamped too', async () => {
    const response = await upsert({ slot: 'about-photo', alt_text: 'Portrait' });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const [row] = (await response.json()) as { updated_by: string }[];
    expect(row!.updated_by).toBe(admin.email);
  });
});
