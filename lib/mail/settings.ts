import 'server-only';
import { isOwner } from '@/lib/admins/owner';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import type { MailServerFields, StoredMailSettings } from '@/lib/data/port';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { assertStorableText, parseOrThrow } from '@/lib/validation';
import { openMailPassword, sealMailPassword } from './password-seal';
import { mailSettingsInput } from './settings-input';

/** What the E-mail page shows: the saved settings without the password (only whether there is one). */
export type MailSettingsView = MailServerFields & { hasPassword: boolean };
export type MailPageState = { saved: MailSettingsView | null; serverConfigured: boolean };

/**
 * Owner only, checked here where the data is touched (and again by the table's policies): any
 * other admin gets "not found", as on the page, so they do not learn the settings exist.
 */
async function ownerRepo(user: AuthUser) {
  if (!(await isOwner(user))) throw new AppError('not_found', 'Not found.');
  return (await reposFor(user)).mailSettings;
}

const toView = ({ passwordSealed, ...fields }: StoredMailSettings): MailSettingsView => ({
  ...fields,
  hasPassword: passwordSealed !== null,
});

export async function mailPageState(user: AuthUser): Promise<MailPageState> {
  const saved = await (await ownerRepo(user)).get();
  return { saved: saved ? toView(saved) : null, serverConfigured: Boolean(getEnv().SMTP_URL) };
}

/** The password to store: a new one sealed, none, or the saved one sealed again for the (maybe changed) server. */
function sealedPassword(
  choice: 'keep' | 'replace' | 'remove',
  password: string,
  fields: MailServerFields,
  previous: StoredMailSettings | null,
): string | null {
  const binding = { host: fields.host, username: fields.username };
  if (choice === 'remove' || !fields.username) return null;
  if (choice === 'replace' && password) return sealMailPassword(password, binding);
  if (!previous?.passwordSealed) return null;
  return sealMailPassword(openMailPassword(previous.passwordSealed, previous), binding);
}

export async function saveMailSettings(user: AuthUser, raw: unknown): Promise<MailSettingsView> {
  assertStorableText(raw);
  const { password, passwordChoice, ...fields } = parseOrThrow(mailSettingsInput, raw);
  const repo = await ownerRepo(user);
  const stored = { ...fields, passwordSealed: sealedPassword(passwordChoice, password, fields, await repo.get()) };
  await repo.save(stored);
  return toView(stored);
}

export async function removeMailSettings(user: AuthUser): Promise<void> {
  await (await ownerRepo(user)).remove();
}

/** For the test e-mail: only the owner may send one. */
export async function assertMailOwner(user: AuthUser): Promise<void> {
  await ownerRepo(user);
}
