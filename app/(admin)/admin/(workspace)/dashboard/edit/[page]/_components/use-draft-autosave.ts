'use client';

import { useCallback, useRef, useState } from 'react';
import { saveDraft } from './page-draft-api';

export type SectionEdit = { content: unknown; baseUpdatedAt: string };
export type AutosaveState = { status: 'idle' | 'saving' | 'saved' | 'failed'; message?: string };

// Long enough that a word typed is one request, short enough that a reload right after loses nothing.
const QUIET_MS = 400;

/**
 * Keeps the owner's edits on the server as they type (their draft, nothing published): one save
 * per section after a short pause, in order per section, so an older save never lands last.
 */
export function useDraftAutosave(page: string) {
  const [state, setState] = useState<AutosaveState>({ status: 'idle' });
  const pending = useRef(new Map<string, SectionEdit>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const chains = useRef(new Map<string, Promise<boolean>>());
  const inFlight = useRef(0);

  const send = useCallback(
    (id: string) => {
      const previous = chains.current.get(id) ?? Promise.resolve(true);
      const next = previous.then(async () => {
        const edit = pending.current.get(id);
        if (!edit) return true;
        pending.current.delete(id);
        inFlight.current += 1;
        setState({ status: 'saving' });
        const result = await saveDraft(page, { id, content: edit.content, baseUpdatedAt: edit.baseUpdatedAt });
        inFlight.current -= 1;
        // "Draft kept" only once nothing typed is still waiting or on its way.
        const waiting = pending.current.size > 0 || inFlight.current > 0;
        if (!result.ok) setState({ status: 'failed', message: result.message });
        else if (!waiting) setState({ status: 'saved' });
        return result.ok;
      });
      chains.current.set(id, next);
      return next;
    },
    [page],
  );

  const schedule = useCallback(
    (id: string, edit: SectionEdit) => {
      pending.current.set(id, edit);
      // Said at once, so the status never claims a draft is kept while a keystroke waits to be sent.
      setState({ status: 'saving' });
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => void send(id), QUIET_MS),
      );
    },
    [send],
  );

  /** Sends what is still waiting; true when every section's draft is stored. */
  const flush = useCallback(async () => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    const ids = new Set([...pending.current.keys(), ...chains.current.keys()]);
    const results = await Promise.all([...ids].map(send));
    return results.every(Boolean);
  }, [send]);

  /** Forgets the edits not sent yet (the draft is being discarded). */
  const drop = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    pending.current.clear();
    setState({ status: 'idle' });
  }, []);

  return { state, schedule, flush, drop };
}
