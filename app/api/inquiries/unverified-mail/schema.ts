import type { z } from 'zod';
import type { unverifiedMailChange } from '@/lib/inquiries/admin';

// What the owner's choice (unverified-mail-choice.tsx) sends.
export type UnverifiedMailRequest = z.input<typeof unverifiedMailChange>;
export type UnverifiedMailAnswer = { ok: true };
