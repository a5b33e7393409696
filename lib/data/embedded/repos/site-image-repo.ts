import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { Caller, SiteImageRepo } from '../../port';
import { fileColumns, siteImageColumns, toSiteImage, type SiteImageRow } from '../../site-image-row';
import { callerRunner, type Tx } from './with-caller';

const returning = siteImageColumns.replace('updated_at', `to_jsonb(updated_at) #>> '{}' as updated_at`);

/** site_images as the caller: the table's policies let anyone read and only admins write. */
export function embeddedSiteImageRepo(db: PGlite, caller: Caller, shared?: Tx): SiteImageRepo {
  const run = callerRunner(db, caller, shared);
  // Insert-or-update of the named columns only, as PostgREST's upsert does it.
  const upsert = (values: Record<string, unknown>) =>
    run(async (tx) => {
      const names = Object.keys(values);
      const set = names.filter((n) => n !== 'slot').map((n) => `${n} = excluded.${n}`);
      const { rows } = await tx.query<SiteImageRow>(
        `insert into public.site_images (${names.join(', ')}, updated_at)
         values (${names.map((_, i) => `$${i + 1}`).join(', ')}, now())
         on conflict (slot) do update set ${set.join(', ')}, updated_at = now()
         returning ${returning}`,
        Object.values(values),
      );
      return toSiteImage(rows[0]!);
    });

  return {
    list: () =>
      run(async (tx) =>
        (await tx.query<SiteImageRow>(`select ${returning} from public.site_images order by slot`)).rows.map(
          toSiteImage,
        ),
      ),
    setFile: ({ slot, file, updatedBy }) => upsert({ slot, ...fileColumns(file), updated_by: updatedBy }),
    setAltText: ({ slot, altText, updatedBy }) => upsert({ slot, alt_text: altText, updated_by: updatedBy }),
  };
}
