import type {
  ReceivedToolResult,
  ToolCallScript,
  FailOptions,
  Fault,
  LoggedRequest,
  LongReply,
  ModelsAnswer,
  ModelsFormat,
} from './types';

/** Drives a fake provider that runs in another process (see control.ts and cli.ts) over its control routes. */
export interface RemoteFakeProvider {
  requests(): Promise<LoggedRequest[]>;
  /** null restores the default echo reply; functions cannot cross processes, a long reply can. */
  setReply(reply: string | LongReply | null): Promise<void>;
  /** Reasoning streamed before each chat reply until reset(); null: none. */
  setReasoning(text: string | null): Promise<void>;
  /** A tool call answered to chat requests offering tools (tool-calls.ts); null: none. */
  setToolCall(call: ToolCallScript | null): Promise<void>;
  /** The tool results chat requests carried back. */
  toolResults(): Promise<ReceivedToolResult[]>;
  /** true: chat requests offering tools are refused (a model without tool support). */
  setToolsRefused(refused: boolean): Promise<void>;
  failNext(fault: Fault, options?: FailOptions): Promise<void>;
  /** With `model`, the first-token delay is for that model's requests only. */
  setDelays(delays: { chunkDelayMs?: number; firstTokenDelayMs?: number; model?: string }): Promise<void>;
  setEmbeddingsServed(served: boolean): Promise<void>;
  /** null restores the default list. */
  setModels(format: ModelsFormat, answer: ModelsAnswer | null): Promise<void>;
  reset(): Promise<void>;
}

export function connectFakeProvider(url: string): RemoteFakeProvider {
  const base = url.replace(/\/+$/, '');
  async function call(method: 'GET' | 'POST', route: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${base}/__fake/${route}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload: unknown = await response.json();
    if (!response.ok) throw new Error(`Fake provider control ${route} failed: ${JSON.stringify(payload)}`);
    return payload;
  }
  return {
    async requests() {
      const payload = (await call('GET', 'requests')) as { requests: LoggedRequest[] };
      return payload.requests;
    },
    setReply: async (reply) =>
      void (await call('POST', 'reply', typeof reply === 'object' && reply !== null ? reply : { text: reply })),
    setReasoning: async (text) => void (await call('POST', 'reasoning', { text })),
    setToolCall: async (toolCall) => void (await call('POST', 'tool-call', { call: toolCall })),
    toolResults: async () => ((await call('GET', 'tool-results')) as { toolResults: ReceivedToolResult[] }).toolResults,
    setToolsRefused: async (refused) => void (await call('POST', 'tools-refused', { refused })),
    failNext: async (fault, options) => void (await call('POST', 'fail', { fault, times: options?.times })),
    setDelays: async (delays) => void (await call('POST', 'delays', delays)),
    setEmbeddingsServed: async (served) => void (await call('POST', 'embeddings', { served })),
    setModels: async (format, answer) => void (await call('POST', 'models', { format, answer })),
    reset: async () => void (await call('POST', 'reset')),
  };
}
