import 'server-only';
import { streamText } from 'ai';
import type { ChatMessage, ChatSession, Repos } from '@/lib/data/port';
import { sessionTitleFrom, type ChatEvent } from '../chat-events';
import { replyDraft } from '../reply-draft';
import { chatModel } from '../providers';
import { trackTurn } from '../running-turns';
import type { PreparedTurn } from './prepare';
import { reasoningSettings } from './reasoning';
import { idleWatch, readReply } from './read-reply';
import { releaseTurns } from './reserve';
import { settleReply } from './settle';
import { toolFailure, toolsForTurn } from '../tools/turn-wiring';

/**
 * The part of a chat turn that cannot be refused any more: it asks the provider, stores the
 * user message (or, for Regenerate and Edit, takes the conversation back to it), and returns
 * the NDJSON stream that relays the reply. The reply is stored as it streams in, marked
 * streaming (see ../reply-draft), and settled when it ends: complete, or incomplete when the
 * provider fails, goes quiet, the user presses Stop, or the reply reaches its size limit
 * (../reply-stream-budget: the provider request is aborted there, so the rest is never read). The
 * browser going away ends nothing: the reply runs to its end and is stored, and the session row
 * says a turn is running, so another tab or instance can follow or stop it (../reply-liveness,
 * ../running-turns).
 *
 * Time to first token is the budget here, so the provider request starts first and the writes
 * for the user message are queued only once it is under way (they are awaited before the
 * stream is handed back, and a failed write aborts the provider request and answers 500).
 */
export async function relayReply(turn: PreparedTurn): Promise<ReadableStream<Uint8Array>> {
  const { input, repos } = turn;
  // One signal for every way a reply ends early: Stop, the provider going quiet, the size limit.
  const stop = new AbortController();
  const quiet = idleWatch(() => stop.abort());
  // Time to first token is counted from the provider request, as a Compare column counts it.
  let askedAt = performance.now();
  let requestStarted = () => {};
  const underWay = new Promise<void>(
    (resolve) =>
      (requestStarted = () => {
        askedAt = performance.now();
        resolve();
      }),
  );
  // The chat's MCP tools (../tools): approval, timeout and the result's cut happen as each runs.
  const tooling = toolsForTurn({ ...turn, sessionId: input.sessionId }, stop.signal, (choice) =>
    repos.mcpServers.allowAlways(input.sessionId, choice),
  );
  const result = streamText({
    model: chatModel(
      { provider: input.provider, apiKey: turn.apiKey, baseUrl: turn.baseUrl },
      input.model,
      requestStarted,
    ),
    // The memory message goes first, as the system prompt; `messages` holds only user and assistant turns.
    instructions: turn.instructions,
    messages: turn.messages,
    // "Stop at the budget": the reply ends where its reservation does (./reserve); else uncapped.
    maxOutputTokens: turn.reservation?.maxOutputTokens,
    maxRetries: 2,
    // Claude is asked to think first (./reasoning), else the chat's temperature; the reasoning is
    // shown folded and never sent back.
    ...reasoningSettings(input.provider, input.model, turn.reservation !== undefined),
    abortSignal: stop.signal,
    ...tooling.settings,
    // Errors arrive as stream parts and are handled below; the SDK's default logging would
    // print the provider's raw message, which can quote part of the key.
    onError: () => {},
  });
  let userMessage: ChatMessage;
  let current: ChatSession;
  // The embedded database runs on this thread, so its writes would hold the request back until
  // they end (5 ms of TTFT, bench figure 3): they wait until fetch has it and the event loop has
  // turned once with its I/O, so it is on the wire (bounded, for an SDK that fails before fetching).
  await Promise.race([underWay.then(() => delay(1)), delay(REQUEST_START_WAIT_MS)]);
  try {
    const renamed = turn.firstMessage && turn.session.title === 'New Chat';
    // The claim comes first and names the turn state prepareTurn saw: of two sends that
    // arrive together only one gets past it, and the other stores nothing.
    current = await repos.chats.updateSession(input.sessionId, {
      provider: input.provider,
      model: input.model,
      replying: true,
      replyingSinceWas: turn.session.replyingSince,
      ...(renamed ? { title: sessionTitleFrom(input.message) } : {}),
    });
    userMessage = await storeQuestion(turn, turn.question);
  } catch (error) {
    quiet.stop();
    stop.abort();
    await tooling.close();
    await releaseTurns([turn]);
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
      const untrack = trackTurn(current.id, stop);
      const stopPoll = pollStop(repos, current.id, stop);
      // A Regenerate or Edit replaces the old replies only once the new one has text: a provider
      // that fails before that leaves the conversation as it was.
      const draft = replyDraft(repos.chats, current.id, {
        beforeFirstWrite: input.resendOf
          ? () => repos.chats.rewind(input.sessionId, { messageId: input.resendOf!, content: input.message })
          : undefined,
        source: { provider: input.provider, model: input.model, apiKeyId: turn.apiKeyId },
      });
      let sofar = '';
      tooling.bind({
        onChange: (calls) => {
          send({ type: 'tool', calls });
          draft.useTools(calls);
          draft.grow(sofar);
        },
        // A call waiting for the user or running sends no part: the turn is alive all the same.
        heartbeat: () => {
          quiet.touch();
          draft.grow(sofar);
        },
      });
      const { text, usage, ...ending } = await readReply(result.stream, {
        askedAt: () => askedAt,
        touch: quiet.touch,
        abort: () => stop.abort(),
        onText: (piece, whole, firstTokenMs) => {
          if (firstTokenMs !== undefined) draft.firstToken(firstTokenMs);
          send({ type: 'delta', text: piece });
          sofar = whole;
          draft.grow(whole);
        },
        onReasoning: (piece, so) => {
          send({ type: 'reasoning', text: piece });
          draft.think(so);
        },
      });
      quiet.stop();
      clearInterval(stopPoll);
      untrack();
      await tooling.close();
      const failure = ending.limited ?? quiet.failure(turn.label) ?? toolFailure(ending.failure, !!turn.tools);
      await settleReply({ turn, draft, text, usage, failure, send, cutAtLimit: !!ending.limited });
      try {
        controller.close();
      } catch {
        // already closed by a disconnect
      }
    },
  });
}

/**
 * A new question is stored now. The question a Regenerate or Edit answers again is already
 * stored: it gets its new text, and loses the replies after it, with the first text of the new
 * reply (see the draft below).
 */
async function storeQuestion(
  { input, repos, attachments }: PreparedTurn,
  question: ChatMessage | undefined,
): Promise<ChatMessage> {
  if (!question) {
    const stored = await repos.chats.addMessage({ sessionId: input.sessionId, role: 'user', content: input.message });
    const attached = attachments?.map(({ id }) => id);
    if (attached) await repos.attachments.bindToMessage(attached, stored.id);
    return stored;
  }
  return { ...question, content: input.message };
}

const REQUEST_START_WAIT_MS = 100;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** How often a running reply checks for a Stop pressed on another server instance. */
export const STOP_POLL_MS = 1000;

export function pollStop(repos: Repos, sessionId: string, stop: AbortController) {
  return setInterval(() => {
    repos.chats
      .getSession(sessionId)
      .then((session) => session?.stopRequested && stop.abort())
      .catch(() => undefined);
  }, STOP_POLL_MS);
}
