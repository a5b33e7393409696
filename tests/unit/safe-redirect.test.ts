import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/safe-redirect';

describe('safeNextPath', () => {
  it.each(['/ai-portal', '/admin/dashboard?tab=home', '/test-supabase#log'])('keeps the relative path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    undefined,
    42,
    '/\t/evil.example',
  ])('falls back for %s', (value) => {
    expect(safeNextPath(value)).toBe('/admin/dashboard');
  });
});
