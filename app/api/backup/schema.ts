import type { z } from 'zod';
import type { withKeyRequest } from '@/lib/backup/download';

/** POST: the backup with the encryption key, for the owner who gives the password again. The answer is the file. */
export type WithKeyRequest = z.input<typeof withKeyRequest>;
