import { useEffect, useRef, type RefObject } from 'react';

type Handlers = {
  /** Ctrl/Cmd+K */
  onSearch: () => void;
  /** Ctrl/Cmd+Shift+O */
  onNewChat: () => void;
  /** `?`, outside text fields */
  onHelp: () => void;
  /** Esc while a reply is being written and the focus is in the chat */
  onStop: () => void;
  replying: boolean;
  chatArea: RefObject<HTMLElement | null>;
};

/** Typing a `?` into a field is text, not a request for help. */
function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || !!target.closest('input, textarea, select'));
}

/** In a dialog or an open list, keys belong to it. */
function inOverlay(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    !!target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')
  );
}

/**
 * Focus in the chat: inside its area, or nowhere at all, which is where it is after Enter sends,
 * since the message box is disabled while the reply is written and the browser drops its focus.
 */
function focusInChat(chatArea: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !!chatArea?.contains(active);
}

/** The portal's keyboard shortcuts, listed for users in ./shortcuts-dialog. */
export function usePortalShortcuts(handlers: Handlers) {
  // Read at key time, so the listener is added once and still sees the current state.
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const { onSearch, onNewChat, onHelp, onStop, replying, chatArea } = current.current;
      const modifier = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      let handler: (() => void) | null = null;
      if (modifier && !event.shiftKey && key === 'k') handler = onSearch;
      else if (modifier && event.shiftKey && key === 'o') handler = onNewChat;
      else if (event.key === '?' && !modifier && !isTextField(event.target) && !inOverlay(event.target))
        handler = onHelp;
      else if (event.key === 'Escape' && !modifier && replying && focusInChat(chatArea.current)) handler = onStop;
      if (!handler) return;
      // Ctrl+K would otherwise focus the browser's address bar, Ctrl+Shift+O open its bookmarks.
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
