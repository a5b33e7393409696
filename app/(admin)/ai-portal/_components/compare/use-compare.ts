import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { COMPARE_MAX, type CompareTarget } from '@/lib/ai/compare/compare-events';
import type { ChatMessage, ChatSession } from '@/lib/data/port';
import { shownUserMessage } from '../chat/chat-state';
import { getSession, stopReply } from '../portal-api';
import { keepCompareReply, startCompare } from './compare-api';
import { readCompareEvents } from './compare-stream';
import type { CompareView } from './compare-view';
import { applyCompareEvent, type LiveCompare } from './live-compare';
import type { LoadedPage } from '../chat/chat-state';

const sameTarget = (a: CompareTarget, b: CompareTarget) => a.provider === b.provider && a.model === b.model;
const failed = (description: string) => toast.error('Error', { description });
const refused = (description: string) => {
  failed(description);
  return false;
};

type Options = {
  activeId: string | null;
  /** The stored session and messages, read again after a Compare turn or a Keep. */
  onStored: (session: ChatSession, page: LoadedPage) => void;
};

/**
 * Compare mode: the models ticked, and the Compare turn this page is sending. The
 * replies stream in side by side; when the turn ends (or the page stops reading it) the stored
 * session is read again and handed over, so a reply still being written is followed from the
 * store like any other (../chat/follow-reply): that is also how every column resumes after the
 * page is left and opened again.
 */
export function useCompare({ activeId, onStored }: Options) {
  const [enabled, setEnabled] = useState(false);
  const [ticked, setTicked] = useState<CompareTarget[]>([]);
  const [live, setLive] = useState<LiveCompare | null>(null);
  const reading = useRef<AbortController | null>(null);
  const stopping = useRef(false);

  // The session on screen when an answer lands: one for a session the user left is dropped.
  const shownSession = useRef(activeId);
  useEffect(() => {
    shownSession.current = activeId;
  }, [activeId]);
  // Another session shown: stop reading (the server goes on; that session follows it when opened).
  useEffect(() => {
    if (live && live.sessionId !== activeId) reading.current?.abort();
  }, [activeId, live]);

  const toggle = useCallback((target: CompareTarget) => {
    setTicked((list) =>
      list.some((t) => sameTarget(t, target))
        ? list.filter((t) => !sameTarget(t, target))
        : list.length < COMPARE_MAX
          ? [...list, target]
          : list,
    );
  }, []);

  const reload = useCallback(
    async (sessionId: string) => {
      const result = await getSession(sessionId);
      if (!result.ok) failed('The replies could not be loaded. Open the chat again to see them.');
      else if (shownSession.current === sessionId) onStored(result.data.session, result.data);
    },
    [onStored],
  );

  const send = useCallback(
    // False when refused before any column started (the composer then gives the text back).
    async (sessionId: string | null, text: string, onSessionChange: (session: ChatSession) => void) => {
      if (!sessionId || !text.trim() || reading.current) return false;
      if (ticked.length < 2) return refused('Tick 2 or 3 models to compare.');
      const controller = new AbortController();
      reading.current = controller;
      stopping.current = false;
      let shown: LiveCompare = {
        sessionId,
        question: shownUserMessage(sessionId, text),
        replies: [],
        firstTokenMs: {},
        errors: {},
      };
      setLive(shown);
      let started = false;
      try {
        const opened = await startCompare({ sessionId, message: text, targets: ticked }, controller.signal);
        // Refused (or not reached) before any column started: the text goes back to the composer.
        if (!opened.ok || !opened.data.body) {
          setLive(null);
          return refused((!opened.ok && opened.message) || 'Failed to send message');
        }
        for await (const event of readCompareEvents(opened.data.body)) {
          if (controller.signal.aborted) break;
          shown = applyCompareEvent(shown, event);
          setLive(shown);
          if (event.type === 'start') started = true;
          if (event.type === 'start' || event.type === 'done') onSessionChange(event.session);
        }
      } catch {
        // The connection dropped: before any column started the text goes back; after, the
        // store has what the server wrote (read below).
        if (!started && !controller.signal.aborted) {
          setLive(null);
          return refused('Failed to send message');
        }
      } finally {
        if (reading.current === controller) reading.current = null;
      }
      if (controller.signal.aborted) {
        setLive(null);
        return true;
      }
      // A column that failed says why (one stopped by the user did not fail).
      if (!stopping.current) for (const message of Object.values(shown.errors)) failed(message);
      await reload(sessionId);
      setLive(null);
      return true;
    },
    [ticked, reload],
  );

  const stop = useCallback(() => {
    if (!live) return;
    stopping.current = true;
    void stopReply(live.sessionId).then((result) => result.ok || reading.current?.abort());
  }, [live]);

  const keep = useCallback(
    async (sessionId: string, messageId: string) => {
      const kept = await keepCompareReply(sessionId, messageId);
      if (!kept.ok) return failed(kept.message || 'Keeping the reply failed.');
      await reload(sessionId);
    },
    [reload],
  );

  const overlay = (messages: ChatMessage[]) =>
    live && live.sessionId === activeId ? [...messages, live.question, ...live.replies] : messages;

  const view: CompareView = {
    keep: live ? undefined : (messageId) => activeId && void keep(activeId, messageId),
    firstTokenMs: (message) => {
      const column = live?.replies.findIndex((reply) => reply.id === message.id) ?? -1;
      // A reply read from the store has it from there (kept with the reply), so a reload shows it too.
      return column >= 0 ? live?.firstTokenMs[column] : message.ttftMs;
    },
    errorOf: (message) => {
      const column = live?.replies.findIndex((reply) => reply.id === message.id) ?? -1;
      return column >= 0 ? live?.errors[column] : undefined;
    },
  };

  return { enabled, setEnabled, ticked, toggle, running: live !== null, send, stop, overlay, view };
}
