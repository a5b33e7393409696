import 'server-only';
import { z } from 'zod';
import type { ParsedConversation } from './types';
import { damaged } from './refusal';
import { isRecord, timeOf } from './values';

const FORMAT = 'ai-portal-chat-export';

const document = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1, { error: 'is a newer version of the export than this portal reads' }),
  // Added after version 1 was out (projects); an older export has none and reads as before.
  project: z.object({ name: z.string().trim().min(1), instructions: z.string() }).optional(),
  session: z.object({
    title: z.string(),
    provider: z.string(),
    model: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    instructions: z.string().optional(),
  }),
  messages: z.array(
    z.object({
      role: z.enum(['user', 'assistant']),
      content: z.string(),
      status: z.enum(['complete', 'incomplete', 'streaming']),
      createdAt: z.string(),
      // Added after version 1 was out (a Compare reply); an older export has none and reads as before.
      compare: z
        .object({
          turn: z.number().int().positive(),
          provider: z.string().min(1),
          model: z.string().min(1),
          kept: z.boolean(),
        })
        .optional(),
    }),
  ),
});

/** This portal's own JSON export (lib/chat-export/format.ts); a list of them is read too. */
export const looksLikePortal = (value: unknown) => isRecord(value) && value.format === FORMAT;

export function parsePortal(items: unknown[]): ParsedConversation[] {
  return items.map((value, index) => {
    const parsed = document.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const problem = issue?.path[0] === 'version' ? issue.message : 'is missing a field or has one of the wrong type';
      throw damaged('AI portal', index, problem);
    }
    const { session, messages, project } = parsed.data;
    return {
      title: session.title,
      createdAt: timeOf(session.createdAt),
      updatedAt: timeOf(session.updatedAt),
      instructions: session.instructions ?? '',
      selection: { provider: session.provider, model: session.model },
      ...(project ? { project } : {}),
      // A reply still being written when exported never finished here either.
      messages: messages.map((m) => ({
        role: m.role,
        content: m.content,
        createdAt: timeOf(m.createdAt),
        incomplete: m.status !== 'complete',
        // Only a reply can be one of a Compare turn's answers.
        ...(m.compare && m.role === 'assistant' ? { compare: m.compare } : {}),
      })),
    };
  });
}
