import 'server-only';
import { dynamicTool, jsonSchema, type ToolSet } from 'ai';
import type { MCPClient } from '@ai-sdk/mcp';
import type { McpServerRepo, StoredMcpServer, ToolChoice } from '@/lib/data/port';
import { connectServer } from './mcp-connect';
import { TOOL_LISTING_TIMEOUT_MS } from './limits';
import type { ToolCall } from './tool-runner';

/** The chat's tools, connected for one turn; `close` ends their connections once the turn ends. */
export type TurnTools = {
  /** The tools on in this chat, as the MCP servers describe them, before they are wrapped for a turn. */
  offered: OfferedTool[];
  close: () => Promise<void>;
};

export type OfferedTool = {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  serverId: string;
  server: string;
  alwaysAllow: boolean;
  call: (args: unknown, signal: AbortSignal) => Promise<unknown>;
};

/**
 * Connects to the servers of the tools this chat has on (`choices`) and reads their definitions. A tool the
 * server no longer lists is left out; two tools of one name, the later one (the model could not
 * tell them apart). Null when the chat has no tools on.
 */
export async function connectTurnTools(
  repo: McpServerRepo,
  choices: ToolChoice[],
  userId: string,
): Promise<TurnTools | null> {
  if (!choices.length) return null;
  const servers = (await repo.list()).filter((server) => choices.some((choice) => choice.serverId === server.id));
  const clients: MCPClient[] = [];
  const close = async () => void (await Promise.all(clients.map((client) => client.close().catch(() => undefined))));
  try {
    const offered: OfferedTool[] = [];
    for (const server of servers) {
      const client = await connectServer(server, userId, AbortSignal.timeout(TOOL_LISTING_TIMEOUT_MS));
      clients.push(client);
      offered.push(...(await offeredBy(client, server, choices)));
    }
    const unique = offered.filter((tool, at) => offered.findIndex((other) => other.name === tool.name) === at);
    return { offered: unique, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function offeredBy(client: MCPClient, server: StoredMcpServer, choices: ToolChoice[]): Promise<OfferedTool[]> {
  const { tools } = await client.listTools({ options: { timeout: TOOL_LISTING_TIMEOUT_MS } });
  return tools.flatMap((definition) => {
    const choice = choices.find((c) => c.serverId === server.id && c.tool === definition.name);
    if (!choice) return [];
    return [
      {
        name: definition.name,
        description: definition.description,
        inputSchema: definition.inputSchema as Record<string, unknown>,
        serverId: server.id,
        server: server.name,
        alwaysAllow: choice.alwaysAllow,
        call: (args: unknown, signal: AbortSignal) =>
          client.callTool({
            name: definition.name,
            arguments: (args ?? {}) as Record<string, unknown>,
            // The runner's own timeout ends the call; the SDK's default (60 s) must not come first.
            options: { signal, timeout: 24 * 3600_000 },
          }),
      },
    ];
  });
}

/** The AI SDK tool set of a turn: each tool's execution goes through `run` (approval, timeout, cut). */
export function toolSetFor(offered: OfferedTool[], run: (call: ToolCall) => Promise<string>): ToolSet {
  return Object.fromEntries(
    offered.map((tool) => [
      tool.name,
      dynamicTool({
        description: tool.description,
        inputSchema: jsonSchema(tool.inputSchema as Parameters<typeof jsonSchema>[0]),
        execute: (args, { toolCallId }) =>
          run({
            callId: toolCallId,
            tool: tool.name,
            serverId: tool.serverId,
            server: tool.server,
            args,
            alwaysAllow: tool.alwaysAllow,
            execute: (signal) => tool.call(args, signal),
          }),
      }),
    ]),
  );
}
