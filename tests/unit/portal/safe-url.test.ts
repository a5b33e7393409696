import { describe, expect, it } from 'vitest';
import { safeUrl } from '@/app/(admin)/ai-portal/_components/markdown/safe-url';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:someone@example.com',
    'irc://irc.example.com/channel',
    'ircs://irc.example.com/channel',
    'xmpp:someone@example.com',
    '/relative/path',
    'relative/path',
    '#fragment',
    '?query=1',
    '//example.com/protocol-relative',
    '/path/with:colon',
    '?q=a:b',
    '#frag:ment',
    '',
  ])('keeps %j', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/id',
    'httpx://example.com',
    'mailto2:x',
  ])('empties %j', (url) => {
    expect(safeUrl(url)).toBe('');
  });
});
