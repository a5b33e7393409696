import type { McpServerAnswer, McpServerListAnswer } from '@/app/api/portal/mcp-servers/schema';
import type { ServerToolsAnswer } from '@/app/api/portal/mcp-servers/[id]/tools/schema';
import type { ToolApprovalAnswer } from '@/app/api/portal/sessions/[id]/tool-approval/schema';
import type { ToolChoicesAnswer } from '@/app/api/portal/sessions/[id]/tools/schema';
import type { ProjectToolsAnswer } from '@/app/api/portal/projects/[id]/tools/schema';
import { callRoute } from '@/lib/http/call-route';

export const listServers = () => callRoute<McpServerListAnswer>('/api/portal/mcp-servers');

export const addServer = (input: { name: string; url: string; token: string }) =>
  callRoute<McpServerAnswer>(
    '/api/portal/mcp-servers',
    { method: 'POST', json: input },
    'The server could not be added.',
  );

export const removeServer = (id: string) =>
  callRoute(
    `/api/portal/mcp-servers/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
    'The server could not be removed.',
  );

export const serverTools = (id: string) =>
  callRoute<ServerToolsAnswer>(
    `/api/portal/mcp-servers/${encodeURIComponent(id)}/tools`,
    {},
    'The server’s tools could not be listed.',
  );

export const chatTools = (sessionId: string) =>
  callRoute<ToolChoicesAnswer>(`/api/portal/sessions/${encodeURIComponent(sessionId)}/tools`);

export const setChatTools = (sessionId: string, tools: { serverId: string; tool: string }[]) =>
  callRoute<ToolChoicesAnswer>(
    `/api/portal/sessions/${encodeURIComponent(sessionId)}/tools`,
    { method: 'PUT', json: { tools } },
    'The chat’s tools could not be saved.',
  );

export const projectTools = (projectId: string) =>
  callRoute<ProjectToolsAnswer>(`/api/portal/projects/${encodeURIComponent(projectId)}/tools`);

export const setProjectTools = (projectId: string, tools: { serverId: string; tool: string }[]) =>
  callRoute<ProjectToolsAnswer>(
    `/api/portal/projects/${encodeURIComponent(projectId)}/tools`,
    { method: 'PUT', json: { tools } },
    'The project’s tools could not be saved.',
  );

export const answerToolCall = (sessionId: string, callId: string, answer: 'once' | 'always' | 'deny') =>
  callRoute<ToolApprovalAnswer>(
    `/api/portal/sessions/${encodeURIComponent(sessionId)}/tool-approval`,
    { method: 'POST', json: { callId, answer } },
    'Your answer could not be sent.',
  );
