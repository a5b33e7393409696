import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type { InquiryIntake } from '@/lib/data/port';
import { getEnv } from '@/lib/env';

/** A new inquiry and later ones are retried this often; the admin's Retry button has no such cap. */
export const AUTOMATIC_ATTEMPTS = 5;

export function notificationsConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

let transport: { url: string; transporter: Transporter } | undefined;

export function transporter(url: string): Transporter {
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

/** Where the owner's e-mail goes: INQUIRY_NOTIFY_TO, else the owner account's address. */
export async function recipient(intake: InquiryIntake): Promise<string | null> {
  return getEnv().INQUIRY_NOTIFY_TO ?? (await intake.ownerEmail());
}

export function sender(): string {
  const env = getEnv();
  return env.SMTP_FROM ?? `no-reply@${new URL(env.SITE_URL).hostname}`;
}

export const NO_RECIPIENT = 'No recipient: set INQUIRY_NOTIFY_TO, or register the owner account first.';
