import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('server start with TRUSTED_PROXIES', () => {
  it('stops at once, naming the entry, when one is not an address or range', async () => {
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:9');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'anon');
    vi.stubEnv('TRUSTED_PROXIES', '127.0.0.1, proxy.internal');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The real exit would end the test runner; stop at it instead and check it was asked for.
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const { prepareServer } = await import('@/lib/startup');
    await expect(prepareServer()).rejects.toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls.flat().join('\n')).toContain(
      'TRUSTED_PROXIES: "proxy.internal" is not an IP address or CIDR range',
    );
  });
});
