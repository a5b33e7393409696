import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { Caller, ImageModelRepo } from '../../port';
import { callerRunner, requireUserId, type Tx } from './with-caller';

export function embeddedImageModelRepo(db: PGlite, caller: Caller, shared?: Tx): ImageModelRepo {
  const run = callerRunner(db, caller, shared);
  const userId = () => requireUserId(caller);
  return {
    list: () =>
      run(async (tx) => {
        const result = await tx.query<{ model: string }>(
          'select model from compatible_image_models where user_id = $1 order by model',
          [userId()],
        );
        return result.rows.map((row) => row.model);
      }),

    accepts: (model) =>
      run(async (tx) => {
        const result = await tx.query('select 1 from compatible_image_models where user_id = $1 and model = $2', [
          userId(),
          model,
        ]);
        return result.rows.length > 0;
      }),

    set: ({ model, acceptsImages }) =>
      run(async (tx) => {
        if (acceptsImages)
          await tx.query(
            'insert into compatible_image_models (user_id, model) values ($1, $2) on conflict (user_id, model) do nothing',
            [userId(), model],
          );
        else await tx.query('delete from compatible_image_models where user_id = $1 and model = $2', [userId(), model]);
      }),
  };
}
