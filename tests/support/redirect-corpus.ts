// `next` values (as the page receives them, already URL-decoded once) that try to send a
// user off the site after signing in or confirming an e-mail. Shared by the unit, route
// and browser tests: whatever the value, the user must stay on the site's origin.
export const hostileNextValues: readonly string[] = [
  // protocol-relative and absolute
  '//evil.example',
  '///evil.example',
  '//evil.example/admin/dashboard',
  'https://evil.example',
  'https:evil.example',
  'http:/\\evil.example',
  'evil.example',
  // backslashes, which browsers read as slashes
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '//\\evil.example',
  '/./\\evil.example',
  '/admin\\..\\..\\\\evil.example',
  // dot segments that collapse into "//" once normalised
  '/.//evil.example',
  '/a/..//evil.example',
  '/..//evil.example',
  '/a/../..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/%2e%2e/%2e%2e//evil.example',
  // tabs, newlines and other characters the URL parser strips or rewrites
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\u0000/evil.example',
  // percent-encoded slashes and backslashes
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '/%0d%0aLocation:%20https://evil.example',
  // user-info tricks
  '//site.example@evil.example',
  '/@evil.example',
  '//user:pass@evil.example/',
  // lookalike slashes
  '/\u2215\u2215evil.example',
  '/\uFF0F\uFF0Fevil.example',
  '\uFF0F\uFF0Fevil.example',
  '/\u3002/evil.example',
  // other schemes
  'javascript:alert(document.domain)',
  '/javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

/** Same-site destinations that must survive unchanged. */
export const legitimateNextValues: readonly string[] = ['/ai-portal', '/admin/dashboard?x=1#y', '/test-supabase#log'];
