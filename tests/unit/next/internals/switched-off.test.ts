// NEXT_INTERNALS=off: the server touches none of Next's private state, so every page takes Next's
// public path (the e2e project `internals-off` serves the public pages that way, end to end).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { expirePagesCachedBeforeRestore } from '@/lib/content/restored-pages';
import { writeRestoreMarker } from '@/lib/data/embedded/engine/restore-marker';
import { installNextInternals, nextInternalsOn } from '@/lib/next/internals';

const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));
const { tagsManifest } = nodeRequire('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, unknown>;
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-internals-off-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('installs nothing into Next or Node, and keeps the first decision', () => {
  const end = ServerResponse.prototype.end;
  expect(installNextInternals('off')).toBe(false);
  expect(installNextInternals('on')).toBe(false);
  expect(nextInternalsOn()).toBe(false);
  // Next reads its default cache handler from this global; left to Next, it uses its own.
  expect((globalThis as Record<symbol, unknown>)[Symbol.for('@next/cache-handlers')]).toBeUndefined();
  expect(ServerResponse.prototype.end).toBe(end);
});

it("leaves Next's tag table alone after a restore, and says the pages follow within 5 minutes", () => {
  writeRestoreMarker(dataDir, { restoredAt: new Date().toISOString(), backupCreatedAt: 'then' });
  const warn = console.warn;
  const warnings: unknown[] = [];
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  try {
    expect(expirePagesCachedBeforeRestore(dataDir)).toBe(false);
  } finally {
    console.warn = warn;
  }
  expect(tagsManifest.size).toBe(0);
  expect(warnings).toEqual([expect.stringContaining('within 5 minutes')]);
});
