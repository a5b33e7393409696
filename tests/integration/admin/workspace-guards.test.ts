import { isValidElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import AccountPage from '@/app/(admin)/admin/(workspace)/account/page';
import AdminsPage from '@/app/(admin)/admin/(workspace)/admins/page';
import BackupPage from '@/app/(admin)/admin/(workspace)/backup/page';
import DashboardPage from '@/app/(admin)/admin/(workspace)/dashboard/page';
import EmailPage from '@/app/(admin)/admin/(workspace)/email/page';
import ImagesPage from '@/app/(admin)/admin/(workspace)/images/page';
import InquiriesPage from '@/app/(admin)/admin/(workspace)/inquiries/page';
import VisitorsPage from '@/app/(admin)/admin/(workspace)/visitors/page';
import WorkspaceLayout from '@/app/(admin)/admin/(workspace)/layout';
import { AccessDenied } from '@/app/(admin)/_components/access-denied';
import { startHarness, type Harness } from '../ai/chat-harness';

// Pages read the session cookie from Next's request scope; each call here is one browser's request.
const scope = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (scope.cookies.has(name) ? { name, value: scope.cookies.get(name)! } : undefined),
    getAll: () => [...scope.cookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => void scope.cookies.set(name, value),
    delete: (name: string) => void scope.cookies.delete(name),
  }),
  headers: async () => new Headers(),
}));

let h: Harness;
const cookies = { owner: '', admin: '', member: '' };

function as(cookie: string) {
  scope.cookies = new Map(cookie ? [['session', cookie.slice('session='.length)]] : []);
}

/** What rendering the page did: a page, the access-denied screen, a redirect (where to) or a 404. */
async function outcome(render: () => Promise<unknown>): Promise<string> {
  try {
    const element = await render();
    if (isValidElement(element) && element.type === AccessDenied) return 'access denied';
    return 'page';
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? error);
    if (digest.startsWith('NEXT_REDIRECT')) return `redirect ${digest.split(';')[2]}`;
    if (digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'not found';
    throw error;
  }
}

const noQuery = { searchParams: Promise.resolve({}) };
const pages = {
  '/admin/dashboard': () => DashboardPage(noQuery),
  '/admin/images': () => ImagesPage(),
  '/admin/account': () => AccountPage(),
  '/admin/admins': () => AdminsPage(),
  '/admin/backup': () => BackupPage(),
  '/admin/email': () => EmailPage(),
  '/admin/inquiries': () => InquiriesPage(noQuery),
  '/admin/visitors': () => VisitorsPage(),
};

beforeAll(async () => {
  h = await startHarness();
  // The first account is the owner; the database lets the next ones in as admins.
  cookies.owner = (await h.signIn('owner@example.com')).cookie;
  cookies.admin = (await h.signIn('second-admin@example.com')).cookie;
  const member = await h.signIn('member@example.com');
  await h.db.query('update public.profiles set is_admin = false where user_id = $1', [member.id]);
  cookies.member = member.cookie;
});
afterAll(() => h.fake.close());

describe('every workspace page checks the user on the server, without the proxy', () => {
  it.each(Object.keys(pages))('%s sends a visitor who is not signed in to the login page', async (path) => {
    as('');
    expect(await outcome(pages[path as keyof typeof pages])).toBe('redirect /admin/login');
  });

  it('the owner opens every page', async () => {
    as(cookies.owner);
    for (const render of Object.values(pages)) expect(await outcome(render)).toBe('page');
  });

  it('another admin opens the shared pages; the owner’s pages (Admins, Backup, E-mail) are not found', async () => {
    as(cookies.admin);
    const seen = Object.fromEntries(
      await Promise.all(Object.entries(pages).map(async ([path, render]) => [path, await outcome(render)])),
    );
    expect(seen).toEqual({
      '/admin/dashboard': 'page',
      '/admin/images': 'page',
      '/admin/account': 'page',
      '/admin/admins': 'not found',
      '/admin/backup': 'not found',
      '/admin/email': 'not found',
      '/admin/inquiries': 'page',
      '/admin/visitors': 'page',
    });
  });

  it('a signed-in account without admin rights gets ACCESS DENIED or not found, never a page', async () => {
    as(cookies.member);
    for (const path of [
      '/admin/dashboard',
      '/admin/images',
      '/admin/account',
      '/admin/inquiries',
      '/admin/visitors',
    ] as const)
      expect(await outcome(pages[path])).toBe('access denied');
    for (const path of ['/admin/admins', '/admin/backup', '/admin/email'] as const)
      expect(await outcome(pages[path])).toBe('not found');
  });

  it('the layout around them redirects a visitor too, and draws no navigation for a non-admin', async () => {
    const child = 'the page';
    as('');
    expect(await outcome(() => WorkspaceLayout({ children: child }))).toBe('redirect /admin/login');
    as(cookies.member);
    expect(await WorkspaceLayout({ children: child })).toBe(child);
  });
});
