import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { keyNotFound, keyReplaced } from '../../errors';
import { isUuid } from '../../ids';
import type { ApiKeyRepo, ApiKeySummary, Caller, StoredApiKey } from '../../port';
import { callerRunner, iso, requireUserId, type Tx } from './with-caller';

// The ciphertext is deliberately not in the summary: listings reach the browser.
const summaryColumns = `id, provider, key_hint as "keyHint", base_url as "baseUrl", is_active as "isActive", ${iso('created_at', 'createdAt')},
  model_list as models, ${iso('model_list_fetched_at', 'modelsFetchedAt')}`;
const listJson = (models: unknown[] | null | undefined) => (models ? JSON.stringify(models) : null);

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

    upsert: ({ provider, ciphertext, keyHint, baseUrl, models }) =>
      run(async (tx) => {
        const result = await tx.query<ApiKeySummary>(
          `insert into api_keys (user_id, provider, api_key, key_hint, base_url, is_active, model_list, model_list_fetched_at)
           values ($1, $2, $3, $4, $5, true, $6::jsonb, case when $6::jsonb is null then null else now() end)
           on conflict (user_id, provider) do update
             set api_key = excluded.api_key, key_hint = excluded.key_hint, base_url = excluded.base_url, is_active = true,
                 created_at = now(), model_list = excluded.model_list, model_list_fetched_at = excluded.model_list_fetched_at
           returning ${summaryColumns}`,
          [userId(), provider, ciphertext, keyHint, baseUrl, listJson(models)],
        );
        return result.rows[0]!;
      }),

    setModels: ({ id, models, savedAt }) =>
      run(async (tx) => {
        if (!isUuid(id)) throw keyNotFound();
        const result = await tx.query<ApiKeySummary>(
          `update api_keys set model_list = $3::jsonb, model_list_fetched_at = now()
           where id = $1 and user_id = $2 and created_at = $4::timestamptz returning ${summaryColumns}`,
          [id, userId(), listJson(models), savedAt],
        );
        if (result.rows[0]) return result.rows[0];
        const exists = await tx.query('select 1 from api_keys where id = $1 and user_id = $2', [id, userId()]);
        throw exists.rows.length ? keyReplaced() : keyNotFound();
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
          'select id, provider, api_key as ciphertext, base_url as "baseUrl" from api_keys where user_id = $1 and provider = $2 and is_active',
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
