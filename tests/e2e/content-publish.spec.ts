import { expect, test, type APIRequestContext } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';
import { readSection } from './support/content-sections';
import { afterSave, cachedPage } from './support/page-cache';

const heroSection = (request: APIRequestContext) => readSection(request, 'home', 'hero');

test('a saved section shows on the public page, and stale or invalid saves change nothing', async ({ page }) => {
  await reuseSignIn(page, testAdmins.content);
  const original = await heroSection(page.request);
  const headline = `Edited headline ${Date.now()}`;
  try {
    const saved = await page.request.patch(`/api/content/${original.id}`, {
      data: { content: { ...original.content, headline }, expectedUpdatedAt: original.updatedAt },
    });
    expect(saved.status()).toBe(200);
    expect((await saved.json()).section).toMatchObject({ updatedBy: testAdmins.content });

    await afterSave(page, '/', () => page.getByRole('heading', { level: 1 }).textContent()).toBe(headline);

    const stale = await page.request.patch(`/api/content/${original.id}`, {
      data: { content: { ...original.content, headline: 'stale' }, expectedUpdatedAt: original.updatedAt },
    });
    expect(stale.status()).toBe(409);
    expect((await stale.json()).message).toMatch(/changed by someone else/);

    const current = await heroSection(page.request);
    const invalid = await page.request.patch(`/api/content/${original.id}`, {
      data: { content: { ...original.content, mottos: ['only one'] }, expectedUpdatedAt: current.updatedAt },
    });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).message).toMatch(/Mottos/);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  } finally {
    const current = await heroSection(page.request);
    await page.request.patch(`/api/content/${original.id}`, {
      data: { content: original.content, expectedUpdatedAt: current.updatedAt },
    });
  }
});

test('saving refuses a visitor and a cross-site request', async ({ page, request }) => {
  const anonymous = await request.patch('/api/content/00000000-0000-0000-0000-000000000000', {
    data: { content: {}, expectedUpdatedAt: new Date().toISOString() },
  });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).not.toContain('headline');

  await reuseSignIn(page, testAdmins.content);
  const section = await heroSection(page.request);
  const crossSite = await page.request.patch(`/api/content/${section.id}`, {
    headers: { origin: 'https://evil.example' },
    data: { content: section.content, expectedUpdatedAt: section.updatedAt },
  });
  expect(crossSite.status()).toBe(403);
  expect((await heroSection(page.request)).updatedAt).toBe(section.updatedAt);
});

// Served as Latin-1 (lib/next/internals/page-cache.ts: characters beyond it as escapes), read the same.
test('public pages reach the browser with every character beyond Latin-1 escaped, and show them as written', async ({
  page,
}) => {
  const beyondLatin1 = (html: string) => html.match(/[^\0-\xff]/gu) ?? [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/', '/about', '/portfolio', '/donate']) {
    const body = await cachedPage(page.request, path);
    expect(beyondLatin1(body), path).toEqual([]);
    expect(body, `${path}: the footer's "•"`).toContain('&#x2022;');
  }
  await page.goto('/');
  await expect(page.locator('.hero-tagline')).toHaveText(/^Privacy-First • Mission-Focused • /);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(JSON.stringify(jsonLd)).toContain(' • ');

  // A page rendered again after a save enters the cache escaped as well.
  await reuseSignIn(page, testAdmins.content);
  const original = await heroSection(page.request);
  const headline = `Semper Fi — “always” 🇺🇸 ${Date.now()}`;
  try {
    const saved = await page.request.patch(`/api/content/${original.id}`, {
      data: { content: { ...original.content, headline }, expectedUpdatedAt: original.updatedAt },
    });
    expect(saved.status()).toBe(200);
    await afterSave(page, '/', () => page.getByRole('heading', { level: 1 }).textContent()).toBe(headline);
    const cached = await cachedPage(page.request, '/');
    expect(beyondLatin1(cached)).toEqual([]);
    expect(cached).toContain('Semper Fi &#x2014; &#x201C;always&#x201D; &#x1F1FA;&#x1F1F8;');
    // With the CSS of its first paint inline, as the build's pages (first-paint-css.spec.ts).
    expect(cached.split('</head>')[0]).toMatch(/<style>@font-face/);
    expect(cached.split('</head>')[0]).not.toContain('rel="stylesheet"');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    expect(errors).toEqual([]);
  } finally {
    const current = await heroSection(page.request);
    await page.request.patch(`/api/content/${original.id}`, {
      data: { content: original.content, expectedUpdatedAt: current.updatedAt },
    });
  }
});
