import { expect, test, type APIRequestContext } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';
import { readSection } from './support/content-sections';

const heroSection = (request: APIRequestContext) => readSection(request, 'home', 'hero');

test('a saved section shows on the public page on the next request, and stale or invalid saves change nothing', async ({
  page,
}) => {
  await reuseSignIn(page, testAdmins.content);
  const original = await heroSection(page.request);
  const headline = `Edited headline ${Date.now()}`;
  try {
    const saved = await page.request.patch(`/api/content/${original.id}`, {
      data: { content: { ...original.content, headline }, expectedUpdatedAt: original.updatedAt },
    });
    expect(saved.status()).toBe(200);
    expect((await saved.json()).section).toMatchObject({ updatedBy: testAdmins.content });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);

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
    expect((await invalid.json()).message).toMatch(/mottos/);

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
