// The XSS corpus through every admin-editable text of the public pages (chat replies: xss-chat.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { xssPayloads } from '../support/xss-payloads';
import { reuseSignIn, testAdmins } from './support/accounts';
import { readSections, withContentRestored, type Section } from './support/content-sections';
import { expectNothingRan, watchDialogs } from './support/xss-check';

type Path = (string | number)[];
const PUBLIC_PAGES = ['/', '/about', '/portfolio', '/donate'];

function stringLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) =>
      stringLeaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  return [];
}

function setAt(target: unknown, path: Path, value: unknown) {
  const parent = path.slice(0, -1).reduce((node, key) => (node as Record<string | number, unknown>)[key], target);
  (parent as Record<string | number, unknown>)[path.at(-1)!] = value;
}

/**
 * Puts a payload in every text field of a section. The save refuses what a field may not hold
 * (HTML, a script URL in a link field, text that cannot be stored): a refused field is tried with
 * the next payloads, and gets its old text back if it takes none. Returns how many were stored.
 */
async function saveWithPayloads(page: Page, section: Section, round: number): Promise<number> {
  const content = structuredClone(section.content);
  const leaves = stringLeaves(content);
  const next = new Map(leaves.map((leaf, i) => [leaf.join('.'), i * 7 + round * 31]));
  const payloadOf = (leaf: Path) => xssPayloads[next.get(leaf.join('.'))! % xssPayloads.length];
  const original = (leaf: Path) => leaf.reduce((node, key) => (node as never)[key], section.content as unknown);
  leaves.forEach((leaf) => setAt(content, leaf, payloadOf(leaf)));
  let kept = leaves;
  for (let attempt = 0; attempt < 12; attempt++) {
    const response = await page.request.patch(`/api/content/${section.id}`, {
      data: { content, expectedUpdatedAt: section.updatedAt },
    });
    if (response.status() === 200) return kept.length;
    expect(response.status(), `${section.pageName}/${section.sectionName}`).toBe(400);
    const errors = ((await response.json()) as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
    // Paths are inside the content, or inside the whole body ("content.…") for text that cannot be stored.
    const refused = new Set(Object.keys(errors).map((path) => path.replace(/^content\./, '')));
    for (const leaf of kept.filter((candidate) => refused.has(candidate.join('.')))) {
      next.set(leaf.join('.'), next.get(leaf.join('.'))! + 1);
      setAt(content, leaf, attempt < 8 ? payloadOf(leaf) : original(leaf));
      if (attempt >= 8) kept = kept.filter((candidate) => candidate !== leaf);
    }
  }
  throw new Error(`${section.pageName}/${section.sectionName} could not be saved`);
}

test('no payload saved in any admin-editable text runs or leaves a dangerous element on the public pages', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dialogs = watchDialogs(page);
  await reuseSignIn(page, testAdmins.content);
  await withContentRestored(page.request, async () => {
    for (const round of [0, 1, 2]) {
      let saved = 0;
      for (const section of await readSections(page.request)) saved += await saveWithPayloads(page, section, round);
      // Plenty of payloads are plain text (quotes, entities, script URLs in text fields) and are stored.
      expect(saved).toBeGreaterThan(50);
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await expectNothingRan(page);
      }
      expect(dialogs).toEqual([]);
    }
  });
});
