/**
 * The public pages whose views are counted. The collect route refuses any other path, and the
 * visit_events table's check constraint (migration 20261201000100) holds the same list: keep
 * them in step when a public page is added.
 */
export const COUNTED_PATHS = ['/', '/about', '/portfolio', '/donate', '/contact', '/privacy'] as const;

export type CountedPath = (typeof COUNTED_PATHS)[number];
