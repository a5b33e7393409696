import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { MailSettingsReader, MailSettingsRepo } from '../port';
import { mailSettingsColumns, toMailSettings, toMailSettingsRow, type MailSettingsRow } from '../mail-settings-row';
import { many, run } from './result';

/** public.mail_server_settings through PostgREST as the caller: the owner only, by the table's policies. */
export function supabaseMailSettingsRepo(db: SupabaseClient): MailSettingsRepo {
  return {
    get: async () => {
      const rows = await many<MailSettingsRow>(
        db.from('mail_server_settings').select(mailSettingsColumns).eq('id', true),
      );
      return rows[0] ? toMailSettings(rows[0]) : null;
    },
    save: async (settings) => {
      const row = { id: true, ...toMailSettingsRow(settings), updated_at: new Date().toISOString() };
      await run(db.from('mail_server_settings').upsert(row, { onConflict: 'id' }));
    },
    remove: async () => {
      await run(db.from('mail_server_settings').delete().eq('id', true));
    },
  };
}

/** The server's read for sending, with the service role key (the function is granted to nothing else). */
export function supabaseMailSettingsReader(service: SupabaseClient): MailSettingsReader {
  return {
    read: async () => {
      const rows = await many<MailSettingsRow>(
        service.rpc('mail_server_settings_for_server').select(mailSettingsColumns),
      );
      return rows[0] ? toMailSettings(rows[0]) : null;
    },
  };
}
