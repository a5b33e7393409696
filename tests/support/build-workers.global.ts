// Vitest global setup: the reader process for untrusted files is a bundle of its own
// (scripts/build-workers.mjs), so tests run the same reader the server starts.
import { buildWorkers } from '../../scripts/build-workers.mjs';

export default async function setup() {
  await buildWorkers();
}
