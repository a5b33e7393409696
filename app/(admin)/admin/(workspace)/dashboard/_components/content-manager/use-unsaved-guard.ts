'use client';

import { useEffect } from 'react';
import { backLeaveConfirmed, useBackGuard } from './use-back-guard';
import { leaveQuestion } from './unsaved-sections';

/** Marks a form whose submission leaves the page (sign-out), so the guard asks first. */
export const LEAVES_PAGE = 'data-leaves-page';

/** Whether following this link would unload or replace the current page (and so drop the drafts). */
function leavesPage(link: HTMLAnchorElement, event: MouseEvent): boolean {
  // New tabs and downloads leave this page as it is.
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const to = new URL(link.href, window.location.href);
  const here = new URL(window.location.href);
  // A jump within the page (the section index) keeps everything.
  return !(to.origin === here.origin && to.pathname === here.pathname && to.search === here.search && to.hash !== '');
}

/**
 * Asks before unsaved edits are lost: the browser's own question on reload or close, and
 * "You have unsaved changes in hero, footer. Leave anyway?" before any link of the app (the
 * admin navigation included), a form marked LEAVES_PAGE (sign-out) or the browser's Back
 * takes the user elsewhere.
 */
export function useUnsavedGuard(names: readonly string[]) {
  const key = names.join('\n');
  useBackGuard(key ? leaveQuestion(names) : null);
  useEffect(() => {
    if (!key) return;
    const question = leaveQuestion(key.split('\n'));
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!backLeaveConfirmed()) event.preventDefault();
    };
    // Capture phase on the document: runs before React's handler on the link (next/link's
    // client-side navigation), so a "stay" stops the navigation before it starts.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !leavesPage(link, event)) return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // A form that takes the user elsewhere (sign-out: a server action, so no link and no unload).
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement) || !event.target.hasAttribute(LEAVES_PAGE)) return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [key]);
}

/** For a change inside the page (another content tab): true when there is nothing to lose or the user agrees. */
export function confirmLeaving(names: readonly string[]): boolean {
  return names.length === 0 || window.confirm(leaveQuestion(names));
}
