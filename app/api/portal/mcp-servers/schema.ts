import { z } from 'zod';
import type { McpServer } from '@/lib/data/port';

export const addServerBody = z.object({
  name: z.string().trim().min(1, 'Give the server a name.').max(80, 'The name is too long (at most 80 characters).'),
  url: z.string().trim().min(1, 'Enter the server’s address.').max(2000, 'The address is too long.'),
  token: z
    .string()
    .trim()
    .max(4000, 'The token is too long.')
    .nullish()
    .transform((token) => token || null),
});

/** GET: the user's MCP servers (never a token, only whether one is saved). */
export type McpServerListAnswer = { servers: McpServer[] };
/** POST: the server as saved. */
export type McpServerAnswer = { server: McpServer };
