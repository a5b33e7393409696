'use client';

import { useState } from 'react';
import type { McpServer, ToolChoice } from '@/lib/data/port';
import type { ListedTool } from '@/lib/ai/tools/servers';
import { chatTools, listServers, serverTools } from './tools-api';

export type ServerTools = { server: McpServer; tools: ListedTool[] | null; problem: string | null };

/** What the Tools dialog shows: every server with the tools it offers now, and which are on in the chat. */
export function useChatTools(sessionId: string) {
  const [servers, setServers] = useState<ServerTools[] | null>(null);
  const [on, setOn] = useState<ToolChoice[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    const [listed, chosen] = await Promise.all([listServers(), chatTools(sessionId)]);
    if (!listed.ok) return setError(listed.message);
    if (chosen.ok) setOn(chosen.data.tools);
    setError(null);
    setServers(
      await Promise.all(
        listed.data.servers.map(async (server) => {
          const tools = await serverTools(server.id);
          return { server, tools: tools.ok ? tools.data.tools : null, problem: tools.ok ? null : tools.message };
        }),
      ),
    );
  };
  return { servers, on, setOn, error, setError, load };
}
