import 'server-only';
import { getEnv } from '@/lib/env';

/** Agreed with scripts/supervise.mjs (plain Node, which cannot import this): stop for a staged restore. */
export const RESTORE_EXIT_CODE = 75;

/** Whether a supervisor runs this server (`npm start`), so it can stop and be started again. */
export function isSupervised(): boolean {
  return getEnv().MISSION_SUPERVISED === '1';
}
