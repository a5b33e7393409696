/**
 * Runs the fake provider as its own process, for Playwright's webServer or a manual benchmark:
 *   npx tsx tests/support/fake-provider/cli.ts --port 4010 [--host 127.0.0.1] [--chunk-delay 5] [--first-token-delay 0]
 * Prints one line `fake provider listening on <url>` once ready; stops cleanly on SIGINT / SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startFakeProvider } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.FAKE_PROVIDER_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'chunk-delay': { type: 'string' },
    'first-token-delay': { type: 'string' },
  },
});

const optionalNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

// No top-level await: tsx runs this package's .ts files as CommonJS.
void startFakeProvider({
  port: Number(values.port),
  host: values.host,
  chunkDelayMs: optionalNumber(values['chunk-delay']),
  firstTokenDelayMs: optionalNumber(values['first-token-delay']),
}).then((fake) => {
  console.log(`fake provider listening on ${fake.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void fake.close().then(() => process.exit(0));
    });
  }
});
