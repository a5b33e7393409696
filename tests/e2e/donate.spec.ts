import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  donateBenefitsDefaults,
  donateObjectivesDefaults,
  donatePaymentDefaults as payment,
} from '@/lib/content/pages/donate';

const channels = [
  { name: 'CashApp', tag: payment.cashapp_tag, webUrl: payment.cashapp_url },
  { name: 'Venmo', tag: payment.venmo_tag, webUrl: payment.venmo_url },
];

// The payment sites are not reachable here: answer them with a stub so new tabs and
// navigations to them complete.
async function stubPaymentSites(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(cash\.app|venmo\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Payment stub</title>' }),
    );
}

// On desktop the label is the same before and after hydration; a click before React has
// attached its handler would only follow the link.
async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([]);
}

test.describe('donate page on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });

  for (const { name, tag, webUrl } of channels) {
    test(`Send via ${name} opens the payment page in a new tab, copies the tag and says so`, async ({ page }) => {
      await stubPaymentSites(page);
      await page.goto('/donate');
      const button = page.getByRole('link', { name: `Send via ${name}` });
      await waitForHydration(button);

      const dialogMessage = new Promise<string>((resolve) =>
        page.once('dialog', async (dialog) => {
          resolve(`${dialog.type()}: ${dialog.message()}`);
          await dialog.accept();
        }),
      );
      const popupPromise = page.waitForEvent('popup');
      await button.click();

      const popup = await popupPromise;
      await expect(popup).toHaveURL(webUrl);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      expect(await dialogMessage).toBe(`alert: ${name} tag ${tag} copied to clipboard.`);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tag);
      await expect(page).toHaveURL(/\/donate$/);
    });
  }

  test('shows every section, one h1 and a mailto with the mission subject', async ({ page }) => {
    await page.goto('/donate');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support the Mission');
    for (const heading of [
      'Support Channels',
      'Mission Objectives',
      'Early Supporter Benefits',
      'Funding Transparency',
      'Questions? Reach Out Directly',
    ])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();

    for (const { name, tag } of channels) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(page.getByText(tag, { exact: true })).toBeVisible();
    }
    const objectives = page.getByRole('region', { name: 'Mission Objectives' }).getByRole('listitem');
    await expect(objectives).toHaveCount(3);
    for (const [index, key] of (['primary', 'secondary', 'tertiary'] as const).entries()) {
      await expect(objectives.nth(index)).toContainText(new RegExp(key, 'i'));
      await expect(objectives.nth(index)).toContainText(donateObjectivesDefaults[key].title);
    }
    for (const item of donateBenefitsDefaults.items)
      await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();

    const transparency = page.getByRole('region', { name: 'Funding Transparency' });
    await expect(transparency.getByRole('definition')).toHaveText(['90%+', '100%', '0%']);
    await expect(transparency.getByRole('term')).toHaveText(['Direct to development', 'Veteran-owned', 'Data sold']);

    await expect(page.getByRole('link', { name: 'CONTACT DIRECTLY' })).toHaveAttribute(
      'href',
      'mailto:contact@example.com?subject=Support%20the%20Mission',
    );
  });

  test('has no axe violations at 1280 px', async ({ page }) => {
    await page.goto('/donate');
    await expectNoAxeViolations(page);
  });
});

test.describe('donate page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Open in CashApp goes to the payment page in the same tab', async ({ page }) => {
    await stubPaymentSites(page);
    await page.goto('/donate');
    await expect(page.getByRole('link', { name: 'Open in Venmo' })).toBeVisible();
    let popups = 0;
    page.on('popup', () => popups++);
    await page.getByRole('link', { name: 'Open in CashApp' }).click();
    await expect(page).toHaveURL(payment.cashapp_url);
    expect(popups).toBe(0);
  });

  test('Open in Venmo tries the app, then falls back to the web page after 2500 ms', async ({ page }) => {
    await stubPaymentSites(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.clock.install();
    await page.goto('/donate');
    const button = page.getByRole('link', { name: 'Open in Venmo' });
    await expect(button).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in CashApp' })).toBeVisible();

    // Time flows on its own after install(); stop it so only runFor moves it from here.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await button.click();
    await expect.poll(() => requested).toContain(payment.venmo_app_url);

    await page.clock.runFor(2499);
    expect(requested).not.toContain(payment.venmo_url);
    await expect(page).toHaveURL(/\/donate$/);

    await page.clock.runFor(1);
    await expect(page).toHaveURL(payment.venmo_url);
  });

  test('has no axe violations at 390 px', async ({ page }) => {
    await page.goto('/donate');
    await expect(page.getByRole('link', { name: 'Open in Venmo' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
