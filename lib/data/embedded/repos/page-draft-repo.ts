import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { isUuid } from '../../ids';
import type { Caller, PageDraftRepo, SectionDraft } from '../../port';
import { callerRunner, iso, requireUserId, type Tx } from './with-caller';

const columns = `content_id as "contentId", content, ${iso('base_updated_at', 'baseUpdatedAt')}, ${iso('updated_at', 'updatedAt')}`;

export function embeddedPageDraftRepo(db: PGlite, caller: Caller, shared?: Tx): PageDraftRepo {
  const run = callerRunner(db, caller, shared);
  return {
    list: () =>
      run(async (tx) => (await tx.query<SectionDraft>(`select ${columns} from page_drafts order by updated_at`)).rows),

    put: ({ contentId, content, baseUpdatedAt }) =>
      run(async (tx) => {
        // The base stays the one the draft began from: a later save of the draft is no newer start.
        const result = await tx.query<SectionDraft>(
          `insert into page_drafts (user_id, content_id, content, base_updated_at)
           values ($1, $2, $3, $4::timestamptz)
           on conflict (user_id, content_id) do update set content = excluded.content, updated_at = now()
           returning ${columns}`,
          [requireUserId(caller), contentId, JSON.stringify(content), baseUpdatedAt],
        );
        return result.rows[0]!;
      }),

    remove: (contentIds) =>
      run(async (tx) => {
        const ids = contentIds.filter(isUuid);
        if (ids.length) await tx.query('delete from page_drafts where content_id = any($1::uuid[])', [ids]);
      }),
  };
}
