import 'server-only';
import { createMCPClient, type MCPClient } from '@ai-sdk/mcp';
import type { StoredMcpServer } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { cappedFetch } from '@/lib/net/capped-fetch';
import { assertUsableBaseUrl, userEndpointFetch } from '@/lib/net/user-endpoint';
import { MCP_ANSWER_LIMIT_BYTES } from './limits';
import { openServerToken } from './server-token';

/** The address refusal in the owner's words (the base URL's names the operator's setting). */
export const SERVER_URL_REFUSED =
  'Could not use that address. It must be a public http(s) address, or a local one the operator allowed.';

/** Refuses an MCP server's URL as a provider's base URL is refused, with one message for every reason. */
export async function assertUsableServerUrl(url: string): Promise<void> {
  await assertUsableBaseUrl(url).catch(() => {
    throw new AppError('invalid_input', SERVER_URL_REFUSED);
  });
}

/** One answer for every way a server cannot be reached, as for a provider's base URL. */
export const serverUnreachable = (name: string) =>
  new AppError(
    'unavailable',
    `The tool server "${name}" could not be reached. Check its address, or turn its tools off for this chat.`,
  );

/**
 * An MCP client for one of the user's servers (Streamable HTTP). Its URL passes the same checks
 * as a provider's base URL: public addresses only unless LOCAL_PROVIDER_ENDPOINTS admits it,
 * checked on the very address each connection uses (rebinding), and no redirects. Its answers are
 * read capped (MCP_ANSWER_LIMIT_BYTES).
 */
export async function connectServer(server: StoredMcpServer, userId: string, signal?: AbortSignal): Promise<MCPClient> {
  await assertUsableServerUrl(server.url);
  const token = server.sealedToken ? openServerToken(server.sealedToken, { ...server, userId }) : null;
  try {
    return await createMCPClient({
      transport: {
        type: 'http',
        url: server.url,
        headers: token ? { authorization: `Bearer ${token}` } : undefined,
        redirect: 'error',
        fetch: cappedFetch(userEndpointFetch, { max: MCP_ANSWER_LIMIT_BYTES }),
      },
      clientName: 'ai-portal',
      initializationOptions: signal ? { signal } : undefined,
      onUncaughtError: () => {},
    });
  } catch {
    throw serverUnreachable(server.name);
  }
}
