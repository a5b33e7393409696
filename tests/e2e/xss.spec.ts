// The XSS corpus through every admin-editable text of the public pages, and through chat replies.
import { expect, test, type Page } from '@playwright/test';
import { xssPayloads } from '../support/xss-payloads';
import { signInAs, testAdmins } from './support/accounts';
import { readSections, withContentRestored, type Section } from './support/content-sections';
import {
  addKey,
  assistantBubbles,
  fake,
  messages,
  newSession,
  openEmptyPortal,
  openTab,
  send,
  sessionList,
} from './support/portal';
import { expectNothingRan } from './support/xss-check';

type Path = (string | number)[];
const PUBLIC_PAGES = ['/', '/about', '/portfolio', '/donate'];
const END = 'END-OF-CORPUS';

/** Dialogs any payload opened (alert, confirm, a VBScript msgbox); dismissed so the page goes on. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

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
  await signInAs(page, testAdmins.content);
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

test('no payload in a chat reply or message runs or clobbers, live or reloaded', async ({ page }) => {
  test.setTimeout(120_000);
  await fake.reset();
  const dialogs = watchDialogs(page);
  await openEmptyPortal(page, testAdmins.portal);
  await addKey(page, { apiKey: 'sk-xss-corpus-key-0101' });
  await openTab(page, 'Chat');
  await newSession(page);
  await fake.setReply(`${xssPayloads.join('\n\n')}\n\n${END}`);
  await send(page, xssPayloads.slice(0, 40).join('\n'));
  await expect(assistantBubbles(page)).toHaveCount(1);
  await expect(assistantBubbles(page).last()).toContainText(END, { timeout: 30_000 });
  // The portal's own forms are expected; what the corpus reached is the message log and the session list.
  const reached = '[role="log"] *, [aria-label="Sessions"] *';
  await expectNothingRan(page, reached);
  await page.reload();
  await sessionList(page).getByRole('listitem').first().getByRole('button').first().click();
  await expect(assistantBubbles(page)).toHaveCount(1);
  await expect(messages(page)).toContainText(END);
  await expectNothingRan(page, reached);
  expect(dialogs).toEqual([]);
});
