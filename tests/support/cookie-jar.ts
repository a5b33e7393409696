import type { CookieJar, CookieOptions } from '@/lib/auth/types';

/** A browser's cookie store for one site, as the auth adapter sees it through Next. */
export function memoryCookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, CookieOptions>();
  const jar: CookieJar = {
    get: (name) => values.get(name),
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set: (name, value, opts) => {
      values.set(name, value);
      options.set(name, opts);
    },
    delete: (name) => {
      values.delete(name);
      options.delete(name);
    },
  };
  return { jar, values, options };
}
