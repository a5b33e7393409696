'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Leaves a trace of broken links in the browser console, as the original site did. */
export function MissingPathLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return null;
}
