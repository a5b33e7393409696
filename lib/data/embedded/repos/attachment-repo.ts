import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { isUuid } from '../../ids';
import type { AttachmentContent, AttachmentRepo, Caller, ChatAttachment } from '../../port';
import { attachmentFiles } from './attachment-files';
import { embeddedProjectFiles } from './project-files';
import { callerRunner, iso, requireUserId, type Tx } from './with-caller';

const columns = `id, session_id as "sessionId", message_id as "messageId", name, kind, media_type as "mediaType",
  byte_size as "byteSize", ${iso('created_at', 'createdAt')}`;

type Row = ChatAttachment & { sha256: string; text: string | null };
export const attachmentsNotFound = () =>
  new AppError('not_found', 'An attached file is no longer there. Remove it and attach it again.');

/** Rows as the caller (row-level security decides), bytes under DATA_DIR/files/chat-attachments. */
export function embeddedAttachmentRepo(db: PGlite, caller: Caller, shared?: Tx): AttachmentRepo {
  const run = callerRunner(db, caller, shared);
  const files = () => attachmentFiles(getEnv().dataDir);
  const withBytes = async ({ sha256, ...row }: Row): Promise<AttachmentContent> => {
    const bytes = await files().read(sha256);
    if (!bytes) throw attachmentsNotFound();
    return { ...row, bytes };
  };

  return {
    add: ({ sessionId, name, kind, mediaType, bytes, sha256, text }) => {
      requireUserId(caller);
      if (!isUuid(sessionId)) throw new AppError('not_found', 'Chat session not found.');
      // The file first, then the row that names it (the backup relies on that order).
      return files().store(sha256, bytes, () =>
        run(async (tx) => {
          const result = await tx.query<ChatAttachment>(
            `insert into chat_attachments (session_id, name, kind, media_type, byte_size, sha256, text_content)
             select $1, $2, $3, $4, $5, $6, $7 where exists (select 1 from chat_sessions where id = $1)
             returning ${columns}`,
            [sessionId, name, kind, mediaType, bytes.byteLength, sha256, text],
          );
          if (!result.rows[0]) throw new AppError('not_found', 'Chat session not found.');
          return result.rows[0];
        }),
      );
    },

    listForSession: (sessionId) =>
      run(async (tx) => {
        requireUserId(caller);
        if (!isUuid(sessionId)) return [];
        const result = await tx.query<ChatAttachment>(
          `select ${columns} from chat_attachments where session_id = $1 order by created_at, id`,
          [sessionId],
        );
        return result.rows;
      }),

    forTurn: async (sessionId, ids) => {
      requireUserId(caller);
      if (!isUuid(sessionId) || !ids.every(isUuid)) throw attachmentsNotFound();
      const rows = await run(async (tx) => {
        const result = await tx.query<Row>(
          `select ${columns}, sha256, text_content as text from chat_attachments
           where session_id = $1 and id = any($2::uuid[]) and message_id is null`,
          [sessionId, ids],
        );
        return result.rows;
      });
      if (rows.length !== new Set(ids).size) throw attachmentsNotFound();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return Promise.all(ids.map((id) => withBytes(byId.get(id)!)));
    },

    forMessage: async (messageId) => {
      requireUserId(caller);
      if (!isUuid(messageId)) return [];
      const rows = await run(async (tx) => {
        const result = await tx.query<Row>(
          `select ${columns}, sha256, text_content as text from chat_attachments
           where message_id = $1 order by created_at, id`,
          [messageId],
        );
        return result.rows;
      });
      return Promise.all(rows.map(withBytes));
    },

    bindToMessage: (ids, messageId) =>
      run(async (tx) => {
        requireUserId(caller);
        const result = await tx.query(
          'update chat_attachments set message_id = $2 where id = any($1::uuid[]) and message_id is null',
          [ids, messageId],
        );
        if (result.affectedRows !== ids.length) throw attachmentsNotFound();
      }),

    read: async (id) => {
      const userId = requireUserId(caller);
      if (!isUuid(id)) return null;
      const row = await run(async (tx) => {
        // The owner only, here as well as in row-level security.
        const result = await tx.query<Row>(
          `select ${columns}, sha256, text_content as text from chat_attachments where id = $1 and user_id = $2`,
          [id, userId],
        );
        return result.rows[0] ?? null;
      });
      return row ? withBytes(row) : null;
    },

    ...embeddedProjectFiles(run, caller, files),

    // A project's files are never sent with a message: they stay.
    dropUnsent: (olderThanSeconds) =>
      run(async (tx) => {
        const userId = requireUserId(caller);
        const result = await tx.query(
          `delete from chat_attachments where user_id = $1 and message_id is null and session_id is not null
             and created_at < now() - make_interval(secs => $2)`,
          [userId, olderThanSeconds],
        );
        return result.affectedRows ?? 0;
      }),

    // Not as the caller: a file stays while any user's attachment names it (the same bytes
    // attached by two users are stored once), which only the database owner can see.
    sweep: () =>
      files().sweep(async (hashes) => {
        const result = await db.query<{ sha256: string }>(
          'select distinct sha256 from chat_attachments where sha256 = any($1::text[])',
          [hashes],
        );
        return new Set(result.rows.map((row) => row.sha256));
      }),
  };
}
