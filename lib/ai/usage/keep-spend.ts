import 'server-only';
import type { UsageRepo } from '@/lib/data/port';
import { spentThisMonth } from './month-spend';

/**
 * Runs a deletion of chats (one chat, or temporary chats swept) and keeps what they spent this
 * month counted: the month's spend is read from the stored replies, so without this a deleted
 * chat's cost left the month and "Stop at the budget" let the user spend it again. The cost that
 * went is kept as a settled amount until the month ends, as a drafted reply's is.
 */
export async function keepingSpend<T>(usage: UsageRepo, remove: () => Promise<T>): Promise<T> {
  const before = await spentThisMonth(usage);
  const result = await remove();
  const gone = before - (await spentThisMonth(usage));
  // Rounding of the two reads aside; a reply settling between them only makes `gone` smaller.
  if (gone > 1e-9) await usage.recordSpend({ amountUsd: gone });
  return result;
}
