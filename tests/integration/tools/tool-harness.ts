import { POST as chat } from '@/app/api/chat/route';
import { POST as addServer } from '@/app/api/portal/mcp-servers/route';
import { POST as approve } from '@/app/api/portal/sessions/[id]/tool-approval/route';
import { PUT as setTools } from '@/app/api/portal/sessions/[id]/tools/route';
import { POST as stop } from '@/app/api/portal/sessions/[id]/stop/route';
import type { ChatEvent } from '@/lib/ai/chat-events';
import { extractionsSettled } from '@/lib/ai/memory-jobs';
import { jsonRequest } from '../ai/chat-harness';

/** Adds an MCP server through the route; answers the route's response. */
export const addMcpServer = (cookie: string, body: { name: string; url: string; token?: string }) =>
  addServer(jsonRequest('/api/portal/mcp-servers', { cookie, body }));

/** Turns these tools of `serverId` on in the chat, through the route. */
export async function turnToolsOn(cookie: string, sessionId: string, serverId: string, tools: string[]) {
  const response = await setTools(
    jsonRequest(`/api/portal/sessions/${sessionId}/tools`, {
      method: 'PUT',
      cookie,
      body: { tools: tools.map((tool) => ({ serverId, tool })) },
    }),
    { params: Promise.resolve({ id: sessionId }) },
  );
  if (response.status !== 200) throw new Error(`turning tools on answered ${response.status}`);
}

/**
 * Sends a message and reads the turn's events as they come, answering each tool call that waits
 * for approval with `answer` through the approval route, as the browser's buttons do ('stop':
 * presses Stop instead).
 */
export async function chatWithTools(
  cookie: string,
  sessionId: string,
  message: string,
  answer: 'once' | 'always' | 'deny' | 'stop' | null,
  target: { provider: string; model: string } = { provider: 'openai', model: 'gpt-4o-mini' },
): Promise<ChatEvent[]> {
  const response = await chat(jsonRequest('/api/chat', { cookie, body: { sessionId, message, ...target } }));
  if (!response.body) throw new Error(`chat answered ${response.status}: ${await response.text()}`);
  const events: ChatEvent[] = [];
  const answered = new Set<string>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as ChatEvent;
      events.push(event);
      if (event.type !== 'tool' || !answer) continue;
      for (const call of event.calls.filter((c) => c.status === 'waiting' && !answered.has(c.id))) {
        answered.add(call.id);
        if (answer === 'stop') {
          await stop(jsonRequest(`/api/portal/sessions/${sessionId}/stop`, { cookie }), {
            params: Promise.resolve({ id: sessionId }),
          });
          continue;
        }
        await approve(
          jsonRequest(`/api/portal/sessions/${sessionId}/tool-approval`, { cookie, body: { callId: call.id, answer } }),
          { params: Promise.resolve({ id: sessionId }) },
        );
      }
    }
  }
  await extractionsSettled();
  return events;
}
