import { isRecord, randomId } from './reply';
import { sseData, sseEvent } from './stream';
import type { ProviderState, ReceivedToolResult, RouteContext } from './types';

/**
 * Scripted tool calls (issue #42 point 2). With a tool call set, a chat request that offers
 * tools and whose conversation has no tool result since its last user message is answered
 * with that call, streamed as the real API streams one; a request carrying tool results is
 * answered with the reply as usual (or, with `repeat`, with the call again), and the results it
 * carried are recorded.
 */
export function setToolCall(state: ProviderState, call: unknown): void {
  if (call === null) return void (state.toolCall = null);
  if (!isRecord(call) || typeof call.name !== 'string' || !isRecord(call.arguments))
    throw new TypeError('a tool call is { name, arguments: {...}, repeat?: true } or null');
  state.toolCall = { name: call.name, arguments: call.arguments, repeat: call.repeat === true };
}

/** Whether this request is answered with the scripted tool call; records the tool results it carries. */
export function answersWithToolCall(ctx: RouteContext, format: 'openai' | 'anthropic'): boolean {
  if (ctx.sideRequest) return false;
  const body = ctx.entry.body as Record<string, unknown>;
  const messages = Array.isArray(body.messages) ? (body.messages as unknown[]) : [];
  const lastUser = messages.findLastIndex((m) => isRecord(m) && m.role === 'user' && !hasToolResult(m, format));
  const results = messages.slice(lastUser + 1).flatMap((m) => toolResultsOf(m, format));
  for (const result of results)
    if (!ctx.state.toolResults.some((seen) => seen.id === result.id)) ctx.state.toolResults.push(result);
  const offered = Array.isArray(body.tools) && body.tools.length > 0;
  return !!ctx.state.toolCall && offered && (results.length === 0 || ctx.state.toolCall.repeat === true);
}

function hasToolResult(message: Record<string, unknown>, format: 'openai' | 'anthropic') {
  return format === 'anthropic' && toolResultsOf(message, format).length > 0;
}

function toolResultsOf(message: unknown, format: 'openai' | 'anthropic'): ReceivedToolResult[] {
  if (!isRecord(message)) return [];
  if (format === 'openai')
    return message.role === 'tool' ? [{ id: String(message.tool_call_id), content: textOf(message.content) }] : [];
  if (message.role !== 'user' || !Array.isArray(message.content)) return [];
  return message.content
    .filter((part): part is Record<string, unknown> => isRecord(part) && part.type === 'tool_result')
    .map((part) => ({ id: String(part.tool_use_id), content: textOf(part.content) }));
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : '')).join('')
      : JSON.stringify(content);

/** Splits the arguments' JSON in two pieces, as providers stream them in several deltas. */
function argumentPieces(args: Record<string, unknown>): string[] {
  const json = JSON.stringify(args);
  const half = Math.ceil(json.length / 2);
  return [json.slice(0, half), json.slice(half)].filter(Boolean);
}

function writeSse(ctx: RouteContext, frames: string[]) {
  ctx.res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  for (const frame of frames) ctx.res.write(frame);
  ctx.res.end();
  ctx.entry.status = 200;
}

/** Chat Completions: a tool_calls delta with id and name, argument deltas, finish_reason tool_calls. */
export function streamOpenAiToolCall(ctx: RouteContext): void {
  const call = ctx.state.toolCall!;
  const body = ctx.entry.body as Record<string, unknown>;
  const id = `chatcmpl-${randomId()}`;
  const callId = `call_${randomId()}`;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finish: string | null) =>
    sseData({
      id,
      object: 'chat.completion.chunk',
      created,
      model: body.model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    });
  writeSse(ctx, [
    chunk({ role: 'assistant', content: null }, null),
    chunk(
      { tool_calls: [{ index: 0, id: callId, type: 'function', function: { name: call.name, arguments: '' } }] },
      null,
    ),
    ...argumentPieces(call.arguments).map((piece) =>
      chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }, null),
    ),
    chunk({}, 'tool_calls'),
    sseData({
      id,
      object: 'chat.completion.chunk',
      created,
      model: body.model,
      choices: [],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    }),
    sseData('[DONE]'),
  ]);
}

/** Messages API: a tool_use block, input_json_delta pieces, stop_reason tool_use. */
export function streamAnthropicToolCall(ctx: RouteContext): void {
  const call = ctx.state.toolCall!;
  const body = ctx.entry.body as Record<string, unknown>;
  const usage = { input_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 1 };
  const message = {
    id: `msg_${randomId()}`,
    type: 'message',
    role: 'assistant',
    model: body.model,
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage,
  };
  writeSse(ctx, [
    sseEvent('message_start', { type: 'message_start', message }),
    sseEvent('content_block_start', {
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'tool_use', id: `toolu_${randomId()}`, name: call.name, input: {} },
    }),
    ...argumentPieces(call.arguments).map((piece) =>
      sseEvent('content_block_delta', {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'input_json_delta', partial_json: piece },
      }),
    ),
    sseEvent('content_block_stop', { type: 'content_block_stop', index: 0 }),
    sseEvent('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'tool_use', stop_sequence: null },
      usage: { output_tokens: 5 },
    }),
    sseEvent('message_stop', { type: 'message_stop' }),
  ]);
}
