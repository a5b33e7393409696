import type {
  ApiKeySummary,
  ChatMessage,
  ChatSearchHit,
  ChatSession,
  Memory,
  ProviderId,
  UserSettings,
} from '@/lib/data/port';
import type { ModelListingPause } from '@/lib/ai/model-listing-pause';
import type { ListedModel } from '@/lib/ai/model-catalogue';
import { fetchJson } from '@/lib/http/fetch-json';
import type { ModelSelection } from './settings/model-selection';

/** Every portal call answers its JSON, or throws an HttpError (lib/http/fetch-json.ts). */
function call<T>(path: string, init?: { method?: string; body?: unknown; signal?: AbortSignal }): Promise<T> {
  return fetchJson<T>(path, {
    method: init?.method ?? 'GET',
    cache: 'no-store',
    signal: init?.signal,
    json: init?.body,
  });
}

const sessionPath = (id: string) => `/api/portal/sessions/${encodeURIComponent(id)}`;

export const listSessions = () => call<{ sessions: ChatSession[] }>('/api/portal/sessions').then((b) => b.sessions);

export const createSession = (selection: ModelSelection) =>
  call<{ session: ChatSession }>('/api/portal/sessions', { method: 'POST', body: selection }).then((b) => b.session);

export const getSession = (id: string) => call<{ session: ChatSession; messages: ChatMessage[] }>(sessionPath(id));

export const updateSession = (
  id: string,
  changes: Partial<ModelSelection> & { title?: string; systemPrompt?: string },
) => call<{ session: ChatSession }>(sessionPath(id), { method: 'PATCH', body: changes }).then((b) => b.session);

/** Stop: the only way a reply ends early (closing the tab does not). */
export const stopReply = (id: string) =>
  call<{ stopping: boolean }>(`${sessionPath(id)}/stop`, { method: 'POST' }).then((b) => b.stopping);

export const deleteSession = (id: string) => call<void>(sessionPath(id), { method: 'DELETE' });

export const listKeys = () => call<{ keys: ApiKeySummary[] }>('/api/portal/keys').then((b) => b.keys);

/** The keys, and how long the listing cap still refuses when a key has no list (null: it does not). */
export const listKeysAndListing = () =>
  call<{ keys: ApiKeySummary[]; modelListing: ModelListingPause | null }>('/api/portal/keys');

export type NewKey = { provider: ProviderId; apiKey: string; baseUrl?: string; verify: boolean };

export const saveKey = (key: NewKey) =>
  call<{ key: ApiKeySummary }>('/api/portal/keys', { method: 'POST', body: key }).then((b) => b.key);

export const deleteKey = (id: string) => call<void>(`/api/portal/keys/${encodeURIComponent(id)}`, { method: 'DELETE' });

export type MemoryList = {
  memories: Memory[];
  search: 'embeddings' | 'full-text';
  /** The embedding model of the user's OpenAI-compatible endpoint, if named. */
  localModel: string | null;
};

export const listMemories = () => call<MemoryList>('/api/portal/memories');

export const deleteMemory = (id: string) =>
  call<void>(`/api/portal/memories/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const deleteAllMemories = () => call<void>('/api/portal/memories', { method: 'DELETE' });

export const searchSessions = (q: string, signal?: AbortSignal) =>
  call<{ results: ChatSearchHit[] }>(`/api/portal/sessions/search?q=${encodeURIComponent(q)}`, { signal }).then(
    (b) => b.results,
  );

/** Where the browser downloads a session as a file (the server names it). */
export const exportPath = (id: string, format: 'md' | 'json') => `${sessionPath(id)}/export?format=${format}`;

export const getSettings = () => call<{ settings: UserSettings }>('/api/portal/settings').then((b) => b.settings);

export const updateSettings = (changes: Partial<UserSettings>) =>
  call<{ settings: UserSettings }>('/api/portal/settings', { method: 'PATCH', body: changes }).then((b) => b.settings);

export type KeyModels = { models: ListedModel[] | null; fetchedAt: string | null };

/** Lists the key's models with its provider again; on failure the stored list is kept. */
export const refreshKeyModels = (id: string) =>
  call<KeyModels>(`/api/portal/keys/${encodeURIComponent(id)}/models`, { method: 'POST' });
