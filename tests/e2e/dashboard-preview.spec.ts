// The section card's "View on site" link and its side-by-side preview of unsaved edits.
import { expect, test, type Page } from '@playwright/test';
import { getSectionDefaults, listDefaultSections, parseSection } from '@/lib/content/registry';
import { xssPayloads } from '../support/xss-payloads';
import { reuseSignIn, testAdmins } from './support/accounts';
import { expectNothingRan } from './support/xss-check';

const admin = testAdmins.editor;
const heroDefaults = getSectionDefaults('home', 'hero');

/** Opens a page's tab and answers a section's card, both by the names the owner sees. */
async function sectionCard(page: Page, pageName: string, sectionName: string) {
  await page.getByRole('tab', { name: pageName, exact: true }).click();
  return page.getByRole('tabpanel', { name: pageName }).getByRole('region', { name: sectionName, exact: true });
}

test('the preview shows unsaved edits as the public page draws them, and nothing typed runs', async ({ page }) => {
  test.setTimeout(300_000); // the whole XSS corpus goes through the draft, on a machine other lanes share
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const csp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  await reuseSignIn(page, admin);
  const hero = await sectionCard(page, 'Home', 'Top of the page');
  await hero.getByRole('button', { name: 'Preview' }).click();
  await expect(hero.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
  const preview = hero.getByRole('region', { name: 'Preview of Top of the page' });

  const text = `Previewed headline ${Date.now()}`;
  await hero.getByLabel('Headline', { exact: true }).fill(text);
  // Drawn by the public Hero: the page's h1, with the public page's classes.
  const heading = preview.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(text);
  await expect(heading).toHaveId('hero-title');
  await expect(heading).toHaveCSS('font-weight', '800');
  // Beside the form on a wide screen, below it on a narrow one.
  const field = (await hero.getByLabel('Headline', { exact: true }).boundingBox())!;
  expect((await preview.boundingBox())!.x).toBeGreaterThan(field.x + field.width);
  await page.setViewportSize({ width: 390, height: 800 });
  const narrowField = (await hero.getByLabel('Headline', { exact: true }).boundingBox())!;
  expect((await preview.boundingBox())!.y).toBeGreaterThan(narrowField.y + narrowField.height);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Not saved, so the public page does not show it.
  const visitor = await page.context().newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(text);
  await visitor.close();

  // A draft that does not fit the section gets a message, not a broken dashboard.
  await hero.getByLabel('Headline', { exact: true }).fill('');
  await expect(preview.getByText('This draft cannot be previewed')).toBeVisible();
  await expect(heading).toHaveCount(0);

  // Every payload of the XSS corpus typed into the draft: shown as plain text, or refused.
  const headline = hero.getByLabel('Headline', { exact: true });
  for (const payload of xssPayloads) {
    await headline.fill(payload);
    const typed = await headline.inputValue();
    if (parseSection('home', 'hero', { ...heroDefaults, headline: typed }).ok) await expect(heading).toHaveText(typed);
    else await expect(preview.getByText('This draft cannot be previewed')).toBeVisible();
  }
  await headline.fill(`&lt;img src=x onerror=window.__xss=1&gt; " onmouseover="window.__xss=1`);
  await expect(heading).toHaveText(`&lt;img src=x onerror=window.__xss=1&gt; " onmouseover="window.__xss=1`);
  await expectNothingRan(page, '[data-testid="section-preview"] *');
  expect(dialogs).toEqual([]);
  expect(csp, 'CSP violations in the dashboard').toEqual([]);
});

test('"View on site" opens each section where the public page shows it', async ({ page }) => {
  await reuseSignIn(page, admin);
  const hero = await sectionCard(page, 'Home', 'Top of the page');
  const link = hero.getByRole('link', { name: 'View on site: Top of the page' });
  await expect(link).toHaveAttribute('href', '/#hero-title');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);

  // Every card has one, and every anchor is there on its public page.
  // Cards of the tabs not shown are in the page, hidden: counted by selector, not by role.
  const hrefs = await page
    .locator('a[aria-label^="View on site: "]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  // Every card but each page's Search & sharing card, whose fields show in search results, not on the page.
  expect(hrefs).toHaveLength(listDefaultSections().filter((s) => s.section_name !== 'seo').length);
  const byPath = Map.groupBy(hrefs, (href) => href.slice(0, href.indexOf('#')));
  for (const [path, anchors] of byPath) {
    await page.goto(path);
    for (const href of anchors) await expect(page.locator(href.slice(href.indexOf('#'))), href).toBeAttached();
  }
});
