import { useSyncExternalStore } from 'react';

// Tailwind's `lg` breakpoint: from here the sessions and model settings sit beside the chat.
const WIDE = '(min-width: 64rem)';
// Below Tailwind's `sm`: the chat's own header row holds the sessions, tabs and Compare.
const PHONE = '(width < 40rem)';

function useMedia(query: string, onServer: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}

/**
 * True when the left column has room beside the chat. The server cannot know the width: it draws
 * the wide layout, whose column CSS hides on a narrow screen until the first client render.
 */
export function useWideScreen(): boolean {
  return useMedia(WIDE, true);
}

/** True on a phone's width; what only shows there is also hidden by CSS until the first client render. */
export function usePhoneScreen(): boolean {
  return useMedia(PHONE, false);
}
