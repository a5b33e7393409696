/**
 * Accepts only a same-site path ("/admin/dashboard"), never an absolute or
 * protocol-relative URL ("//evil.example", "/\\evil.example"), so a crafted
 * ?next= link cannot send a user elsewhere after signing in.
 */
export function safeNextPath(value: unknown, fallback = '/admin/dashboard'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return fallback;
  try {
    const url = new URL(value, 'http://localhost');
    return url.origin === 'http://localhost' ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}
