import { TOOL_RESULT_LIMIT_CHARS } from './limits';

type ContentPart = { type: string; text?: string };

/**
 * An MCP tool result as the text the model is sent: its text parts joined, other parts named
 * (an image is not forwarded), an error result marked as one.
 */
export function resultText(result: unknown): string {
  if (typeof result === 'string') return result;
  const call = result as { content?: ContentPart[]; isError?: boolean; structuredContent?: unknown } | null;
  if (!call || !Array.isArray(call.content)) return JSON.stringify(result ?? null);
  const text = call.content.map((part) => (part.type === 'text' ? (part.text ?? '') : `[${part.type}]`)).join('\n');
  return call.isError ? `The tool reported an error: ${text}` : text;
}

/** Cuts a result to `limit` characters, saying how many were cut, so the model knows it saw part. */
export function cutResult(text: string, limit = TOOL_RESULT_LIMIT_CHARS): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}\n[cut: ${text.length - limit} characters]`;
}
