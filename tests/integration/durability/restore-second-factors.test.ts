// Issue #37, point 9: `npm run restore` (restoreBackup) checks authenticator secrets and recovery
// codes against the key the restored server will use, as it checks saved API keys.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sealSecret } from '@/lib/crypto/sealed-secret';
import { createBackup } from '@/lib/data/embedded/engine/backup';
import { openEmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { restoreBackup } from '@/lib/data/embedded/engine/restore';
import { createUser } from '../../support/database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-restore-second-factors-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('says how many authenticator apps and recovery codes will not work with the key, and how many will', async () => {
  const source = path.join(root, 'source');
  const key = randomBytes(32);
  const db = await openEmbeddedDatabase({ dataDir: source, registrationOpen: true });
  for (const email of ['a@example.com', 'b@example.com']) {
    const user = await createUser(db, email);
    const factorId = randomUUID();
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
       values ($1, $2, 'Authenticator app', 'totp', 'verified', $3)`,
      [factorId, user.id, sealSecret('JBSWY3DPEHPK3PXP', ['totp', user.id, factorId], key)],
    );
    await db.query(`insert into auth.embedded_recovery_codes (user_id, code_hash) values ($1, 'x')`, [user.id]);
  }
  const file = path.join(root, 'backup.tar.gz');
  fs.writeFileSync(file, (await createBackup(db, { dataDir: source, includeKeyFile: false })).bytes);
  await db.close();

  const withOtherKey = await restoreBackup({
    dataDir: path.join(root, 'other-key'),
    file,
    appEncryptionKey: randomBytes(32).toString('base64'),
  });
  expect(withOtherKey.secondFactors).toEqual({ total: 2, readable: 0, recoveryCodes: { total: 2, readable: 0 } });

  const withSameKey = await restoreBackup({
    dataDir: path.join(root, 'same-key'),
    file,
    appEncryptionKey: key.toString('base64'),
  });
  expect(withSameKey.secondFactors).toEqual({ total: 2, readable: 2, recoveryCodes: { total: 2, readable: 2 } });
}, 180_000);
