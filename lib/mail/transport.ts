import 'server-only';
import nodemailer, { type SendMailOptions, type SentMessageInfo, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { getData } from '@/lib/data';
import type { StoredMailSettings } from '@/lib/data/port';
import { getEnv } from '@/lib/env';
import { openMailPassword } from './password-seal';

/**
 * Where the site's mail goes. The settings the owner saved on the E-mail page come first; without
 * them, the server's own settings (SMTP_URL, SMTP_FROM, INQUIRY_NOTIFY_TO in the environment), so
 * an install set up that way keeps working and the page can take over at any time. Removing the
 * page's settings falls back to the server's.
 */
export type MailSetup = {
  source: 'page' | 'server';
  /** The server's name and port, for messages to the owner. */
  server: string;
  /** The From address. */
  from: string;
  /** Where notifications go, when set; otherwise the owner account's address. */
  notifyTo: string | null;
  send: (message: SendMailOptions) => Promise<SentMessageInfo>;
};

// Bounded waits: a stalled mail server must not hold a sender (or the owner's test) for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

let cached: { key: string; transporter: Transporter } | undefined;

/** One transporter per configuration, reused (the key holds the password only in this process's memory). */
function transporterFor(options: SMTPTransport.Options | string): Transporter {
  const key = JSON.stringify(options);
  if (cached?.key !== key) {
    const created =
      typeof options === 'string'
        ? nodemailer.createTransport({ url: options, ...TIMEOUTS })
        : nodemailer.createTransport({ ...options, ...TIMEOUTS });
    cached = { key, transporter: created };
  }
  return cached.transporter;
}

/** The connection the page's settings describe; the password is opened here, just before use. */
export function smtpOptions(settings: StoredMailSettings): SMTPTransport.Options {
  const { host, port, security, username, passwordSealed } = settings;
  const pass = passwordSealed ? openMailPassword(passwordSealed, { host, username }) : undefined;
  return {
    host,
    port,
    // tls: encrypted from the first byte (usually 465); starttls: plain first, then required to
    // upgrade (usually 587); none: never upgraded (a relay on the local network, port 25).
    secure: security === 'tls',
    requireTLS: security === 'starttls',
    ignoreTLS: security === 'none',
    auth: username ? { user: username, pass: pass ?? '' } : undefined,
  };
}

/** The From address of the server's own settings: SMTP_FROM, or no-reply@ the site's host. */
export function mailSender(): string {
  const env = getEnv();
  return env.SMTP_FROM ?? `no-reply@${new URL(env.SITE_URL).hostname}`;
}

/** The saved settings, if any (null on Supabase without the service role key). */
async function savedSettings(): Promise<StoredMailSettings | null> {
  const reader = (await getData()).mailSettings;
  return reader ? reader.read() : null;
}

/** How the site sends mail now, or null when no mail server is set up anywhere. */
export async function mailSetup(): Promise<MailSetup | null> {
  const saved = await savedSettings();
  if (saved) {
    return {
      source: 'page',
      server: `${saved.host}:${saved.port}`,
      from: saved.sender,
      notifyTo: saved.notifyTo,
      // Opened at each send, not held: a password changed on the page is used from the next mail.
      send: (message) => transporterFor(smtpOptions(saved)).sendMail(message),
    };
  }
  const env = getEnv();
  if (!env.SMTP_URL) return null;
  const url = env.SMTP_URL;
  return {
    source: 'server',
    server: new URL(url).host,
    from: mailSender(),
    notifyTo: env.INQUIRY_NOTIFY_TO ?? null,
    send: (message) => transporterFor(url).sendMail(message),
  };
}

/** Whether mail can be sent at all (the page's settings or the server's). */
export async function mailConfigured(): Promise<boolean> {
  return (await mailSetup()) !== null;
}
