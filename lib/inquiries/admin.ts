import 'server-only';
import { z } from 'zod';
import { getUser } from '@/lib/auth';
import { callerFor } from '@/lib/auth/caller';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import type { Inquiry, InquiryReply, UnverifiedMail } from '@/lib/data/port';

const inquiriesOf = async (user: AuthUser) => (await getData()).forCaller(callerFor(user)).inquiries;

export async function listInquiries(user: AuthUser): Promise<Inquiry[]> {
  return (await inquiriesOf(user)).list();
}

/** For the admin navigation's badge: new inquiries (spam and unverified never count); 0 for anyone but an admin. */
export async function countNewInquiries(user?: AuthUser | null): Promise<number> {
  const who = user === undefined ? await getUser() : user;
  if (!who?.isAdmin) return 0;
  return (await inquiriesOf(who)).countNew();
}

export const statusChange = z.object({
  status: z.enum(['new', 'replied', 'archived', 'spam'], { error: 'Unknown status.' }),
});

export async function setInquiryStatus(user: AuthUser, id: string, status: z.infer<typeof statusChange>['status']) {
  await (await inquiriesOf(user)).setStatus({ id, status });
}

export async function deleteInquiry(user: AuthUser, id: string) {
  await (await inquiriesOf(user)).delete(id);
}

export const unverifiedMailChange = z.object({
  choice: z.enum(['digest', 'none'], { error: 'Choose a daily summary or no e-mail.' }),
});

/** Whether unverified inquiries are e-mailed in a daily digest ('digest', the default) or not at all. */
export async function getUnverifiedMail(user: AuthUser): Promise<UnverifiedMail> {
  return (await inquiriesOf(user)).unverifiedMail();
}

export async function setUnverifiedMail(user: AuthUser, choice: UnverifiedMail) {
  await (await inquiriesOf(user)).setUnverifiedMail(choice);
}

/** The inbox's search box: a few words, at most 100 characters (the database caps the rows at 100). */
export const searchText = z.string().trim().max(100, { error: 'Search for at most 100 characters.' });

/** Inquiries whose name, e-mail or message holds `query` (any case), newest first, at most 100. */
export async function searchInquiries(user: AuthUser, query: string): Promise<Inquiry[]> {
  const text = searchText.safeParse(query);
  if (!text.success || !text.data) return listInquiries(user);
  return (await inquiriesOf(user)).search(text.data);
}

/** One inquiry and the answers sent from the inbox, or null when there is none the admin may read. */
export async function inquiryThread(user: AuthUser, id: string): Promise<InquiryThread | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const repo = await inquiriesOf(user);
  const inquiry = await repo.get(id);
  return inquiry ? { inquiry, replies: await repo.replies(id) } : null;
}

export type InquiryThread = { inquiry: Inquiry; replies: InquiryReply[] };
