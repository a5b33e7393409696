// Only used to resolve paths; never contacted.
const BASE = 'http://next-path.invalid';
// Browsers read a backslash as a slash and drop tabs and newlines, so none may come in.
const UNSAFE_INPUT = /[\\\u0000-\u001f\u007f]/;

/**
 * Accepts only a same-site path ("/admin/dashboard"), never an absolute or
 * protocol-relative URL ("//evil.example", "/\\evil.example"), so a crafted
 * ?next= link cannot send a user elsewhere after signing in.
 *
 * The check is on what is returned, not on what came in: normalising can turn an
 * innocent-looking input ("/.//evil.example", "/%2e//evil.example") into "//evil.example".
 */
export function safeNextPath(value: unknown, fallback = '/admin/dashboard'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || UNSAFE_INPUT.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  return isSameSitePath(path) ? path : fallback;
}

/** A path a browser resolves on this origin, unchanged: one leading slash, nothing it would rewrite. */
function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_INPUT.test(path)) return false;
  const resolved = new URL(path, BASE);
  return resolved.origin === BASE && resolved.href === BASE + path;
}
