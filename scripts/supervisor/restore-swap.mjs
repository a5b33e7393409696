// The data-folder side of a restore from the Backup page (lib/data/embedded/engine/restore-stage.ts
// stages it; scripts/supervise.mjs swaps it in while no server runs). Plain Node, no loader.
//
// DATA_DIR/restore-staged/       the checked backup: pgdata, files, encryption.key, restore.json,
//                                and staged.json (written last: the folder is complete once it exists)
// DATA_DIR/restore-previous/     the data the restore replaced, kept until the restored server answers
// DATA_DIR/restore-swap.json     the journal: a swap is under way (or awaits its health check)
// DATA_DIR/restore-failed.json   why the last staged restore was rolled back (the Backup page shows it)
import fs from 'node:fs';
import path from 'node:path';

export const STAGED = 'restore-staged';
export const STAGED_MANIFEST = 'staged.json';
export const PREVIOUS = 'restore-previous';
export const JOURNAL = 'restore-swap.json';
export const FAILED = 'restore-failed.json';
/** lib/data/embedded/engine/restore-marker.ts: when the data folder was last brought back to a backup. */
const RESTORE_MARKER = 'restore.json';

const exists = (file) => fs.existsSync(file);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** fsync a folder, so the renames in it are on disk before the next step counts on them. */
function syncDir(dir) {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function writeDurably(file, value) {
  fs.writeFileSync(file, JSON.stringify(value, null, 2), { mode: 0o600 });
  const fd = fs.openSync(file, 'r');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  syncDir(path.dirname(file));
}

/**
 * The pid of a live process that holds the data folder (server.lock, lib/data/embedded/engine/data-dir-lock.ts),
 * or null: nothing may be swapped under a running server.
 */
export function lockHolder(dataDir) {
  const owner = readJson(path.join(dataDir, 'server.lock'));
  if (!owner || typeof owner.pid !== 'number' || owner.pid === process.pid) return null;
  try {
    process.kill(owner.pid, 0);
    return owner.pid;
  } catch (error) {
    return error.code === 'EPERM' ? owner.pid : null;
  }
}

/** The staged restore waiting in `dataDir`, or null. */
export function stagedRestore(dataDir) {
  const manifest = readJson(path.join(dataDir, STAGED, STAGED_MANIFEST));
  return manifest && Array.isArray(manifest.names) ? manifest : null;
}

/** A swap that was begun and not yet kept or rolled back (the supervisor stopped in between). */
export function swapUnderWay(dataDir) {
  return readJson(path.join(dataDir, JOURNAL));
}

/**
 * Moves the current entries the backup replaces into restore-previous/ and the staged ones in,
 * by rename (same folder, so each is atomic). The journal is written first: whatever point a
 * crash stops this at, rollBack() can put the previous data back.
 */
export function swapIn(dataDir, staged) {
  const previous = path.join(dataDir, PREVIOUS);
  fs.rmSync(previous, { recursive: true, force: true });
  fs.rmSync(path.join(dataDir, FAILED), { force: true });
  writeDurably(path.join(dataDir, JOURNAL), { names: staged.names, backupCreatedAt: staged.backupCreatedAt });
  fs.mkdirSync(previous, { mode: 0o700 });
  for (const name of staged.names)
    if (exists(path.join(dataDir, name))) fs.renameSync(path.join(dataDir, name), path.join(previous, name));
  syncDir(previous);
  for (const name of staged.names) fs.renameSync(path.join(dataDir, STAGED, name), path.join(dataDir, name));
  // The moment of the swap, not of the staging: pages the old server cached in between show the
  // replaced data and must be expired at the next start too (lib/content/restored-pages.ts).
  writeDurably(path.join(dataDir, RESTORE_MARKER), {
    restoredAt: new Date().toISOString(),
    backupCreatedAt: staged.backupCreatedAt,
  });
  syncDir(dataDir);
}

/** The restored server answers: the previous data and the journal go (they hold secrets). */
export function keepRestored(dataDir) {
  fs.rmSync(path.join(dataDir, PREVIOUS), { recursive: true, force: true });
  fs.rmSync(path.join(dataDir, STAGED), { recursive: true, force: true });
  fs.rmSync(path.join(dataDir, JOURNAL), { force: true });
  syncDir(dataDir);
}

/**
 * Puts the previous data back from any point of swapIn() or after it: each restored entry goes
 * back to restore-staged/ (then removed), each previous one back in place. Records why.
 */
export function rollBack(dataDir, reason) {
  const journal = swapUnderWay(dataDir) ?? { names: [] };
  const staged = path.join(dataDir, STAGED);
  const previous = path.join(dataDir, PREVIOUS);
  fs.mkdirSync(staged, { recursive: true, mode: 0o700 });
  for (const name of journal.names) {
    const live = path.join(dataDir, name);
    if (exists(live) && !exists(path.join(staged, name))) fs.renameSync(live, path.join(staged, name));
  }
  for (const name of exists(previous) ? fs.readdirSync(previous) : [])
    if (!exists(path.join(dataDir, name))) fs.renameSync(path.join(previous, name), path.join(dataDir, name));
  syncDir(dataDir);
  writeDurably(path.join(dataDir, FAILED), {
    failedAt: new Date().toISOString(),
    backupCreatedAt: journal.backupCreatedAt ?? null,
    reason,
  });
  fs.rmSync(path.join(dataDir, JOURNAL), { force: true });
  fs.rmSync(staged, { recursive: true, force: true });
  fs.rmSync(previous, { recursive: true, force: true });
  syncDir(dataDir);
}
