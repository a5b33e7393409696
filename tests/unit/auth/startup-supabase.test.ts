import { afterEach, describe, expect, it, vi } from 'vitest';

// getEnv() reads process.env once per module instance: each case loads a fresh one.
async function startWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { prepareServer } = await import('@/lib/startup');
  await prepareServer();
  return { info: info.mock.calls.flat().join('\n'), warn: warn.mock.calls.flat().join('\n') };
}

const supabase = {
  NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:9',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
  DATA_DIR: '/nonexistent/never-opened',
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('server start in supabase mode', () => {
  it('announces the mode and opens no embedded database', async () => {
    const { info, warn } = await startWith({ ...supabase, ADMIN_EMAILS: '', REGISTRATION: 'closed' });
    expect(info).toContain('Supabase mode: auth and data at http://127.0.0.1:9');
    expect(warn).toBe('');
  });

  it('warns that ADMIN_EMAILS and REGISTRATION are not applied, and where the rule is managed instead', async () => {
    const { warn } = await startWith({ ...supabase, ADMIN_EMAILS: 'partner@example.com' });
    expect(warn).toMatch(/ignored in supabase mode: the owner manages the allow-list in the dashboard \(Admins\)/);
  });
});
