import type { IncomingMessage, ServerResponse } from 'node:http';

/** Statuses a queued fault can answer with, each in the provider's own error format. */
export type FaultStatus = 401 | 429 | 500 | 503;

/**
 * A failure to inject into the next chat/completions or messages request.
 * - status: answer with that HTTP error instead of a reply.
 * - stall: send the stream headers and preamble (and afterChunks content chunks, default 0), then nothing
 *   until the client aborts or close().
 * - cutAfterChunks: stream N content chunks, then destroy the socket without the final chunk / [DONE].
 */
export type Fault = { status: FaultStatus } | { stall: true; afterChunks?: number } | { cutAfterChunks: number };

export interface LoggedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** Lowercased names; credentials are kept on purpose so tests can assert which key was used. */
  headers: Record<string, string>;
  /** Parsed JSON body, or null when empty or not JSON. */
  body: unknown;
  /** Date.now() when the request arrived. */
  at: number;
  /** preciseNow() for every content chunk written, so tests can measure first-token and inter-chunk gaps. */
  chunksSentAt: number[];
  /** UTF-8 bytes of reply text in the content chunks written so far. */
  textBytesSent: number;
  /** The client went away before the reply's end (it aborted, or closed the connection). */
  abandoned: boolean;
  /** The queued fault this request consumed, if any. */
  fault: Fault | null;
  /** Response status once the response has closed; null while open or when no headers were ever sent. */
  status: number | null;
}

/** Whose format GET /v1/models answers in. */
export type ModelsFormat = 'openai' | 'anthropic';

/** What GET /v1/models answers: these ids (an object may give Anthropic's display name), or `raw` as the body. */
export type ModelsAnswer = (string | { id: string; name?: string })[] | { raw: string };

/**
 * A reply of exactly `bytes` bytes of UTF-8 text (multi-byte characters included), made piece by
 * piece as it streams (pieces of at most `pieceBytes`, default 8192), so a 20 MB reply costs the
 * fake no memory. For size-limit tests; see long-reply.ts.
 */
/**
 * A long reply made as it streams. `as: 'reasoning'` streams it as reasoning instead of reply
 * text (OpenAI-compatible `reasoning_content`, as DeepSeek and vLLM send it).
 */
export type LongReply = { bytes: number; pieceBytes?: number; as?: 'content' | 'reasoning' };

export type ReplySource = string | ((request: LoggedRequest) => string) | LongReply;

/** A tool call the fake answers with (tool-calls.ts). */
/** `repeat`: a model that keeps calling the tool, its results notwithstanding (the step limit's test). */
export type ToolCallScript = { name: string; arguments: Record<string, unknown>; repeat?: boolean };

/** A tool result the portal sent back: the call's id and its content as text. */
export type ReceivedToolResult = { id: string; content: string };

export interface FakeProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  chunkDelayMs?: number;
  firstTokenDelayMs?: number;
}

export interface FailOptions {
  times?: number;
}

export interface FakeProvider {
  url: string;
  openaiBaseUrl: string;
  anthropicBaseUrl: string;
  requests: LoggedRequest[];
  /** The portal's chat-title requests, logged here instead of `requests` and never faulted. */
  titleRequests: LoggedRequest[];
  /** What title requests are answered until reset(); null: the user's message itself. */
  setTitleReply(text: string | null): void;
  setReply(text: ReplySource): void;
  /** Reasoning streamed before each chat reply (not a title's or an extraction's) until reset(); null: none. */
  setReasoning(text: string | null): void;
  /** A tool call answered to each chat request offering tools, until one carries its result (tool-calls.ts); null: none. */
  setToolCall(call: ToolCallScript | null): void;
  /** The tool results chat requests carried, in order. */
  toolResults: ReceivedToolResult[];
  /** true: a chat request offering tools is refused with a 400, as a model without tool support is (until reset()). */
  setToolsRefused(refused: boolean): void;
  failNext(fault: Fault, options?: FailOptions): void;
  setChunkDelay(ms: number): void;
  /** With `model`, only requests for that model wait this long (a slower model in a Compare turn). */
  setFirstTokenDelay(ms: number, model?: string): void;
  /** false: POST /v1/embeddings answers 404 (an endpoint without embeddings) until reset(). */
  setEmbeddingsServed(served: boolean): void;
  /** What GET /v1/models lists in one format until reset(); null restores the default list. */
  setModels(format: ModelsFormat, answer: ModelsAnswer | null): void;
  reset(): void;
  close(): Promise<void>;
}

/** Mutable settings shared by the server and the handle returned to tests. */
export interface ProviderState {
  requests: LoggedRequest[];
  /** The portal's chat-title requests (see reply.ts isTitleRequest), kept apart from `requests`. */
  titleRequests: LoggedRequest[];
  /** What a title request is answered; null: the user's message itself, so titles read as its first words. */
  titleReply: string | null;
  reply: ReplySource | null;
  /** Streamed before a chat reply's text: an Anthropic thinking block, OpenAI-compatible `reasoning_content`. */
  reasoning: string | null;
  toolCall: ToolCallScript | null;
  toolResults: ReceivedToolResult[];
  toolsRefused: boolean;
  faults: Fault[];
  /** false: POST /v1/embeddings answers 404, as an endpoint without embeddings does. */
  embeddingsServed: boolean;
  chunkDelayMs: number;
  firstTokenDelayMs: number;
  /** Per model, over firstTokenDelayMs. */
  firstTokenDelayByModel: Map<string, number>;
  /** Set by setModels; a format without an entry answers its default list. */
  models: Partial<Record<ModelsFormat, ModelsAnswer>>;
  defaults: { chunkDelayMs: number; firstTokenDelayMs: number };
}

/** Everything a route handler needs for one request. */
export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  entry: LoggedRequest;
  state: ProviderState;
  /** Aborted when the response closes, including when the client goes away, so timers stop early. */
  signal: AbortSignal;
  /** True when a non-empty body failed to parse as JSON. */
  invalidJson: boolean;
  /** The portal asks for a chat's title (reply.ts isTitleRequest): no fault applies. */
  titleRequest?: boolean;
  /** A title or a memory extraction: never given the fault scripted for a chat reply. */
  sideRequest?: boolean;
}
