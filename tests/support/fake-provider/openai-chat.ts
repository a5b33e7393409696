import { requireOpenAiKey } from './auth';
import { sendJson, sendOpenAiError, sendOpenAiFault } from './errors';
import { estimateTokens, isRecord, promptText, randomId, reasoningChunks, replyCapOf, replyTo } from './reply';
import { takeFault } from './state';
import { failWithoutReply, type SsePlan, sseData, streamSse } from './stream';
import { answersWithToolCall, streamOpenAiToolCall } from './tool-calls';
import type { RouteContext } from './types';

/** Why the body cannot be served, in OpenAI's wording, or null when it is fine. */
function invalidBody(ctx: RouteContext): string | null {
  if (ctx.invalidJson) return 'We could not parse the JSON body of your request.';
  const body = ctx.entry.body;
  if (!isRecord(body)) return 'The request body must be a JSON object.';
  if (typeof body.model !== 'string' || body.model === '') return 'you must provide a model parameter';
  if (!Array.isArray(body.messages) || body.messages.length === 0) return "Missing required parameter: 'messages'.";
  return null;
}

/** POST /v1/chat/completions for OpenAI (`openai.chat(id)`) and OpenAI-compatible providers. */
export async function handleChatCompletions(ctx: RouteContext): Promise<void> {
  if (!requireOpenAiKey(ctx)) return;
  const problem = invalidBody(ctx);
  if (problem) return sendOpenAiError(ctx.res, 400, problem, 'invalid_request_error');
  const body = ctx.entry.body as Record<string, unknown>;

  // As Ollama answers a model without tool support (its OpenAI-compatible API).
  if (ctx.state.toolsRefused && Array.isArray(body.tools) && body.tools.length)
    return sendOpenAiError(ctx.res, 400, `${String(body.model)} does not support tools`, 'api_error');
  // Validation comes first so a malformed request never uses up a fault a test queued.
  const fault = ctx.sideRequest ? null : takeFault(ctx.state);
  ctx.entry.fault = fault;
  if (fault && 'status' in fault) return sendOpenAiFault(ctx.res, fault.status);

  if (body.stream === true && answersWithToolCall(ctx, 'openai')) return streamOpenAiToolCall(ctx);
  const reply = replyTo(ctx.state, ctx.entry, replyCapOf(body));
  const ending = reply.cut ? 'length' : 'stop';
  const id = `chatcmpl-${randomId()}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model as string;
  const promptTokens = estimateTokens(promptText(body));
  const completionTokens = reply.tokens;
  const usage = {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
  const headers = { 'x-request-id': `req_${randomId(16)}`, 'openai-processing-ms': '1' };

  if (body.stream === true) {
    const reasoning = isRecord(ctx.state.reply) && ctx.state.reply.as === 'reasoning';
    const options = isRecord(body.stream_options) ? body.stream_options : {};
    const includeUsage = options.include_usage === true;
    const chunk = (delta: object, finishReason: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      system_fingerprint: 'fp_fake',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      // Real chunks carry `usage: null` until the dedicated usage chunk when usage was requested.
      ...(includeUsage ? { usage: null } : {}),
    });
    const plan: SsePlan = {
      headers,
      preamble: [sseData(chunk({ role: 'assistant', content: '', refusal: null }, null))],
      content: (piece) => sseData(chunk(reasoning ? { reasoning_content: piece } : { content: piece }, null)),
      // As DeepSeek, vLLM and Ollama stream it; @ai-sdk/openai-compatible reads it, @ai-sdk/openai's chat model does not.
      reasoning: {
        chunks: reasoningChunks(ctx.state, ctx.sideRequest),
        frame: (piece) => sseData(chunk({ reasoning_content: piece }, null)),
        after: [],
      },
      finale: [
        sseData(chunk({}, ending)),
        // As on the real API, usage arrives in its own last chunk with an empty `choices` array.
        ...(includeUsage ? [sseData({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })] : []),
        sseData('[DONE]'),
      ],
    };
    return streamSse(ctx, plan, reply.chunks, fault);
  }

  if (fault) return failWithoutReply(ctx, fault);
  sendJson(
    ctx.res,
    200,
    {
      id,
      object: 'chat.completion',
      created,
      model,
      system_fingerprint: 'fp_fake',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: reply.text(), refusal: null, annotations: [] },
          logprobs: null,
          finish_reason: ending,
        },
      ],
      usage,
    },
    headers,
  );
}
