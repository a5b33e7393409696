import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { reuseSignIn, testAdmins } from './support/accounts';
import { afterSave } from './support/page-cache';

const admin = testAdmins.editor;

type Watched = Window & { __cspViolations?: string[] };

const picture = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 40 } } })
    .png()
    .toBuffer();

async function upload(page: Page, slot: string, name: string, buffer: Buffer, mimeType = 'image/png') {
  const card = page.getByTestId(`image-slot-${slot}`);
  const label = slot === 'about-photo' ? 'About photo' : 'Social card';
  await card.getByLabel(`${label} file (PNG, JPEG or WebP)`).setInputFiles({ name, mimeType, buffer });
  await card.getByRole('button', { name: 'UPLOAD IMAGE' }).click();
  return card;
}

/** The about photo as the home page renders it. */
async function aboutPhoto(page: Page) {
  await page.goto('/');
  const photo = page.locator('#about img').first();
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return {
    alt: await photo.getAttribute('alt'),
    src: (await photo.getAttribute('src'))!,
    current: await photo.evaluate(
      (img: HTMLImageElement) => new URL(img.currentSrc).pathname + new URL(img.currentSrc).search,
    ),
  };
}

test.afterEach(async ({ page }) => {
  // Other specs expect the built-in images and alt text.
  for (const slot of ['about-photo', 'social-card']) {
    await page.request.delete(`/api/site-images/${slot}`);
    await page.request.patch(`/api/site-images/${slot}`, { data: { altText: '' } });
  }
});

test('an uploaded about photo and social card show on the site through the image optimiser; bad files are refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      watched.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await reuseSignIn(page, admin, '/admin/images');
  const alt = `The owner at the workbench ${Date.now()}`;

  const card = await upload(page, 'about-photo', 'portrait.png', await picture(600, 700, 200));
  await expect(card.getByTestId('image-status-about-photo')).toHaveText('Showing your uploaded image.');
  await card.getByLabel('Alt text for about photo').fill(alt);
  await card.getByRole('button', { name: 'SAVE ALT TEXT' }).click();
  await expect(page.getByText('The alt text is saved.')).toBeVisible();
  // Labelled and keyboard-reachable, with its Remove button showing.
  await expect(card.getByRole('button', { name: 'Remove uploaded about photo' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[data-testid="images-card"]').analyze()).violations).toEqual([]);

  const shown = await aboutPhoto(page);
  expect(shown.alt).toBe(alt);
  expect(shown.src).toMatch(/^\/_next\/image\?url=%2Fsite-images%2Fabout-photo-[0-9a-f]{16}\.png&w=\d+&q=75$/);
  // As Chromium asks for it: the optimiser answers WebP to a browser that accepts it.
  const optimised = await page.request.get(shown.current, { headers: { accept: 'image/avif,image/webp,image/*,*/*' } });
  expect(optimised.status()).toBe(200);
  expect(optimised.headers()['content-type']).toBe('image/webp');
  // The source's year-long max-age carries over to the optimised copy (over minimumCacheTTL).
  expect(optimised.headers()['cache-control']).toBe('public, max-age=31536000, must-revalidate');
  const source = decodeURIComponent(/url=([^&]+)/.exec(shown.src)![1]!);
  const original = await page.request.get(source);
  expect(original.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(original.headers()['content-type']).toBe('image/png');
  expect(await page.evaluate(() => (window as Watched).__cspViolations)).toEqual([]);

  // A renamed executable and an SVG with a script: a clear error, the photo stays.
  await page.goto('/admin/images');
  const again = await upload(
    page,
    'about-photo',
    'photo.png',
    Buffer.from('MZ\x90\x00\x03 This program cannot be run in DOS mode.', 'latin1'),
  );
  const notAnImage = 'This file is not a PNG, JPEG or WebP image. Choose a PNG, JPEG or WebP file (at most 10 MB).';
  await expect(again.getByRole('alert')).toHaveText(notAnImage);
  await expect(page.getByText('About photo Not Changed')).toBeVisible();
  await upload(
    page,
    'about-photo',
    'photo.svg',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'image/svg+xml',
  );
  await expect(again.getByRole('alert')).toHaveText(notAnImage);
  expect((await aboutPhoto(page)).src).toBe(shown.src);

  // The social card: every page's Open Graph and Twitter image, absolute, with its alt text.
  await page.goto('/admin/images');
  const social = await upload(page, 'social-card', 'card.png', await picture(1200, 630, 30));
  await expect(social.getByTestId('image-status-social-card')).toHaveText('Showing your uploaded image.');
  await social.getByLabel('Alt text for social card').fill('Mission Ready Tech: veteran-owned AI development');
  await social.getByRole('button', { name: 'SAVE ALT TEXT' }).click();
  await expect(page.getByText('The alt text is saved.').last()).toBeVisible();
  const meta = (name: string) =>
    page.locator(`meta[property="${name}"], meta[name="${name}"]`).first().getAttribute('content');
  for (const path of ['/', '/about']) {
    await afterSave(page, path, () => meta('og:image:alt')).toBe('Mission Ready Tech: veteran-owned AI development');
    const image = (await meta('og:image'))!;
    expect(image).toMatch(/^https?:\/\/[^/]+\/site-images\/social-card-[0-9a-f]{16}\.png$/);
    expect(await meta('og:image:width')).toBe('1200');
    expect(await meta('og:image:height')).toBe('630');
    expect(await meta('twitter:card')).toBe('summary_large_image');
    expect(await meta('twitter:image')).toBe(image);
    const fetched = await page.request.get(new URL(image).pathname);
    expect(fetched.status()).toBe(200);
  }
});
