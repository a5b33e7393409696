import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import type { InquiryIntake, InquiryReply, InquiryRepo, UnverifiedMail } from '../port';
import {
  inquiryColumns,
  submitArguments,
  toInquiry,
  toDigest,
  toInquiryToNotify,
  toPurged,
  ONLY_OWNER,
  type DigestRow,
  type PurgeRow,
  type InquiryRow,
  type SubmitResultRow,
} from '../inquiry-row';
import { many, run, runCount } from './result';

const notFound = () => new AppError('not_found', 'That inquiry does not exist (any more).');

/** public.inquiries through PostgREST as the caller (their JWT): admins only, by the table's policies. */
export function supabaseInquiryRepo(db: SupabaseClient): InquiryRepo {
  return {
    list: async () =>
      (
        await many<InquiryRow>(
          db.from('inquiries').select(inquiryColumns).order('created_at', { ascending: false }).order('id'),
        )
      ).map(toInquiry),
    get: async (id) => {
      const rows = await many<InquiryRow>(db.from('inquiries').select(inquiryColumns).eq('id', id));
      return rows[0] ? toInquiry(rows[0]) : null;
    },
    search: async (query) =>
      (await many<InquiryRow>(db.rpc('inquiry_search', { p_query: query }).select(inquiryColumns))).map(toInquiry),
    replies: async (id) =>
      (
        await many<{ id: string; created_at: string; body: string }>(
          db.from('inquiry_replies').select('id,created_at,body').eq('inquiry_id', id).order('created_at').order('id'),
        )
      ).map((row): InquiryReply => ({ id: row.id, createdAt: row.created_at, body: row.body })),
    recordReply: async ({ id, body }) => {
      try {
        return (await run(db.rpc('inquiry_record_reply', { p_inquiry_id: id, p_body: body }))) as string;
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') throw notFound();
        throw error;
      }
    },
    countNew: () =>
      runCount('inquiries', db.from('inquiries').select('id', { count: 'exact', head: true }).eq('status', 'new')),
    setStatus: async ({ id, status }) => {
      const rows = await many<{ id: string }>(db.from('inquiries').update({ status }).eq('id', id).select('id'));
      if (!rows.length) throw notFound();
    },
    delete: async (id) => {
      const rows = await many<{ id: string }>(db.from('inquiries').delete().eq('id', id).select('id'));
      if (!rows.length) throw notFound();
    },
    unverifiedMail: async () => {
      const rows = await many<{ unverified_mail: UnverifiedMail }>(
        db.from('inquiry_mail_settings').select('unverified_mail').eq('id', true),
      );
      return rows[0]?.unverified_mail ?? 'digest';
    },
    setUnverifiedMail: async (choice) => {
      const rows = await many<{ id: boolean }>(
        db.from('inquiry_mail_settings').update({ unverified_mail: choice }).eq('id', true).select('id'),
      );
      if (!rows.length) throw new AppError('forbidden', 'Only an admin can change this.');
    },
    retentionMonths: async () => {
      const rows = await many<{ months: number | null }>(db.from('inquiry_retention').select('months').eq('id', true));
      return rows[0]?.months ?? null;
    },
    setRetentionMonths: async (months) => {
      const rows = await many<{ id: boolean }>(
        db.from('inquiry_retention').update({ months }).eq('id', true).select('id'),
      );
      if (!rows.length) throw new AppError('forbidden', ONLY_OWNER);
    },
    replyInstructions: async () => {
      const rows = await many<{ instructions: string | null }>(
        db.from('inquiry_reply_settings').select('instructions').eq('id', true),
      );
      return rows[0]?.instructions ?? null;
    },
    setReplyInstructions: async (text) => {
      const rows = await many<{ id: boolean }>(
        db
          .from('inquiry_reply_settings')
          .update({ instructions: text, updated_at: new Date().toISOString() })
          .eq('id', true)
          .select('id'),
      );
      if (!rows.length) throw new AppError('forbidden', 'Only an admin can change this.');
    },
  };
}

/** The server's own path, with the service role key only the server holds (migration 20261130000100 grants it nothing else). */
export function supabaseInquiryIntake(service: SupabaseClient): InquiryIntake {
  return {
    submit: async (input) => {
      const [row] = await many<SubmitResultRow>(service.rpc('inquiry_submit', submitArguments(input)));
      return { id: row!.inquiry_id, created: row!.was_created, status: row!.filed_as };
    },
    claimNotifications: async ({ id, limit, maxAttempts }) =>
      (
        await many<Parameters<typeof toInquiryToNotify>[0]>(
          service.rpc('inquiry_claim_notifications', { p_id: id ?? null, p_limit: limit, p_max_attempts: maxAttempts }),
        )
      ).map(toInquiryToNotify),
    recordNotification: async ({ id, sent, error }) => {
      await run(service.rpc('inquiry_notification_result', { p_id: id, p_sent: sent, p_error: error ?? null }));
    },
    claimDigest: async ({ maxAttempts }) =>
      toDigest(await many<DigestRow>(service.rpc('inquiry_claim_digest', { p_max_attempts: maxAttempts }))),
    recordDigest: async ({ day, sent, error }) => {
      await run(service.rpc('inquiry_digest_result', { p_day: day, p_sent: sent, p_error: error ?? null }));
    },
    purge: async () => toPurged(await many<PurgeRow>(service.rpc('inquiry_purge'))),
    ownerEmail: async () => ((await run(service.rpc('inquiry_owner_email'))) as string | null) ?? null,
  };
}
