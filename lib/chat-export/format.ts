import type { ChatMessage, ChatSession } from '@/lib/data/port';

export type ExportFormat = 'md' | 'json';

/** A chat as a file: everything a reader needs, nothing internal (no user id, no row ids of messages). */
export function exportSession(session: ChatSession, messages: ChatMessage[], format: ExportFormat, now = new Date()) {
  return format === 'json' ? toJson(session, messages, now) : toMarkdown(session, messages, now);
}

function toJson(session: ChatSession, messages: ChatMessage[], now: Date): string {
  const document = {
    format: 'ai-portal-chat-export',
    version: 1,
    exportedAt: now.toISOString(),
    session: {
      id: session.id,
      title: session.title,
      provider: session.provider,
      model: session.model,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    },
    messages: messages.map((m) => ({ role: m.role, content: m.content, status: m.status, createdAt: m.createdAt })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

const ROLE_HEADING = { user: 'User', assistant: 'Assistant' } as const;
// One line, whatever the title holds: a line break in a heading would end it.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
};

function toMarkdown(session: ChatSession, messages: ChatMessage[], now: Date): string {
  const lines = [
    `# ${oneLine(session.title)}`,
    '',
    `- Model: ${session.model} (${session.provider})`,
    `- Created: ${when(session.createdAt)}`,
    `- Exported: ${when(now.toISOString())}`,
  ];
  for (const message of messages) {
    const note = message.status === 'incomplete' ? ' (incomplete: the reply was cut short)' : '';
    lines.push(
      '',
      `## ${ROLE_HEADING[message.role]} · ${when(message.createdAt)}${note}`,
      '',
      message.content.trimEnd(),
    );
  }
  if (messages.length === 0) lines.push('', '_No messages yet._');
  return `${lines.join('\n')}\n`;
}
