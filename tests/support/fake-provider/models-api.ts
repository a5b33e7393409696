import { requireAnthropicKey, requireOpenAiKey } from './auth';
import { sendJson } from './errors';
import type { RouteContext } from './types';

const OPENAI_MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini', 'text-embedding-3-small'];

const ANTHROPIC_MODELS = [
  { id: 'claude-haiku-4-5', display_name: 'Claude Haiku 4.5' },
  { id: 'claude-sonnet-4-5', display_name: 'Claude Sonnet 4.5' },
];

/**
 * GET /v1/models, which the app calls to verify a key when it is saved. Both providers share the path,
 * so a request carrying `x-api-key` and no `Authorization` is answered the Anthropic way.
 */
export function handleModels(ctx: RouteContext): void {
  const headers = ctx.entry.headers;
  if (headers['x-api-key'] !== undefined && headers.authorization === undefined) {
    if (!requireAnthropicKey(ctx)) return;
    const data = ANTHROPIC_MODELS.map((model) => ({ type: 'model', created_at: '2025-10-01T00:00:00Z', ...model }));
    sendJson(ctx.res, 200, { data, has_more: false, first_id: data[0]!.id, last_id: data.at(-1)!.id });
    return;
  }
  if (!requireOpenAiKey(ctx)) return;
  const created = 1_700_000_000;
  const data = OPENAI_MODELS.map((id) => ({ id, object: 'model', created, owned_by: 'system' }));
  sendJson(ctx.res, 200, { object: 'list', data });
}
