import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signOutAction } from '@/app/(admin)/_components/sign-out-action';
import { signInAction } from '@/app/(admin)/admin/login/actions';
import { signUpAction } from '@/app/(admin)/admin/register/actions';
import { startHarness, type Harness } from '../ai/chat-harness';
import { noSession, oddString, wrongValue } from './fuzz-inputs';

// Server actions read cookies and headers from Next's request scope; here each call gets a fresh
// browser's cookies and its own client address (so sign-in throttling does not mask what is tested),
// stamped as the TCP peer the way the server's hook does (lib/http/peer-stamp.ts).
const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), address: '203.0.113.1' }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (scope.cookies.has(name) ? { name, value: scope.cookies.get(name)! } : undefined),
    set: (name: string, value: string) => void scope.cookies.set(name, value),
    delete: (name: string) => void scope.cookies.delete(name),
  }),
  headers: async () => {
    const { PEER_HEADER, peerStamp } = await import('@/lib/http/peer-stamp');
    return new Headers({ [PEER_HEADER]: peerStamp(scope.address) });
  },
}));

const STACK = /\n\s+at |\.tsx?:\d|\.m?js:\d|node_modules|Error:|TypeError/;
const PASSWORD = 'correct horse battery';
let h: Harness;
let calls = 0;

function freshRequest(cookie?: string) {
  scope.cookies = new Map(cookie?.startsWith('session=') ? [['session', cookie.slice('session='.length)]] : []);
  scope.address = `198.51.${Math.floor(calls / 250) % 250}.${calls++ % 250}`;
}

function expectMessage(result: { message?: unknown } | null) {
  expect(typeof result?.message).toBe('string');
  expect((result!.message as string).length).toBeGreaterThan(4);
  expect(result!.message).not.toMatch(STACK);
}

/** What a form field may carry: odd text, a huge string, a file, or nothing at all. */
const formValue = fc.oneof(
  oddString,
  fc.constant('x'.repeat(1_000_000)),
  fc.constant(new File(['%PDF'], 'cv.pdf')),
  fc.constant(undefined),
);

beforeAll(async () => {
  h = await startHarness();
  await h.signIn('owner@example.com');
});
afterAll(() => h.fake.close());

describe('server actions given bad input answer with a message, never an exception', () => {
  it('signInAction', async () => {
    await fc.assert(
      fc.asyncProperty(formValue, formValue, formValue, async (email, password, next) => {
        freshRequest();
        const form = new FormData();
        for (const [name, value] of Object.entries({ email, password, next }))
          if (value !== undefined) form.append(name, value);
        expectMessage(await signInAction(null, form));
        expect(scope.cookies.size).toBe(0);
      }),
      { numRuns: 25 },
    );
  });

  it('signInAction with the right password goes to a same-site page, whatever `next` says', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(oddString, fc.constantFrom('//evil.example', '/\\evil.example', 'https://evil.example')),
        async (next) => {
          freshRequest();
          const form = new FormData();
          form.append('email', 'owner@example.com');
          form.append('password', PASSWORD);
          form.append('next', next);
          const thrown = await signInAction(null, form).then(
            () => null,
            (error: { digest?: string }) => error,
          );
          const [code, , destination] = String(thrown?.digest).split(';');
          expect(code).toBe('NEXT_REDIRECT');
          expect(destination).toMatch(/^\/(?![/\\])/);
        },
      ),
      // Each run hashes a password for real, so a few well-chosen ones.
      { numRuns: 4, examples: [['//evil.example'], ['/\\evil.example'], ['https://evil.example']] },
    );
  });

  it('signUpAction', async () => {
    const fields = fc.record({ email: wrongValue, password: wrongValue, confirm: wrongValue }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fields, fc.anything()), async (input) => {
        freshRequest();
        const result = await signUpAction(input as never);
        if (result.ok) return;
        expectMessage(result);
      }),
      { numRuns: 30 },
    );
    // A long password that matches its confirmation reaches the real rules, not just the form's.
    freshRequest();
    const long = 'p'.repeat(100_000);
    const result = await signUpAction({ email: 'new@example.com', password: long, confirm: long });
    expect(result).toMatchObject({ ok: false, message: 'Password is too long' });
  });

  it('signOutAction without a valid session still signs out to the home page', async () => {
    await fc.assert(
      fc.asyncProperty(noSession, async (cookie) => {
        freshRequest(cookie);
        const thrown = await signOutAction().then(
          () => null,
          (error: { digest?: string }) => error,
        );
        expect(String(thrown?.digest).split(';').slice(0, 3)).toEqual(['NEXT_REDIRECT', 'replace', '/']);
      }),
      { numRuns: 15 },
    );
  });
});
