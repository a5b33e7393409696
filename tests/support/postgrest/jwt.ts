/**
 * Unsigned JWT-shaped tokens for tests. The PostgREST stand-in reads the claims without
 * checking a signature: verifying tokens is Supabase's job; the adapter's job is to send
 * the right one, which is what the tests check.
 */
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function testJwt(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.test-signature`;
}

export function claimsOf(token: string): Record<string, unknown> | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export const testSupabaseUrl = 'https://abcdefghijklmnop.supabase.co';
export const testAnonKey = testJwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'anon' });
