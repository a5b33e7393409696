import { requireOpenAiKey } from './auth';
import { EMBEDDING_DIMENSIONS, fakeEmbedding, toBase64Floats } from './embedding';
import { sendJson, sendNotFound, sendOpenAiError } from './errors';
import { estimateTokens, isRecord } from './reply';
import type { RouteContext } from './types';

// The real API caps a batch at 2048 inputs; the AI SDK splits larger batches by this number.
const MAX_INPUTS = 2048;

// OpenAI's, then local models as Ollama serves them (a `:tag` suffix is ignored).
const DEFAULT_DIMENSIONS: Record<string, number> = {
  'text-embedding-3-large': 3072,
  'nomic-embed-text': 768,
  'mxbai-embed-large': 1024,
  'all-minilm': 384,
};
const dimensionsOf = (model: string) => DEFAULT_DIMENSIONS[model] ?? DEFAULT_DIMENSIONS[model.replace(/:[^/:]*$/, '')];

/** `input` as texts: a string, strings, or token-id arrays (rare, but valid on the real API). */
function inputTexts(input: unknown): string[] | null {
  const one = (value: unknown): string | null => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && value.every((token) => typeof token === 'number')) return value.join(' ');
    return null;
  };
  const single = one(input);
  if (single !== null) return [single];
  if (!Array.isArray(input) || input.length === 0) return null;
  const texts = input.map(one);
  return texts.every((text): text is string => text !== null) ? texts : null;
}

/**
 * POST /v1/embeddings. Faults never apply here: retrieval tests want stable vectors while chat fails.
 * With `setEmbeddingsServed(false)` it answers like an endpoint without the route (many local servers).
 */
export function handleEmbeddings(ctx: RouteContext): void {
  if (!ctx.state.embeddingsServed) return sendNotFound(ctx);
  if (!requireOpenAiKey(ctx)) return;
  const fail = (message: string) => sendOpenAiError(ctx.res, 400, message, 'invalid_request_error');
  if (ctx.invalidJson) return fail('We could not parse the JSON body of your request.');
  const body = ctx.entry.body;
  if (!isRecord(body)) return fail('The request body must be a JSON object.');
  if (typeof body.model !== 'string' || body.model === '') return fail('you must provide a model parameter');
  const texts = inputTexts(body.input);
  if (!texts)
    return fail(
      "'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.",
    );
  if (texts.length > MAX_INPUTS) return fail(`'$.input' must have at most ${MAX_INPUTS} items.`);
  const requested = body.dimensions;
  if (requested !== undefined && (typeof requested !== 'number' || !Number.isInteger(requested) || requested < 1)) {
    return fail("Invalid value for 'dimensions': must be a positive integer.");
  }
  const dimensions = (requested as number | undefined) ?? dimensionsOf(body.model) ?? EMBEDDING_DIMENSIONS;
  const base64 = body.encoding_format === 'base64';
  const promptTokens = texts.reduce((sum, text) => sum + estimateTokens(text), 0);

  sendJson(
    ctx.res,
    200,
    {
      object: 'list',
      data: texts.map((text, index) => {
        const vector = fakeEmbedding(text, dimensions);
        return { object: 'embedding', index, embedding: base64 ? toBase64Floats(vector) : vector };
      }),
      model: body.model,
      usage: { prompt_tokens: promptTokens, total_tokens: promptTokens },
    },
    { 'x-request-id': `req_${Date.now()}` },
  );
}
