import { useSyncExternalStore } from 'react';

// A finger is the main pointer (a phone or tablet): its keyboard's Enter key is for new lines.
const TOUCH = '(pointer: coarse)';
// Below Tailwind's `sm`: the long placeholder would wrap over several lines.
const NARROW = '(max-width: 39.99rem)';

function subscribe(onChange: () => void) {
  const queries = [TOUCH, NARROW].map((query) => window.matchMedia(query));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

const read = () => (window.matchMedia(TOUCH).matches ? 2 : 0) + (window.matchMedia(NARROW).matches ? 1 : 0);

/**
 * How the message box is typed in: `touch` when the main pointer is a finger (Enter then adds a
 * line and the Send button sends, as in the phone chat apps), `narrow` on a phone-wide screen (a
 * short placeholder). The server draws the desktop box; the first client render corrects it.
 */
export function useTouchTyping(): { touch: boolean; narrow: boolean } {
  const state = useSyncExternalStore(subscribe, read, () => 0);
  return { touch: state >= 2, narrow: state % 2 === 1 };
}
