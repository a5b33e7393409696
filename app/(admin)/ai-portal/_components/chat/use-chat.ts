import { useCallback, useReducer, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ChatMessage, ChatSession } from '@/lib/data/port';
import type { ChatRequest } from '@/app/api/chat/schema';
import { openRoute } from '@/lib/http/call-route';
import { chatReducer, initialChat, localId, shownUserMessage, type ChatAction } from './chat-state';
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
        (session, messages) => {
          if (turn.current !== current) return;
          dispatch({ type: 'load', messages });
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

  /** Shows a session's stored messages, and follows its reply when one is still being written. */
  const load = useCallback(
    (messages: ChatMessage[], session?: ChatSession) => {
      loads.current += 1;
      const previous = turn.current;
      turn.current = null;
      previous?.controller.abort();
      setFollowing(false);
      dispatch({ type: 'load', messages });
      if (session?.replyingSince) follow(session.id);
    },
    [follow],
  );

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
          if (result.ok && loads.current === shown && !turn.current)
            dispatch({ type: 'load', messages: result.data.messages });
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
          } else if (event.type === 'delta') {
            apply({ type: 'delta', text: event.text });
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
    [begin, finish, follow],
  );

  return {
    messages: state.messages,
    pending: state.pending,
    following,
    contextCut: state.contextCut,
    send,
    stop,
    load,
  };
}
