import 'server-only';
import { z } from 'zod';
import { callerFor } from '@/lib/auth/caller';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';

/** The longest retention the owner may choose (ten years); the database checks the same bounds. */
const MAX_RETENTION_MONTHS = 120;

export const retentionChange = z.object({
  months: z
    .number({ error: 'Enter a number of months, or turn the deletion off.' })
    .int({ error: 'Enter a whole number of months.' })
    .min(1, { error: 'Keep inquiries at least 1 month.' })
    .max(MAX_RETENTION_MONTHS, { error: `At most ${MAX_RETENTION_MONTHS} months (ten years).` })
    .nullable(),
});

const inquiriesOf = async (user: AuthUser) => (await getData()).forCaller(callerFor(user)).inquiries;

/**
 * How many months inquiries are kept before they are deleted (null: kept until deleted by hand).
 * Only the owner reads it (row-level security): anyone else gets null.
 */
export async function getInquiryRetention(user: AuthUser): Promise<number | null> {
  return (await inquiriesOf(user)).retentionMonths();
}

/** The owner only: the database refuses anyone else (forbidden, with a message in words). */
export async function setInquiryRetention(user: AuthUser, months: number | null): Promise<void> {
  await (await inquiriesOf(user)).setRetentionMonths(months);
}
