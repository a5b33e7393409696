import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SiteImageRepo } from '../port';
import { fileColumns, siteImageColumns, toSiteImage, type SiteImageRow } from '../site-image-row';
import { many } from './result';

/** site_images over PostgREST under the caller's JWT: the table's policies decide who writes. */
export function supabaseSiteImageRepo(db: SupabaseClient): SiteImageRepo {
  const upsert = async (values: Record<string, unknown>) => {
    const rows = await many<SiteImageRow>(
      db
        .from('site_images')
        .upsert({ ...values, updated_at: new Date().toISOString() }, { onConflict: 'slot' })
        .select(siteImageColumns),
    );
    return toSiteImage(rows[0]!);
  };

  return {
    list: async () =>
      (await many<SiteImageRow>(db.from('site_images').select(siteImageColumns).order('slot'))).map(toSiteImage),
    setFile: ({ slot, file, updatedBy }) => upsert({ slot, ...fileColumns(file), updated_by: updatedBy }),
    setAltText: ({ slot, altText, updatedBy }) => upsert({ slot, alt_text: altText, updated_by: updatedBy }),
  };
}
