import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { isUuid } from '../ids';
import type { AttachmentRepo, Caller, ProjectFile } from '../port';
import { requireUserId } from './client';
import { many } from './result';

const columns = 'id,project_id,name,kind,media_type,byte_size,created_at';
type Row = {
  id: string;
  project_id: string;
  name: string;
  kind: ProjectFile['kind'];
  media_type: string;
  byte_size: number;
  created_at: string;
};
const toFile = (row: Row): ProjectFile => ({
  id: row.id,
  projectId: row.project_id,
  name: row.name,
  kind: row.kind,
  mediaType: row.media_type,
  byteSize: row.byte_size,
  createdAt: row.created_at,
});
const projectNotFound = () => new AppError('not_found', 'Project not found.');
const fileNotFound = () => new AppError('not_found', 'File not found.');
// PostgREST carries bytea as text: `\x` and two hex digits a byte.
const toBytea = (bytes: Uint8Array) => `\\x${Buffer.from(bytes).toString('hex')}`;

/** A project's files: attachment rows of the project (no session), the bytes in the row. */
export function supabaseProjectFiles(
  db: SupabaseClient,
  caller: Caller,
): Pick<AttachmentRepo, 'addToProject' | 'listForProject' | 'deleteFromProject'> {
  const table = () => db.from('chat_attachments');
  return {
    addToProject: async (projectId, { name, kind, mediaType, bytes, sha256, text }) => {
      requireUserId(caller);
      if (!isUuid(projectId)) throw projectNotFound();
      const row = { project_id: projectId, name, kind, media_type: mediaType, byte_size: bytes.byteLength, sha256 };
      try {
        const rows = await many<Row>(
          table()
            .insert({ ...row, text_content: text, content: toBytea(bytes) })
            .select(columns),
        );
        return toFile(rows[0]!);
      } catch (error) {
        // Someone else's project fails the policy's check or the composite key, a missing one the key.
        const code = error instanceof AppError ? error.code : null;
        if (code === 'forbidden' || code === 'conflict') throw projectNotFound();
        throw error;
      }
    },

    listForProject: async (projectId) => {
      requireUserId(caller);
      if (!isUuid(projectId)) return [];
      const rows = await many<Row>(table().select(columns).eq('project_id', projectId).order('created_at').order('id'));
      return rows.map(toFile);
    },

    deleteFromProject: async (projectId, id) => {
      requireUserId(caller);
      if (!isUuid(projectId) || !isUuid(id)) throw fileNotFound();
      const rows = await many<{ id: string }>(table().delete().eq('id', id).eq('project_id', projectId).select('id'));
      if (!rows.length) throw fileNotFound();
    },
  };
}
