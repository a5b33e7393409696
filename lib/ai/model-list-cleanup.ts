import 'server-only';
import { readLimitedBytes } from '@/lib/http/request';
import { MODEL_ID_MAX } from './model-id-check';
import type { ListedModel } from './model-catalogue';

/** At most this many models are kept per key: the provider's answer is untrusted input. */
export const MODEL_LIST_MAX = 500;
const LABEL_MAX = 200;
/** Bytes read of a models answer before it is given up as unusable (OpenRouter's list is about 1 MB). */
export const MODELS_BODY_MAX = 4 * 1024 * 1024;

// No whitespace, control or format characters (bidi overrides, zero-width): an id is shown and sent as is.
const usableId = /^[^\s\p{Cc}\p{Cf}]+$/u;
const unsafeInLabel = /[\p{Cc}\p{Cf}]/u;

/**
 * The listed models worth keeping: ids that could be a session's model, each once, in the
 * provider's order, at most MODEL_LIST_MAX; a label with odd characters falls back to the id.
 * null when nothing usable is left, so an empty or junk answer never reads as "no models".
 */
export function cleanModelList(listed: ListedModel[]): ListedModel[] | null {
  const kept = new Map<string, ListedModel>();
  for (const { id, label } of listed) {
    if (kept.size >= MODEL_LIST_MAX) break;
    if (id.length > MODEL_ID_MAX || !usableId.test(id) || kept.has(id)) continue;
    const name = label.trim();
    const safe = name && name.length <= LABEL_MAX && !unsafeInLabel.test(name) ? name : id;
    kept.set(id, { id, label: safe });
  }
  return kept.size ? [...kept.values()] : null;
}

/** The body as JSON, or null when it is not JSON or longer than `max` bytes (reading stops there). */
export async function readJsonCapped(response: Response, max = MODELS_BODY_MAX): Promise<unknown> {
  try {
    return JSON.parse(new TextDecoder().decode(await readLimitedBytes(response, max)));
  } catch {
    return null;
  }
}
