import type { z } from 'zod';
import type { ChatSession } from '@/lib/data/port';
import type { createSessionBody } from '../schemas';

// What the routes answer and what the portal (portal-api.ts) sends: a route that changes either
// breaks its client at compile time (the routes check their answer with `satisfies`).
export type CreateSessionRequest = z.input<typeof createSessionBody>;
/** GET: the caller's sessions, newest activity first. */
export type SessionListAnswer = { sessions: ChatSession[] };
/** POST, and PATCH on one session: the session as stored now. */
export type SessionAnswer = { session: ChatSession };
