import type { ChatPages } from './message-list';
import { useCallback, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import type { ChatSession } from '@/lib/data/port';
import type { ChatRequest } from '@/app/api/chat/schema';
import { openRoute } from '@/lib/http/call-route';
import {
  chatReducer,
  initialChat,
  localId,
  shownUserMessage,
  type ChatAction,
  type LoadedPage,
  type PageSide,
} from './chat-state';
import { readChatEvents } from './chat-stream';
import { followReply } from './follow-reply';
import type { ModelSelection } from '../settings/model-selection';
import { getSession, stopReply } from '../portal-api';

const FALLBACK_ERROR = 'Failed to send message';

export type SendInput = ModelSelection & {
  sessionId: string | null;
  text: string;
  /** The server changed the session (title from the first message, updated time). */
  onSessionChange: (session: ChatSession) => void;
  /** Regenerate or Edit: answer this (last) user message again, with `text` as its text. */
  resendOf?: string;
  /** Files uploaded for this message (../attachments), sent with it. */
  attachmentIds?: string[];
};

function failed(message?: string) {
  toast.error('Error', { description: message || FALLBACK_ERROR });
}

/** The reply this page is showing as it is written: by its own send, or followed from the store. */
type Turn = { sessionId: string; controller: AbortController; stopping: boolean };
// Read through a function: Stop sets the flag from another callback, which narrowing cannot see.
const stoppedByUser = (turn: Turn) => turn.stopping;

/**
 * The chat of the active session: its messages and at most one reply being written, streamed
 * from POST /api/chat. The server finishes a reply whatever the page does, so a page that stops
 * reading (a session switch, a dropped connection) or opens a session mid-reply follows it from
 * the store instead (./follow-reply). Only Stop ends a reply early (POST .../stop).
 */
export function useChat() {
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  // Cleared before aborting when the session changes, so a late event of the old session's
  // stream is dropped instead of landing in the new one.
  const turn = useRef<Turn | null>(null);
  const [following, setFollowing] = useState(false);
  // Counts the sessions shown, so a late answer for one the user left is dropped.
  const loads = useRef(0);

  const begin = useCallback((sessionId: string) => {
    turn.current?.controller.abort();
    const next: Turn = { sessionId, controller: new AbortController(), stopping: false };
    turn.current = next;
    return next;
  }, []);
  const finish = useCallback((current: Turn) => {
    if (turn.current === current) turn.current = null;
  }, []);

  const follow = useCallback(
    (sessionId: string, onSessionChange?: (session: ChatSession) => void) => {
      const current = begin(sessionId);
      setFollowing(true);
      void followReply(
        sessionId,
        (session, page) => {
          if (turn.current !== current) return;
          dispatch({ type: 'load', page });
          if (!session.replyingSince) onSessionChange?.(session);
        },
        current.controller.signal,
      ).finally(() => {
        if (turn.current !== current) return;
        finish(current);
        setFollowing(false);
      });
    },
    [begin, finish],
  );

  /**
   * Shows a page of a session's stored messages (`focus`: the message to bring into view), and
   * follows its reply when one is still being written.
   */
  const load = useCallback(
    (page: LoadedPage, session?: ChatSession, focus?: string) => {
      loads.current += 1;
      const previous = turn.current;
      turn.current = null;
      previous?.controller.abort();
      setFollowing(false);
      dispatch({ type: 'load', page, focus });
      if (session?.replyingSince) follow(session.id);
    },
    [follow],
  );

  const [paging, setPaging] = useState<PageSide | null>(null);
  const sessionShown = state.messages[0]?.sessionId;
  /** The next page up (older) or down (newer, after a jump to an old message), added to the list. */
  const loadMore = useCallback(
    async (side: PageSide) => {
      const cursor = state[side];
      if (!cursor || !sessionShown || paging) return;
      setPaging(side);
      const shown = loads.current;
      const result = await getSession(sessionShown, side === 'older' ? { before: cursor } : { after: cursor });
      setPaging(null);
      // Another session was opened meanwhile.
      if (loads.current !== shown) return;
      if (result.ok) dispatch({ type: 'more', side, page: result.data });
      else failed(`The ${side === 'older' ? 'earlier' : 'later'} messages could not be loaded. Scroll to try again.`);
    },
    [state, sessionShown, paging],
  );

  // Counts the returns to the latest messages: the list goes to its end on each (./message-list).
  const [latestShown, setLatestShown] = useState(0);
  /** Back from an old page (a search hit) to the latest messages. */
  const showLatest = useCallback(async () => {
    if (!sessionShown) return;
    // A page still loading beside the old one must not land after the latest ones.
    loads.current += 1;
    const shown = loads.current;
    const result = await getSession(sessionShown);
    if (!result.ok || loads.current !== shown) return;
    // As when a chat opens: the list empties first (committed, never painted: the same task goes
    // on), so it starts at the new page's end instead of anchoring to a message no longer there.
    flushSync(() => dispatch({ type: 'load', page: { messages: [] } }));
    dispatch({ type: 'load', page: result.data });
    setLatestShown((count) => count + 1);
  }, [sessionShown]);
  const awayFromLatest = state.newer !== null;

  const stop = useCallback(() => {
    const current = turn.current;
    if (!current || current.stopping) return;
    current.stopping = true;
    // The server ends the reply and sends what it stored; if Stop cannot reach it, stop reading.
    void stopReply(current.sessionId).then((result) => result.ok || current.controller.abort());
  }, []);

  const send = useCallback(
    // False when the message was refused before its reply started (the composer then keeps it).
    async ({ sessionId, text, provider, model, onSessionChange, resendOf, attachmentIds }: SendInput) => {
      if (!sessionId || !text.trim() || turn.current) return false;
      // Showing an old page (a search hit): the new message goes below the latest ones.
      if (awayFromLatest) await showLatest();
      const current = begin(sessionId);
      const { controller } = current;
      const apply = (action: ChatAction) => {
        if (turn.current === current) dispatch(action);
      };
      const end = (action?: Partial<Extract<ChatAction, { type: 'end' }>>) =>
        apply({ type: 'end', localId: localId(), at: new Date().toISOString(), ...action });

      // A resend refused before it started changed nothing on the server: show what is stored again.
      const restore = () => {
        if (!resendOf) return;
        const shown = loads.current;
        void getSession(sessionId).then((result) => {
          // Unless the user has moved on: another session shown, or another send under way.
          if (result.ok && loads.current === shown && !turn.current) dispatch({ type: 'load', page: result.data });
        });
      };
      const refused = (message?: string) => {
        if (turn.current === current) failed(message);
        // A new message the server did not store is back in the composer only, as after a reload.
        if (!resendOf) return apply({ type: 'unsent' });
        restore();
        end();
      };
      if (resendOf) dispatch({ type: 'resend', id: resendOf, content: text });
      else dispatch({ type: 'send', message: shownUserMessage(sessionId, text) });
      let started = false;
      try {
        const json: ChatRequest = { sessionId, message: text, provider, model, resendOf, attachmentIds };
        const opened = await openRoute('/api/chat', { method: 'POST', json, signal: controller.signal });
        // Not reached: the server may have the message, so it stays shown (the catch below), as when
        // the connection drops; an abort goes there too.
        if (!opened.ok && opened.code === 'unreachable') throw new Error(opened.message);
        // Refused before the reply started: a new message goes back to the composer.
        if (!opened.ok || !opened.data.body) {
          refused(opened.ok ? undefined : opened.message);
          return false;
        }
        let finished = false;
        let titled: ChatSession | null = null;
        for await (const event of readChatEvents(opened.data.body)) {
          if (turn.current !== current) break;
          if (event.type === 'start') {
            started = true;
            apply({ type: 'start', userMessage: event.userMessage, context: event.context });
            onSessionChange(event.session);
          } else if (event.type === 'reasoning') {
            apply({ type: 'reasoning', text: event.text, at: performance.now() });
          } else if (event.type === 'delta') {
            apply({ type: 'delta', text: event.text });
          } else if (event.type === 'tool') {
            apply({ type: 'tools', calls: event.calls });
          } else if (event.type === 'done') {
            finished = true;
            apply({ type: 'done', assistantMessage: event.assistantMessage });
            onSessionChange(event.session);
            if (event.titling) titled = event.session;
            // The server keeps the stream open a while to save a memory; the message box is
            // enabled again already, and a message typed meanwhile must not be dropped.
            finish(current);
          } else {
            finished = true;
            end({ assistantMessage: event.assistantMessage });
            // A Regenerate or Edit that failed may have kept the replies it was to replace: show the chat as stored.
            if (resendOf && !event.assistantMessage?.content) restore();
            // The failure is in the thread, stored with the reply; a toast only when nothing could be stored.
            if (!event.assistantMessage?.error && !stoppedByUser(current)) failed(event.message);
          }
        }
        // The stream ended once the chat's model named the chat: the list is read again for its title.
        if (titled) onSessionChange(titled);
        if (!finished && turn.current === current) {
          end();
          follow(sessionId, onSessionChange);
        }
      } catch (error) {
        const mine = turn.current === current;
        end();
        if (mine && started && !controller.signal.aborted) {
          // The server kept writing the reply after the connection dropped: show it from the store.
          follow(sessionId, onSessionChange);
        } else if (mine && !controller.signal.aborted) {
          console.error('Chat request failed', error);
          failed();
          restore();
        }
      } finally {
        finish(current);
      }
      return true;
    },
    [begin, finish, follow, awayFromLatest, showLatest],
  );

  return {
    messages: state.messages,
    pending: state.pending,
    following,
    contextCut: state.contextCut,
    older: state.older,
    newer: state.newer,
    focus: state.focus,
    usageBefore: state.usageBefore,
    paging,
    loadMore,
    showLatest,
    latestShown,
    send,
    stop,
    load,
  };
}

/** The chat's pages as the message list takes them: more loaded as the reader scrolls, the latest brought back. */
export function pagesOf(chat: ReturnType<typeof useChat>): ChatPages {
  return {
    older: chat.older !== null,
    newer: chat.newer !== null,
    paging: chat.paging,
    focus: chat.focus,
    loadMore: (side) => void chat.loadMore(side),
    showLatest: () => void chat.showLatest(),
    latestShown: chat.latestShown,
  };
}
