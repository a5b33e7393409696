import { createEmbeddedData } from '@/lib/data/embedded';
import { addVerifiedFactor, createUser, openTestDatabase } from '../../support/database';
import { runDataContract } from './contract';

runDataContract('embedded PGlite', async () => {
  const db = await openTestDatabase({ registrationOpen: true });
  return {
    port: createEmbeddedData(db),
    createUser: (email, options) => createUser(db, email, options),
    addVerifiedFactor: (user, kind) => addVerifiedFactor(db, user.id, kind),
  };
});
