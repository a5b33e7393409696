import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { homeSections } from '@/lib/content/pages/home';
import { TOOL_STATUSES } from '@/lib/content/pages/home-technology';
import { siteSections } from '@/lib/content/pages/site';
import { tabTo } from './support/keyboard';

// The e2e database is seeded with the default copy, so the defaults are what the page shows.
const hero = homeSections.hero.defaults;
const cta = homeSections.call_to_action.defaults;
const contact = homeSections.contact.defaults;
const links = siteSections.links.defaults;

/** Opens / and waits until both client islands (motto badge, resume button) are interactive. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('[data-hydrated]')).toHaveCount(2);
}

const motto = (page: Page) => page.getByTestId('motto');
const resumeLink = (page: Page) => page.getByRole('link', { name: hero.resume_button });

// A paused clock: time moves only through runFor, so the checks below are exact.
async function pauseClock(page: Page) {
  const start = new Date('2025-06-01T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

test('the motto badge shows each of the four mottos in turn, one every 3000 ms', async ({ page }) => {
  await pauseClock(page);
  await openHome(page);
  await expect(motto(page)).toHaveText(hero.mottos[0]!);
  for (const next of [1, 2, 3, 0]) {
    await page.clock.runFor(2999);
    await expect(motto(page)).toHaveText(hero.mottos[(next + 3) % 4]!);
    await page.clock.runFor(1);
    await expect(motto(page)).toHaveText(hero.mottos[next]!);
  }
});

test('with reduced motion the motto still changes, without animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await pauseClock(page);
  await openHome(page);
  await page.clock.runFor(3000);
  await expect(motto(page)).toHaveText(hero.mottos[1]!);
  await expect(motto(page)).toHaveCSS('animation-name', 'none');
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
});

test.describe('the motto pause button (WCAG 2.2.2)', () => {
  const pauseButton = (page: Page) => page.getByRole('button', { name: 'Pause mottos' });
  // The badge carries data-rotating exactly while its timer runs.
  const badge = (page: Page) =>
    page
      .locator('div')
      .filter({ has: motto(page) })
      .last();

  test('pressing it holds the current motto; pressing again resumes 3000 ms later', async ({ page }) => {
    await pauseClock(page);
    await openHome(page);
    const button = pauseButton(page);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    await page.clock.runFor(3000);
    await expect(motto(page)).toHaveText(hero.mottos[1]!);

    await button.click();
    await page.mouse.move(0, 0); // off the badge, so only the button holds it
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(badge(page)).not.toHaveAttribute('data-rotating');
    await page.clock.runFor(9000);
    await expect(motto(page)).toHaveText(hero.mottos[1]!);

    // Pressed with the pointer and focus still on it: play means play now.
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(badge(page)).toHaveAttribute('data-rotating', '');
    await page.clock.runFor(2999);
    await expect(motto(page)).toHaveText(hero.mottos[1]!);
    await page.clock.runFor(1);
    await expect(motto(page)).toHaveText(hero.mottos[2]!);
  });

  test('works from the keyboard: focus holds the motto, Space pauses, Enter resumes', async ({ page }) => {
    await pauseClock(page);
    await openHome(page);
    const button = pauseButton(page);
    await tabTo(page, button);
    await expect(button).toHaveCSS('outline-style', 'solid');
    await page.clock.runFor(6000);
    await expect(motto(page)).toHaveText(hero.mottos[0]!);
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(9000);
    await expect(motto(page)).toHaveText(hero.mottos[0]!);

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(badge(page)).toHaveAttribute('data-rotating', '');
    await page.clock.runFor(3000);
    await expect(motto(page)).toHaveText(hero.mottos[1]!);

    // Focus leaving and coming back holds it again until it leaves.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, button);
    await page.clock.runFor(6000);
    await expect(motto(page)).toHaveText(hero.mottos[1]!);
    await page.keyboard.press('Tab');
    await page.clock.runFor(3000);
    await expect(motto(page)).toHaveText(hero.mottos[2]!);
  });

  test('hovering the badge holds the motto and moving away resumes it', async ({ page }) => {
    await pauseClock(page);
    await openHome(page);
    await motto(page).hover();
    await expect(badge(page)).not.toHaveAttribute('data-rotating');
    await page.clock.runFor(9000);
    await expect(motto(page)).toHaveText(hero.mottos[0]!);
    await expect(pauseButton(page)).toHaveAttribute('aria-pressed', 'false');

    await page.mouse.move(0, 0);
    await expect(badge(page)).toHaveAttribute('data-rotating', '');
    await page.clock.runFor(3000);
    await expect(motto(page)).toHaveText(hero.mottos[1]!);
  });

  test('paused by the button, it stays paused when the pointer leaves', async ({ page }) => {
    await pauseClock(page);
    await openHome(page);
    await pauseButton(page).click();
    await page.mouse.move(0, 0);
    await page.keyboard.press('Tab'); // focus leaves the badge as well
    await page.clock.runFor(9000);
    await expect(motto(page)).toHaveText(hero.mottos[0]!);
    await expect(pauseButton(page)).toHaveAttribute('aria-pressed', 'true');
  });
});

test('the page has one main landmark, one h1 and the four decorative hero lines', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.headline);
  const lines = page.locator('[aria-hidden="true"] [data-testid="hero-lines"] > div');
  await expect(lines).toHaveCount(4);
  for (const line of await lines.all()) expect((await line.boundingBox())?.height).toBeLessThanOrEqual(2);
});

test('INTEL BRIEF scrolls the about section into view', async ({ page }) => {
  await openHome(page);
  const about = page.locator('#about');
  await expect(about).not.toBeInViewport();
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
  await page.getByRole('link', { name: hero.intel_button }).click();
  await expect(page).toHaveURL(/#about$/);
  await expect(page.getByRole('heading', { level: 2, name: homeSections.about.defaults.heading })).toBeInViewport();
  // Clear of the fixed header: the section starts about 64 px from the top.
  await expect.poll(() => about.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(64);
});

test('DOWNLOAD RESUME fetches the PDF and saves it as a .pdf download', async ({ page }) => {
  await openHome(page);
  const fetched = page.waitForRequest((r) => r.url().endsWith('/resume.pdf') && r.resourceType() === 'fetch');
  const downloaded = page.waitForEvent('download');
  await resumeLink(page).click();
  await fetched;
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.length).toBeGreaterThan(1000);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('when the PDF cannot be fetched, the failure is logged and the PDF opens in a new tab', async ({ page }) => {
  await page.route('**/resume.pdf', (route) => route.fulfill({ status: 404, body: 'missing' }));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openHome(page);
  const popupPromise = page.waitForEvent('popup');
  const noDownload = page.waitForEvent('download', { timeout: 1500 }).then(
    () => 'downloaded',
    () => 'none',
  );
  await resumeLink(page).click();
  const popup = await popupPromise;
  await expect.poll(() => popup.url()).toMatch(/\/resume\.pdf$/);
  expect(errors.some((text) => text.includes('File not found'))).toBe(true);
  expect(await noDownload).toBe('none');
});

test('both DEPLOY TASKPILOT links open TaskPilot in a new tab without an opener', async ({ page, context }) => {
  await context.route(`${links.taskpilot_url}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>TaskPilot stub</title>' }),
  );
  await page.goto('/');
  const deploy = page.getByRole('link', { name: hero.taskpilot_button });
  await expect(deploy).toHaveCount(2);
  for (const link of await deploy.all()) {
    await expect(link).toHaveAttribute('href', links.taskpilot_url);
    await expect(link).toHaveAttribute('target', '_blank');
    expect((await link.getAttribute('rel'))?.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    const popupPromise = page.waitForEvent('popup');
    await link.click();
    const popup = await popupPromise;
    await expect(popup).toHaveTitle('TaskPilot stub');
    expect(new URL(popup.url()).origin).toBe(new URL(links.taskpilot_url).origin);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  }
});

// Issue #28: the two request buttons open the on-site form with the topic chosen (they were mailto
// links); the spec's subjects stay on that form's "Prefer e-mail?" link (tests/e2e/inquiries.spec.ts).
test('the request buttons open the contact form with their topic; CONTACT BY EMAIL keeps its subject', async ({
  page,
}) => {
  await page.goto('/');
  const mailto = (subject: string) => `mailto:${links.email}?subject=${encodeURIComponent(subject)}`;
  await expect(page.getByRole('link', { name: cta.tech_consult_button })).toHaveAttribute(
    'href',
    '/contact?topic=tech',
  );
  await expect(page.getByRole('link', { name: cta.field_quote_button })).toHaveAttribute(
    'href',
    '/contact?topic=lawn-care',
  );
  await expect(page.getByRole('link', { name: contact.button })).toHaveAttribute(
    'href',
    mailto('Professional Inquiry'),
  );
  for (const [topic, subject] of [
    ['tech', 'AI Development Inquiry'],
    ['lawn-care', 'Lawn Care Service Inquiry'],
  ] as const) {
    await page.goto(`/contact?topic=${topic}`);
    await expect(page.getByText('Prefer e-mail?').getByRole('link')).toHaveAttribute('href', mailto(subject));
  }
});

test('six core value cards and four technology categories are shown', async ({ page }) => {
  await page.goto('/');
  const values = page.getByRole('region', { name: homeSections.core_values.defaults.heading });
  await expect(values.getByRole('heading', { level: 3 })).toHaveText(
    homeSections.core_values.defaults.values.map((v) => v.title),
  );
  await expect(values.getByRole('list').first().locator(':scope > li')).toHaveCount(6);
  const tech = page.getByRole('region', { name: homeSections.technology.defaults.heading });
  await expect(tech.getByRole('heading', { level: 3 })).toHaveText(
    homeSections.technology.defaults.categories.map((c) => c.category),
  );
});

test('each tool status badge has its own colour', async ({ page }) => {
  await page.goto('/');
  const badges = page.locator('[data-status]');
  const styles = await badges.evaluateAll((elements) =>
    elements.map((el) => {
      const style = getComputedStyle(el);
      return { status: el.getAttribute('data-status')!, look: `${style.color}|${style.backgroundColor}` };
    }),
  );
  const lookByStatus = new Map<string, Set<string>>();
  for (const { status, look } of styles) lookByStatus.set(status, (lookByStatus.get(status) ?? new Set()).add(look));
  expect([...lookByStatus.keys()].sort()).toEqual([...TOOL_STATUSES].sort());
  for (const looks of lookByStatus.values()) expect(looks.size).toBe(1);
  const distinct = new Set([...lookByStatus.values()].map((looks) => [...looks][0]));
  expect(distinct.size).toBe(TOOL_STATUSES.length);
});

async function expectNoAxeViolations(page: Page) {
  await openHome(page);
  // Let entrance animations finish so contrast is measured on the final colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('no axe violations at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('no axe violations at 390 px and nothing overflows sideways', async ({ page }) => {
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
