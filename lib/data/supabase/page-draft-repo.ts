import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { isUuid } from '../ids';
import type { Caller, PageDraftRepo, SectionDraft } from '../port';
import { requireUserId } from './client';
import { many } from './result';

const columns = 'content_id,content,base_updated_at,updated_at';
type Row = { content_id: string; content: unknown; base_updated_at: string; updated_at: string };
const toDraft = (row: Row): SectionDraft => ({
  contentId: row.content_id,
  content: row.content,
  baseUpdatedAt: row.base_updated_at,
  updatedAt: row.updated_at,
});

export function supabasePageDraftRepo(db: SupabaseClient, caller: Caller): PageDraftRepo {
  const drafts = () => db.from('page_drafts');
  return {
    list: async () => (await many<Row>(drafts().select(columns).order('updated_at'))).map(toDraft),

    put: async ({ contentId, content, baseUpdatedAt }) => {
      // PostgREST's upsert writes every column it is sent: keep the base the draft began from.
      const stored = await many<Row>(drafts().select(columns).eq('content_id', contentId));
      const row = {
        user_id: requireUserId(caller),
        content_id: contentId,
        content,
        base_updated_at: stored[0]?.base_updated_at ?? baseUpdatedAt,
        updated_at: new Date().toISOString(),
      };
      const rows = await many<Row>(drafts().upsert(row, { onConflict: 'user_id,content_id' }).select(columns));
      return toDraft(rows[0]!);
    },

    remove: async (contentIds) => {
      const ids = contentIds.filter(isUuid);
      if (ids.length) await many(drafts().delete().in('content_id', ids).select('content_id'));
    },
  };
}
