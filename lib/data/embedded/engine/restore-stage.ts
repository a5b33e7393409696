import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { unpackBackup, type BackupManifest } from './backup-format';
import { syncTree, writeFiles } from './restore';
import { openBackupCopy } from './restore-check';
import { checkSecrets, restoredKey, type SecretsCheck } from './restore-keys';
import { RESTORE_MARKER, writeRestoreMarker } from './restore-marker';
import { STAGED, STAGED_MANIFEST, type StagedManifest } from './restore-protocol';

/** Saved secrets of the backup that the restored server could not open: the restore is refused. */
export class SecretsWontOpenError extends Error {
  constructor(readonly check: SecretsCheck) {
    super('Saved secrets of the backup do not open with the key the restored server would use.');
    this.name = 'SecretsWontOpenError';
  }
}

export type StagedRestore = {
  manifest: BackupManifest;
  files: number | null;
  check: SecretsCheck;
  sessionsEnded: number;
};

function syncFolder(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

const allOpen = ({ savedKeys, secondFactors }: SecretsCheck) =>
  savedKeys.readable === savedKeys.total && secondFactors.readable === secondFactors.total;

/**
 * Checks an uploaded backup while the server runs and, when it passes, leaves it complete in
 * DATA_DIR/restore-staged for the supervisor to swap in at the next start (scripts/supervise.mjs).
 * Checked first, in a folder beside the live data (nothing live is touched): the archive's format
 * and contents, that its database opens as this site's, and that every saved API key, authenticator
 * secret and recovery code it holds opens with the key the restored server will use. The staged
 * folder appears by one rename, only after all of it is on disk.
 */
export async function stageRestore(options: {
  dataDir: string;
  bytes: Buffer;
  appEncryptionKey?: string;
  maxUnpackedBytes: number;
}): Promise<StagedRestore> {
  const contents = await unpackBackup('the uploaded file', options.bytes, {
    maxUnpackedBytes: options.maxUnpackedBytes,
  });
  const dataDir = path.resolve(options.dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(dataDir, `restore-staging-${stamp}`);
  try {
    fs.mkdirSync(staging, { mode: 0o700 });
    const { secrets, sessionsEnded } = await openBackupCopy(
      'the uploaded file',
      path.join(staging, 'pgdata'),
      contents.pgdata,
    );
    const check = checkSecrets(
      secrets,
      restoredKey({ dataDir, keyFromBackup: contents.encryptionKey, appEncryptionKey: options.appEncryptionKey }),
    );
    if (!allOpen(check)) throw new SecretsWontOpenError(check);

    const names = ['pgdata', RESTORE_MARKER];
    if (contents.encryptionKey) {
      fs.writeFileSync(path.join(staging, 'encryption.key'), contents.encryptionKey, { mode: 0o600 });
      names.push('encryption.key');
    }
    if (contents.files) {
      writeFiles(path.join(staging, 'files'), contents.files);
      names.push('files');
    }
    const stagedAt = new Date().toISOString();
    writeRestoreMarker(staging, { restoredAt: stagedAt, backupCreatedAt: contents.manifest.createdAt });
    const manifest: StagedManifest = { names, backupCreatedAt: contents.manifest.createdAt, stagedAt };
    fs.writeFileSync(path.join(staging, STAGED_MANIFEST), JSON.stringify(manifest, null, 2), { mode: 0o600 });
    syncTree(staging);
    // An earlier staged restore that never ran is replaced by this one.
    fs.rmSync(path.join(dataDir, STAGED), { recursive: true, force: true });
    fs.renameSync(staging, path.join(dataDir, STAGED));
    syncFolder(dataDir);
    return { manifest: contents.manifest, files: contents.files?.size ?? null, check, sessionsEnded };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
