import 'server-only';
import { z } from 'zod';
import type { ParsedConversation, ParsedMessage } from './types';
import { damaged } from './refusal';
import { isRecord, textOf, timeOf } from './values';

// Not recursive: a nested export is flattened by hand (./librechat flatten), so no depth of
// nesting can exhaust the stack.
const message = z.object({
  messageId: z.string(),
  parentMessageId: z.string().nullish(),
  text: z.string().nullish(),
  content: z.array(z.unknown()).nullish(),
  isCreatedByUser: z.boolean().nullish(),
  createdAt: z.string().nullish(),
  unfinished: z.boolean().nullish(),
  error: z.boolean().nullish(),
  children: z.array(z.unknown()).nullish(),
});
const root = z.object({
  conversationId: z.string(),
  title: z.string().nullish(),
  options: z
    .object({ promptPrefix: z.string().nullish(), createdAt: z.string().nullish(), updatedAt: z.string().nullish() })
    .nullish(),
  messages: z.array(z.unknown()).nullish(),
  messagesTree: z.array(z.unknown()).nullish(),
});
type Message = z.infer<typeof message> & { order: number };

/** LibreChat's conversation export: one conversation with its messages (a list, or a tree). */
export const looksLikeLibreChat = (value: unknown) =>
  isRecord(value) &&
  typeof value.conversationId === 'string' &&
  (Array.isArray(value.messages) || Array.isArray(value.messagesTree));

/**
 * LibreChat's "Export conversation" as JSON: `messages` (flat, linked by parentMessageId) or,
 * exported recursively, `messagesTree` (nested `children`). Branches: LibreChat shows the
 * newest reply at each fork unless the user picks another, and the export does not record a
 * pick, so the conversation is the newest root followed by the newest child at every step.
 */
export function parseLibreChat(items: unknown[]): ParsedConversation[] {
  return items.map((value, index) => {
    const fail = (problem: string) => damaged('LibreChat', index, problem);
    const parsed = root.safeParse(value);
    if (!parsed.success) throw fail('is not a LibreChat conversation');
    const all = flatten([...(parsed.data.messages ?? []), ...(parsed.data.messagesTree ?? [])], (i) =>
      fail(`has a message (#${i + 1}) that cannot be read`),
    );
    const byId = new Map(all.map((m) => [m.messageId, m]));
    const children = new Map<string | null, Message[]>();
    for (const m of all) {
      const parent = m.parentMessageId && byId.has(m.parentMessageId) ? m.parentMessageId : null;
      const siblings = children.get(parent);
      if (siblings) siblings.push(m);
      else children.set(parent, [m]);
    }
    const branch: Message[] = [];
    for (let next = newest(children.get(null)); next; next = newest(children.get(next.messageId))) {
      if (branch.length > all.length) throw fail('has messages that are their own ancestors');
      branch.push(next);
    }
    const messages: ParsedMessage[] = branch
      .filter((m) => !m.error)
      .map((m) => ({
        role: m.isCreatedByUser ? ('user' as const) : ('assistant' as const),
        content: m.text?.trim() ? m.text : textOf(m.content),
        createdAt: timeOf(m.createdAt),
        incomplete: m.unfinished === true,
      }))
      .filter((m) => m.content.trim() !== '');
    const options = parsed.data.options;
    return {
      title: parsed.data.title ?? '',
      createdAt: timeOf(options?.createdAt),
      updatedAt: timeOf(options?.updatedAt),
      instructions: options?.promptPrefix ?? '',
      messages,
    };
  });
}

function flatten(list: unknown[], unreadable: (index: number) => Error): Message[] {
  const out: Message[] = [];
  const pending = [...list].reverse();
  while (pending.length > 0) {
    const raw = pending.pop();
    const checked = message.safeParse(raw);
    if (!checked.success) throw unreadable(out.length);
    out.push({ ...checked.data, order: out.length });
    for (const child of [...(checked.data.children ?? [])].reverse()) pending.push(child);
  }
  return out;
}

const newest = (list: Message[] | undefined) =>
  list?.reduce((best, m) => (stamp(m) > stamp(best) || (stamp(m) === stamp(best) && m.order > best.order) ? m : best));
const stamp = (m: Message) => timeOf(m.createdAt)?.getTime() ?? -Infinity;
