import { z } from 'zod';
import { TOOLS_PER_CHAT } from '@/lib/ai/tools/limits';
import type { ToolChoice } from '@/lib/data/port';

export const projectToolsBody = z.object({
  tools: z
    .array(z.object({ serverId: z.uuid('Pick a tool from the list.'), tool: z.string().min(1).max(200) }))
    .max(TOOLS_PER_CHAT, `A project can have up to ${TOOLS_PER_CHAT} tools on.`),
});

/** GET and PUT: the tools the project turns on for its chats that have not chosen their own. */
export type ProjectToolsAnswer = { tools: ToolChoice[] };
