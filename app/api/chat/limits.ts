import type { Limit } from '@/lib/rate-limit';

// Per user, so one account cannot run up its owner's provider bill; per address as well, so
// several accounts behind one client cannot multiply that. The counters live in the database
// (private.rate_limits), so every app instance shares them.
export const CHAT_LIMITS = {
  user: { max: 30, windowSeconds: 60 },
  address: { max: 60, windowSeconds: 60 },
} satisfies Record<string, Limit>;
