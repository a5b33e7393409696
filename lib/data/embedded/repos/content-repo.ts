import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { isUuid } from '../../ids';
import type { Caller, ContentRepo, ContentRow, ContentVersion } from '../../port';
import { callerRunner, iso, type Tx } from './with-caller';

const versionColumns = `id, content_id as "contentId", content, ${iso('saved_at', 'savedAt')}, saved_by as "savedBy"`;
const columns = `id, page_name as "pageName", section_name as "sectionName", content, ${iso('updated_at', 'updatedAt')}, updated_by as "updatedBy"`;

export function embeddedContentRepo(db: PGlite, caller: Caller, shared?: Tx): ContentRepo {
  const run = callerRunner(db, caller, shared);

  return {
    list: () =>
      run(
        async (tx) =>
          (await tx.query<ContentRow>(`select ${columns} from page_content order by page_name asc, section_name asc`))
            .rows,
      ),

    get: ({ pageName, sectionName }) =>
      run(async (tx) => {
        const result = await tx.query<ContentRow>(
          `select ${columns} from page_content where page_name = $1 and section_name = $2`,
          [pageName, sectionName],
        );
        return result.rows[0] ?? null;
      }),

    getById: (id) =>
      run(async (tx) =>
        !isUuid(id)
          ? null
          : ((await tx.query<ContentRow>(`select ${columns} from page_content where id = $1`, [id])).rows[0] ?? null),
      ),

    update: ({ id, content, expectedUpdatedAt }) =>
      run(async (tx) => {
        // updated_at/updated_by: a trigger sets both from the caller's claims and now().
        const updated = await tx.query<ContentRow>(
          `update page_content set content = $1
           where id = $2 and updated_at = $3::timestamptz returning ${columns}`,
          [JSON.stringify(content), id, expectedUpdatedAt],
        );
        if (updated.rows[0]) return updated.rows[0];
        // Nothing updated: tell apart a missing row, a newer version, and a caller RLS refused.
        const current = await tx.query<{ same: boolean }>(
          'select updated_at = $2::timestamptz as same from page_content where id = $1',
          [id, expectedUpdatedAt],
        );
        const row = current.rows[0];
        if (!row) throw new AppError('not_found', 'This section no longer exists.');
        if (!row.same) {
          throw new AppError(
            'conflict',
            'This section was changed by someone else since you loaded it. Reload to see the latest version, then apply your edit again.',
          );
        }
        throw new AppError('forbidden', 'Only admins can change site content.');
      }),

    history: ({ id }) =>
      run(async (tx) =>
        !isUuid(id)
          ? []
          : (
              await tx.query<ContentVersion>(
                `select ${versionColumns} from page_content_versions where content_id = $1
               order by saved_at desc, replaced_at desc`,
                [id],
              )
            ).rows,
      ),

    count: () =>
      run(
        async (tx) =>
          (await tx.query<{ count: number }>('select count(*)::int as count from page_content')).rows[0]!.count,
      ),
  };
}
