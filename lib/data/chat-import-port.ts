/** The chat-import part of the data port (./port): writing an import's sessions in batches. */

import type { ChatRole, MessageStatus } from './chat-port';

export type ImportFormat = 'chatgpt' | 'open-webui' | 'librechat' | 'ai-portal';

/** A message ready to store: text within the column's limit, times in order (lib/chat-import). */
export type ImportMessageRow = {
  role: ChatRole;
  content: string;
  status: MessageStatus;
  createdAt: string;
  /** A reply of a Compare turn (migrations 20261208000300, 20261209000100): a fresh group id per turn, at most one kept. */
  compare?: { group: string; provider: string; model: string; kept: boolean; column: number };
};

export type ImportSessionRow = {
  title: string;
  instructions: string;
  provider: string;
  model: string;
  createdAt: string;
  updatedAt: string;
  messages: ImportMessageRow[];
  /** The project the chat was in when exported (this portal's own export only). */
  project?: { name: string; instructions: string };
  /** The caller's project it goes into (lib/chat-import/projects.ts), found or made by that name. */
  projectId?: string;
};

/**
 * An import writes its sessions batch by batch (each batch atomic), so no long transaction holds
 * the database; `abandon` removes every session the import wrote, in one statement.
 */
export interface ChatImportRepo {
  /** Starts an import of the caller's (and removes their imports left unfinished for over an hour). */
  begin(format: ImportFormat): Promise<string>;
  /** Writes one batch of sessions with their messages, atomically; returns how many were written. */
  addBatch(importId: string, sessions: ImportSessionRow[]): Promise<number>;
  finish(importId: string): Promise<void>;
  /** Deletes the import and every session (and message) it wrote. */
  abandon(importId: string): Promise<void>;
}
