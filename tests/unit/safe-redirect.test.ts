import { describe, expect, it } from 'vitest';
import { confirmNextPath } from '@/lib/auth/confirm';
import { safeNextPath } from '@/lib/safe-redirect';
import { hostileNextValues, legitimateNextValues } from '../support/redirect-corpus';

const SITE = 'https://site.example';

/** What a browser does with the returned value: it must stay on the site, as a plain path. */
function expectSameSitePath(result: string) {
  expect(result).toMatch(/^\/(?![/\\])/);
  expect(result).not.toMatch(/[\\\u0000-\u0020\u007f]/);
  const resolved = new URL(result, SITE);
  expect(resolved.origin).toBe(SITE);
  // The browser reads exactly what was checked: resolving changes nothing.
  expect(resolved.href).toBe(SITE + result);
}

describe.each([
  ['safeNextPath', (value: string) => safeNextPath(value)],
  ['confirmNextPath', (value: string) => confirmNextPath(value)],
])('%s', (_name, nextPath) => {
  it.each(legitimateNextValues)('keeps the same-site path %j', (path) => {
    expect(nextPath(path)).toBe(path);
  });

  it.each(hostileNextValues)('keeps %j on the site', (value) => {
    expectSameSitePath(nextPath(value));
  });
});

describe('safeNextPath', () => {
  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    'javascript:alert(1)',
    '',
    undefined,
    42,
    '/\t/evil.example',
  ])('falls back for %j', (value) => {
    expect(safeNextPath(value)).toBe('/admin/dashboard');
  });
});
