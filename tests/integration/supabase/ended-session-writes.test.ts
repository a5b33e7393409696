import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETE as removeAdmin } from '@/app/api/admins/[id]/route';
import { POST as allowAdmin } from '@/app/api/admins/allowlist/route';
import { GET as downloadBackup } from '@/app/api/backup/route';
import { PATCH as saveContent } from '@/app/api/content/[id]/route';
import { POST as restoreVersion } from '@/app/api/content/[id]/restore/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { DELETE as removeResume, POST as uploadResume } from '@/app/api/resume/route';
import { DELETE as removeImage } from '@/app/api/site-images/[slot]/route';
import { getAuth } from '@/lib/auth';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { memoryCookieJar } from '../../support/cookie-jar';
import { createUser, openTestDatabase } from '../../support/database';
import { gotrueSessions } from '../../support/gotrue-sessions';
import { testAnonKey, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// Issue #23, point 5. In supabase mode a session ended by "sign out other sessions" or a
// password change keeps a validly signed access token until it expires (an hour by default),
// and getClaims() checks such a token locally. The routes that change data ask GoTrue first.
vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', testSupabaseUrl);
vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', testAnonKey);
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const gotrue = gotrueSessions(testSupabaseUrl, testAnonKey);
const server = setupServer();
const PASSWORD = 'correct horse battery';
let db: EmbeddedDatabase;
let owner: { id: string; email: string };

beforeAll(async () => {
  db = await openTestDatabase();
  owner = await createUser(db, 'owner@example.com');
  gotrue.addUser(owner.id, owner.email, PASSWORD);
  server.use(postgrestHandler(db, { url: testSupabaseUrl, anonKey: testAnonKey }), ...gotrue.handlers);
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(async () => {
  server.close();
  await db?.close();
});

/** A browser signed in through the app's own sign-in (a new GoTrue session each time). */
async function browser(password = PASSWORD) {
  const { jar, values } = memoryCookieJar();
  await (await getAuth()).signIn(jar, { email: owner.email, password });
  const cookie = () => [...values].map(([name, value]) => `${name}=${value}`).join('; ');
  return { jar, cookie };
}

const request = (path: string, method: string, cookie: string, body?: unknown) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: { host: 'localhost', origin: 'http://localhost', 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const params = <P>(value: P) => ({ params: Promise.resolve(value) });

async function hero() {
  const row = await db.query<{ id: string; content: Record<string, unknown>; updated_at: string }>(
    `select id, content, to_jsonb(updated_at) #>> '{}' as updated_at from page_content
     where page_name = 'home' and section_name = 'hero'`,
  );
  return row.rows[0]!;
}
async function save(cookie: string, headline: string) {
  const { id, content, updated_at } = await hero();
  const body = { content: { ...content, headline }, expectedUpdatedAt: updated_at };
  return saveContent(request(`/api/content/${id}`, 'PATCH', cookie, body), params({ id }));
}

describe('supabase mode: a session ended elsewhere cannot change data with the token it still holds', () => {
  it('after "sign out other sessions", the other browser cannot save content; this one can', async () => {
    const here = await browser();
    const there = await browser();
    expect(gotrue.liveSessions(owner.id)).toBe(2);
    await (await getAuth()).signOutOthers(here.jar);
    expect(gotrue.liveSessions(owner.id)).toBe(1);

    const before = await hero();
    const refused = await save(there.cookie(), 'Written by an ended session');
    expect(refused.status).toBe(401);
    expect((await hero()).content).toEqual(before.content);

    // Its token is still signed and unexpired: pages and reads accept it until it expires
    // (the documented trade-off); only the routes that change data ask GoTrue.
    expect(await (await getAuth()).getUser(there.jar)).toMatchObject({ id: owner.id });

    const saved = await save(here.cookie(), 'Written by the live session');
    expect(saved.status).toBe(200);
    expect((await saved.json()).section).toMatchObject({ updatedBy: owner.email });
  });

  it('every route that changes data (and the backup download) refuses the ended session with 401', async () => {
    const here = await browser();
    const there = await browser();
    await (await getAuth()).signOutOthers(here.jar);
    const cookie = there.cookie();
    const { id, updated_at } = await hero();
    const answers = [
      await restoreVersion(
        request(`/api/content/${id}/restore`, 'POST', cookie, { versionId: id, expectedUpdatedAt: updated_at }),
        params({ id }),
      ),
      await allowAdmin(request('/api/admins/allowlist', 'POST', cookie, { email: 'friend@example.com' })),
      await removeAdmin(request(`/api/admins/${owner.id}`, 'DELETE', cookie), params({ id: owner.id })),
      await saveKey(request('/api/portal/keys', 'POST', cookie, { provider: 'openai', apiKey: 'sk-test-123456789' })),
      await uploadResume(request('/api/resume', 'POST', cookie, '%PDF-1.4')),
      await removeResume(request('/api/resume', 'DELETE', cookie)),
      await removeImage(request('/api/site-images/about-photo', 'DELETE', cookie), params({ slot: 'about-photo' })),
      await downloadBackup(request('/api/backup', 'GET', cookie)),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 401));
  });

  it('after a password change, the other browser cannot save content or change the account', async () => {
    const here = await browser();
    const there = await browser();
    await (
      await getAuth()
    ).changePassword(here.jar, { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' });
    expect(gotrue.liveSessions(owner.id)).toBe(1);

    expect((await save(there.cookie(), 'Written after the password changed')).status).toBe(401);
    // Not a silent "done" either: the ended session is told it is signed out.
    await expect((await getAuth()).signOutOthers(there.jar)).rejects.toMatchObject({ code: 'unauthorized' });
    expect((await save(here.cookie(), 'Still fine here')).status).toBe(200);
  });
});
