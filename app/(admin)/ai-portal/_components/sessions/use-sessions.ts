import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ChatSession } from '@/lib/data/port';
import type { LoadedPage } from '../chat/chat-state';
import { defaultSelection, selectionOf, type ModelSelection } from '../settings/model-selection';
import { createSession, deleteSession, getSession, listSessions, updateSession } from '../portal-api';
import { offerPortal } from '../projects/new-chat-in-project';
import { useTemporaryChat } from './use-temporary-chat';

/** A refused call: the screen says what failed, the console why (the route's own words). */
const fail = (description: string, refusal: { message: string }) => {
  console.error(description, refusal.message);
  toast.error('Error', { description });
};

/**
 * The session list, the active session and its model settings (null active: the new chat, stored
 * once its first message is sent). `showMessages` receives a page of the messages of whichever
 * session becomes active (none while it loads or when none is), the session itself once loaded (a
 * reply may still be being written in it), and the message to show when the chat was opened at one
 * (a search hit). `openedId`: the chat the page was opened at (its address), shown as loading from
 * the first paint, not as a new chat.
 */
export function useSessions(
  showMessages: (page: LoadedPage, session?: ChatSession, focus?: string) => void,
  openedId: string | null = null,
) {
  const [sessions, setSessions] = useState<ChatSession[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(openedId);
  const [selection, setSelection] = useState<ModelSelection>(defaultSelection);
  const [loading, setLoading] = useState(openedId !== null);
  // The active id at once (state shows it only after the next render): the address and a new
  // chat's first send both ask "is this chat the one shown?" in the same moment they change it.
  const shownId = useRef<string | null>(openedId);
  const firstOpen = useRef(openedId);
  // Bumped on every switch, so a slow load of a session the user already left is ignored.
  const switchCount = useRef(0);
  // Bumped on every change made here (new, deleted, settings), so a listing that left before it
  // (a reply's end refreshes the order) cannot answer after it and take a new chat off the list.
  const listChanges = useRef(0);
  const temporary = useTemporaryChat();
  const { left, hold } = temporary;

  const refresh = useCallback(function listAgain(): Promise<void> {
    const before = listChanges.current;
    return listSessions().then((result) => {
      if (!result.ok) return fail('Failed to load chat sessions', result);
      return before === listChanges.current ? setSessions(result.data) : listAgain();
    });
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const activate = useCallback(
    (id: string | null) => {
      left(id);
      switchCount.current += 1;
      shownId.current = id;
      setActiveId(id);
      setLoading(false);
      showMessages({ messages: [] });
      return switchCount.current;
    },
    [showMessages, left],
  );

  /** Opens a chat at its latest messages, or at the message `at` (a search hit: the page around it). */
  const open = useCallback(
    async (id: string, at?: string) => {
      const ticket = activate(id);
      setLoading(true);
      const result = await getSession(id, at ? { around: at } : {});
      if (ticket !== switchCount.current) return;
      setLoading(false);
      if (!result.ok) {
        activate(null);
        // Deleted, another user's or made up: the page says "Chat not found" (its server check).
        return result.code === 'not_found' ? undefined : fail('Failed to load the session', result);
      }
      // A temporary chat opened by its address (a reload before it was deleted): still deleted once left.
      if (result.data.session.temporary) hold(result.data.session);
      setSelection(selectionOf(result.data.session));
      showMessages(result.data, result.data.session, at);
    },
    [activate, showMessages, hold],
  );

  /** Shows this chat (nothing happens when it is the one shown, unless a message `at` is asked for). */
  const select = useCallback(
    (id: string, at?: string) => (id === shownId.current && !at ? undefined : open(id, at)),
    [open],
  );

  useEffect(() => {
    if (firstOpen.current) void open(firstOpen.current);
    firstOpen.current = null;
  }, [open]);

  /** The new chat: nothing stored yet; the model chosen stays for it. */
  const startNew = useCallback(() => {
    if (shownId.current !== null) activate(null);
  }, [activate]);

  /**
   * Stores a new chat with the model chosen and shows it; null when refused (the toast says so).
   * A temporary one is never listed.
   */
  const create = useCallback(
    async (options: { temporary?: boolean } = {}): Promise<ChatSession | null> => {
      const result = await createSession({ ...selection, ...(options.temporary ? { temporary: true } : {}) });
      if (!result.ok) {
        fail('Failed to create a session', result);
        return null;
      }
      const session = result.data;
      activate(session.id);
      if (session.temporary) hold(session);
      else {
        listChanges.current += 1;
        setSessions((list) => [session, ...(list ?? []).filter((s) => s.id !== session.id)]);
      }
      return session;
    },
    [selection, activate, hold],
  );

  // A project's page starts its chats as New does (the model chosen here, listed at once).
  useEffect(() => offerPortal({ create, refresh }), [create, refresh]);

  /** Deletes a chat; true once it is gone (the one shown gives way to the new chat). */
  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      const result = await deleteSession(id);
      if (!result.ok) {
        fail('Failed to delete the session', result);
        return false;
      }
      listChanges.current += 1;
      setSessions((list) => list?.filter((s) => s.id !== id) ?? list);
      if (id === shownId.current) activate(null);
      return true;
    },
    [activate],
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
      const result = await updateSession(activeId, next);
      if (!result.ok) return fail('Failed to save the model settings', result);
      const session = result.data;
      listChanges.current += 1;
      setSessions((list) => list?.map((s) => (s.id === session.id ? session : s)) ?? list);
    },
    [activeId],
  );

  return {
    sessions,
    activeId,
    selection,
    loading,
    select,
    startNew,
    create,
    remove,
    changed,
    choose,
    refresh,
    temporary,
  };
}
