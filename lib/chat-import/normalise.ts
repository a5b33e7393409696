import 'server-only';
import { DEFAULT_MODEL, DEFAULT_PROVIDER, isProvider } from '@/lib/ai/model-catalogue';
import { modelIdProblem } from '@/lib/ai/model-id-check';
import type { ImportMessageRow, ImportSessionRow } from '@/lib/data/port';
import { PROJECT_INSTRUCTIONS_MAX, PROJECT_NAME_MAX } from '@/lib/ai/projects/limits';
import { toStorableText } from '@/lib/validation';
import { compareTagger } from './compare-groups';
import { IMPORT_LIMITS } from './limits';
import { refuse } from './refusal';
import type { ParsedConversation } from './types';

export type NormalisedImport = {
  sessions: ImportSessionRow[];
  messages: number;
  /** Conversations with no message left to import (only tool output, or empty). */
  skipped: number;
  /** Messages longer than a message may be here, kept up to that length. */
  cut: number;
};

const encoder = new TextEncoder();

/**
 * Parsed conversations as rows the database takes: text it can store (no NUL, no broken
 * Unicode), within the columns' limits (a long message is cut at a whole character and marked
 * incomplete, rather than refusing 999 good conversations for one), and every message a time
 * later than the one before, so the stored order (by time) is the export's order.
 */
export function normaliseImport(conversations: ParsedConversation[], now = new Date()): NormalisedImport {
  if (conversations.length > IMPORT_LIMITS.conversations)
    throw refuse(
      `This file holds ${conversations.length} conversations; an import takes up to ${IMPORT_LIMITS.conversations}.`,
    );
  const total = conversations.reduce((sum, c) => sum + c.messages.length, 0);
  if (total > IMPORT_LIMITS.messages)
    throw refuse(`This file holds ${total} messages; an import takes up to ${IMPORT_LIMITS.messages}.`);

  let cut = 0;
  const sessions: ImportSessionRow[] = [];
  for (const conversation of conversations) {
    if (conversation.messages.length === 0) continue;
    let previous = -Infinity;
    const compareTagOf = compareTagger();
    const start =
      conversation.createdAt?.getTime() ?? conversation.messages.find((m) => m.createdAt)?.createdAt?.getTime();
    const messages = conversation.messages.map((message): ImportMessageRow => {
      const at = Math.max(message.createdAt?.getTime() ?? start ?? now.getTime(), previous + 1);
      previous = at;
      const content = cutToBytes(toStorableText(message.content), IMPORT_LIMITS.messageBytes);
      if (content.length < message.content.length) cut += 1;
      const incomplete = message.incomplete || content.length < message.content.length;
      return {
        role: message.role,
        content,
        status: incomplete ? 'incomplete' : 'complete',
        createdAt: new Date(at).toISOString(),
        ...compareTagOf(message),
      };
    });
    const createdAt = Math.min(start ?? Date.parse(messages[0]!.createdAt), Date.parse(messages[0]!.createdAt));
    const updatedAt = Math.max(conversation.updatedAt?.getTime() ?? 0, previous);
    sessions.push({
      title: titleOf(conversation.title),
      instructions: [...toStorableText(conversation.instructions).trim()]
        .slice(0, IMPORT_LIMITS.instructionsChars)
        .join(''),
      ...selectionOf(conversation.selection),
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(updatedAt).toISOString(),
      messages,
      ...(conversation.project ? { project: projectOf(conversation.project) } : {}),
    });
  }
  if (sessions.length === 0) throw refuse('This file holds no conversations with messages to import.');
  return { sessions, messages: total, skipped: conversations.length - sessions.length, cut };
}

/** One line, at most the portal's title length; a chat without one gets a plain name. */
function titleOf(title: string): string {
  const line = toStorableText(title).replace(/\s+/g, ' ').trim();
  return [...line].slice(0, IMPORT_LIMITS.titleChars).join('').trim() || 'Imported chat';
}

/** This portal's own export keeps its model when the portal knows the provider; others get the default. */
function selectionOf(selection: ParsedConversation['selection']) {
  if (selection && isProvider(selection.provider) && !modelIdProblem(selection.model))
    return { provider: selection.provider, model: selection.model };
  return { provider: DEFAULT_PROVIDER, model: DEFAULT_MODEL };
}

/** The longest prefix of `text` within `maxBytes` of UTF-8 that ends on a whole character. */
export function cutToBytes(text: string, maxBytes: number): string {
  if (text.length * 3 <= maxBytes || encoder.encode(text).length <= maxBytes) return text;
  const bytes = encoder.encode(text).subarray(0, maxBytes + 1);
  // Step back over continuation bytes (10xxxxxx) to the start of the character that did not fit.
  let end = maxBytes;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return new TextDecoder().decode(bytes.subarray(0, end));
}

/** A project as stored: its name and instructions within the project's caps. */
function projectOf(project: { name: string; instructions: string }) {
  const cut = (text: string, max: number) => [...toStorableText(text).trim()].slice(0, max).join('');
  return {
    name: cut(project.name, PROJECT_NAME_MAX) || 'Imported project',
    instructions: cut(project.instructions, PROJECT_INSTRUCTIONS_MAX),
  };
}
