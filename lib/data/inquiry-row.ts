import type { DigestToSend, Inquiry, InquiryToNotify } from './inquiry-port';

/** A row of public.inquiries as both backends read it (PostgREST names, timestamps as ISO text). */
export type InquiryRow = {
  id: string;
  created_at: string;
  topic: Inquiry['topic'];
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  service: Inquiry['service'];
  message: string;
  status: Inquiry['status'];
  spam_reason: Inquiry['spamReason'];
  notify_state: Inquiry['notifyState'];
  notify_error: string | null;
  replied_at: string | null;
};

export const inquiryColumns =
  'id,created_at,topic,name,email,phone,location,service,message,status,spam_reason,notify_state,notify_error,replied_at';

export function toInquiryToNotify(
  row: Omit<InquiryRow, 'spam_reason' | 'notify_state' | 'notify_error' | 'replied_at'>,
): InquiryToNotify {
  return {
    id: row.id,
    createdAt: row.created_at,
    topic: row.topic,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    service: row.service,
    message: row.message,
    status: row.status,
  };
}

export function toInquiry(row: InquiryRow): Inquiry {
  return {
    ...toInquiryToNotify(row),
    spamReason: row.spam_reason,
    notifyState: row.notify_state,
    notifyError: row.notify_error,
    repliedAt: row.replied_at,
  };
}

/** The arguments of public.inquiry_submit, the same for both adapters. */
export function submitArguments(input: Parameters<import('./inquiry-port').InquiryIntake['submit']>[0]) {
  const { fields } = input;
  return {
    p_idempotency_key: input.idempotencyKey,
    p_topic: fields.topic,
    p_name: fields.name,
    p_email: fields.email,
    p_phone: fields.phone,
    p_location: fields.location,
    p_service: fields.service,
    p_message: fields.message,
    p_status: input.status,
    p_spam_reason: input.spamReason,
    p_notify: input.notify,
  };
}

export type SubmitResultRow = { inquiry_id: string; was_created: boolean; filed_as: Inquiry['status'] };

/** A row of public.inquiry_claim_digest: the digest's day and total on each listed inquiry. */
export type DigestRow = Parameters<typeof toInquiryToNotify>[0] & { digest_day: string; total: number };

export function toDigest(rows: DigestRow[]): DigestToSend | null {
  const [first] = rows;
  return first ? { day: first.digest_day, total: first.total, inquiries: rows.map(toInquiryToNotify) } : null;
}

/** The row of public.inquiry_purge: how many spam and expired inquiries it deleted. */
export type PurgeRow = { spam_deleted: number; expired_deleted: number };

export function toPurged(rows: PurgeRow[]): { spamDeleted: number; expiredDeleted: number } {
  return { spamDeleted: rows[0]?.spam_deleted ?? 0, expiredDeleted: rows[0]?.expired_deleted ?? 0 };
}

export const ONLY_OWNER = 'Only the owner can change how long inquiries are kept.';
