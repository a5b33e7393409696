import type { z } from 'zod';
import type { AdminOverview, allowlistBody, secondFactorRuleBody } from '@/lib/admins/manage';

// What the Admins card (admins-api.ts) sends to the admins routes and gets back. The bodies are
// checked by lib/admins/manage (allowlistBody, secondFactorRuleBody), which the routes call.
export type AllowlistRequest = z.input<typeof allowlistBody>;
export type SecondFactorRuleRequest = z.input<typeof secondFactorRuleBody>;
/** Every admins route answers the whole, current overview. */
export type AdminsAnswer = AdminOverview;
