import type { z } from 'zod';
import type { UserSettings } from '@/lib/data/port';
import type { updateSettingsBody } from '../schemas';

export type UpdateSettingsRequest = z.input<typeof updateSettingsBody>;
/** GET and PATCH: the settings as stored now. */
export type SettingsAnswer = { settings: UserSettings };
