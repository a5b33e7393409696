import type { ChatAttachment, ChatMessage, ChatProject, ChatSession, ProjectFile } from '@/lib/data/port';
import { sourcesLine } from '@/lib/ai/attachments/chunks/sources-line';
import { formatBytes } from '@/lib/ai/attachments/limits';
import { inDisplayOrder } from '@/lib/ai/compare/column-order';
import { reasoningBlock } from './reasoning-block';
import { toolCallsBlock } from './tool-calls-block';

export type ExportFormat = 'md' | 'json';
/** The project a chat is in: its name and instructions, its files by name (their contents stay in the portal). */
export type ExportedProject = { project: ChatProject; files: ProjectFile[] };

/** A chat as a file: everything a reader needs, nothing internal (no user id, no row ids of messages). */
export function exportSession(
  session: ChatSession,
  messages: ChatMessage[],
  format: ExportFormat,
  now = new Date(),
  attachments: ChatAttachment[] = [],
  project: ExportedProject | null = null,
) {
  // Files are listed by name with their message (their contents stay in the portal).
  const filesOf = (message: ChatMessage) => attachments.filter((file) => file.messageId === message.id);
  // In the order the chat shows them: a Compare turn's replies by column (an import reads them so).
  const shown = inDisplayOrder(messages);
  return format === 'json'
    ? toJson(session, shown, now, filesOf, project)
    : toMarkdown(session, shown, now, filesOf, project);
}

type FilesOf = (message: ChatMessage) => ChatAttachment[];

function toJson(
  session: ChatSession,
  messages: ChatMessage[],
  now: Date,
  filesOf: FilesOf,
  project: ExportedProject | null,
): string {
  const turnOf = compareTurns(messages);
  const document = {
    format: 'ai-portal-chat-export',
    version: 1,
    exportedAt: now.toISOString(),
    // An import puts the chat back into a project of this name (lib/chat-import/projects.ts).
    ...(project
      ? {
          project: {
            name: project.project.name,
            instructions: project.project.instructions,
            files: project.files.map((file) => ({ name: file.name, type: file.mediaType, size: file.byteSize })),
          },
        }
      : {}),
    session: {
      id: session.id,
      title: session.title,
      provider: session.provider,
      model: session.model,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      ...(session.systemPrompt ? { instructions: session.systemPrompt } : {}),
    },
    messages: messages.map((m) => ({
      role: m.role,
      content: m.content,
      status: m.status,
      createdAt: m.createdAt,
      // What the model reasoned before the reply, and for how long (ms); never sent back to it.
      ...(m.reasoning ? { reasoning: m.reasoning } : {}),
      // The tools the reply called: tool, server, arguments, result (as the model got it), status, time.
      ...(m.toolCalls?.length ? { toolCalls: m.toolCalls } : {}),
      ...(m.inputTokens !== null || m.outputTokens !== null
        ? { usage: { inputTokens: m.inputTokens, outputTokens: m.outputTokens } }
        : {}),
      ...(filesOf(m).length
        ? { attachments: filesOf(m).map((file) => ({ name: file.name, type: file.mediaType, size: file.byteSize })) }
        : {}),
      ...(m.sources?.length ? { sources: m.sources } : {}),
      // A failed reply: what went wrong, as the chat showed it.
      ...(m.error ? { error: m.error } : {}),
      // A reply of a Compare turn: which model wrote it and whether it was kept, so an import
      // brings the turn back with its alternates still left out of the context (lib/chat-import/portal.ts).
      ...(m.compare
        ? {
            compare: {
              turn: turnOf(m.compare.group),
              provider: m.compare.provider,
              model: m.compare.model,
              kept: m.compare.kept,
            },
          }
        : {}),
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Numbers the chat's Compare turns 1, 2, ... in order: the group ids are internal and stay out of the file. */
function compareTurns(messages: ChatMessage[]): (group: string) => number {
  const turns = new Map<string, number>();
  for (const m of messages) if (m.compare && !turns.has(m.compare.group)) turns.set(m.compare.group, turns.size + 1);
  return (group) => turns.get(group)!;
}

/** A Compare reply's heading says which model wrote it and whether the conversation went on with it. */
const compareNote = (message: ChatMessage) =>
  message.compare
    ? ` · ${oneLine(message.compare.model)} via ${oneLine(message.compare.provider)} (${
        message.compare.kept ? 'kept' : 'alternate, not sent as context'
      })`
    : '';

const ROLE_HEADING = { user: 'User', assistant: 'Assistant' } as const;
const STATUS_NOTE = {
  complete: '',
  incomplete: ' (incomplete: the reply was cut short)',
  streaming: ' (still being written when exported)',
} as const;
// One line, whatever the title holds: a line break in a heading would end it.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
};

function toMarkdown(
  session: ChatSession,
  messages: ChatMessage[],
  now: Date,
  filesOf: FilesOf,
  project: ExportedProject | null,
): string {
  const lines = [
    `# ${oneLine(session.title)}`,
    '',
    ...(project ? [`- Project: ${oneLine(project.project.name)}`] : []),
    `- Model: ${session.model} (${session.provider})`,
    `- Created: ${when(session.createdAt)}`,
    `- Exported: ${when(now.toISOString())}`,
  ];
  // As a quote, so its own headings or lists cannot pass for the chat's.
  if (project?.project.instructions)
    lines.push(
      '',
      '**Project instructions**',
      '',
      ...project.project.instructions.split('\n').map((line) => `> ${line}`),
    );
  if (project?.files.length)
    lines.push('', `_Project files: ${project.files.map((file) => oneLine(file.name)).join(', ')}_`);
  if (session.systemPrompt)
    lines.push('', '**Instructions**', '', ...session.systemPrompt.split('\n').map((line) => `> ${line}`));
  for (const message of messages) {
    const note = STATUS_NOTE[message.status];
    lines.push(
      '',
      `## ${ROLE_HEADING[message.role]}${compareNote(message)} · ${when(message.createdAt)}${note}`,
      '',
      ...(message.reasoning ? [...reasoningBlock(message.reasoning), ''] : []),
      ...(message.toolCalls?.length ? toolCallsBlock(message.toolCalls) : []),
      message.content.trimEnd(),
    );
    const files = filesOf(message);
    if (files.length)
      lines.push(
        '',
        `_Attached: ${files.map((file) => `${oneLine(file.name)} (${formatBytes(file.byteSize)})`).join(', ')}_`,
      );
    const sources = sourcesLine(message.sources);
    if (sources) lines.push('', `_${oneLine(sources)}_`);
    if (message.error) lines.push('', `> **The reply failed:** ${oneLine(message.error)}`);
  }
  if (messages.length === 0) lines.push('', '_No messages yet._');
  return `${lines.join('\n')}\n`;
}
