import 'server-only';
import { z } from 'zod';
import type { ParsedConversation, ParsedMessage } from './types';
import { damaged } from './refusal';
import { isRecord, timeOf } from './values';

const node = z.object({
  parent: z.string().nullish(),
  message: z
    .object({
      author: z.object({ role: z.string() }),
      create_time: z.number().nullish(),
      content: z.object({ content_type: z.string(), parts: z.array(z.unknown()).nullish() }),
      // 'all' is the conversation; anything else (python, dalle.text2im, a browser) is a tool call.
      recipient: z.string().nullish(),
      status: z.string().nullish(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    })
    .nullish(),
});
const conversation = z.object({
  title: z.string().nullish(),
  create_time: z.number().nullish(),
  update_time: z.number().nullish(),
  mapping: z.record(z.string(), z.unknown()),
  current_node: z.string().nullish(),
});
type Node = z.infer<typeof node>;

/** An item of a ChatGPT conversations.json: it has the message tree (`mapping`). */
export const looksLikeChatGpt = (item: unknown) => isRecord(item) && isRecord(item.mapping);

/**
 * A ChatGPT data export (conversations.json): an array of conversations whose messages form a
 * tree (`mapping`: node id -> { parent, children, message }); every edit or regenerate starts a
 * branch, and `current_node` is the leaf the user last saw. That branch is the conversation:
 * walked from current_node up to the root, then read root first.
 */
export function parseChatGpt(items: unknown[]): ParsedConversation[] {
  return items.map((item, index) => {
    const fail = (problem: string) => damaged('ChatGPT', index, problem);
    const parsed = conversation.safeParse(item);
    if (!parsed.success) throw fail('is not a ChatGPT conversation');
    const { mapping } = parsed.data;
    const nodes = new Map<string, Node>();
    for (const [id, value] of Object.entries(mapping)) {
      const checked = node.safeParse(value);
      if (!checked.success) throw fail(`has a message (${id.slice(0, 40)}) that cannot be read`);
      nodes.set(id, checked.data);
    }
    const leaf = parsed.data.current_node ?? newestNode(nodes);
    const branch: Node[] = [];
    const seen = new Set<string>();
    for (let id: string | null | undefined = leaf; id; id = nodes.get(id)?.parent) {
      const found = nodes.get(id);
      if (!found) throw fail(`points at a message that is not in it (${id.slice(0, 40)})`);
      if (seen.has(id)) throw fail('has messages that are their own ancestors');
      seen.add(id);
      branch.push(found);
    }
    branch.reverse();
    const system: string[] = [];
    const messages: ParsedMessage[] = [];
    for (const { message } of branch) {
      if (!message || message.metadata?.is_visually_hidden_from_conversation === true) continue;
      const role = message.author.role;
      if (role === 'assistant' && (message.recipient ?? 'all') !== 'all') continue;
      const content = visibleText(message.content);
      if (!content.trim()) continue;
      if (role === 'system') system.push(content);
      else if (role === 'user' || role === 'assistant')
        messages.push({
          role,
          content,
          createdAt: timeOf(message.create_time),
          incomplete: message.status === 'in_progress',
        });
      // 'tool' messages (code output, browsing results) were the assistant's working, not the chat.
    }
    return {
      title: parsed.data.title ?? '',
      createdAt: timeOf(parsed.data.create_time),
      updatedAt: timeOf(parsed.data.update_time),
      instructions: system.join('\n\n'),
      messages,
    };
  });
}

/** Text and multimodal text: their string parts; an image or file part leaves a note where it was. */
function visibleText(content: { content_type: string; parts?: unknown[] | null }): string {
  if (content.content_type !== 'text' && content.content_type !== 'multimodal_text') return '';
  return (content.parts ?? [])
    .map((part) => (typeof part === 'string' ? part : isRecord(part) ? '[attachment not imported]' : ''))
    .filter(Boolean)
    .join('\n\n');
}

/** Without current_node (some third-party exports): the leaf written last. */
function newestNode(nodes: Map<string, Node>): string | null {
  let newest: string | null = null;
  let newestTime = -Infinity;
  for (const [id, { message }] of nodes) {
    const time = message?.create_time ?? -Infinity;
    if (newest === null || time >= newestTime) [newest, newestTime] = [id, time];
  }
  return newest;
}
