import 'server-only';
import type { ChatMessage, ReplyReasoning } from '../port';

/** A chat message as the Supabase adapter (./chat-repo) reads and writes its row. */
export const messageColumns =
  'id,session_id,role,content,status,created_at,updated_at,input_tokens,output_tokens,provider,model,ttft_ms,sources,reasoning,reasoning_ms,compare_group,compare_provider,compare_model,kept,compare_column,error,tool_calls';

export type MessageRow = Pick<ChatMessage, 'id' | 'role' | 'content' | 'status'> & {
  session_id: string;
  created_at: string;
  updated_at: string;
  input_tokens: number | null;
  output_tokens: number | null;
  compare_group: string | null;
  compare_provider: string | null;
  compare_model: string | null;
  kept: boolean;
  compare_column?: number | null;
  provider: string | null;
  model: string | null;
  ttft_ms?: number | null;
  sources?: ChatMessage['sources'] | null;
  error?: string | null;
  reasoning?: string | null;
  reasoning_ms?: number | null;
  tool_calls?: ChatMessage['toolCalls'] | null;
};

/** The row as the port's message: optional parts only where the row has them (see ../compare-tag). */
export const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  sessionId: row.session_id,
  role: row.role,
  content: row.content,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  inputTokens: row.input_tokens,
  outputTokens: row.output_tokens,
  // Only a Compare reply has the tag (see ../compare-tag).
  ...(row.compare_group
    ? {
        compare: {
          group: row.compare_group,
          provider: row.compare_provider ?? '',
          model: row.compare_model ?? '',
          kept: row.kept,
          ...(typeof row.compare_column === 'number' ? { column: row.compare_column } : {}),
        },
      }
    : {}),
  provider: row.provider,
  model: row.model,
  ...(typeof row.ttft_ms === 'number' ? { ttftMs: row.ttft_ms } : {}),
  ...(row.sources?.length ? { sources: row.sources } : {}),
  ...(row.error ? { error: row.error } : {}),
  ...(typeof row.reasoning === 'string' ? { reasoning: { text: row.reasoning, ms: row.reasoning_ms ?? 0 } } : {}),
  ...(row.tool_calls?.length ? { toolCalls: row.tool_calls } : {}),
});

/** A reply's reasoning as columns to write; none when not given, so an update keeps what is stored. */
export const reasoningColumns = (reasoning: ReplyReasoning | undefined) =>
  reasoning ? { reasoning: reasoning.text, reasoning_ms: reasoning.ms } : {};

/** A reply's tool calls as a column to write; none when not given, so an update keeps what is stored. */
export const toolCallColumns = (toolCalls: ChatMessage['toolCalls']) => (toolCalls ? { tool_calls: toolCalls } : {});
