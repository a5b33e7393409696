import 'server-only';
import { AppError } from '@/lib/errors';
import { isUuid } from '../../ids';
import type { AttachmentRepo, Caller, ProjectFile } from '../../port';
import type { attachmentFiles } from './attachment-files';
import { iso, requireUserId, type Tx } from './with-caller';

const columns = `id, project_id as "projectId", name, kind, media_type as "mediaType",
  byte_size as "byteSize", ${iso('created_at', 'createdAt')}`;
const projectNotFound = () => new AppError('not_found', 'Project not found.');

type Run = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/** A project's files: attachment rows of the project (no session), bytes stored as any attachment's. */
export function embeddedProjectFiles(
  run: Run,
  caller: Caller,
  files: () => ReturnType<typeof attachmentFiles>,
): Pick<AttachmentRepo, 'addToProject' | 'listForProject' | 'deleteFromProject'> {
  return {
    addToProject: (projectId, { name, kind, mediaType, bytes, sha256, text }) => {
      requireUserId(caller);
      if (!isUuid(projectId)) throw projectNotFound();
      // The file first, then the row that names it (the backup relies on that order).
      return files().store(sha256, bytes, () =>
        run(async (tx) => {
          const result = await tx.query<ProjectFile>(
            `insert into chat_attachments (project_id, name, kind, media_type, byte_size, sha256, text_content)
             select $1, $2, $3, $4, $5, $6, $7 where exists (select 1 from chat_projects where id = $1)
             returning ${columns}`,
            [projectId, name, kind, mediaType, bytes.byteLength, sha256, text],
          );
          if (!result.rows[0]) throw projectNotFound();
          return result.rows[0];
        }),
      );
    },

    listForProject: (projectId) =>
      run(async (tx) => {
        requireUserId(caller);
        if (!isUuid(projectId)) return [];
        const result = await tx.query<ProjectFile>(
          `select ${columns} from chat_attachments where project_id = $1 order by created_at, id`,
          [projectId],
        );
        return result.rows;
      }),

    deleteFromProject: (projectId, id) =>
      run(async (tx) => {
        requireUserId(caller);
        if (!isUuid(projectId) || !isUuid(id)) throw new AppError('not_found', 'File not found.');
        const result = await tx.query('delete from chat_attachments where id = $1 and project_id = $2', [
          id,
          projectId,
        ]);
        if (!result.affectedRows) throw new AppError('not_found', 'File not found.');
      }),
  };
}
