import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { getEnv } from '@/lib/env';

let transport: { url: string; transporter: Transporter } | undefined;

/** The SMTP connection for SMTP_URL (one per URL, reused). */
export function mailTransporter(url: string): Transporter {
  if (transport?.url !== url) {
    // Bounded waits: a stalled mail server must not hold a sender (or the admin's Retry) for minutes.
    const created = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transport = { url, transporter: created };
  }
  return transport.transporter;
}

/** The From address of the site's mail: SMTP_FROM, or no-reply@ the site's host. */
export function mailSender(): string {
  const env = getEnv();
  return env.SMTP_FROM ?? `no-reply@${new URL(env.SITE_URL).hostname}`;
}
