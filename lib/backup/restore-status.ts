import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { RESTORE_MARKER, type RestoreMarker } from '@/lib/data/embedded/engine/restore-marker';
import { RESTORE_FAILED } from '@/lib/data/embedded/engine/restore-protocol';

export type RestoreStatus =
  | { kind: 'restored'; restoredAt: string; backupCreatedAt: string }
  | { kind: 'rolled-back'; failedAt: string; backupCreatedAt: string | null }
  | null;

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** What the Backup page says about the last restore: the one in place, or a later one that was rolled back. */
export function lastRestoreStatus(dataDir: string): RestoreStatus {
  const failed = readJson<{ failedAt: string; backupCreatedAt: string | null }>(path.join(dataDir, RESTORE_FAILED));
  const marker = readJson<RestoreMarker>(path.join(dataDir, RESTORE_MARKER));
  if (failed?.failedAt && !(marker?.restoredAt && marker.restoredAt > failed.failedAt))
    return { kind: 'rolled-back', failedAt: failed.failedAt, backupCreatedAt: failed.backupCreatedAt };
  if (marker?.restoredAt)
    return { kind: 'restored', restoredAt: marker.restoredAt, backupCreatedAt: marker.backupCreatedAt };
  return null;
}
