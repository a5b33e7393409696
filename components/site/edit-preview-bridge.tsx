'use client';

import { useEffect } from 'react';
import { isToFrame, valueAtPath, type FromFrame, type ToFrame } from '@/lib/content/edit-page-messages';

const SELECTED = 'data-edit-selected';

function marksOf(page: string, section: string, path?: string): HTMLElement[] {
  const selector =
    `[data-edit-page="${CSS.escape(page)}"][data-edit-section="${CSS.escape(section)}"]` +
    (path === undefined ? '' : `[data-edit-path="${CSS.escape(path)}"]`);
  return [...document.querySelectorAll<HTMLElement>(selector)];
}

function apply(message: Exclude<ToFrame, { kind: 'edit-page:hello' }>) {
  if (message.kind === 'edit-page:content') {
    // Only the marked elements, and only text: React drew them once on the server and does not
    // draw them again, so writing their text shows the keystroke without a round trip.
    for (const element of marksOf(message.page, message.section)) {
      const value = valueAtPath(message.content, element.dataset.editPath ?? '');
      if (typeof value === 'string' && element.textContent !== value) element.textContent = value;
    }
    return;
  }
  for (const element of document.querySelectorAll(`[${SELECTED}]`)) element.removeAttribute(SELECTED);
  const [first, ...rest] = marksOf(message.page, message.section, message.path);
  for (const element of [first, ...rest]) element?.setAttribute(SELECTED, '');
  first?.scrollIntoView({ block: 'nearest' });
}

/**
 * Drawn only in the "Edit page" frame (the draft preview): outlines the texts the owner can edit,
 * tells the editor which one was clicked, and shows each keystroke the editor sends.
 */
export function EditPreviewBridge() {
  useEffect(() => {
    const editor = window.parent;
    if (editor === window) return;
    const post = (message: FromFrame) => editor.postMessage(message, window.location.origin);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== editor || !isToFrame(event.data)) return;
      if (event.data.kind === 'edit-page:hello') post({ kind: 'edit-page:ready' });
      else apply(event.data);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const mark = target?.closest<HTMLElement>('[data-edit-path]');
      // The frame stays on the page being edited: links are for visitors.
      if (mark || target?.closest('a[href]')) event.preventDefault();
      if (!mark) return;
      event.stopPropagation();
      const { editPage: page = '', editSection: section = '', editPath: path = '' } = mark.dataset;
      post({ kind: 'edit-page:pick', page, section, path });
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('click', onClick, true);
    post({ kind: 'edit-page:ready' });
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
  return (
    <style>{`[data-edit-path]{cursor:pointer;border-radius:2px}
[data-edit-path]:hover{outline:2px dashed #f59e0b;outline-offset:3px}
[${SELECTED}]{outline:2px solid #f59e0b;outline-offset:3px}`}</style>
  );
}
