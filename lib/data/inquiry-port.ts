/** The inquiries part of the data port (./port): what visitors send from /contact (migration 20261130000100). */

export type InquiryTopic = 'tech' | 'lawn-care' | 'other';
export type LawnService = 'mowing' | 'edging-trimming' | 'leaf-cleanup' | 'other';
export type InquiryStatus = 'new' | 'unverified' | 'replied' | 'archived' | 'spam';
export type SpamReason = 'honeypot' | 'too_fast' | 'too_old' | 'bad_token' | 'bad_proof';
/**
 * The e-mail to the owner: none (spam, no SMTP configured, or an unverified post the owner wants
 * no e-mail for), pending, sent, failed, or digest (unverified: waits for the daily digest).
 */
export type NotifyState = 'none' | 'pending' | 'sent' | 'failed' | 'digest';
/** The owner's choice for unverified posts: one e-mail a day listing them, or none. */
export type UnverifiedMail = 'digest' | 'none';

/** The unverified posts from before `day` (UTC, YYYY-MM-DD) that one digest e-mail covers. */
export type DigestToSend = { day: string; total: number; inquiries: InquiryToNotify[] };

/** What the visitor wrote, as checked by the form's schema (lib/inquiries/schema.ts). */
export type InquiryFields = {
  topic: InquiryTopic;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  service: LawnService | null;
  message: string;
};

export type Inquiry = InquiryFields & {
  id: string;
  createdAt: string;
  status: InquiryStatus;
  spamReason: SpamReason | null;
  notifyState: NotifyState;
  notifyError: string | null;
};

/** An inquiry the notifier owes an e-mail for. */
export type InquiryToNotify = InquiryFields & { id: string; createdAt: string; status: InquiryStatus };

/** The admins' view, under row-level security: anyone else reads nothing and changes nothing. */
export interface InquiryRepo {
  /** Newest first. */
  list(): Promise<Inquiry[]>;
  /** The number with status `new` (spam and unverified never count). */
  countNew(): Promise<number>;
  /** Admins may set any status but `unverified`, which only the server files. not_found when there is no such row. */
  setStatus(input: { id: string; status: Exclude<InquiryStatus, 'unverified'> }): Promise<void>;
  delete(id: string): Promise<void>;
  unverifiedMail(): Promise<UnverifiedMail>;
  setUnverifiedMail(choice: UnverifiedMail): Promise<void>;
  /** The owner's own instructions for "Draft a reply"; null while they keep the app's default. */
  replyInstructions(): Promise<string | null>;
  /** Saves them (null: back to the default); forbidden for anyone but an admin. */
  setReplyInstructions(text: string | null): Promise<void>;
}

/**
 * The server's own path (no caller: the service role on Supabase, the owner role when embedded):
 * filing a checked post and the notification bookkeeping. Nothing a visitor can call directly.
 */
export interface InquiryIntake {
  /** Files it, or finds the inquiry this idempotency key already filed (`created` false). */
  submit(input: {
    idempotencyKey: string;
    fields: InquiryFields;
    status: 'new' | 'unverified' | 'spam';
    spamReason: SpamReason | null;
    notify: boolean;
  }): Promise<{ id: string; created: boolean; status: InquiryStatus }>;
  /** Holds up to `limit` inquiries still owed an e-mail (or only `id`) for two minutes and counts the attempt. */
  claimNotifications(input: { id?: string; limit: number; maxAttempts: number }): Promise<InquiryToNotify[]>;
  recordNotification(input: { id: string; sent: boolean; error?: string }): Promise<void>;
  /**
   * Holds today's digest for two minutes when one is due (unverified posts from before today
   * wait, and none went today): at most 50 of them and their total. Null otherwise.
   */
  claimDigest(input: { maxAttempts: number }): Promise<DigestToSend | null>;
  recordDigest(input: { day: string; sent: boolean; error?: string }): Promise<void>;
  /** The owner account's e-mail, or null before anyone registered. */
  ownerEmail(): Promise<string | null>;
}
