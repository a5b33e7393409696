import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** DATA_DIR/restore.json: when the folder was last brought back to a backup (npm run restore). */
export const RESTORE_MARKER = 'restore.json';

export type RestoreMarker = { restoredAt: string; backupCreatedAt: string };

export function writeRestoreMarker(dir: string, marker: RestoreMarker): void {
  fs.writeFileSync(path.join(dir, RESTORE_MARKER), JSON.stringify(marker, null, 2), { mode: 0o600 });
}

/** The time of the last restore into `dataDir`, or null when there was none (or the marker is unreadable). */
export function lastRestoreTime(dataDir: string): number | null {
  try {
    const marker = JSON.parse(fs.readFileSync(path.join(dataDir, RESTORE_MARKER), 'utf8')) as RestoreMarker;
    const time = Date.parse(marker.restoredAt);
    return Number.isFinite(time) ? time : null;
  } catch {
    return null;
  }
}
