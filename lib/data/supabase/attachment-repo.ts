import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { isUuid } from '../ids';
import type { AttachmentContent, AttachmentRepo, Caller, ChatAttachment } from '../port';
import { requireUserId } from './client';
import { supabaseProjectFiles } from './project-files';
import { many } from './result';

const columns = 'id,session_id,message_id,name,kind,media_type,byte_size,created_at';
const contentColumns = `${columns},content,text_content`;
type Row = {
  id: string;
  session_id: string;
  message_id: string | null;
  name: string;
  kind: ChatAttachment['kind'];
  media_type: string;
  byte_size: number;
  created_at: string;
};
type ContentRow = Row & { content: string | null; text_content: string | null };

const toAttachment = (row: Row): ChatAttachment => ({
  id: row.id,
  sessionId: row.session_id,
  messageId: row.message_id,
  name: row.name,
  kind: row.kind,
  mediaType: row.media_type,
  byteSize: row.byte_size,
  createdAt: row.created_at,
});

const attachmentsNotFound = () =>
  new AppError('not_found', 'An attached file is no longer there. Remove it and attach it again.');
const sessionNotFound = () => new AppError('not_found', 'Chat session not found.');

// PostgREST carries bytea as text: `\x` and two hex digits a byte, both ways.
const toBytea = (bytes: Uint8Array) => `\\x${Buffer.from(bytes).toString('hex')}`;
const fromBytea = (value: string | null) =>
  value?.startsWith('\\x') ? new Uint8Array(Buffer.from(value.slice(2), 'hex')) : null;

function withBytes(row: ContentRow): AttachmentContent {
  const bytes = fromBytea(row.content);
  if (!bytes) throw attachmentsNotFound();
  return { ...toAttachment(row), bytes, text: row.text_content };
}

/** The bytes in the row itself (a bytea column), so one policy guards the file and its name. */
export function supabaseAttachmentRepo(db: SupabaseClient, caller: Caller): AttachmentRepo {
  const table = () => db.from('chat_attachments');
  return {
    add: async ({ sessionId, name, kind, mediaType, bytes, sha256, text }) => {
      requireUserId(caller);
      if (!isUuid(sessionId)) throw sessionNotFound();
      const row = { session_id: sessionId, name, kind, media_type: mediaType, byte_size: bytes.byteLength, sha256 };
      try {
        const rows = await many<Row>(
          table()
            .insert({ ...row, text_content: text, content: toBytea(bytes) })
            .select(columns),
        );
        return toAttachment(rows[0]!);
      } catch (error) {
        // Someone else's session fails the policy's check, a missing one the foreign key.
        const code = error instanceof AppError ? error.code : null;
        if (code === 'forbidden' || code === 'conflict') throw sessionNotFound();
        throw error;
      }
    },

    listForSession: async (sessionId) => {
      requireUserId(caller);
      if (!isUuid(sessionId)) return [];
      const rows = await many<Row>(table().select(columns).eq('session_id', sessionId).order('created_at').order('id'));
      return rows.map(toAttachment);
    },

    forTurn: async (sessionId, ids) => {
      requireUserId(caller);
      if (!isUuid(sessionId) || !ids.every(isUuid)) throw attachmentsNotFound();
      const rows = await many<ContentRow>(
        table().select(contentColumns).eq('session_id', sessionId).in('id', ids).is('message_id', null),
      );
      if (rows.length !== new Set(ids).size) throw attachmentsNotFound();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => withBytes(byId.get(id)!));
    },

    forMessage: async (messageId) => {
      requireUserId(caller);
      if (!isUuid(messageId)) return [];
      const rows = await many<ContentRow>(
        table().select(contentColumns).eq('message_id', messageId).order('created_at').order('id'),
      );
      return rows.map(withBytes);
    },

    bindToMessage: async (ids, messageId) => {
      requireUserId(caller);
      const rows = await many<{ id: string }>(
        table().update({ message_id: messageId }).in('id', ids).is('message_id', null).select('id'),
      );
      if (rows.length !== ids.length) throw attachmentsNotFound();
    },

    read: async (id) => {
      const userId = requireUserId(caller);
      if (!isUuid(id)) return null;
      // The owner only, here as well as in row-level security.
      const rows = await many<ContentRow>(table().select(contentColumns).eq('id', id).eq('user_id', userId));
      return rows[0] ? withBytes(rows[0]) : null;
    },

    ...supabaseProjectFiles(db, caller),

    // A project's files are never sent with a message: they stay.
    dropUnsent: async (olderThanSeconds) => {
      const userId = requireUserId(caller);
      const before = new Date(Date.now() - olderThanSeconds * 1000).toISOString();
      const rows = await many<{ id: string }>(
        table()
          .delete()
          .eq('user_id', userId)
          .is('message_id', null)
          .not('session_id', 'is', null)
          .lt('created_at', before)
          .select('id'),
      );
      return rows.length;
    },

    // The bytes are in the row: deleting the session deleted them.
    sweep: async () => {},
  };
}
