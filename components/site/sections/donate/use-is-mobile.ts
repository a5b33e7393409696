'use client';

import { useSyncExternalStore } from 'react';
import { COARSE_POINTER_QUERY, isMobileDevice, NARROW_QUERY } from '@/lib/device';

function subscribe(onChange: () => void) {
  const queries = [COARSE_POINTER_QUERY, NARROW_QUERY].map((query) => window.matchMedia(query));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

function getSnapshot() {
  return isMobileDevice({
    coarsePointer: window.matchMedia(COARSE_POINTER_QUERY).matches,
    width: window.innerWidth,
  });
}

// The server cannot know the device, so the static HTML and the hydration pass use the
// desktop behaviour; React re-renders with the real answer right after hydrating.
const getServerSnapshot = () => false;

/** Mobile (touch pointer and narrower than 768 px), kept up to date on resize and rotation. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
