import type { z } from 'zod';
import type { retentionChange } from '@/lib/inquiries/retention';

// What the owner's retention setting (retention-setting.tsx) sends.
export type RetentionRequest = z.input<typeof retentionChange>;
export type RetentionAnswer = { ok: true; months: number | null };
