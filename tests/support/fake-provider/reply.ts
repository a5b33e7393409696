import { randomBytes } from 'node:crypto';
import { EXTRACTION_INSTRUCTIONS } from '../../../lib/ai/memory-prompt';
import { longReplyPieces, longReplyText } from './long-reply';
import type { LoggedRequest, ProviderState } from './types';

// Long prompts would otherwise produce thousands of chunks and slow every streamed test down.
const MAX_ECHO_CHARS = 300;

const FILLER =
  'This deterministic answer comes from the fake provider, streamed a few words at a time so tests can watch it arrive.';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text of a message `content`: a plain string, or the text parts of an OpenAI / Anthropic content array. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .filter(isRecord)
    .map((part) => (typeof part.text === 'string' ? part.text : ''))
    .filter((text) => text.length > 0)
    .join(' ');
}

/** The last user message of a chat/completions or messages body (both use `messages: [{ role, content }]`). */
export function lastUserText(body: unknown): string {
  if (!isRecord(body) || !Array.isArray(body.messages)) return '';
  const users = body.messages.filter((message) => isRecord(message) && message.role === 'user');
  const last: unknown = users.at(-1);
  return isRecord(last) ? contentText(last.content) : '';
}

/** Echoes the prompt so tests can tell replies apart, padded so it is always longer than 100 characters. */
export function defaultReply(userText: string): string {
  const clean = userText.replace(/\s+/g, ' ').trim();
  const echo = clean.length > MAX_ECHO_CHARS ? `${clean.slice(0, MAX_ECHO_CHARS).replace(/\s+\S*$/, '')}...` : clean;
  return `You said: ${echo || '(nothing)'}. ${FILLER}`;
}

/**
 * The portal's request for a chat's title (lib/ai/chat-turn/auto-title.ts, whose instructions
 * start "You name chats."). Answered with the user's message by default, so a chat's title reads
 * as its first words, as the tests written before titles expect.
 */
export function isTitleRequest(body: unknown): boolean {
  return JSON.stringify(body ?? null).includes('You name chats.');
}

/**
 * The memory extraction after a reply (lib/ai/memory-extract.ts): its instructions sit in the
 * messages (OpenAI) or the system field (Anthropic), so the whole body is searched.
 */
export function isMemoryExtraction(request: { body: unknown }): boolean {
  return JSON.stringify(request.body ?? null).includes(EXTRACTION_INSTRUCTIONS);
}

function replyFor(state: ProviderState, request: LoggedRequest): string {
  if (isTitleRequest(request.body)) return state.titleReply ?? lastUserText(request.body);
  if (typeof state.reply === 'string') return state.reply;
  if (typeof state.reply === 'function') return state.reply(request);
  return defaultReply(lastUserText(request.body));
}

/**
 * The reply to one request: its content chunks for a stream, its whole text for a plain answer,
 * and its rough token count. A long reply (see long-reply.ts) is made as it streams.
 */
export function replyTo(
  state: ProviderState,
  request: LoggedRequest,
  maxTokens?: number,
): { chunks: Iterable<string>; text: () => string; tokens: number; cut: boolean } {
  const long = state.reply;
  if (long !== null && typeof long === 'object' && !isTitleRequest(request.body)) {
    const chunks = longReplyPieces(long);
    return { chunks, text: () => longReplyText(long), tokens: Math.ceil(long.bytes / 4), cut: false };
  }
  const whole = replyFor(state, request);
  // As a real provider does, a reply cap (max_tokens) ends the reply there, with its own tokens counted.
  const cut = maxTokens !== undefined && estimateTokens(whole) > maxTokens;
  const text = cut ? whole.slice(0, Math.max(1, maxTokens) * 4) : whole;
  return { chunks: splitIntoChunks(text), text: () => text, tokens: estimateTokens(text), cut };
}

/** The reasoning pieces streamed before a chat reply; none for a title or an extraction, or when none is set. */
export function reasoningChunks(state: ProviderState, sideRequest: boolean | undefined): string[] {
  return state.reasoning && !sideRequest ? splitIntoChunks(state.reasoning) : [];
}

/** The reply cap a chat/completions body asks for (max_completion_tokens, or the older max_tokens). */
export function replyCapOf(body: Record<string, unknown>): number | undefined {
  const cap = body.max_completion_tokens ?? body.max_tokens;
  return typeof cap === 'number' ? cap : undefined;
}

/** Word-sized pieces (leading whitespace attached, like real tokens) that concatenate back to `text` exactly. */
export function splitIntoChunks(text: string): string[] {
  const chunks: string[] = [...(text.match(/\s*\S+/g) ?? [])];
  const trailing = text.slice(chunks.join('').length);
  if (trailing.length > 0) chunks.push(trailing);
  return chunks;
}

/** Rough token count (about four characters a token) for the usage fields. */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** All message text of a request body, for a plausible prompt token count. */
export function promptText(body: unknown): string {
  if (!isRecord(body)) return '';
  const messages = Array.isArray(body.messages) ? body.messages.filter(isRecord) : [];
  const parts = messages.map((message) => contentText(message.content));
  return [contentText(body.system), ...parts].join('\n');
}

/** Random id suffix in the style providers use (chatcmpl-..., msg_...). */
export function randomId(length = 24): string {
  return randomBytes(length).toString('base64url').slice(0, length);
}
