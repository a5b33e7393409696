import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Caller, ImageModelRepo } from '../port';
import { requireUserId } from './client';
import { many } from './result';

type Row = { model: string };

export function supabaseImageModelRepo(db: SupabaseClient, caller: Caller): ImageModelRepo {
  const userId = () => requireUserId(caller);
  const table = () => db.from('compatible_image_models');
  return {
    list: async () => {
      const rows = await many<Row>(table().select('model').eq('user_id', userId()).order('model'));
      return rows.map((row) => row.model);
    },

    accepts: async (model) => {
      const rows = await many<Row>(table().select('model').eq('user_id', userId()).eq('model', model));
      return rows.length > 0;
    },

    set: async ({ model, acceptsImages }) => {
      const uid = userId();
      if (acceptsImages)
        await many(
          table()
            .upsert({ user_id: uid, model }, { onConflict: 'user_id,model', ignoreDuplicates: true })
            .select('model'),
        );
      else await many(table().delete().eq('user_id', uid).eq('model', model).select('model'));
    },
  };
}
