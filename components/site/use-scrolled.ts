'use client';

import { useSyncExternalStore } from 'react';
import { SCROLL_THRESHOLD_PX } from './nav-links';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};
const isScrolled = () => window.scrollY > SCROLL_THRESHOLD_PX;
const notScrolledOnServer = () => false;

/** True once the page is scrolled more than 10 px. */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, isScrolled, notScrolledOnServer);
}
