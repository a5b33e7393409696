// Child process for the fsync test, run under strace: opens a data folder, then marks one commit on stderr.
import { openEmbeddedDatabase } from '../../lib/data/embedded/engine/database';

async function main() {
  const db = await openEmbeddedDatabase({ dataDir: process.argv[2]! });
  await db.exec('create table probe (id int)');
  process.stderr.write('COMMIT-BEGIN\n');
  await db.exec('insert into probe values (1)');
  process.stderr.write('COMMIT-END\n');
  await db.close();
}

void main();
