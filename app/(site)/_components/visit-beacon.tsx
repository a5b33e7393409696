'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { VisitBody } from '@/lib/visitors/visit-body';

/** The referring site's host name only: the full address never leaves the browser. */
function referrerHost(): string | null {
  try {
    return document.referrer ? new URL(document.referrer).hostname : null;
  } catch {
    return null;
  }
}

/**
 * Counts a page view once the page has loaded and on every client-side navigation: one
 * navigator.sendBeacon to /api/visit (app/api/visit/route.ts), which the browser sends in the
 * background, after the page, without holding anything up. No cookie, no storage. The referrer
 * goes with the first view only: later ones came from this site.
 */
export function VisitBeacon() {
  const pathname = usePathname();
  const sent = useRef<string | null>(null);
  const first = useRef(true);
  useEffect(() => {
    const send = () => {
      // React runs effects twice in development: one view is one beacon.
      if (sent.current === pathname) return;
      sent.current = pathname;
      const referrer = first.current ? referrerHost() : null;
      first.current = false;
      // Any page may send; the route counts only the public pages (COUNTED_PATHS) and refuses the rest.
      const body: VisitBody = { path: pathname as VisitBody['path'], referrer };
      navigator.sendBeacon?.('/api/visit', JSON.stringify(body));
    };
    if (document.readyState === 'complete') {
      send();
      return;
    }
    window.addEventListener('load', send, { once: true });
    return () => window.removeEventListener('load', send);
  }, [pathname]);
  return null;
}
