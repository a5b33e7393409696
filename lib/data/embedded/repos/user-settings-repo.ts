import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { Caller, UserSettings, UserSettingsRepo } from '../../port';
import { callerRunner, requireUserId, type Tx } from './with-caller';

const DEFAULTS: UserSettings = {
  memoryViaOpenai: false,
  localEmbeddingModel: '',
  autoTitle: true,
  memoryEnabled: true,
};
const columns = [
  'memory_via_openai as "memoryViaOpenai"',
  'local_embedding_model as "localEmbeddingModel"',
  'auto_title as "autoTitle"',
  'memory_enabled as "memoryEnabled"',
].join(', ');

export function embeddedUserSettingsRepo(db: PGlite, caller: Caller, shared?: Tx): UserSettingsRepo {
  const run = callerRunner(db, caller, shared);
  const userId = () => requireUserId(caller);
  return {
    get: () =>
      run(async (tx) => {
        const result = await tx.query<UserSettings>(`select ${columns} from user_settings where user_id = $1`, [
          userId(),
        ]);
        return result.rows[0] ?? DEFAULTS;
      }),

    update: ({ memoryViaOpenai, localEmbeddingModel, autoTitle, memoryEnabled }) =>
      run(async (tx) => {
        // A setting left out keeps its stored value (or the default for a first save).
        const result = await tx.query<UserSettings>(
          `insert into user_settings (user_id, memory_via_openai, local_embedding_model, auto_title, memory_enabled)
           values ($1, coalesce($2::boolean, $4::boolean), coalesce($3::text, $5::text),
                   coalesce($6::boolean, $7::boolean), coalesce($8::boolean, $9::boolean))
           on conflict (user_id) do update set
             memory_via_openai = coalesce($2::boolean, user_settings.memory_via_openai),
             local_embedding_model = coalesce($3::text, user_settings.local_embedding_model),
             auto_title = coalesce($6::boolean, user_settings.auto_title),
             memory_enabled = coalesce($8::boolean, user_settings.memory_enabled),
             updated_at = now()
           returning ${columns}`,
          [
            userId(),
            memoryViaOpenai ?? null,
            localEmbeddingModel ?? null,
            DEFAULTS.memoryViaOpenai,
            DEFAULTS.localEmbeddingModel,
            autoTitle ?? null,
            DEFAULTS.autoTitle,
            memoryEnabled ?? null,
            DEFAULTS.memoryEnabled,
          ],
        );
        return result.rows[0]!;
      }),
  };
}
