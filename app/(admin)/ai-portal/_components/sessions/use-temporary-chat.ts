import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatSession } from '@/lib/data/port';
import { deleteSession, deleteSessionOnLeave } from '../portal-api';

/**
 * The temporary chat: asked for on the new chat (`wanted`, its header's toggle),
 * stored marked temporary by its first send, and deleted once the user leaves it: another chat or
 * the new chat shown (`left`), the portal left, the page closed or reloaded (a keepalive DELETE on
 * pagehide). One a crashed tab leaves behind is swept by the server once idle (the list's read).
 */
export function useTemporaryChat() {
  const [wanted, setWanted] = useState(false);
  const [held, setHeld] = useState<ChatSession | null>(null);
  // The chat to delete at once, whichever render's callback asks (state shows it a render later).
  const heldNow = useRef<ChatSession | null>(null);

  const hold = useCallback((session: ChatSession) => {
    heldNow.current = session;
    setHeld(session);
  }, []);

  /** The chat `nextId` is shown now (null: the new chat): a temporary chat left behind is deleted. */
  const left = useCallback((nextId: string | null) => {
    const gone = heldNow.current;
    if (!gone || gone.id === nextId) return;
    heldNow.current = null;
    setHeld(null);
    setWanted(false);
    // Not waited for, and a failure is not shown: the server's sweep takes what a lost call leaves.
    void deleteSession(gone.id);
  }, []);

  useEffect(() => {
    if (!held) return;
    const leaving = () => deleteSessionOnLeave(held.id);
    window.addEventListener('pagehide', leaving);
    return () => window.removeEventListener('pagehide', leaving);
  }, [held]);

  // The portal left for another admin page (no pagehide within the app): the chat goes too.
  useEffect(() => {
    const chats = heldNow;
    return () => {
      if (chats.current) deleteSessionOnLeave(chats.current.id);
    };
  }, []);

  return { wanted, setWanted, held, hold, left };
}
