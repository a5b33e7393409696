import 'server-only';
import { randomUUID } from 'node:crypto';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import type { McpServer } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { MCP_SERVERS_PER_USER, TOOL_LISTING_TIMEOUT_MS } from './limits';
import { assertUsableServerUrl, connectServer, serverUnreachable } from './mcp-connect';
import { sealServerToken } from './server-token';

export type ServerInput = { name: string; url: string; token: string | null };
export type ListedTool = { name: string; description: string };

/**
 * Adds an MCP server. Its URL is checked now (a bad address is not kept) and again at every use;
 * its token is sealed to the user, the row and the URL.
 */
export async function addServer(user: AuthUser, input: ServerInput): Promise<McpServer> {
  const repo = (await reposFor(user)).mcpServers;
  if ((await repo.list()).length >= MCP_SERVERS_PER_USER)
    throw new AppError('conflict', `You can add up to ${MCP_SERVERS_PER_USER} tool servers. Remove one first.`);
  await assertUsableServerUrl(input.url);
  const id = randomUUID();
  const sealedToken = input.token ? sealServerToken(input.token, { userId: user.id, id, url: input.url }) : null;
  return repo.add({ id, name: input.name, url: input.url, sealedToken });
}

/** The tools one of the user's servers offers now (it is asked each time: its list can change). */
export async function listServerTools(user: AuthUser, serverId: string): Promise<ListedTool[]> {
  const server = (await (await reposFor(user)).mcpServers.list()).find((s) => s.id === serverId);
  if (!server) throw new AppError('not_found', 'That tool server is no longer there.');
  const client = await connectServer(server, user.id, AbortSignal.timeout(TOOL_LISTING_TIMEOUT_MS));
  try {
    const { tools } = await client.listTools({ options: { timeout: TOOL_LISTING_TIMEOUT_MS } });
    return tools.map((tool) => ({ name: tool.name, description: tool.description ?? '' }));
  } catch {
    throw serverUnreachable(server.name);
  } finally {
    await client.close().catch(() => undefined);
  }
}
