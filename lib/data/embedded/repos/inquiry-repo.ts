import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import type { Caller, InquiryIntake, InquiryReply, InquiryRepo, UnverifiedMail } from '../../port';
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
} from '../../inquiry-row';
import { callerRunner, iso, type Tx } from './with-caller';

const selected = inquiryColumns.replace('created_at', iso('created_at')).replace('replied_at', iso('replied_at'));
const claimed = `id, ${iso('created_at')}, topic, name, email, phone, location, service, message, status`;
const notFound = () => new AppError('not_found', 'That inquiry does not exist (any more).');

/** public.inquiries as the caller: its policies let admins read, re-file and delete, and nobody else anything. */
export function embeddedInquiryRepo(db: PGlite, caller: Caller, shared?: Tx): InquiryRepo {
  const run = callerRunner(db, caller, shared);
  return {
    list: () =>
      run(async (tx) =>
        (await tx.query<InquiryRow>(`select ${selected} from public.inquiries order by created_at desc, id`)).rows.map(
          toInquiry,
        ),
      ),
    get: (id) =>
      run(async (tx) => {
        const { rows } = await tx.query<InquiryRow>(`select ${selected} from public.inquiries where id = $1`, [id]);
        return rows[0] ? toInquiry(rows[0]) : null;
      }),
    search: (query) =>
      run(async (tx) =>
        (await tx.query<InquiryRow>(`select ${selected} from public.inquiry_search($1)`, [query])).rows.map(toInquiry),
      ),
    replies: (id) =>
      run(
        async (tx) =>
          (
            await tx.query<InquiryReply>(
              `select id, ${iso('created_at', 'createdAt')}, body from public.inquiry_replies
               where inquiry_id = $1 order by created_at, id`,
              [id],
            )
          ).rows,
      ),
    recordReply: ({ id, body }) =>
      run(async (tx) => {
        try {
          const { rows } = await tx.query<{ at: string }>(
            `select to_jsonb(public.inquiry_record_reply($1, $2)) #>> '{}' as at`,
            [id, body],
          );
          return rows[0]!.at;
        } catch (error) {
          if ((error as { code?: string }).code === 'P0002') throw notFound();
          throw error;
        }
      }),
    countNew: () =>
      run(
        async (tx) =>
          (await tx.query<{ n: number }>(`select count(*)::int as n from public.inquiries where status = 'new'`))
            .rows[0]!.n,
      ),
    setStatus: ({ id, status }) =>
      run(async (tx) => {
        const { affectedRows } = await tx.query('update public.inquiries set status = $2 where id = $1', [id, status]);
        if (!affectedRows) throw notFound();
      }),
    delete: (id) =>
      run(async (tx) => {
        const { affectedRows } = await tx.query('delete from public.inquiries where id = $1', [id]);
        if (!affectedRows) throw notFound();
      }),
    unverifiedMail: () =>
      run(
        async (tx) =>
          (
            await tx.query<{ choice: UnverifiedMail }>(
              'select unverified_mail as choice from public.inquiry_mail_settings where id',
            )
          ).rows[0]?.choice ?? 'digest',
      ),
    setUnverifiedMail: (choice) =>
      run(async (tx) => {
        const { affectedRows } = await tx.query(
          'update public.inquiry_mail_settings set unverified_mail = $1 where id',
          [choice],
        );
        if (!affectedRows) throw new AppError('forbidden', 'Only an admin can change this.');
      }),
    retentionMonths: () =>
      run(
        async (tx) =>
          (await tx.query<{ months: number | null }>('select months from public.inquiry_retention where id')).rows[0]
            ?.months ?? null,
      ),
    setRetentionMonths: (months) =>
      run(async (tx) => {
        const { affectedRows } = await tx.query('update public.inquiry_retention set months = $1 where id', [months]);
        if (!affectedRows) throw new AppError('forbidden', ONLY_OWNER);
      }),
    replyInstructions: () =>
      run(
        async (tx) =>
          (
            await tx.query<{ instructions: string | null }>(
              'select instructions from public.inquiry_reply_settings where id',
            )
          ).rows[0]?.instructions ?? null,
      ),
    setReplyInstructions: (text) =>
      run(async (tx) => {
        const { affectedRows } = await tx.query(
          'update public.inquiry_reply_settings set instructions = $1, updated_at = now() where id',
          [text],
        );
        if (!affectedRows) throw new AppError('forbidden', 'Only an admin can change this.');
      }),
  };
}

/** The server's own path: runs as the database owner, like the service role on Supabase. */
export function embeddedInquiryIntake(db: PGlite): InquiryIntake {
  return {
    submit: async (input) => {
      const args = submitArguments(input);
      const names = Object.keys(args);
      const { rows } = await db.query<SubmitResultRow>(
        `select * from public.inquiry_submit(${names.map((name, i) => `${name} => $${i + 1}`).join(', ')})`,
        Object.values(args),
      );
      const row = rows[0]!;
      return { id: row.inquiry_id, created: row.was_created, status: row.filed_as };
    },
    claimNotifications: async ({ id, limit, maxAttempts }) =>
      (
        await db.query<Parameters<typeof toInquiryToNotify>[0]>(
          `select ${claimed} from public.inquiry_claim_notifications($1, $2, $3)`,
          [id ?? null, limit, maxAttempts],
        )
      ).rows.map(toInquiryToNotify),
    recordNotification: async ({ id, sent, error }) => {
      await db.query('select public.inquiry_notification_result($1, $2, $3)', [id, sent, error ?? null]);
    },
    claimDigest: async ({ maxAttempts }) =>
      toDigest(
        (
          await db.query<DigestRow>(`select digest_day::text, total, ${claimed} from public.inquiry_claim_digest($1)`, [
            maxAttempts,
          ])
        ).rows,
      ),
    recordDigest: async ({ day, sent, error }) => {
      await db.query('select public.inquiry_digest_result($1, $2, $3)', [day, sent, error ?? null]);
    },
    purge: async () => toPurged((await db.query<PurgeRow>('select * from public.inquiry_purge()')).rows),
    ownerEmail: async () =>
      (await db.query<{ email: string | null }>('select public.inquiry_owner_email() as email')).rows[0]!.email,
  };
}
