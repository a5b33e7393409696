// The seam the e2e backup-restore spec proves end to end (a restored DATA_DIR's first page view
// shows restored text): at start, a restore marker expires Next's cached public pages and resume
// in Next's own tag table, as revalidatePath('/', 'layout') and revalidatePath('/resume.pdf') do.
// Fast, and it fails if a Next upgrade moves that table.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expirePagesCachedBeforeRestore } from '@/lib/content/restored-pages';
import { writeRestoreMarker } from '@/lib/data/embedded/engine/restore-marker';
import { installNextInternals } from '@/lib/next/internals';

const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));
const { areTagsExpired, tagsManifest } = nodeRequire(
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
) as { areTagsExpired: (tags: string[], timestamp: number) => boolean; tagsManifest: Map<string, unknown> };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-restored-pages-'));
beforeAll(() => void installNextInternals('on'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The tags Next 16.4 gives `/` (x-next-cache-tags in .next/server/app/index.meta) and /resume.pdf.
const home = ['_N_T_/layout', '_N_T_/(site)/layout', '_N_T_/(site)/page', '_N_T_/', '_N_T_/index'];
const resume = ['_N_T_/layout', '_N_T_/resume.pdf'];

it('does nothing for a DATA_DIR that was never restored', () => {
  expect(expirePagesCachedBeforeRestore(dataDir)).toBe(false);
  expect(tagsManifest.size).toBe(0);
});

it('expires the pages and the resume cached before the restore, not those cached after it', () => {
  const restoredAt = Date.now() - 60_000;
  writeRestoreMarker(dataDir, { restoredAt: new Date(restoredAt).toISOString(), backupCreatedAt: 'then' });
  expect(expirePagesCachedBeforeRestore(dataDir)).toBe(true);
  for (const tags of [home, resume]) {
    expect(areTagsExpired(tags, restoredAt - 1)).toBe(true);
    expect(areTagsExpired(tags, restoredAt + 1)).toBe(false);
  }
});
