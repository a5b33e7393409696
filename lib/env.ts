import 'server-only';
import path from 'node:path';
import { z } from 'zod';

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'ADMIN_EMAILS must be a comma-separated list of e-mail addresses' })));

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

// Comma-separated https origins; each becomes an img-src source of the admin area's CSP.
const imageHosts = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https$/, error: 'CHAT_IMAGE_HOSTS must list https:// origins, comma-separated' })))
  .transform((urls) => urls.map((url) => new URL(url).origin));

// Comma-separated entries, trimmed, empties dropped; each entry is checked where it is used.
const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PHASE: z.string().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Set by scripts/supervise.mjs (`npm start`) for the server it runs: it restarts the server when asked. */
  MISSION_SUPERVISED: z.string().optional(),
  /** `off` trades durability for speed: a machine crash may lose confirmed writes (lib/data/embedded/engine/start-params.ts). */
  EMBEDDED_FSYNC: z.enum(['on', 'off']).default('on'),
  /** `off` serves the public pages through Next's public path only, slower (lib/next/internals). */
  NEXT_INTERNALS: z.enum(['on', 'off']).default('on'),
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().optional(),
  /**
   * Supabase mode, server only: the service role key, for passkeys (their server-side writes, and
   * the session a verified passkey starts through GoTrue's admin API). Without it, no passkeys.
   */
  SUPABASE_SERVICE_ROLE_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  ADMIN_EMAILS: emailList,
  REGISTRATION: z.enum(['closed', 'open']).default('closed'),
  /** 32 bytes (base64 or hex) that encrypt stored provider keys; generated into DATA_DIR when unset in embedded mode. */
  APP_ENCRYPTION_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** Where the app sends OpenAI / Anthropic requests; tests point these at a local fake provider. */
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_BASE_URL: optionalUrl,
  /** A reply that sends nothing for this long is stopped and stored as incomplete. */
  CHAT_IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  /**
   * Public address of the site, for canonical URLs, the sitemap and social cards, and the one
   * origin state-changing requests may come from when set (`siteOrigin`, lib/http/site-origin.ts).
   */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Hosts whose images chat replies may show in the portal; other images render as links. */
  CHAT_IMAGE_HOSTS: imageHosts,
  /**
   * Peers (addresses or CIDRs) whose X-Forwarded-For is believed when rate limiting: the
   * reverse proxy in front of the app. Default none: the TCP peer's address counts.
   */
  TRUSTED_PROXIES: list,
  /**
   * Origins on this machine or a private network (e.g. http://localhost:11434 for Ollama) that
   * OpenAI-compatible keys may use; every other private, loopback or link-local address is refused.
   */
  LOCAL_PROVIDER_ENDPOINTS: list,
  /**
   * Where inquiry notifications are sent from (nodemailer), e.g. smtps://user:pass@smtp.example.com:465.
   * Unset: no e-mail; inquiries wait on /admin/inquiries.
   */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /** The From of inquiry notifications; default: no-reply@ the SITE_URL's host. */
  SMTP_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  /** Who receives inquiry notifications; default: the owner account's e-mail. */
  INQUIRY_NOTIFY_TO: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
});

export type Env = z.infer<typeof schema> & {
  /** SITE_URL's origin when the operator set it; null when SITE_URL is only its default. */
  siteOrigin: string | null;
  mode: 'embedded' | 'supabase';
  dataDir: string;
  isProduction: boolean;
  isBuild: boolean;
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = result.data;
  const hasUrl = Boolean(env.NEXT_PUBLIC_SUPABASE_URL);
  const hasKey = Boolean(env.NEXT_PUBLIC_SUPABASE_ANON_KEY);
  if (hasUrl !== hasKey) {
    throw new Error(
      'Invalid environment configuration: set both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY for supabase mode, or neither for embedded mode.',
    );
  }
  // Stored provider keys are encrypted with it; in supabase mode there is no DATA_DIR to generate it into.
  if (hasUrl && !env.APP_ENCRYPTION_KEY) {
    throw new Error(
      'Invalid environment configuration: APP_ENCRYPTION_KEY is required in supabase mode (32 random bytes, base64 or hex; for example `openssl rand -base64 32`).',
    );
  }
  return {
    ...env,
    siteOrigin: source.SITE_URL === undefined ? null : new URL(env.SITE_URL).origin,
    mode: hasUrl ? 'supabase' : 'embedded',
    dataDir: path.resolve(env.DATA_DIR),
    isProduction: env.NODE_ENV === 'production',
    isBuild: env.NEXT_PHASE === 'phase-production-build',
  };
}

let cached: Env | undefined;

/** The one place that reads process.env; parsed on first use so a bad value fails loudly, once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
