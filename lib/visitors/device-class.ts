import type { DeviceClass } from '@/lib/data/visits-port';

// Tablets first: Android tablets say "Android" without "Mobile", iPads say "iPad" (but iPadOS
// 13+ in its default desktop mode says "Macintosh" and is counted as a desktop).
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|SM-T\d/i;
const MOBILE = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini/i;

/** The device class of a user agent; the user agent itself is never stored. */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}
