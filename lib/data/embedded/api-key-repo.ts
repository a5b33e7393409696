import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { isUuid } from '../ids';
import type { ApiKeyRepo, ApiKeySummary, Caller, StoredApiKey } from '../port';
import { callerRunner, iso, requireUserId, type Tx } from './with-caller';

// The ciphertext is deliberately not in the summary: listings reach the browser.
const summaryColumns = `id, provider, key_hint as "keyHint", base_url as "baseUrl", is_active as "isActive", ${iso('created_at', 'createdAt')}`;

export function embeddedApiKeyRepo(db: PGlite, caller: Caller, shared?: Tx): ApiKeyRepo {
  const run = callerRunner(db, caller, shared);
  const userId = () => requireUserId(caller);

  return {
    list: () =>
      run(
        async (tx) =>
          (
            await tx.query<ApiKeySummary>(
              `select ${summaryColumns} from api_keys where user_id = $1 order by provider asc`,
              [userId()],
            )
          ).rows,
      ),

    upsert: ({ provider, ciphertext, keyHint, baseUrl }) =>
      run(async (tx) => {
        const result = await tx.query<ApiKeySummary>(
          `insert into api_keys (user_id, provider, api_key, key_hint, base_url, is_active) values ($1, $2, $3, $4, $5, true)
           on conflict (user_id, provider) do update
             set api_key = excluded.api_key, key_hint = excluded.key_hint, base_url = excluded.base_url, is_active = true, created_at = now()
           returning ${summaryColumns}`,
          [userId(), provider, ciphertext, keyHint, baseUrl],
        );
        return result.rows[0]!;
      }),

    delete: (id) =>
      run(async (tx) => {
        const result = isUuid(id)
          ? await tx.query('delete from api_keys where id = $1 and user_id = $2', [id, userId()])
          : { affectedRows: 0 };
        if (!result.affectedRows) throw new AppError('not_found', 'API key not found.');
      }),

    getActive: (provider) =>
      run(async (tx) => {
        const result = await tx.query<StoredApiKey>(
          'select provider, api_key as ciphertext, base_url as "baseUrl" from api_keys where user_id = $1 and provider = $2 and is_active',
          [userId(), provider],
        );
        return result.rows[0] ?? null;
      }),

    rewrite: ({ provider, from, to }) =>
      run(async (tx) => {
        await tx.query('update api_keys set api_key = $4 where user_id = $1 and provider = $2 and api_key = $3', [
          userId(),
          provider,
          from,
          to,
        ]);
      }),
  };
}
