import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React Server Components; tests run server code directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/server-only-stub.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/build-workers.global.ts', 'tests/support/database-template.global.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // A fixed test-only secret, so no test writes an encryption key into the project folder.
    env: { APP_ENCRYPTION_KEY: 'dGVzdC1vbmx5LWtleS0wMTIzNDU2Nzg5YWJjZGVmMDE=' },
    hookTimeout: 60_000,
    // Most files wait on timers, sockets and disk more than they compute: on a 2-core machine one
    // file at a time (Vitest's default there) left the CPU two thirds idle. Three at once took the
    // suite from 692 s to 484 s; four were no faster.
    maxWorkers: Math.max(os.availableParallelism() - 1, 3),
  },
});
