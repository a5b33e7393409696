import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAction } from '@/app/(admin)/admin/login/actions';
import { signUpAction } from '@/app/(admin)/admin/register/actions';
import { SIGN_IN_LIMITS, SIGN_UP_LIMIT } from '@/lib/auth/throttle';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { WIDER_NETWORK_FACTOR } from '@/lib/rate-limit';
import { openTestDatabase } from '../../support/database';

// The real sign-in and sign-up actions, the real rate-limit table (PGlite), and the configuration
// docs/deploy.md gives for a platform that writes X-Forwarded-For itself: every peer trusted.
// Each call arrives from `peer` (the proxy, stamped the way the server hook does) carrying
// `forwardedFor`, which the client began and the proxy appended to.
const scope = vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '0.0.0.0/0,::/0';
  return { peer: '127.0.0.1', forwardedFor: '' };
});
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
  headers: async () => {
    const { PEER_HEADER, peerStamp } = await import('@/lib/http/peer-stamp');
    return new Headers({ [PEER_HEADER]: peerStamp(scope.peer), 'x-forwarded-for': scope.forwardedFor });
  },
}));

const owner = { email: 'owner@example.com', password: 'correct horse battery' };
const throttledSignIn = /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/;

async function wrongPassword(forwardedFor: string, peer = '127.0.0.1') {
  scope.peer = peer;
  scope.forwardedFor = forwardedFor;
  const form = new FormData();
  form.append('email', owner.email);
  form.append('password', 'not the password');
  return (await signInAction(null, form))?.message;
}

beforeAll(async () => {
  const db = await openTestDatabase({ registrationOpen: true });
  provideEmbeddedDatabase(db);
  await createEmbeddedAuth(db, { secureCookies: false }).signUp(owner);
});

describe('with TRUSTED_PROXIES=0.0.0.0/0,::/0, wrong passwords are counted per client', () => {
  it('a client that rotates the left-most X-Forwarded-For hop is throttled at the 6th', async () => {
    const messages: (string | undefined)[] = [];
    // The proxy appends the address it saw (203.0.113.9); the client writes a new one left of it.
    for (let i = 1; i <= 7; i++) messages.push(await wrongPassword(`198.51.100.${i}, 203.0.113.9`));
    expect(SIGN_IN_LIMITS.accountFromAddress.max).toBe(5);
    expect(messages.slice(0, 5)).toEqual(Array(5).fill('Invalid login credentials'));
    expect(messages[5]).toMatch(throttledSignIn);
    expect(messages[6]).toMatch(throttledSignIn);
  });

  it('7 addresses of one IPv6 /64 are one client, throttled at the 6th', async () => {
    const messages: (string | undefined)[] = [];
    for (let i = 1; i <= 7; i++) messages.push(await wrongPassword(`2001:db8:1:2::${i.toString(16)}a`));
    expect(messages.slice(0, 5)).toEqual(Array(5).fill('Invalid login credentials'));
    expect(messages[5]).toMatch(throttledSignIn);
    expect(messages[6]).toMatch(throttledSignIn);
    // The next /64 is another connection, with its own budget.
    expect(await wrongPassword('2001:db8:1:3::1')).toBe('Invalid login credentials');
  });

  it('counts a /64 as one address when it is the TCP peer too', async () => {
    const messages: (string | undefined)[] = [];
    for (let i = 1; i <= 6; i++) messages.push(await wrongPassword('', `2001:db8:77:1:${i}::1`));
    expect(messages.slice(0, 5)).toEqual(Array(5).fill('Invalid login credentials'));
    expect(messages[5]).toMatch(throttledSignIn);
  });

  it(`lets one /64 register ${SIGN_UP_LIMIT.max} accounts an hour, however many addresses it uses`, async () => {
    const outcomes: string[] = [];
    for (let i = 1; i <= SIGN_UP_LIMIT.max + 1; i++) {
      scope.peer = '127.0.0.1';
      scope.forwardedFor = `192.0.2.${i}, 2001:db8:5:6:${i}::${i}`;
      const password = 'another horse battery';
      const result = await signUpAction({ email: `client${i}@example.com`, password, confirm: password });
      outcomes.push(result.ok ? 'ok' : result.message);
    }
    expect(outcomes.slice(0, SIGN_UP_LIMIT.max)).toEqual(Array(SIGN_UP_LIMIT.max).fill('ok'));
    expect(outcomes[SIGN_UP_LIMIT.max]).toMatch(/^Too many registration attempts\. Try again in \d+ minutes?\.$/);
  });

  it('a client rotating through the /64s of one /48 gets four /64s worth of guesses, not 65,536', async () => {
    // Issue #37, 9: every /64 of 2001:db8:48::/48 is a fresh "address" to a /64 limit alone.
    const perAccount = SIGN_IN_LIMITS.accountFromAddress.max * WIDER_NETWORK_FACTOR;
    const messages: (string | undefined)[] = [];
    for (let i = 1; i <= perAccount + 1; i++) messages.push(await wrongPassword(`2001:db8:48:${i.toString(16)}::1`));
    expect(messages.slice(0, perAccount)).toEqual(Array(perAccount).fill('Invalid login credentials'));
    expect(messages[perAccount]).toMatch(throttledSignIn);
    // Another /48 is another network, with its own budget.
    expect(await wrongPassword('2001:db8:49:1::1')).toBe('Invalid login credentials');
  });
});
