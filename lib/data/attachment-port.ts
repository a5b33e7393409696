/** The chat-attachment part of the data port (./port): files attached to a chat message. */

export type AttachmentKind = 'text' | 'image' | 'pdf';

/** What the portal shows of an attachment (a chip, a download link, the export). */
export type ChatAttachment = {
  id: string;
  sessionId: string;
  /** The message that sent it; null until the turn it was uploaded for stores its question. */
  messageId: string | null;
  name: string;
  kind: AttachmentKind;
  mediaType: string;
  byteSize: number;
  createdAt: string;
};

/** An attachment with what a provider (or a download) gets: its stored bytes and its text. */
export type AttachmentContent = ChatAttachment & { bytes: Uint8Array; text: string | null };

/** A project's file (../project-port): stored as an attachment of the project instead of a chat. */
export type ProjectFile = Omit<ChatAttachment, 'sessionId' | 'messageId'> & { projectId: string };

export type NewAttachment = {
  sessionId: string;
  name: string;
  kind: AttachmentKind;
  mediaType: string;
  /** Checked and prepared already (lib/ai/attachments): an image re-encoded, a text file as sent. */
  bytes: Uint8Array;
  /** Hex SHA-256 of `bytes`: embedded mode names the stored file by it. */
  sha256: string;
  /** A text file's contents or a PDF's extracted text; null for an image. */
  text: string | null;
};

/**
 * Attachments under row-level security (migration 20261205000100): owner only, into the owner's
 * own session. Embedded mode keeps the bytes under DATA_DIR, Supabase in the row.
 */
export interface AttachmentRepo {
  add(input: NewAttachment): Promise<ChatAttachment>;
  /** The session's attachments, oldest first (none for someone else's session). */
  listForSession(sessionId: string): Promise<ChatAttachment[]>;
  /**
   * The session's attachments `ids` not sent yet, with their content, in the order given;
   * not_found when any of them is missing, someone else's, of another session or already sent.
   */
  forTurn(sessionId: string, ids: string[]): Promise<AttachmentContent[]>;
  /** The files sent with the message `messageId` (for a Regenerate or Edit of it), oldest first. */
  forMessage(messageId: string): Promise<AttachmentContent[]>;
  /** Marks the attachments `ids` as sent with the (user) message `messageId`. */
  bindToMessage(ids: string[], messageId: string): Promise<void>;
  /** One attachment with its content; null when there is none the caller may read. */
  read(id: string): Promise<AttachmentContent | null>;
  /**
   * Deletes the caller's files, in any of their sessions, uploaded over `olderThanSeconds` ago
   * and never sent (their message was refused or never came); returns how many went.
   */
  dropUnsent(olderThanSeconds: number): Promise<number>;
  /** Stores a (prepared) file as the project's; not_found for a project not the caller's. */
  addToProject(projectId: string, input: Omit<NewAttachment, 'sessionId'>): Promise<ProjectFile>;
  /** The project's files, oldest first ([] for someone else's project). */
  listForProject(projectId: string): Promise<ProjectFile[]>;
  /** Deletes one of the project's files (its chunks and vectors go with it); not_found when not there. */
  deleteFromProject(projectId: string, id: string): Promise<void>;
  /** Removes stored bytes no attachment names any more (a deleted session's); a no-op on Supabase. */
  sweep(): Promise<void>;
}
