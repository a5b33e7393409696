import { useCallback, useState } from 'react';
import type { ModelSelection } from './model-selection';

const STORAGE_KEY = 'portal.recentModels';
const MAX_RECENT = 8;
export const recentKeyOf = ({ provider, model }: ModelSelection) => `${provider}:${model}`;

function readRecent(): string[] {
  try {
    const stored: unknown = typeof window === 'undefined' ? [] : JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    // Storage off or garbage: the picker starts in its usual order.
    return [];
  }
}

/** The models this browser used last, newest first, so the model picker offers them at the top. */
export function useRecentModels() {
  // Read once on the client; the picker's list is drawn only once it is opened, never during hydration.
  const [recent, setRecent] = useState<string[]>(readRecent);

  const used = useCallback((selection: ModelSelection) => {
    setRecent((list) => {
      const key = recentKeyOf(selection);
      const next = [key, ...list.filter((entry) => entry !== key)].slice(0, MAX_RECENT);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Not remembered beyond this page: harmless.
      }
      return next;
    });
  }, []);

  return { recent, used };
}
