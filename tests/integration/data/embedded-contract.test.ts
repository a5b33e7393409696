import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmbeddedData } from '@/lib/data/embedded';
import { addVerifiedFactor, createUser, openTestDatabase } from '../../support/database';
import { runDataContract } from './contract';

// Attachments keep their bytes under DATA_DIR: a folder of this run's, not the project's .data.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-contract-'));

runDataContract('embedded PGlite', async () => {
  const db = await openTestDatabase({ registrationOpen: true });
  return {
    port: createEmbeddedData(db),
    createUser: (email, options) => createUser(db, email, options),
    addVerifiedFactor: (user, kind) => addVerifiedFactor(db, user.id, kind),
  };
});
