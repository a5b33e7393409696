import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

type Fixed = { entry: string; from: number; to: number };

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

function fix(entry: string, stat: fs.Stats, to: number, fixed: Fixed[]): void {
  try {
    fs.chmodSync(entry, to);
  } catch (error) {
    throw new Error(
      `Cannot make "${entry}" private (${octal(stat.mode)}, owned by uid ${stat.uid}): ${(error as Error).message}. ` +
        'The embedded database holds password hashes and the key of stored API keys: run the server as the owner ' +
        `of DATA_DIR, or fix it by hand (chown -R "$(id -un)" DIR && chmod -R go-rwx DIR).`,
    );
  }
  fixed.push({ entry, from: stat.mode & 0o777, to });
}

function walk(entry: string, fixed: Fixed[]): void {
  const stat = fs.lstatSync(entry);
  // A link is not followed: what it points at is not ours to change.
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== FOLDER_MODE) fix(entry, stat, FOLDER_MODE, fixed);
    for (const name of fs.readdirSync(entry)) walk(path.join(entry, name), fixed);
  } else if (stat.mode & 0o077) {
    fix(entry, stat, FILE_MODE, fixed);
  }
}

/**
 * Makes DATA_DIR reachable by its owner only: the folder and every folder in it 0700, every file
 * 0600. Run at each open, so a copy, an untar or a chmod -R by hand is caught and fixed; the
 * warning names what was open. Files PGlite creates later are owner-only too (durable-node-fs.ts),
 * and the 0700 folder alone already keeps other users out of anything inside it.
 */
export function secureDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE });
  const fixed: Fixed[] = [];
  walk(dataDir, fixed);
  if (fixed.length === 0) return;
  const top = fixed.filter((item) => path.dirname(item.entry) === dataDir || item.entry === dataDir);
  const named = top.map(
    (item) => `${path.relative(dataDir, item.entry) || '.'} ${octal(item.from)} -> ${octal(item.to)}`,
  );
  const deeper = fixed.length - top.length;
  console.warn(
    `DATA_DIR "${dataDir}" was open to other users; made private (folders 0700, files 0600): ${named.join(', ')}` +
      (deeper > 0 ? `, and ${deeper} more inside its folders.` : '.'),
  );
}
