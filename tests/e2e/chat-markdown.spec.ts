// Replies as people paste them: GitHub tables, strikethrough, task lists, highlighted code with a
// copy button, long code that scrolls inside its block; and a copy button on every message.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  assistantBubbles,
  composer,
  fake,
  messages,
  newSession,
  openEmptyPortal,
  send,
  userBubbles,
} from './support/portal';

const CODE = 'const total: number = items.reduce((sum, item) => sum + item.price, 0);\nconsole.log(`total ${total}`);';
const REPLY = [
  'Here is the plan:',
  '| Step | Owner | Days |\n|:-----|:-----:|-----:|\n| Brief | Ana | 2 |\n| Launch | Ben | 5 |',
  'The old date is ~~Friday~~ Monday.',
  '- [x] book the room\n- [ ] send the invites',
  '```ts\n' + CODE + '\n```',
].join('\n\n');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async () => {
  await fake.reset();
});

async function openChat(page: Page, apiKey: string) {
  await openEmptyPortal(page, testAdmins.portal);
  // Saved through the API: the Add Key dialog is not what these tests look at.
  expect((await page.request.post('/api/portal/keys', { data: { provider: 'openai', apiKey } })).status()).toBe(201);
  await newSession(page);
}

/** Presses Tab until the focused element has this accessible label; fails if it never gets there. */
async function tabTo(page: Page, label: string, within: string) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((scope) => {
      const active = document.activeElement;
      return active?.closest(scope) ? active.getAttribute('aria-label') : null;
    }, within);
    if (focused === label) return;
  }
  throw new Error(`Tab never reached "${label}" in ${within}`);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('a reply with a table, strikethrough, a task list and highlighted code renders them, and copies', async ({
  page,
}) => {
  await openChat(page, 'sk-markdown-gfm-key-2020');
  await fake.setReply(REPLY);
  await send(page, 'Plan the launch');
  await expect(assistantBubbles(page)).toHaveCount(1);
  await expect(composer(page)).toBeEnabled();
  const reply = assistantBubbles(page).first();

  const table = reply.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Step', 'Owner', 'Days']);
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['Launch', 'Ben', '5']);
  await expect(table.getByRole('cell', { name: '5' })).toHaveCSS('text-align', 'right');
  await expect(reply.locator('del')).toHaveText('Friday');
  const boxes = reply.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await expect(boxes.first()).toBeChecked();
  await expect(boxes.last()).not.toBeChecked();
  for (const box of await boxes.all()) await expect(box).toBeDisabled();

  const code = reply.locator('pre code');
  await expect(code).toHaveText(CODE);
  await expect(code.locator('span.hljs-keyword').first()).toHaveText('const');
  await expect(code.locator('span.hljs-string')).toHaveText('`total ${total}`');
  // Tokens are coloured by class, not left in the text colour.
  const colours = await code
    .locator('span.hljs-keyword, span.hljs-string')
    .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
  expect(new Set(colours).size).toBeGreaterThan(1);

  // The copy buttons are reached with the keyboard and pressed with Enter.
  await messages(page).focus();
  await tabTo(page, 'Copy code', 'article[aria-label="Assistant"]');
  await page.keyboard.press('Enter');
  await expect(reply.getByRole('status').first()).toHaveText('Copied');
  expect(await clipboard(page)).toBe(CODE);

  await tabTo(page, 'Copy message', 'article[aria-label="Assistant"]');
  await page.keyboard.press('Enter');
  expect(await clipboard(page)).toBe(REPLY);

  await userBubbles(page).first().getByRole('button', { name: 'Copy message' }).click();
  await expect(userBubbles(page).first().getByRole('status')).toHaveText('Copied');
  expect(await clipboard(page)).toBe('Plan the launch');

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // The portal is dark; the light colours are kept readable too, should the page ever be light.
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  const light = await new AxeBuilder({ page }).include('[role="log"] pre').withRules(['color-contrast']).analyze();
  expect(light.violations).toEqual([]);
  expect(light.passes.length).toBeGreaterThan(0);
});

for (const viewport of [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test(`on ${viewport.name}, a 500-character line of code scrolls inside its block instead of widening the page`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openChat(page, 'sk-markdown-wide-key-3030');
    await fake.setReply('Wide:\n\n```js\nconst line = "' + 'w'.repeat(480) + '";\n```');
    await send(page, 'A wide line');
    await expect(assistantBubbles(page)).toHaveCount(1);
    await expect(composer(page)).toBeEnabled();
    const pre = assistantBubbles(page).first().locator('pre');
    const sizes = await pre.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const whole = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(whole.scroll).toBeLessThanOrEqual(whole.client);
    // The block itself can be reached with the keyboard to scroll it.
    await expect(pre).toHaveAttribute('tabindex', '0');
  });
}
