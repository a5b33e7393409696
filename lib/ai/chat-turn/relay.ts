import 'server-only';
import { streamText } from 'ai';
import { getEnv } from '@/lib/env';
import type { ChatMessage, ChatSession } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { sessionTitleFrom, type ChatEvent } from '../chat-events';
import { replyDraft } from '../reply-draft';
import { chatModel } from '../providers';
import type { PreparedTurn } from './prepare';
import { settleReply } from './settle';

/**
 * The part of a chat turn that cannot be refused any more: it asks the provider, stores the
 * user message, and returns the NDJSON stream that relays the reply. The reply is stored as
 * it streams in, marked incomplete (see ../reply-draft), and settled when it ends: complete,
 * or still incomplete when the provider fails or the browser goes away (which aborts the
 * provider call).
 *
 * Time to first token is the budget here, so the provider request starts first and the writes
 * for the user message are queued only once it is under way (they are awaited before the
 * stream is handed back, and a failed write aborts the provider request and answers 500).
 */
export async function relayReply(turn: PreparedTurn, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const { input, repos } = turn;
  // One signal for both ways a reply ends early: the browser leaving, or the provider going quiet.
  const stop = new AbortController();
  const idleMs = getEnv().CHAT_IDLE_TIMEOUT_SECONDS * 1000;
  let idle = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idle = true;
      stop.abort();
    }, idleMs);
  };
  signal.addEventListener('abort', () => stop.abort(), { once: true });
  touch();
  const result = streamText({
    model: chatModel({ provider: input.provider, apiKey: turn.apiKey, baseUrl: turn.baseUrl }, input.model),
    // The memory message goes first, as the system prompt; `messages` holds only user and assistant turns.
    instructions: turn.instructions,
    messages: turn.messages,
    temperature: 0.7,
    maxRetries: 2,
    abortSignal: stop.signal,
    // Errors arrive as stream parts and are handled below; the SDK's default logging would
    // print the provider's raw message, which can quote part of the key.
    onError: () => {},
  });
  let userMessage: ChatMessage;
  let current: ChatSession;
  try {
    const renamed = turn.firstMessage && turn.session.title === 'New Chat';
    userMessage = await repos.chats.addMessage({ sessionId: input.sessionId, role: 'user', content: input.message });
    current = await repos.chats.updateSession(input.sessionId, {
      provider: input.provider,
      model: input.model,
      ...(renamed ? { title: sessionTitleFrom(input.message) } : {}),
    });
  } catch (error) {
    clearTimeout(idleTimer);
    stop.abort();
    throw error;
  }

  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ChatEvent) => {
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          // The browser is gone; keep going so the reply is still stored.
        }
      };
      send({ type: 'start', userMessage, session: current, context: turn.context });
      const draft = replyDraft(repos.chats, current.id);
      let text = '';
      let failure: unknown;
      try {
        for await (const part of result.stream) {
          touch();
          if (part.type === 'text-delta') {
            text += part.text;
            send({ type: 'delta', text: part.text });
            if (text) draft.grow(text);
          } else if (part.type === 'error') {
            failure = part.error;
          } else if (part.type === 'abort') {
            failure = Object.assign(new Error('aborted'), { name: 'AbortError' });
          }
        }
      } catch (error) {
        failure = error;
      }
      clearTimeout(idleTimer);
      if (idle)
        failure = new AppError(
          'unavailable',
          `${turn.label} stopped responding (nothing for ${idleMs / 1000} s), so the reply was stopped.`,
        );
      await settleReply({ turn, session: current, draft, text, failure, send });
      try {
        controller.close();
      } catch {
        // already closed by a disconnect
      }
    },
  });
}
