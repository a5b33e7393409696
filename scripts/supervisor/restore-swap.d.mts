// Types for the tests that drive restore-swap.mjs directly (the project type-checks no JavaScript).
export type StagedManifest = { names: string[]; backupCreatedAt: string; stagedAt?: string };
export const STAGED: string;
export const STAGED_MANIFEST: string;
export const PREVIOUS: string;
export const JOURNAL: string;
export const FAILED: string;
export function stagedRestore(dataDir: string): StagedManifest | null;
export function swapUnderWay(dataDir: string): { names: string[]; backupCreatedAt: string } | null;
export function swapIn(dataDir: string, staged: StagedManifest): void;
export function keepRestored(dataDir: string): void;
export function rollBack(dataDir: string, reason: string): void;
export function lockHolder(dataDir: string): number | null;
