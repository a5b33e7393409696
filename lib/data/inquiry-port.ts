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
  /** When it was last marked Replied (the database's clock); null before. */
  repliedAt: string | null;
};

/** An answer sent from the inbox, in the inquiry's thread. */
export type InquiryReply = { id: string; createdAt: string; body: string };

/** An inquiry the notifier owes an e-mail for. */
export type InquiryToNotify = InquiryFields & { id: string; createdAt: string; status: InquiryStatus };

/** The admins' view, under row-level security: anyone else reads nothing and changes nothing. */
export interface InquiryRepo {
  /** Newest first. */
  list(): Promise<Inquiry[]>;
  /** One inquiry, or null when there is none the caller may read. */
  get(id: string): Promise<Inquiry | null>;
  /** Name, e-mail or message containing `query` (any case), newest first, at most 100. */
  search(query: string): Promise<Inquiry[]>;
  /** The answers sent from the inbox, oldest first. */
  replies(id: string): Promise<InquiryReply[]>;
  /** Stores an answer that was sent and marks the inquiry Replied; when. not_found without such a row. */
  recordReply(input: { id: string; body: string }): Promise<string>;
  /** The number with status `new` (spam and unverified never count). */
  countNew(): Promise<number>;
  /** Admins may set any status but `unverified`, which only the server files. not_found when there is no such row. */
  setStatus(input: { id: string; status: Exclude<InquiryStatus, 'unverified'> }): Promise<void>;
  delete(id: string): Promise<void>;
  unverifiedMail(): Promise<UnverifiedMail>;
  setUnverifiedMail(choice: UnverifiedMail): Promise<void>;
  /** The owner's retention (inquiries older than this many months are deleted); null: kept. Null for anyone else. */
  retentionMonths(): Promise<number | null>;
  /** The owner only (forbidden for anyone else); null turns the retention off. */
  setRetentionMonths(months: number | null): Promise<void>;
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
  /** Deletes spam held over 30 days and inquiries past the owner's retention (migration 20261220000100). */
  purge(): Promise<{ spamDeleted: number; expiredDeleted: number }>;
  /** The owner account's e-mail, or null before anyone registered. */
  ownerEmail(): Promise<string | null>;
}
