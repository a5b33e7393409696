import { requireAnthropicKey, requireOpenAiKey } from './auth';
import { sendJson } from './errors';
import type { ModelsAnswer, ModelsFormat, ProviderState, RouteContext } from './types';

const OPENAI_MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini', 'text-embedding-3-small'];

const ANTHROPIC_MODELS = [
  { id: 'claude-haiku-4-5', name: 'Claude Haiku 4.5' },
  { id: 'claude-sonnet-4-5', name: 'Claude Sonnet 4.5' },
];

/** Throws on a malformed answer, so a typo in a test (or a bad control request) fails loudly. */
export function checkModelsAnswer(
  format: unknown,
  answer: unknown,
): { format: ModelsFormat; answer: ModelsAnswer | null } {
  if (format !== 'openai' && format !== 'anthropic') throw new TypeError(`Unknown models format ${String(format)}`);
  if (answer === null) return { format, answer };
  if (typeof answer === 'object' && !Array.isArray(answer) && typeof (answer as { raw?: unknown }).raw === 'string')
    return { format, answer: { raw: (answer as { raw: string }).raw } };
  const entry = (item: unknown) =>
    typeof item === 'string' ||
    (typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string');
  if (Array.isArray(answer) && answer.every(entry)) return { format, answer: answer as ModelsAnswer };
  throw new TypeError(`Not a fake-provider models answer: ${JSON.stringify(answer)?.slice(0, 200)}`);
}

/** Sets (or with null restores) what GET /v1/models answers in one format until reset(). */
export function setModels(state: ProviderState, format: unknown, answer: unknown): void {
  const checked = checkModelsAnswer(format, answer);
  if (checked.answer === null) delete state.models[checked.format];
  else state.models[checked.format] = checked.answer;
}

const entries = (answer: ModelsAnswer | undefined, fallback: { id: string; name?: string }[]) =>
  Array.isArray(answer) ? answer.map((item) => (typeof item === 'string' ? { id: item } : item)) : fallback;

/**
 * GET /v1/models, which the app calls to verify a key and list its models. Both providers share the path,
 * so a request carrying `x-api-key` and no `Authorization` is answered the Anthropic way.
 */
export function handleModels(ctx: RouteContext): void {
  const headers = ctx.entry.headers;
  const format: ModelsFormat =
    headers['x-api-key'] !== undefined && headers.authorization === undefined ? 'anthropic' : 'openai';
  if (!(format === 'anthropic' ? requireAnthropicKey(ctx) : requireOpenAiKey(ctx))) return;
  const answer = ctx.state.models[format];
  if (answer && !Array.isArray(answer)) {
    ctx.res.writeHead(200, { 'content-type': 'application/json' });
    ctx.res.end(answer.raw);
    return;
  }
  if (format === 'anthropic') {
    const data = entries(answer, ANTHROPIC_MODELS).map(({ id, name }) => ({
      type: 'model',
      id,
      display_name: name ?? id,
      created_at: '2025-10-01T00:00:00Z',
    }));
    sendJson(ctx.res, 200, { data, has_more: false, first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null });
    return;
  }
  const created = 1_700_000_000;
  const data = entries(
    answer,
    OPENAI_MODELS.map((id) => ({ id })),
  ).map(({ id }) => ({
    id,
    object: 'model',
    created,
    owned_by: 'system',
  }));
  sendJson(ctx.res, 200, { object: 'list', data });
}
