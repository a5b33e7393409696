import { useCallback, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import type { ChatMessage, ChatSession } from '@/lib/data/port';
import { chatReducer, initialChat, localId, type ChatAction } from './chat-state';
import { errorMessageOf, readChatEvents } from './chat-stream';
import type { ModelSelection } from './model-selection';

const FALLBACK_ERROR = 'Failed to send message';

export type SendInput = ModelSelection & {
  sessionId: string | null;
  text: string;
  /** The server changed the session (title from the first message, updated time). */
  onSessionChange: (session: ChatSession) => void;
};

function failed(message?: string) {
  toast.error('Error', { description: message || FALLBACK_ERROR });
}

/**
 * The chat of the active session: its messages and at most one send in flight, streamed from
 * POST /api/chat. Stop aborts the fetch (the server keeps the partial reply, marked incomplete).
 */
export function useChat() {
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  // The send in flight. Cleared before aborting when the session changes, so a late event of
  // the old session's stream is dropped instead of landing in the new one.
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback((messages: ChatMessage[]) => {
    const controller = inFlight.current;
    inFlight.current = null;
    controller?.abort();
    dispatch({ type: 'load', messages });
  }, []);

  const stop = useCallback(() => inFlight.current?.abort(), []);

  const send = useCallback(async ({ sessionId, text, provider, model, onSessionChange }: SendInput) => {
    if (!sessionId || !text.trim() || inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    const apply = (action: ChatAction) => {
      if (inFlight.current === controller) dispatch(action);
    };
    const end = (action?: Partial<Extract<ChatAction, { type: 'end' }>>) =>
      apply({ type: 'end', localId: localId(), at: new Date().toISOString(), ...action });

    dispatch({
      type: 'send',
      message: {
        id: localId(),
        sessionId,
        role: 'user',
        content: text,
        status: 'complete',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      },
    });
    try {
      const response = await fetch('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, message: text, provider, model }),
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        end();
        if (inFlight.current === controller) failed(await errorMessageOf(response));
        return;
      }
      let finished = false;
      for await (const event of readChatEvents(response.body)) {
        if (inFlight.current !== controller) break;
        if (event.type === 'start') {
          apply({ type: 'start', userMessage: event.userMessage, context: event.context });
          onSessionChange(event.session);
        } else if (event.type === 'delta') {
          apply({ type: 'delta', text: event.text });
        } else if (event.type === 'done') {
          finished = true;
          apply({ type: 'done', assistantMessage: event.assistantMessage });
          onSessionChange(event.session);
        } else {
          finished = true;
          end({ assistantMessage: event.assistantMessage });
          failed(event.message);
        }
      }
      if (!finished && inFlight.current === controller) {
        end();
        failed('The connection closed before the reply was complete.');
      }
    } catch (error) {
      const current = inFlight.current === controller;
      end();
      // Stop is the user's own doing; anything else is a failed send.
      if (current && !controller.signal.aborted) {
        console.error('Chat request failed', error);
        failed();
      }
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, []);

  return { messages: state.messages, pending: state.pending, contextCut: state.contextCut, send, stop, load };
}
