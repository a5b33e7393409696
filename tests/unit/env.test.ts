import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';

describe('environment', () => {
  it('runs in embedded mode with no configuration at all', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      mode: 'embedded',
      dataDir: path.resolve('.data'),
      REGISTRATION: 'closed',
      ADMIN_EMAILS: [],
      isBuild: false,
    });
  });

  it('selects supabase mode when both public Supabase variables are set', () => {
    const env = parseEnv({
      NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
      APP_ENCRYPTION_KEY: 'dGVzdC1vbmx5LWtleS0wMTIzNDU2Nzg5YWJjZGVmMDE=',
    });
    expect(env.mode).toBe('supabase');
  });

  it('requires APP_ENCRYPTION_KEY in supabase mode, where there is no data folder to keep a generated one', () => {
    expect(() =>
      parseEnv({ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon' }),
    ).toThrow(/APP_ENCRYPTION_KEY is required in supabase mode/);
  });

  it('refuses half a Supabase configuration with a message naming both variables', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY/,
    );
  });

  it('parses the admin allow-list and rejects a bad entry or registration value', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' A@Example.com, b@example.com ,' }).ADMIN_EMAILS).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
    expect(() => parseEnv({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/ADMIN_EMAILS/);
    expect(() => parseEnv({ REGISTRATION: 'sometimes' })).toThrow(/REGISTRATION/);
  });

  it("uses Next's internals unless NEXT_INTERNALS is off, and refuses any other value", () => {
    expect(parseEnv({}).NEXT_INTERNALS).toBe('on');
    expect(parseEnv({ NEXT_INTERNALS: 'off' }).NEXT_INTERNALS).toBe('off');
    expect(() => parseEnv({ NEXT_INTERNALS: 'false' })).toThrow(/NEXT_INTERNALS/);
  });

  it('knows when it runs inside next build', () => {
    expect(parseEnv({ NEXT_PHASE: 'phase-production-build' }).isBuild).toBe(true);
  });
});
