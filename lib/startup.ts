import 'server-only';
import { passkeyStartupWarning } from '@/lib/auth/passkeys/relying-party';
import { expirePagesCachedBeforeRestore } from '@/lib/content/restored-pages';
import { getEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { getEnv, type Env } from '@/lib/env';
import { startDigestTimer } from '@/lib/inquiries/digest-timer';
import { startInquiryPurgeTimer } from '@/lib/inquiries/purge-timer';
import { installPeerStamp } from '@/lib/http/peer-stamp';
import { getTrustedProxies } from '@/lib/http/trusted-proxies';
import { stopWhenSupervisorGoes } from '@/lib/supervisor/orphan-watch';
import { isSupervised } from '@/lib/supervisor/protocol';
import { installNextInternals } from '@/lib/next/internals';

/**
 * Opens the embedded database when the server starts, so a second server on the same
 * DATA_DIR stops at once with a clear message instead of serving errors (Next keeps a
 * server running after register() fails, answering 500 to everything), and a database that
 * cannot open ends the process.
 */
export async function prepareServer(): Promise<void> {
  let env;
  try {
    env = getEnv();
    getTrustedProxies();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (env.isBuild) return;
  if (isSupervised()) stopWhenSupervisorGoes();
  // Rate limits need the TCP peer's address, which route handlers and actions never see.
  installPeerStamp();
  // Before the first request: the pages Next serves from its cache, prepared once (CSS, Latin-1),
  // unless NEXT_INTERNALS=off or this Next version is untested (lib/next/internals).
  installNextInternals(env.NEXT_INTERNALS);
  // A passkey needs a domain name: with SITE_URL an IP address the site runs, without passkeys.
  const passkeys = passkeyStartupWarning(env.SITE_URL);
  if (passkeys) console.warn(passkeys);
  // The daily digest of unverified inquiries, with no scheduled job (lib/inquiries/digest.ts).
  if (env.SMTP_URL) startDigestTimer();
  if (env.mode === 'supabase') {
    // Spam held over 30 days and inquiries past the owner's retention: at start and every 6 hours.
    startInquiryPurgeTimer();
    return announceSupabase(env);
  }
  const started = Date.now();
  // Before the first request: a page cached before a restore must not be served after it.
  if (expirePagesCachedBeforeRestore(env.dataDir))
    console.info('DATA_DIR was restored: public pages cached before the restore are rendered afresh.');
  // Not awaited: Next holds every request until register() returns, and the database's start takes
  // seconds (longer after a crash, when Postgres replays its log), which kept even the cached public
  // pages from being served after a restart. Requests that need the database wait for this same
  // opening (getEmbeddedDatabase). A failure still ends the process (the supervisor reports it).
  const opening = getEmbeddedDatabase().then(
    () => {
      console.info(`Embedded database ready in ${env.dataDir} (${Date.now() - started} ms)`);
      startInquiryPurgeTimer();
    },
    (error: Error) => {
      console.error(`Could not open the embedded database: ${error.message}`);
      process.exit(1);
    },
  );
  // The data folder's lock is taken at once: a second server on the same folder ends here, before
  // it has answered anything.
  await Promise.race([opening, new Promise((resolve) => setImmediate(resolve))]);
}

/**
 * In supabase mode the app holds only the public anon key, so it cannot write the
 * registration rule's tables: the owner manages them in the SQL editor (docs/deploy.md).
 */
function announceSupabase(env: Env): void {
  console.info(`Supabase mode: auth and data at ${env.NEXT_PUBLIC_SUPABASE_URL}`);
  if (env.ADMIN_EMAILS.length > 0 || env.REGISTRATION === 'open')
    console.warn(
      'ADMIN_EMAILS and REGISTRATION apply to embedded mode only and are ignored in supabase mode: the owner manages the allow-list in the dashboard (Admins), and opens registration in private.registration_settings with the Supabase SQL editor (docs/deploy.md).',
    );
}
