import { useState, type SetStateAction } from 'react';

type Keys = { keys: string[]; next: number };

/**
 * Stable keys for the items of a list, moved along with them: React keeps each item's inputs
 * (and focus) with the item when it moves, and the drag library follows it by the same id.
 * The first keys are the items' places, so the server's HTML and the browser's agree (the keys
 * are in the move buttons' ids); later ones count on. A list that changes length from outside
 * (an added item, a discard) gets keys added or cut.
 */
export function useItemKeys(length: number) {
  const [state, setState] = useState<Keys>(() => ({ keys: Array.from({ length }, (_, i) => `k${i}`), next: length }));
  let current = state;
  if (state.keys.length !== length) {
    const added = Math.max(0, length - state.keys.length);
    current = {
      keys: [...state.keys.slice(0, length), ...Array.from({ length: added }, (_, i) => `k${state.next + i}`)],
      next: state.next + added,
    };
    // Adjusting state while rendering, React's documented way to follow a prop.
    setState(current);
  }
  const setKeys = (change: SetStateAction<string[]>) =>
    setState((previous) => ({
      ...previous,
      keys: typeof change === 'function' ? change(previous.keys) : change,
    }));
  return [current.keys, setKeys] as const;
}
