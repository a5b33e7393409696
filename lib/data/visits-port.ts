/** The visitor-figures part of the data port (./port): cookie-free page views (migration 20261201000100). */
import type { CountedPath } from '@/lib/data/counted-paths';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** One page view as the collect route hands it over: nothing in it names a person. */
export type VisitInput = {
  path: CountedPath;
  /**
   * 64 hex characters: an HMAC of the client address and user agent under the app's secret. The
   * database hashes it with the day's salt; the key itself is never stored.
   */
  visitorKey: string;
  /**
   * 64 hex characters: an HMAC of the client address alone. The database allows each address a
   * few visitors a day with it (migration 20261210000200); never stored as it is.
   */
  addressKey: string;
  /** The referring site's domain (no path, no query), or null for none or the site itself. */
  referrer: string | null;
  device: DeviceClass;
};

/** Page views are written by the server path only (like the rate limits, not per caller). */
export interface VisitStore {
  record(visit: VisitInput): Promise<void>;
}

export type VisitDay = { day: string; views: number; visitors: number; inquiries: number };
export type VisitCount = { views: number; visitors: number };

/** What the Visitors page shows, as the database computes it (UTC days). */
export type VisitorFigures = {
  /** The current UTC day, YYYY-MM-DD. */
  today: string;
  /** False until the inquiries table exists: the inquiries of every day are then 0. */
  inquiriesTracked: boolean;
  /** 2 x `days` days, oldest first, ending today: the period and the one before it. */
  days: VisitDay[];
  /** Over the last `days` days, most viewed first (at most 10). */
  pages: (VisitCount & { path: string })[];
  referrers: (VisitCount & { domain: string })[];
  devices: (VisitCount & { device: DeviceClass })[];
  /** The most page views the site counts in one day (private.visit_limits). */
  viewsPerDayCap: number;
  /** Days of the last `days` on which the cap was reached, oldest first, with the views not counted. */
  capped: { day: string; notCounted: number }[];
};

/** Admins only (anyone else: forbidden). Reading rolls finished days up and applies the retention. */
export interface VisitorFiguresRepo {
  figures(input: { days: number }): Promise<VisitorFigures>;
}
