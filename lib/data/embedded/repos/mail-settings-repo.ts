import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import type { Caller, MailSettingsReader, MailSettingsRepo } from '../../port';
import { mailSettingsColumns, toMailSettings, toMailSettingsRow, type MailSettingsRow } from '../../mail-settings-row';
import { callerRunner, type Tx } from './with-caller';

const ownerOnly = () => new AppError('forbidden', 'Only the owner can change the mail server.');

/** public.mail_server_settings as the caller: its policies let the owner read and change it, nobody else. */
export function embeddedMailSettingsRepo(db: PGlite, caller: Caller, shared?: Tx): MailSettingsRepo {
  const run = callerRunner(db, caller, shared);
  return {
    get: () =>
      run(async (tx) => {
        const { rows } = await tx.query<MailSettingsRow>(
          `select ${mailSettingsColumns} from public.mail_server_settings where id`,
        );
        return rows[0] ? toMailSettings(rows[0]) : null;
      }),
    save: (settings) =>
      run(async (tx) => {
        const row = toMailSettingsRow(settings);
        const names = Object.keys(row);
        const { affectedRows } = await tx.query(
          `insert into public.mail_server_settings (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})
           on conflict (id) do update set ${names.map((name) => `${name} = excluded.${name}`).join(', ')}, updated_at = now()`,
          Object.values(row),
        );
        if (!affectedRows) throw ownerOnly();
      }),
    remove: () =>
      run(async (tx) => {
        await tx.query('delete from public.mail_server_settings where id');
      }),
  };
}

/** The server's own read for sending: runs as the database owner, like the service role on Supabase. */
export function embeddedMailSettingsReader(db: PGlite): MailSettingsReader {
  return {
    read: async () => {
      const { rows } = await db.query<MailSettingsRow>(
        `select ${mailSettingsColumns} from public.mail_server_settings_for_server()`,
      );
      return rows[0] ? toMailSettings(rows[0]) : null;
    },
  };
}
