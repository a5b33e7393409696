import { expect, test, type Locator } from '@playwright/test';

// Decorations that used to be empty elements (sent twice: in the HTML and in the RSC payload) are
// drawn by CSS pseudo-elements now (app/globals.css). They must still be there, at their size.
const pseudo = (locator: Locator, which: '::before' | '::after', property: string) =>
  locator.evaluate((el, [w, p]) => getComputedStyle(el, w).getPropertyValue(p!), [which, property] as const);

test('home: the key-tool star, the value cards top line and the sector code rule are drawn', async ({ page }) => {
  await page.goto('/');
  const keyTool = page.locator('.tool-row-key .tool-name').first();
  await expect(keyTool).toBeVisible();
  expect(await pseudo(keyTool, '::before', 'width')).toBe('14px');
  // A file, not a data: URL (the public CSP has no data:); it must be there and be an image.
  expect(await pseudo(keyTool, '::before', 'mask-image')).toContain('/icons/star.svg');
  const star = await page.request.get('/icons/star.svg');
  expect(star.status()).toBe(200);
  expect(star.headers()['content-type']).toContain('image/svg+xml');
  const card = page.locator('.value-card').first();
  expect(await pseudo(card, '::before', 'height')).toBe('2px');
  expect(await pseudo(page.locator('.sector-code').first(), '::after', 'width')).toBe('48px');
  // The header's icons come from the sprite now and keep lucide's 24 px box.
  await page.setViewportSize({ width: 390, height: 800 });
  const menuIcon = page.getByRole('button', { name: 'Open menu' }).locator('svg');
  await expect(menuIcon).toHaveCSS('width', '24px');
  await expect(menuIcon.locator('use')).toHaveAttribute('href', '/glyphs.svg#menu');
});

test('portfolio: timeline dots, highlight markers and skill bullets are drawn and stay out of the text', async ({
  page,
}) => {
  await page.goto('/portfolio');
  const entry = page.locator('.timeline-entry').first();
  expect(await pseudo(entry, '::before', 'width')).toBe('10px');
  expect(await pseudo(entry, '::before', 'border-radius')).not.toBe('0px');
  const highlight = page.locator('.prompt-item').first();
  expect(await pseudo(highlight, '::before', 'content')).toMatch(/^">"/);
  // The marker is decoration: it is not part of the item's accessible text.
  expect(await highlight.evaluate((el) => el.textContent?.startsWith('>'))).toBe(false);
  const bullet = page.locator('.bullet-item').first();
  expect(await pseudo(bullet, '::before', 'width')).toBe('6px');
});
