import 'server-only';

/**
 * The data-folder names a restore from the Backup page shares with scripts/supervisor/restore-swap.mjs
 * (plain Node, which cannot import this: keep the two in step; tests/integration/durability/
 * supervised-restore.test.ts runs both sides together).
 */
/** DATA_DIR/<this>: a checked backup waiting to be swapped in; complete once STAGED_MANIFEST is in it. */
export const STAGED = 'restore-staged';
export const STAGED_MANIFEST = 'staged.json';
/** DATA_DIR/<this>: why the last restore from the Backup page was rolled back. */
export const RESTORE_FAILED = 'restore-failed.json';

export type StagedManifest = { names: string[]; backupCreatedAt: string; stagedAt: string };
