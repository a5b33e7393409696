import { z } from 'zod';
import { COUNTED_PATHS } from '@/lib/data/counted-paths';

/**
 * What the beacon sends (app/(site)/_components/visit-beacon.tsx) to /api/visit; anything else is
 * refused. Here, not beside the route: the beacon is a shared component, which may not import a
 * route's files.
 */
export const visitBody = z.strictObject({
  path: z.enum(COUNTED_PATHS, { error: 'path must be one of the public pages' }),
  /** The referring page's host name (the beacon sends no more); reduced to a domain on the server. */
  referrer: z.string().max(512, 'referrer is too long').nullish(),
});

/** The beacon's body is a few dozen bytes; 1 KB leaves room and bounds what is read. */
export const VISIT_BODY_MAX_BYTES = 1024;

/** The beacon's body, typed for the beacon: it sits in a shared folder, below the route. */
export type VisitBody = z.input<typeof visitBody>;
