import type { KeyModelsAnswer } from '@/app/api/portal/keys/[id]/models/schema';
import type { KeyListAnswer, SaveKeyRequest, SavedKeyAnswer } from '@/app/api/portal/keys/schema';
import type { MemoryListAnswer } from '@/app/api/portal/memories/schema';
import type { SessionHistoryAnswer, UpdateSessionRequest } from '@/app/api/portal/sessions/[id]/schema';
import type { StopAnswer } from '@/app/api/portal/sessions/[id]/stop/schema';
import type { CreateSessionRequest, SessionAnswer, SessionListAnswer } from '@/app/api/portal/sessions/schema';
import type { SearchAnswer } from '@/app/api/portal/sessions/search/schema';
import type { SettingsAnswer, UpdateSettingsRequest } from '@/app/api/portal/settings/schema';
import type { ActionResult } from '@/lib/action-result';
import { callRoute } from '@/lib/http/call-route';

/**
 * Every portal call answers an ActionResult (lib/http/call-route.ts), typed by the routes' own
 * schema.ts. A refusal's message is the route's own, or '' when it gave none: each screen then
 * says what failed in its own words.
 */
function call<T>(path: string, init?: { method?: string; body?: unknown; signal?: AbortSignal }) {
  return callRoute<T>(
    path,
    { method: init?.method ?? 'GET', cache: 'no-store', signal: init?.signal, json: init?.body },
    '',
  );
}

/** One part of a call's answer, or its refusal as it is. */
async function part<T, K extends keyof T>(answer: Promise<ActionResult<T>>, key: K): Promise<ActionResult<T[K]>> {
  const result = await answer;
  return result.ok ? { ok: true, data: result.data[key] } : result;
}

const sessionPath = (id: string) => `/api/portal/sessions/${encodeURIComponent(id)}`;

export const listSessions = () => part(call<SessionListAnswer>('/api/portal/sessions'), 'sessions');

export const createSession = (selection: CreateSessionRequest) =>
  part(call<SessionAnswer>('/api/portal/sessions', { method: 'POST', body: selection }), 'session');

/** Where a page of a chat starts (see the route): none for the latest messages. */
export type PageCursor = { before?: string; after?: string; around?: string };

/** The session and one page of its messages: the latest without a cursor. */
export const getSession = (id: string, cursor: PageCursor = {}) => {
  const query = new URLSearchParams(Object.entries(cursor).filter((entry): entry is [string, string] => !!entry[1]));
  return call<SessionHistoryAnswer>(query.size ? `${sessionPath(id)}?${query}` : sessionPath(id));
};

export const updateSession = (id: string, changes: UpdateSessionRequest) =>
  part(call<SessionAnswer>(sessionPath(id), { method: 'PATCH', body: changes }), 'session');

/** Stop: the only way a reply ends early (closing the tab does not). */
export const stopReply = (id: string) =>
  part(call<StopAnswer>(`${sessionPath(id)}/stop`, { method: 'POST' }), 'stopping');

export const deleteSession = (id: string) => call(sessionPath(id), { method: 'DELETE' });

/** Deletes a temporary chat as the page goes away: the call outlives the page (keepalive), its answer unread. */
export const deleteSessionOnLeave = (id: string) =>
  void callRoute(sessionPath(id), { method: 'DELETE', keepalive: true, cache: 'no-store' }, '');

export const listKeys = () => part(call<KeyListAnswer>('/api/portal/keys'), 'keys');

/** The keys, and how long the listing cap still refuses when a key has no list (null: it does not). */
export const listKeysAndListing = () => call<KeyListAnswer>('/api/portal/keys');

export const saveKey = (key: SaveKeyRequest) =>
  part(call<SavedKeyAnswer>('/api/portal/keys', { method: 'POST', body: key }), 'key');

export const deleteKey = (id: string) => call(`/api/portal/keys/${encodeURIComponent(id)}`, { method: 'DELETE' });

export type MemoryList = MemoryListAnswer;

export const listMemories = () => call<MemoryListAnswer>('/api/portal/memories');

export const deleteMemory = (id: string) =>
  call(`/api/portal/memories/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const deleteAllMemories = () => call('/api/portal/memories', { method: 'DELETE' });

export const searchSessions = (q: string, signal?: AbortSignal) =>
  part(call<SearchAnswer>(`/api/portal/sessions/search?q=${encodeURIComponent(q)}`, { signal }), 'results');

/** Where the browser downloads a session as a file (the server names it). */
export const exportPath = (id: string, format: 'md' | 'json') => `${sessionPath(id)}/export?format=${format}`;

export const getSettings = () => part(call<SettingsAnswer>('/api/portal/settings'), 'settings');

export const updateSettings = (changes: UpdateSettingsRequest) =>
  part(call<SettingsAnswer>('/api/portal/settings', { method: 'PATCH', body: changes }), 'settings');

/** Lists the key's models with its provider again; on failure the stored list is kept. */
export const refreshKeyModels = (id: string) =>
  call<KeyModelsAnswer>(`/api/portal/keys/${encodeURIComponent(id)}/models`, { method: 'POST' });
