'use client';

import { useSyncExternalStore } from 'react';
import type { ActionResult } from '@/lib/action-result';

export type LoadedList<T> = {
  /** The list, rendered: loaded when the first component shows it. */
  use: () => readonly T[];
  /** Loads it again (after a change saved elsewhere); a failed load keeps what was there. */
  reload: () => Promise<void>;
  /** Shows a list the server just answered with, without asking again. */
  publish: (next: readonly T[]) => void;
  /** The list once loaded, for code outside React (loaded now when nothing showed it yet). */
  loaded: () => Promise<readonly T[]>;
};

const EMPTY: readonly never[] = [];

/**
 * A list of the user's settings shared by several parts of the portal (the model prices, the
 * models marked "accepts images"): a store at module level rather than a React context, so the
 * portal's tree needs no provider around it, loaded once when first used.
 */
export function loadedList<T>(load: () => Promise<ActionResult<readonly T[]>>, what: string): LoadedList<T> {
  let list: readonly T[] = EMPTY;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: readonly T[]) => {
    list = next;
    for (const listener of listeners) listener();
  };
  const reload = () => {
    loading = load().then((result) =>
      result.ok ? publish(result.data) : console.warn(`Loading ${what} failed.`, result.message),
    );
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (!loading) void reload();
    return () => listeners.delete(listener);
  };

  return {
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => list,
        () => EMPTY,
      ),
    reload,
    publish,
    loaded: async () => {
      await (loading ?? reload());
      return list;
    },
  };
}
