import 'server-only';
import { isbot } from 'isbot';
import { getData } from '@/lib/data';
import { clientAddress } from '@/lib/http/client-address';
import { rateLimitAddress } from '@/lib/http/rate-limit-address';
import { addressBuckets, takeAttempt, type Limit } from '@/lib/rate-limit';
import type { CountedPath } from '@/lib/data/counted-paths';
import { deviceClass } from './device-class';
import { referrerDomain } from './referrer';
import { addressKey, visitorKey } from './visitor-key';

/**
 * Page views one client address may report in ten minutes. Generous: an office or a phone
 * network puts many people behind one address, and a view over the limit is merely not counted.
 */
export const VISIT_LIMIT: Limit = { max: 100, windowSeconds: 600 };

export type VisitReport = { path: CountedPath; referrer?: string | null };

/**
 * Counts one page view, or nothing: robots (isbot on the user agent; a request without one is
 * no browser) and browsers that send Sec-GPC: 1 (Global Privacy Control) are not counted.
 * Throws RateLimitedError past VISIT_LIMIT. `ownHosts`: the site's own host names, so moving
 * between its pages is no referral. Returns whether the view was counted.
 */
export async function collectVisit(input: {
  headers: Headers;
  report: VisitReport;
  ownHosts: readonly string[];
}): Promise<boolean> {
  const { headers, report } = input;
  const userAgent = headers.get('user-agent') ?? '';
  if (!userAgent || isbot(userAgent) || headers.get('sec-gpc')?.trim() === '1') return false;
  const client = clientAddress(headers);
  // The address as the rate limits count it: an IPv6 address as its /64 (one home or phone).
  const address = rateLimitAddress(client);
  const data = await getData();
  await takeAttempt(
    data.rateLimits,
    addressBuckets('visit-address', client, VISIT_LIMIT),
    (wait) => `Too many page views from this address. Try again in ${wait}.`,
  );
  await data.visits.record({
    path: report.path,
    visitorKey: visitorKey(address, userAgent),
    addressKey: addressKey(address),
    referrer: referrerDomain(report.referrer, input.ownHosts),
    device: deviceClass(userAgent),
  });
  return true;
}
