import { requireAnthropicKey } from './auth';
import { sendAnthropicError, sendAnthropicFault, sendJson } from './errors';
import { estimateTokens, isRecord, promptText, randomId, reasoningChunks, replyTo } from './reply';
import { takeFault } from './state';
import { failWithoutReply, type SsePlan, sseEvent, streamSse } from './stream';
import { answersWithToolCall, streamAnthropicToolCall } from './tool-calls';
import type { RouteContext } from './types';

/** Why the body cannot be served, in Anthropic's wording, or null when it is fine. */
function invalidBody(ctx: RouteContext): string | null {
  if (ctx.invalidJson) return 'There was an issue with your request body: invalid JSON';
  const body = ctx.entry.body;
  if (!isRecord(body)) return 'The request body must be a JSON object.';
  if (typeof body.model !== 'string' || body.model === '') return 'model: Field required';
  // Anthropic, unlike OpenAI, refuses a request without max_tokens; catching that here catches it in the app too.
  if (typeof body.max_tokens !== 'number') return 'max_tokens: Field required';
  if (!Array.isArray(body.messages) || body.messages.length === 0) return 'messages: Field required';
  return null;
}

/** POST /v1/messages, the Anthropic Messages API used by @ai-sdk/anthropic. */
export async function handleMessages(ctx: RouteContext): Promise<void> {
  if (!requireAnthropicKey(ctx)) return;
  const problem = invalidBody(ctx);
  if (problem) return sendAnthropicError(ctx.res, 400, 'invalid_request_error', problem);
  const body = ctx.entry.body as Record<string, unknown>;

  // Validation comes first so a malformed request never uses up a fault a test queued.
  const fault = ctx.sideRequest ? null : takeFault(ctx.state);
  ctx.entry.fault = fault;
  if (fault && 'status' in fault) return sendAnthropicFault(ctx.res, fault.status);

  if (body.stream === true && answersWithToolCall(ctx, 'anthropic')) return streamAnthropicToolCall(ctx);
  const reply = replyTo(ctx.state, ctx.entry);
  const id = `msg_${randomId()}`;
  const model = body.model as string;
  const inputTokens = estimateTokens(promptText(body));
  const outputTokens = reply.tokens;
  const headers = { 'request-id': `req_${randomId(16)}` };
  const message = (content: object[], stopReason: string | null, output: number) => ({
    id,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: {
      input_tokens: inputTokens,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens: output,
      service_tier: 'standard',
    },
  });

  if (body.stream === true) {
    // Same event order and shapes as the live API: message_start, content_block_start, ping, deltas, stops.
    // With reasoning, a signed thinking block comes first (index 0) and the text block is index 1.
    const thoughts = reasoningChunks(ctx.state, ctx.sideRequest);
    const text = thoughts.length ? 1 : 0;
    const plan: SsePlan = {
      headers,
      preamble: [
        sseEvent('message_start', { type: 'message_start', message: message([], null, 1) }),
        ...(thoughts.length
          ? [blockStart(0, { type: 'thinking', thinking: '', signature: '' })]
          : [blockStart(0, TEXT)]),
        sseEvent('ping', { type: 'ping' }),
      ],
      reasoning: {
        chunks: thoughts,
        frame: (piece) => blockDelta(0, { type: 'thinking_delta', thinking: piece }),
        after: thoughts.length
          ? [
              blockDelta(0, { type: 'signature_delta', signature: `sig_${randomId(32)}` }),
              sseEvent('content_block_stop', { type: 'content_block_stop', index: 0 }),
              blockStart(1, TEXT),
            ]
          : [],
      },
      content: (piece) => blockDelta(text, { type: 'text_delta', text: piece }),
      finale: [
        sseEvent('content_block_stop', { type: 'content_block_stop', index: text }),
        sseEvent('message_delta', {
          type: 'message_delta',
          delta: { stop_reason: 'end_turn', stop_sequence: null },
          usage: { output_tokens: outputTokens },
        }),
        sseEvent('message_stop', { type: 'message_stop' }),
      ],
    };
    return streamSse(ctx, plan, reply.chunks, fault);
  }

  if (fault) return failWithoutReply(ctx, fault);
  sendJson(ctx.res, 200, message([{ type: 'text', text: reply.text() }], 'end_turn', outputTokens), headers);
}

const TEXT = { type: 'text', text: '' };
const blockStart = (index: number, block: object) =>
  sseEvent('content_block_start', { type: 'content_block_start', index, content_block: block });
const blockDelta = (index: number, delta: object) =>
  sseEvent('content_block_delta', { type: 'content_block_delta', index, delta });
