import type { AppTurn, ChatUser } from '../lib/chat-client';
import type { UserClient } from '../lib/http';

/** A content section with a top-level text field the load figure can overwrite. */
export type Section = { id: string; content: Record<string, unknown>; updatedAt: string; field: string };
/** An acknowledged save: the version it was based on and the one it created. */
export type Save = { sectionId: string; marker: string; base: string; updatedAt: string };

type Listed = {
  id: string;
  pageName: string;
  sectionName: string;
  content: Record<string, unknown>;
  updatedAt: string;
};

/** Sections whose content has a plain string field (most do: headline, title, text). */
export async function editableSections(client: UserClient): Promise<Section[]> {
  const { sections } = await client.json<{ sections: Listed[] }>('GET', '/api/content');
  return sections.flatMap((section) => {
    const field = Object.keys(section.content).find((key) => typeof section.content[key] === 'string');
    return field ? [{ id: section.id, content: section.content, updatedAt: section.updatedAt, field }] : [];
  });
}

/**
 * Lost saves: two acknowledged saves from the same version of a section (the second silently
 * overwrote the first), or a section whose stored text is not the last acknowledged save's.
 */
export async function checkSaves(client: UserClient, saves: Save[]): Promise<number> {
  const stored = new Map((await editableSections(client)).map((section) => [section.id, section]));
  let lost = 0;
  const bases = new Set<string>();
  for (const save of saves) {
    const key = `${save.sectionId} ${save.base}`;
    if (bases.has(key)) lost++;
    bases.add(key);
  }
  const last = new Map<string, Save>();
  for (const save of saves) {
    const seen = last.get(save.sectionId);
    if (!seen || save.updatedAt > seen.updatedAt) last.set(save.sectionId, save);
  }
  for (const [id, save] of last) {
    const section = stored.get(id);
    if (!section || section.content[section.field] !== save.marker || section.updatedAt !== save.updatedAt) lost++;
  }
  return lost;
}

type Stored = { messages: { id: string; role: string; content: string; status?: string }[]; older: string | null };

/** Every message of a session: the read answers one page (the latest) and a cursor to the older ones. */
async function allMessages(user: ChatUser): Promise<Stored['messages']> {
  const path = `/api/portal/sessions/${user.sessionId}`;
  let page = await user.client.json<Stored>('GET', path);
  const messages = [...page.messages];
  while (page.older) {
    page = await user.client.json<Stored>('GET', `${path}?before=${page.older}`);
    messages.unshift(...page.messages);
  }
  return messages;
}

/**
 * Looks every chat turn up in its session: a turn that ended with `done` must have its user
 * message and its reply stored word for word; otherwise it counts as lost.
 */
export async function checkChats(users: ChatUser[], turns: { message: string; turn: AppTurn }[]) {
  const byId = new Map<string, Stored['messages'][number]>();
  const userTexts = new Set<string>();
  for (const user of users) {
    for (const message of await allMessages(user)) {
      byId.set(message.id, message);
      if (message.role === 'user') userTexts.add(message.content);
    }
  }
  let done = 0;
  let lost = 0;
  let failed = 0;
  for (const { message, turn } of turns) {
    if (!turn.done) {
      failed++;
      // Even a failed turn keeps the user's message.
      if (!userTexts.has(message)) lost++;
      continue;
    }
    done++;
    const reply = turn.assistantMessageId ? byId.get(turn.assistantMessageId) : undefined;
    if (!userTexts.has(message) || !reply || reply.content !== turn.text || reply.status === 'incomplete') lost++;
  }
  return { done, lost, failed };
}
