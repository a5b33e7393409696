'use client';

import { useEffect, useRef } from 'react';

const GUARD = 'unsavedEditsGuard';
const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD]);
const here = () => window.location.pathname + window.location.search;
let leaveConfirmed = false;
// Whether the entry shown before the latest move was the extra one: Back from it, once nothing is
// unsaved, goes on.
let wasOnGuard = false;

function pushGuard() {
  window.history.pushState({ [GUARD]: true }, '');
  wasOnGuard = true;
}

/** Whether the user already agreed to leave by Back (the browser need not ask again on unload). */
export const backLeaveConfirmed = () => leaveConfirmed;

/**
 * The browser's Back (a phone's back gesture too) moves Next's router within the document: no
 * click to catch and no beforeunload. While there is something to lose, an extra history entry
 * of this page takes the next Back and the question is asked there: "leave" goes on back,
 * "stay" puts the entry back. Once saved, Back from that entry is only a step on the way and
 * goes on at once (taking the entry away on save would be a traversal racing the user's next move).
 */
export function useBackGuard(question: string | null) {
  const asking = useRef(question);
  const dirty = question !== null;
  useEffect(() => {
    asking.current = question;
  }, [question]);
  useEffect(() => {
    if (!dirty) return;
    leaveConfirmed = false;
    if (!onGuardEntry()) pushGuard();
  }, [dirty]);

  useEffect(() => {
    const page = here();
    wasOnGuard = onGuardEntry();
    leaveConfirmed = false;
    const onPopState = () => {
      const cameFromGuard = wasOnGuard;
      wasOnGuard = onGuardEntry();
      // Next's router has restored the entry by now (its listener came first). One without state
      // is a jump to an anchor of this page (the section index): nothing is lost there.
      if (leaveConfirmed || wasOnGuard || window.history.state === null || here() !== page) return;
      const question = asking.current;
      if (question === null && !cameFromGuard) return;
      if (question === null || window.confirm(question)) {
        leaveConfirmed = question !== null;
        window.history.back();
      } else {
        pushGuard();
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}
