import 'server-only';
import type { BrowserFamily } from '@/lib/data/port';

/**
 * The browser family of a User-Agent, for the account activity list: enough to tell "that was
 * not my browser" without storing the full string (which identifies a device far better).
 * Order matters: Edge and Chrome on iOS say "Safari" too, Edge says "Chrome".
 */
export function browserFamily(userAgent: string | null | undefined): BrowserFamily {
  const ua = userAgent ?? '';
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'Firefox';
  if (/\b(OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi)\//.test(ua)) return 'Other';
  if (/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//.test(ua)) return 'Chrome';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(ua)) return 'Safari';
  return 'Other';
}
