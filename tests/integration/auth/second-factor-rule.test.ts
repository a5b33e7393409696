import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signOutOthersAction } from '@/app/(admin)/admin/(workspace)/account/actions';
import { startTotpSetupAction } from '@/app/(admin)/_components/authenticator/actions';
import { GET as listAdmins } from '@/app/api/admins/route';
import { POST as setRule } from '@/app/api/admins/second-factor-rule/route';
import { GET as listSessions } from '@/app/api/portal/sessions/route';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_SETUP_PATH } from '@/lib/auth';
import { OWNER_ONLY } from '@/lib/admins/manage';
import { jsonRequest, startHarness, type Harness } from '../ai/chat-harness';
import { addVerifiedFactor } from '../../support/database';

// Server actions read the session from Next's request scope: here, from `scope.cookie`.
const scope = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'session' && scope.cookie ? { name, value: scope.cookie } : undefined),
    getAll: () => (scope.cookie ? [{ name: 'session', value: scope.cookie }] : []),
    set: () => {},
    delete: () => {},
  }),
  headers: async () => new Headers({ 'user-agent': 'Mozilla/5.0 Firefox/140.0' }),
}));
// React's cache() memoises per render; here each call must read afresh.
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <F>(f: F) => f }));

let h: Harness;
let owner: { cookie: string; id: string };
let admin: { cookie: string; id: string };

const get = (handler: (request: Request) => Promise<Response>, url: string, cookie: string) =>
  handler(jsonRequest(url, { method: 'GET', cookie }));
const rule = (required: boolean, cookie = owner.cookie) =>
  setRule(jsonRequest('/api/admins/second-factor-rule', { cookie, body: { required } }));
const asAction = (user: { cookie: string }) => (scope.cookie = user.cookie.slice('session='.length));
const redirectOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { digest?: string }) => String(error.digest).split(';')[2],
  );

beforeAll(async () => {
  h = await startHarness();
  owner = await h.signIn('rule-owner@example.com');
  admin = await h.signIn('rule-admin@example.com');
});
afterAll(() => h.fake.close());

describe("the owner's rule: a second factor for every admin", () => {
  it('can be turned on by the owner only, and only once the owner has a second factor', async () => {
    const refused = await rule(true);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe('Set up your own second factor first.');
    expect((await rule(true, admin.cookie)).status).toBe(403);

    await addVerifiedFactor(h.db, owner.id);
    const turnedOn = await rule(true);
    expect(turnedOn.status).toBe(200);
    expect(await turnedOn.json()).toMatchObject({
      requireSecondFactor: true,
      factors: { [owner.id]: ['totp'], [admin.id]: [] },
    });
  });

  it('refuses every route handler to an admin without a second factor, and lets the owner through', async () => {
    for (const [handler, url] of [
      [listAdmins, '/api/admins'],
      [listSessions, '/api/portal/sessions'],
    ] as const) {
      const response = await get(handler, url, admin.cookie);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe(SECOND_FACTOR_REQUIRED);
      expect((await get(handler, url, owner.cookie)).status).toBe(200);
    }
    // The rule's own switch is an admin route like any other: no way around the rule there either.
    expect((await rule(false, admin.cookie)).status).toBe(403);
  });

  it('sends such an admin from server actions to the setup page, except the setup itself', async () => {
    asAction(admin);
    expect(await redirectOf(signOutOthersAction())).toBe(SECOND_FACTOR_SETUP_PATH);
    const setup = await startTotpSetupAction();
    expect(setup).toMatchObject({ ok: true, data: { setupKey: expect.stringMatching(/^[A-Z2-7]{32}$/) } });
    asAction(owner);
    expect(await signOutOthersAction()).toMatchObject({ ok: true });
  });

  it('lets the admin in once they have a second factor, or once the owner turns the rule off', async () => {
    await addVerifiedFactor(h.db, admin.id, 'webauthn');
    expect((await get(listAdmins, '/api/admins', admin.cookie)).status).toBe(200);
    const answer = await rule(false, admin.cookie);
    expect(answer.status).toBe(403);
    expect((await answer.json()).message).toBe(OWNER_ONLY);

    await h.db.query(`delete from auth.mfa_factors where user_id = $1`, [admin.id]);
    expect((await get(listAdmins, '/api/admins', admin.cookie)).status).toBe(403);
    expect((await rule(false)).status).toBe(200);
    expect((await get(listAdmins, '/api/admins', admin.cookie)).status).toBe(200);
  });
});
