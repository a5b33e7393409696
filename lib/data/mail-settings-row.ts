import type { MailSecurity, StoredMailSettings } from './mail-settings-port';

/** A row of public.mail_server_settings as both backends read and write it. */
export type MailSettingsRow = {
  host: string;
  port: number;
  security: MailSecurity;
  username: string | null;
  password_sealed: string | null;
  sender: string;
  notify_to: string | null;
};

export const mailSettingsColumns = 'host,port,security,username,password_sealed,sender,notify_to';

export const toMailSettings = (row: MailSettingsRow): StoredMailSettings => ({
  host: row.host,
  port: row.port,
  security: row.security,
  username: row.username,
  passwordSealed: row.password_sealed,
  sender: row.sender,
  notifyTo: row.notify_to,
});

export const toMailSettingsRow = (settings: StoredMailSettings): MailSettingsRow => ({
  host: settings.host,
  port: settings.port,
  security: settings.security,
  username: settings.username,
  password_sealed: settings.passwordSealed,
  sender: settings.sender,
  notify_to: settings.notifyTo,
});
