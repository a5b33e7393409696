import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { VisitStore, VisitorFigures, VisitorFiguresRepo } from '../port';
import { run } from './result';

/**
 * Page views reach Supabase with the anon key, through record_visit (granted to anon, see
 * migration 20261201000100 for what that exposes); no service-role key is needed. The function
 * itself caps visitors per address and views per day (20261210000200), for direct calls too.
 */
export function supabaseVisitStore(db: SupabaseClient): VisitStore {
  return {
    record: async ({ path, visitorKey, referrer, device, addressKey }) => {
      await run(
        db.rpc('record_visit', {
          p_path: path,
          p_visitor_key: visitorKey,
          p_referrer: referrer,
          p_device: device,
          p_address_key: addressKey,
        }),
      );
    },
  };
}

/** The figures as the signed-in caller; the function answers admins only. */
export function supabaseVisitorFiguresRepo(db: SupabaseClient): VisitorFiguresRepo {
  return {
    figures: async ({ days }) => (await run(db.rpc('visitor_figures', { p_days: days }))) as VisitorFigures,
  };
}
