import { addServer } from '@/lib/ai/tools/servers';
import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { listedServer } from '@/lib/data/port';
import { readJson } from '@/lib/http/request';
import { addServerBody, type McpServerAnswer, type McpServerListAnswer } from './schema';

/** The user's MCP servers, without their tokens. */
export const GET = userRoute(async ({ user }) => {
  const stored = await (await reposFor(user)).mcpServers.list();
  const servers = stored.map(listedServer);
  return Response.json({ servers } satisfies McpServerListAnswer);
});

/** Adds a server: its URL passes the provider base URL's address checks; its token is sealed. */
export const POST = userRoute(async ({ request, user }) => {
  const input = await readJson(request, addServerBody, 8 * 1024);
  const server = await addServer(user, input);
  return Response.json({ server } satisfies McpServerAnswer, { status: 201 });
});
