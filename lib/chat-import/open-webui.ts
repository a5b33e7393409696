import 'server-only';
import { z } from 'zod';
import type { ParsedConversation, ParsedMessage } from './types';
import { damaged } from './refusal';
import { isRecord, textOf, timeOf } from './values';

const message = z.object({
  id: z.string().optional(),
  parentId: z.string().nullish(),
  role: z.string(),
  content: z.unknown(),
  timestamp: z.number().nullish(),
  done: z.boolean().nullish(),
});
const item = z.object({
  title: z.string().nullish(),
  created_at: z.number().nullish(),
  updated_at: z.number().nullish(),
  chat: z.object({
    title: z.string().nullish(),
    system: z.string().nullish(),
    params: z.object({ system: z.string().nullish() }).nullish(),
    timestamp: z.number().nullish(),
    history: z.object({ messages: z.record(z.string(), z.unknown()), currentId: z.string().nullish() }).nullish(),
    messages: z.array(z.unknown()).nullish(),
  }),
});
type Message = z.infer<typeof message>;

/** An item of an Open WebUI export: a chat row whose `chat` holds the history or the messages. */
export const looksLikeOpenWebUi = (value: unknown) =>
  isRecord(value) && isRecord(value.chat) && (isRecord(value.chat.history) || Array.isArray(value.chat.messages));

/**
 * Open WebUI's export (Settings > Chats > Export, or a chat's Download > JSON): an array of chat
 * rows. Each chat keeps its messages as a tree (`history.messages`: id -> { parentId, role,
 * content, timestamp }) with `history.currentId` the message on screen; that branch, walked
 * up to the root, is the conversation. Older chats without a history have a plain list.
 */
export function parseOpenWebUi(items: unknown[]): ParsedConversation[] {
  return items.map((value, index) => {
    const fail = (problem: string) => damaged('Open WebUI', index, problem);
    const parsed = item.safeParse(value);
    if (!parsed.success) throw fail('is not an Open WebUI chat');
    const { chat } = parsed.data;
    const read = (raw: unknown, label: string): Message => {
      const checked = message.safeParse(raw);
      if (!checked.success) throw fail(`has a message (${label.slice(0, 40)}) that cannot be read`);
      return checked.data;
    };
    let branch: Message[];
    if (chat.history && Object.keys(chat.history.messages).length > 0) {
      const all = chat.history.messages;
      branch = [];
      const seen = new Set<string>();
      for (
        let id: string | null | undefined = chat.history.currentId ?? lastKey(all);
        id;
        id = branch.at(-1)!.parentId
      ) {
        if (!Object.hasOwn(all, id)) throw fail(`points at a message that is not in it (${id.slice(0, 40)})`);
        if (seen.has(id)) throw fail('has messages that are their own ancestors');
        seen.add(id);
        branch.push(read(all[id], id));
      }
      branch.reverse();
    } else {
      branch = (chat.messages ?? []).map((raw, i) => read(raw, `#${i + 1}`));
    }
    const system: string[] = [chat.system ?? chat.params?.system ?? ''].filter(Boolean);
    const messages: ParsedMessage[] = [];
    for (const m of branch) {
      const content = textOf(m.content);
      if (!content.trim()) continue;
      if (m.role === 'system') system.push(content);
      else if (m.role === 'user' || m.role === 'assistant')
        messages.push({ role: m.role, content, createdAt: timeOf(m.timestamp), incomplete: m.done === false });
    }
    return {
      title: parsed.data.title ?? chat.title ?? '',
      createdAt: timeOf(parsed.data.created_at ?? chat.timestamp),
      updatedAt: timeOf(parsed.data.updated_at),
      instructions: system.join('\n\n'),
      messages,
    };
  });
}

const lastKey = (record: Record<string, unknown>) => Object.keys(record).at(-1) ?? null;
