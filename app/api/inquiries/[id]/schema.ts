import type { z } from 'zod';
import type { statusChange } from '@/lib/inquiries/admin';

// What an inquiry's buttons (inquiry-actions.tsx) send to this route and to ./notify.
export type StatusChangeRequest = z.input<typeof statusChange>;
/** PATCH and DELETE. */
export type InquiryChangeAnswer = { ok: true };
/** POST ./notify: how many notifications went out. */
export type NotifyAnswer = { sent: number };
