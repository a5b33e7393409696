'use client';

import { useState } from 'react';
import type { McpServer, ToolChoice } from '@/lib/data/port';
import type { ListedTool } from '@/lib/ai/tools/servers';
import type { ActionResult } from '@/lib/action-result';
import { chatTools, listServers, serverTools } from './tools-api';

export type ServerTools = { server: McpServer; tools: ListedTool[] | null; problem: string | null };

type Chosen = { tools: ToolChoice[]; fromProject?: string | null };

/**
 * What a Tools picker shows: every server with the tools it offers now, and which are on where
 * `readChosen` reads them (a chat, or a project); `fromProject` names the project a chat follows.
 */
export function useToolChoices(readChosen: () => Promise<ActionResult<Chosen>>) {
  const [servers, setServers] = useState<ServerTools[] | null>(null);
  const [on, setOn] = useState<ToolChoice[]>([]);
  const [fromProject, setFromProject] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    const [listed, chosen] = await Promise.all([listServers(), readChosen()]);
    if (!listed.ok) return setError(listed.message);
    if (chosen.ok) {
      setOn(chosen.data.tools);
      setFromProject(chosen.data.fromProject ?? null);
    }
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
  return { servers, on, setOn, fromProject, setFromProject, error, setError, load };
}

/** The Tools dialog of a chat. */
export const useChatTools = (sessionId: string) => useToolChoices(() => chatTools(sessionId));
