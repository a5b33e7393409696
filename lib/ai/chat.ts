import 'server-only';
import { streamText } from 'ai';
import { callerFor } from '@/lib/auth/caller';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import { getEnv } from '@/lib/env';
import type { ChatMessage, ChatSession, Repos, TokenUsage } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { toStorableText } from '@/lib/validation';
import { sessionTitleFrom, type ChatEvent } from './chat-events';
import { openChatKeys } from './chat-keys';
import { fitToContext } from './context-window';
import { recallMemories, memorySystemMessage, rememberExchange } from './memory';
import { turnIsAlive } from './reply-liveness';
import { trackTurn } from './running-turns';
import { replyDraft } from './reply-draft';
import { contextTokensOf, providerCatalogue, type Provider } from './models';
import { describeProviderError } from './provider-errors';
import { chatModel } from './providers';

export type ChatInput = { sessionId: string; message: string; provider: Provider; model: string };

/**
 * Runs one chat turn and returns its NDJSON event stream. Everything that can be refused is
 * checked before the stream starts (so it answers 4xx). The user message is stored before
 * the stream is returned; the reply is stored as it streams in, marked streaming (see
 * ./reply-draft), and settled when it ends: complete, or incomplete when the provider fails,
 * goes quiet, or the user presses Stop. The browser going away ends nothing: the reply runs
 * to its end and is stored, and the session row says a turn is running (./reply-liveness).
 *
 * Time to first token is the budget here, so the provider request starts as early as it can:
 * the reads run together (one transaction in embedded mode), and the writes for the user
 * message are queued only once the provider request is under way (they are awaited before the
 * stream is handed back, and a failed write aborts the provider request and answers 500).
 */
export async function startChat(user: AuthUser, input: ChatInput): Promise<ReadableStream<Uint8Array>> {
  const data = await getData();
  const caller = callerFor(user);
  const repos = data.forCaller(caller);
  // listMessages refuses an unknown (or someone else's) session with not_found.
  const [history, session, stored, openaiStored] = await data.readTogether(caller, (reads) =>
    Promise.all([
      reads.chats.listMessages(input.sessionId),
      reads.chats.getSession(input.sessionId),
      reads.apiKeys.getActive(input.provider),
      input.provider === 'openai' ? null : reads.apiKeys.getActive('openai').catch(() => null),
    ]),
  );
  const idleMs = getEnv().CHAT_IDLE_TIMEOUT_SECONDS * 1000;
  if (!session) throw new AppError('not_found', 'Chat session not found.');
  // One reply at a time per session, whichever tab or instance is writing it.
  if (turnIsAlive(session, history, idleMs))
    throw new AppError('conflict', 'A reply is still being written in this chat. Wait for it or press Stop.');
  if (!stored) throw new AppError('invalid_input', `No API key found for ${input.provider}`);
  const { apiKey, openaiKey } = await openChatKeys(user, repos.apiKeys, {
    provider: input.provider,
    stored,
    openaiStored,
  });
  const label = providerCatalogue[input.provider].label;

  const memories = await recallMemories(repos.memories, input.message, openaiKey);
  const { instructions, messages, ...context } = fitToContext({
    // The session's own instructions go first, then what the assistant remembers about the user.
    system: [
      ...(session.systemPrompt ? [{ role: 'system' as const, content: session.systemPrompt }] : []),
      ...(memories.length ? [{ role: 'system' as const, content: memorySystemMessage(memories) }] : []),
    ],
    history,
    message: input.message,
    contextTokens: contextTokensOf(input.provider, input.model),
  });
  // One signal for both ways a reply ends early: Stop, or the provider going quiet. The browser
  // leaving is not one of them: the reply runs to its end and is stored for the next visit.
  const stop = new AbortController();
  let idle = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idle = true;
      stop.abort();
    }, idleMs);
  };
  touch();
  const result = streamText({
    model: chatModel({ provider: input.provider, apiKey, baseUrl: stored.baseUrl }, input.model),
    // The memory message goes first, as the system prompt; `messages` holds only user and assistant turns.
    instructions,
    messages,
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
    // Only a session's first message renames it.
    const renamed = history.length === 0 && session.title === 'New Chat';
    userMessage = await repos.chats.addMessage({ sessionId: input.sessionId, role: 'user', content: input.message });
    current = await repos.chats.updateSession(input.sessionId, {
      provider: input.provider,
      model: input.model,
      replying: true,
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
      send({ type: 'start', userMessage, session: current, context });
      const untrack = trackTurn(current.id, stop);
      const stopPoll = pollStop(repos, current.id, stop);
      const draft = replyDraft(repos.chats, current.id);
      let text = '';
      let failure: unknown;
      let usage: TokenUsage | undefined;
      try {
        for await (const part of result.stream) {
          touch();
          if (part.type === 'text-delta') {
            text += part.text;
            send({ type: 'delta', text: part.text });
            if (text) draft.grow(text);
          } else if (part.type === 'finish') {
            usage = {
              inputTokens: part.totalUsage.inputTokens ?? null,
              outputTokens: part.totalUsage.outputTokens ?? null,
            };
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
      clearInterval(stopPoll);
      untrack();
      if (idle)
        failure = new AppError(
          'unavailable',
          `${label} stopped responding (nothing for ${idleMs / 1000} s), so the reply was stopped.`,
        );
      await finish({ repos, draft, input, text, usage, failure, label, openaiKey, send });
      try {
        controller.close();
      } catch {
        // already closed by a disconnect
      }
    },
  });
}

async function finish(turn: {
  repos: Repos;
  draft: ReturnType<typeof replyDraft>;
  input: ChatInput;
  text: string;
  usage: TokenUsage | undefined;
  failure: unknown;
  label: string;
  openaiKey: string | null;
  send: (event: ChatEvent) => void;
}) {
  const { repos, input, failure, send } = turn;
  // A reply holding a NUL would fail to store and be lost whole; storing it with U+FFFD keeps it.
  const text = toStorableText(turn.text);
  try {
    if (!failure) {
      const assistantMessage = await turn.draft.settle(text, 'complete', turn.usage);
      const session = await repos.chats.updateSession(input.sessionId, { replying: false });
      send({ type: 'done', assistantMessage, session });
      await rememberExchange(
        repos.memories,
        { userMessage: input.message, reply: text, sessionId: input.sessionId },
        turn.openaiKey,
      );
      return;
    }
    const message = describeProviderError(failure, turn.label, { partial: text.length > 0 });
    console.warn(`Chat reply failed: ${message}`);
    const partial = text ? await turn.draft.settle(text, 'incomplete') : undefined;
    await repos.chats.updateSession(input.sessionId, { replying: false });
    send({ type: 'error', message, assistantMessage: partial });
  } catch (error) {
    console.error('Storing the chat reply failed.', error);
    // Left set, the mark would hold off new turns until it went stale.
    await repos.chats.updateSession(input.sessionId, { replying: false }).catch(() => undefined);
    send({ type: 'error', message: 'The reply could not be saved. Please try again.' });
  }
}

/** How often a running reply checks for a Stop pressed on another server instance. */
export const STOP_POLL_MS = 1000;

function pollStop(repos: Repos, sessionId: string, stop: AbortController) {
  return setInterval(() => {
    repos.chats
      .getSession(sessionId)
      .then((session) => session?.stopRequested && stop.abort())
      .catch(() => undefined);
  }, STOP_POLL_MS);
}
