import { redirect } from 'next/navigation';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { signInAction } from '@/app/(admin)/admin/login/actions';
import { signUpAction } from '@/app/(admin)/admin/register/actions';
import { argsOf, textInput, validatedAction, validatedFormAction } from '@/lib/actions/validated-action';
import { AppError } from '@/lib/errors';
import { startHarness, type Harness } from '../ai/chat-harness';

// Server actions read cookies and headers from Next's request scope: here each test sets the
// headers its request arrives with (Host, Origin) and the session cookie it carries, and the
// TCP peer is stamped the way the server's hook does (lib/http/peer-stamp.ts).
const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), headers: {} as Record<string, string> }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (scope.cookies.has(name) ? { name, value: scope.cookies.get(name)! } : undefined),
    set: (name: string, value: string) => void scope.cookies.set(name, value),
    delete: (name: string) => void scope.cookies.delete(name),
  }),
  headers: async () => {
    const { PEER_HEADER, peerStamp } = await import('@/lib/http/peer-stamp');
    return new Headers({ [PEER_HEADER]: peerStamp('203.0.113.9'), ...scope.headers });
  },
}));

const SITE = { host: 'localhost:3000' };
const CROSS_SITE = 'Cross-site requests are not allowed.';
let h: Harness;
let seen: unknown[];

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.fake.close());
beforeEach(() => {
  scope.cookies = new Map();
  scope.headers = { ...SITE, origin: 'http://localhost:3000' };
  seen = [];
});

const rename = validatedAction(
  {
    input: argsOf({ name: z.string().min(1, 'Give it a name.'), note: textInput }),
    gate: 'anyone',
    fallback: 'Not renamed',
  },
  async (input) => {
    seen.push(input);
    if (input.name === 'taken') throw new AppError('conflict', 'That name is taken.');
    if (input.name === 'database down') throw new AppError('unavailable', 'Try again in a moment.');
    if (input.name === 'bug') throw new Error('internal detail');
    if (input.name === 'go') redirect('/elsewhere');
    return { renamed: input.name };
  },
);

describe('validatedAction', () => {
  it('runs with the parsed input and answers its result', async () => {
    expect(await rename({ name: 'Kitchen', note: 42 })).toEqual({ ok: true, data: { renamed: 'Kitchen' } });
    expect(seen).toEqual([{ name: 'Kitchen', note: '' }]);
  });

  it('answers bad input with field errors, without running', async () => {
    const result = await rename({ name: '' });
    expect(result).toEqual({ ok: false, message: 'Give it a name.', fieldErrors: { name: ['Give it a name.'] } });
    expect((await rename('not an object')).ok).toBe(false);
    expect(seen).toEqual([]);
  });

  it('maps an AppError to its message, and anything else to the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await rename({ name: 'taken' })).toMatchObject({ ok: false, message: 'That name is taken.' });
    expect(await rename({ name: 'database down' })).toMatchObject({ ok: false, message: 'Try again in a moment.' });
    expect(await rename({ name: 'bug' })).toEqual({ ok: false, message: 'Not renamed' });
    vi.restoreAllMocks();
  });

  it('lets a redirect from the action through', async () => {
    const thrown = await rename({ name: 'go' }).catch((error: { digest?: string }) => error);
    expect(String((thrown as { digest?: string }).digest).split(';')[0]).toBe('NEXT_REDIRECT');
  });

  it('refuses another site (and an opaque origin) before running', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'https://localhost:3000', 'null']) {
      scope.headers = { ...SITE, origin };
      expect(await rename({ name: 'Kitchen' })).toEqual({ ok: false, message: CROSS_SITE });
    }
    scope.headers = { ...SITE, 'sec-fetch-site': 'cross-site' };
    expect(await rename({ name: 'Kitchen' })).toEqual({ ok: false, message: CROSS_SITE });
    expect(seen).toEqual([]);
  });

  it('sends a signed-out caller of a signed-in action to the login page', async () => {
    const mine = validatedAction({ input: argsOf({}), gate: 'user', fallback: 'No' }, async () => 'ran');
    const thrown = await mine().catch((error: { digest?: string }) => error);
    expect(
      String((thrown as { digest?: string }).digest)
        .split(';')
        .slice(0, 3),
    ).toEqual(['NEXT_REDIRECT', 'replace', '/admin/login']);
  });
});

describe('validatedFormAction', () => {
  type Kept = { message: string; word: string } | null;
  const remember = validatedFormAction({
    input: { word: z.string('Type a word.').max(5, 'Five letters at most.') },
    fallback: 'Not kept',
    refused: (message, fields): Kept => ({ message, word: String(fields.word ?? '') }),
    run: async ({ word }) => {
      if (word === 'taken') throw new AppError('conflict', 'Already kept.');
      return word.toUpperCase();
    },
    then: async (upper): Promise<Kept> => ({ message: `Kept ${upper}`, word: '' }),
  });
  const form = (word?: string) => {
    const data = new FormData();
    if (word !== undefined) data.set('word', word);
    return data;
  };

  it('runs, then answers what `then` says', async () => {
    expect(await remember(null, form('hi'))).toEqual({ message: 'Kept HI', word: '' });
  });

  it('answers bad input, an AppError and another site with the refused state, keeping the typed value', async () => {
    expect(await remember(null, form('toolong'))).toEqual({ message: 'Five letters at most.', word: 'toolong' });
    expect(await remember(null, form())).toEqual({ message: 'Type a word.', word: '' });
    expect(await remember(null, form('taken'))).toEqual({ message: 'Already kept.', word: 'taken' });
    scope.headers = { ...SITE, origin: 'https://evil.example' };
    expect(await remember(null, form('hi'))).toEqual({ message: CROSS_SITE, word: 'hi' });
  });
});

describe("the app's actions refuse another site", () => {
  it('signUpAction creates no account for a cross-site call', async () => {
    scope.headers = { ...SITE, origin: 'https://evil.example' };
    const email = 'cross-site@example.com';
    const result = await signUpAction({ email, password: 'correct horse battery', confirm: 'correct horse battery' });
    expect(result).toEqual({ ok: false, message: CROSS_SITE });
    const rows = await h.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows.rows).toHaveLength(0);
  });

  it('signInAction sets no session for a cross-site form, and keeps the typed e-mail', async () => {
    await h.signIn('owner@example.com');
    scope.headers = { ...SITE, origin: 'https://evil.example' };
    const data = new FormData();
    data.set('email', 'owner@example.com');
    data.set('password', 'correct horse battery');
    expect(await signInAction(null, data)).toEqual({ message: CROSS_SITE, email: 'owner@example.com' });
    expect(scope.cookies.size).toBe(0);
  });
});
