import { useSyncExternalStore } from 'react';

// Tailwind's `lg` breakpoint: from here the sessions and model settings sit beside the chat.
const WIDE = '(min-width: 64rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True when the left column has room beside the chat. The server cannot know the width: it draws
 * the wide layout, whose column CSS hides on a narrow screen until the first client render.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
