import type { MemoryAnswer } from '@/app/api/portal/memories/schema';
import type { MemoriesUsedAnswer } from '@/app/api/portal/sessions/[id]/memories-used/schema';
import type { ActionResult } from '@/lib/action-result';
import type { Memory } from '@/lib/data/port';
import { callRoute } from '@/lib/http/call-route';

// A refusal's message is the route's own (a memory too long, say): it is said as it is.
const memoryCall = async (path: string, method: 'POST' | 'PATCH', content: string): Promise<ActionResult<Memory>> => {
  const result = await callRoute<MemoryAnswer>(path, { method, json: { content } }, 'The memory could not be saved.');
  return result.ok ? { ok: true, data: result.data.memory } : result;
};

export const addMemory = (content: string) => memoryCall('/api/portal/memories', 'POST', content);

export const editMemory = (id: string, content: string) =>
  memoryCall(`/api/portal/memories/${encodeURIComponent(id)}`, 'PATCH', content);

export const listMemoriesUsed = (sessionId: string) =>
  callRoute<MemoriesUsedAnswer>(`/api/portal/sessions/${encodeURIComponent(sessionId)}/memories-used`, {
    cache: 'no-store',
  });
