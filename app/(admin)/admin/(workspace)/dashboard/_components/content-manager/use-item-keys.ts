import { useState } from 'react';

let nextKey = 0;
const newKey = () => `item-${nextKey++}`;

/**
 * Stable keys for the items of a list, moved along with them: React keeps each item's inputs
 * (and focus) with the item when it moves, and the drag library follows it by the same id.
 * A list that changes length from outside (an added item, a discard) gets keys added or cut.
 */
export function useItemKeys(length: number) {
  const [keys, setKeys] = useState<string[]>(() => Array.from({ length }, newKey));
  let current = keys;
  if (keys.length !== length) {
    current =
      keys.length > length ? keys.slice(0, length) : [...keys, ...Array.from({ length: length - keys.length }, newKey)];
    // Adjusting state while rendering, React's documented way to follow a prop.
    setKeys(current);
  }
  return [current, setKeys] as const;
}
