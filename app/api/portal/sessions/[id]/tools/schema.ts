import { z } from 'zod';
import { TOOLS_PER_CHAT } from '@/lib/ai/tools/limits';
import type { ToolChoice } from '@/lib/data/port';

export const toolChoicesBody = z.object({
  tools: z
    .array(
      z.object({
        serverId: z.uuid('Pick a tool from the list.'),
        tool: z.string().min(1).max(200),
      }),
    )
    .max(TOOLS_PER_CHAT, `A chat can have up to ${TOOLS_PER_CHAT} tools on.`),
});

/**
 * GET and PUT: the tools on in the chat, and which are always allowed there; `fromProject` names
 * the chat's project while the chat uses the project's tools (it has not chosen its own).
 */
export type ToolChoicesAnswer = { tools: ToolChoice[]; fromProject: string | null };
