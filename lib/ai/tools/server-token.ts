import 'server-only';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';
import { openSecret, sealSecret } from '@/lib/crypto/sealed-secret';
import { AppError } from '@/lib/errors';

/**
 * An MCP server's bearer token, sealed like a provider key: bound to its user, its row and its
 * URL, so a sealed token copied onto another row, or a row pointed at another URL, does not open.
 */
const context = (server: { userId: string; id: string; url: string }) => [
  'mcp-server-token',
  server.userId,
  server.id,
  server.url,
];

export const sealServerToken = (token: string, server: { userId: string; id: string; url: string }) =>
  sealSecret(token, context(server), getEncryptionSecret());

export function openServerToken(sealed: string, server: { userId: string; id: string; url: string; name: string }) {
  try {
    return openSecret(sealed, context(server), getEncryptionSecret());
  } catch {
    throw new AppError(
      'conflict',
      `The token saved for the tool server "${server.name}" can no longer be read. Remove the server and add it again.`,
    );
  }
}
