import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { isUuid } from '../ids';
import type { ContentRepo, ContentRow, ContentVersion } from '../port';
import { many, runCount } from './result';
import { sameInstant } from './timestamps';

const columns = 'id,page_name,section_name,content,updated_at,updated_by';
type Row = {
  id: string;
  page_name: string;
  section_name: string;
  content: unknown;
  updated_at: string;
  updated_by: string;
};

const toContent = (row: Row): ContentRow => ({
  id: row.id,
  pageName: row.page_name,
  sectionName: row.section_name,
  content: row.content,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

type VersionRow = { id: string; content_id: string; content: unknown; saved_at: string; saved_by: string };
const toVersion = (row: VersionRow): ContentVersion => ({
  id: row.id,
  contentId: row.content_id,
  content: row.content,
  savedAt: row.saved_at,
  savedBy: row.saved_by,
});

const sectionGone = () => new AppError('not_found', 'This section no longer exists.');

export function supabaseContentRepo(db: SupabaseClient): ContentRepo {
  const table = () => db.from('page_content');

  return {
    list: async () =>
      (
        await many<Row>(
          table().select(columns).order('page_name', { ascending: true }).order('section_name', { ascending: true }),
        )
      ).map(toContent),

    get: async ({ pageName, sectionName }) => {
      const rows = await many<Row>(table().select(columns).eq('page_name', pageName).eq('section_name', sectionName));
      return rows[0] ? toContent(rows[0]) : null;
    },

    getById: async (id) => {
      if (!isUuid(id)) return null;
      const rows = await many<Row>(table().select(columns).eq('id', id));
      return rows[0] ? toContent(rows[0]) : null;
    },

    update: async ({ id, content, expectedUpdatedAt }) => {
      if (!isUuid(id)) throw sectionGone();
      // The updated_at filter makes the save conditional: a newer version matches no row.
      // updated_at/updated_by are not sent: a trigger sets them from the JWT's user and now().
      const updated = await many<Row>(
        table().update({ content }).eq('id', id).eq('updated_at', expectedUpdatedAt).select(columns),
      );
      if (updated[0]) return toContent(updated[0]);
      // Nothing updated: tell apart a missing row, a newer version, and a caller RLS refused.
      const current = await many<{ updated_at: string }>(table().select('updated_at').eq('id', id));
      if (!current[0]) throw sectionGone();
      if (!sameInstant(current[0].updated_at, expectedUpdatedAt)) {
        throw new AppError(
          'conflict',
          'This section was changed by someone else since you loaded it. Reload to see the latest version, then apply your edit again.',
        );
      }
      throw new AppError('forbidden', 'Only admins can change site content.');
    },

    history: async ({ id }) => {
      if (!isUuid(id)) return [];
      const rows = await many<VersionRow>(
        db
          .from('page_content_versions')
          .select('id,content_id,content,saved_at,saved_by')
          .eq('content_id', id)
          .order('saved_at', { ascending: false })
          .order('replaced_at', { ascending: false }),
      );
      return rows.map(toVersion);
    },

    count: () => runCount('page_content', table().select('*', { count: 'exact', head: true })),
  };
}
