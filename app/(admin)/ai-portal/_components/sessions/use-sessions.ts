import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ChatMessage, ChatSession } from '@/lib/data/port';
import { defaultSelection, selectionOf, type ModelSelection } from '../settings/model-selection';
import { createSession, deleteSession, getSession, listSessions, updateSession } from '../portal-api';

const fail = (description: string) => (error: unknown) => {
  console.error(description, error);
  toast.error('Error', { description });
};

/**
 * The session list, the active session and its model settings. `showMessages` receives the
 * messages of whichever session becomes active ([] while it loads or when none is), and the
 * session itself once loaded (a reply may still be being written in it).
 */
export function useSessions(showMessages: (messages: ChatMessage[], session?: ChatSession) => void) {
  const [sessions, setSessions] = useState<ChatSession[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [selection, setSelection] = useState<ModelSelection>(defaultSelection);
  const [loading, setLoading] = useState(false);
  // Bumped on every switch, so a slow load of a session the user already left is ignored.
  const switchCount = useRef(0);
  // Bumped on every change made here (new, deleted, settings), so a listing that left before it
  // (a reply's end refreshes the order) cannot answer after it and take a new chat off the list.
  const listChanges = useRef(0);

  const refresh = useCallback(function listAgain(): Promise<void> {
    const before = listChanges.current;
    return listSessions().then(
      (list) => (before === listChanges.current ? setSessions(list) : listAgain()),
      fail('Failed to load chat sessions'),
    );
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const activate = useCallback(
    (id: string | null) => {
      switchCount.current += 1;
      setActiveId(id);
      setLoading(false);
      showMessages([]);
      return switchCount.current;
    },
    [showMessages],
  );

  const select = useCallback(
    async (id: string) => {
      if (id === activeId) return;
      const ticket = activate(id);
      setLoading(true);
      try {
        const { session, messages } = await getSession(id);
        if (ticket !== switchCount.current) return;
        setSelection(selectionOf(session));
        showMessages(messages, session);
      } catch (error) {
        if (ticket !== switchCount.current) return;
        activate(null);
        fail('Failed to load the session')(error);
      } finally {
        if (ticket === switchCount.current) setLoading(false);
      }
    },
    [activeId, activate, showMessages],
  );

  const create = useCallback(async () => {
    try {
      const session = await createSession(selection);
      listChanges.current += 1;
      setSessions((list) => [session, ...(list ?? []).filter((s) => s.id !== session.id)]);
      activate(session.id);
    } catch (error) {
      fail('Failed to create a session')(error);
    }
  }, [selection, activate]);

  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteSession(id);
        listChanges.current += 1;
        setSessions((list) => list?.filter((s) => s.id !== id) ?? list);
        if (id === activeId) activate(null);
      } catch (error) {
        fail('Failed to delete the session')(error);
      }
    },
    [activeId, activate],
  );

  /** Keeps a session's entry current and the list in the server's order (newest activity first). */
  const changed = useCallback(
    (session: ChatSession) => {
      setSessions((list) => list?.map((s) => (s.id === session.id ? session : s)) ?? list);
      void refresh();
    },
    [refresh],
  );

  const choose = useCallback(
    async (next: ModelSelection) => {
      setSelection(next);
      if (!activeId) return;
      try {
        const session = await updateSession(activeId, next);
        listChanges.current += 1;
        setSessions((list) => list?.map((s) => (s.id === session.id ? session : s)) ?? list);
      } catch (error) {
        fail('Failed to save the model settings')(error);
      }
    },
    [activeId],
  );

  return { sessions, activeId, selection, loading, select, create, remove, changed, choose, refresh };
}
