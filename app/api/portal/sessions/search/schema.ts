import type { ChatSearchHit } from '@/lib/data/port';

/** GET ?q=: the caller's sessions that match, best first. */
export type SearchAnswer = { results: ChatSearchHit[] };
