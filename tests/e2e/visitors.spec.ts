import { expect, test, type Page } from '@playwright/test';
import { signInAs, testAdmins } from './support/accounts';

// Issue #28: visiting public pages leaves nothing in the browser, and the owner's Visitors page
// then counts those views and lists those pages.
const beaconSent = (page: Page, path: string) =>
  page.waitForRequest(
    (request) => request.url().endsWith('/api/visit') && request.postData()?.includes(`"path":"${path}"`) === true,
  );

test('public pages leave no cookie or storage, and the Visitors page counts their views', async ({ page, context }) => {
  // A client of its own (the e2e server trusts the browser's X-Forwarded-For): its own rate-limit budget.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${process.pid % 250}.7` });

  let sent = beaconSent(page, '/');
  await page.goto('/');
  await sent;
  sent = beaconSent(page, '/about');
  await page.goto('/about');
  await sent;
  // The footer's Privacy link is a client-side navigation: the beacon goes on it too.
  sent = beaconSent(page, '/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await sent;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What this site keeps about you');

  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  await signInAs(page, testAdmins.content);
  await page.goto('/admin/visitors');
  await expect(page.getByRole('heading', { name: 'VISITORS' })).toBeVisible();
  const pages = page.getByRole('table', { name: 'Most viewed pages, last 30 days' });
  for (const path of ['/', '/about', '/privacy']) {
    await expect(pages.getByRole('rowheader', { name: path, exact: true })).toBeVisible();
  }
  const todayViews = Number(await page.getByTestId('total-today').locator('dd').first().textContent());
  expect(todayViews).toBeGreaterThanOrEqual(3);
  // The chart's figures are there for screen readers too, as a table.
  await expect(page.getByRole('table', { name: 'Day by day' }).getByRole('row')).toHaveCount(31);
});
