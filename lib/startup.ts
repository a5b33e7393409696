import 'server-only';
import { getEmbeddedDatabase } from '@/lib/data/embedded/instance';
import { getEnv } from '@/lib/env';

/**
 * Opens the embedded database when the server starts, so a second server on the same
 * DATA_DIR stops at once with a clear message instead of serving errors (Next keeps a
 * server running after register() fails, answering 500 to everything).
 */
export async function prepareServer(): Promise<void> {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (env.mode !== 'embedded' || env.isBuild) return;
  const started = Date.now();
  try {
    await getEmbeddedDatabase();
    console.info(`Embedded database ready in ${env.dataDir} (${Date.now() - started} ms)`);
  } catch (error) {
    console.error(`Could not open the embedded database: ${(error as Error).message}`);
    process.exit(1);
  }
}
