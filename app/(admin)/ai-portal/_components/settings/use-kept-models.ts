import { useCallback, useState } from 'react';
import type { ModelSelection } from './model-selection';

const STORAGE_KEY = 'portal.keptModels';
const MAX_KEPT = 50;
const keyOf = ({ provider, model }: ModelSelection) => `${provider}:${model}`;

function readKept(): string[] {
  try {
    const stored: unknown = typeof window === 'undefined' ? [] : JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    // Storage off or garbage: the notice just shows again.
    return [];
  }
}

/**
 * Models the user chose although the key does not list them (typed ids, "Keep it"), remembered in
 * this browser, so the retired-model notice does not come back for them after a reload.
 */
export function useKeptModels() {
  // Read once on the client; only consulted once a session is open, so never during hydration.
  const [kept, setKept] = useState<string[]>(readKept);

  const keep = useCallback((selection: ModelSelection) => {
    setKept((list) => {
      const next = [keyOf(selection), ...list.filter((entry) => entry !== keyOf(selection))].slice(0, MAX_KEPT);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Not remembered beyond this page: harmless.
      }
      return next;
    });
  }, []);

  const isKept = useCallback((selection: ModelSelection) => kept.includes(keyOf(selection)), [kept]);

  return { keep, isKept };
}
