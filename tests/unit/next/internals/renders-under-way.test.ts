// A page render that read the content before a save and stored its page after it: Next dates the
// page when it is stored, so without a second expiry it is served as fresh for the pages' whole
// revalidation time (seen in the e2e run: `/` showed the old social card text after the save).
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, expect, it } from 'vitest';
import { expireRendersUnderWay, installNextInternals } from '@/lib/next/internals';

const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));
const { areTagsExpired } = nodeRequire('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
};

// The tags Next 16.4 gives `/`, /resume.pdf and /sitemap.xml.
const home = ['_N_T_/layout', '_N_T_/(site)/layout', '_N_T_/(site)/page', '_N_T_/', '_N_T_/index'];
const resume = ['_N_T_/layout', '_N_T_/resume.pdf'];
const sitemap = ['_N_T_/sitemap.xml'];

beforeAll(() => void installNextInternals('on'));

it('expires the pages stored during the grace after a save, then leaves later ones fresh', async () => {
  const savedAt = Date.now();
  // The render under way at the save stores its (old) page just after it.
  const storedLate = savedAt + 10;
  expect(expireRendersUnderWay(120)).toBe(true);
  for (const tags of [home, resume, sitemap]) expect(areTagsExpired(tags, storedLate)).toBe(false);
  await sleep(200);
  for (const tags of [home, resume, sitemap]) expect(areTagsExpired(tags, storedLate)).toBe(true);
  const renderedAfter = Date.now() + 1;
  await sleep(5);
  expect(areTagsExpired(home, renderedAfter)).toBe(false);
});

it('a second save before the follow-up moves it: a render under way at the second save is caught too', async () => {
  expect(expireRendersUnderWay(150)).toBe(true);
  await sleep(100);
  expect(expireRendersUnderWay(150)).toBe(true);
  const storedAfterFirstDue = Date.now() + 80;
  await sleep(300);
  expect(areTagsExpired(home, storedAfterFirstDue)).toBe(true);
});
