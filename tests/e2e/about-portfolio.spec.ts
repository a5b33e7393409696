import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { contentRegistry } from '@/lib/content/registry';
import { mailtoHref } from '@/lib/mailto';
import { tabTo } from './support/keyboard';

// The server is seeded with the default copy; nothing in this file edits content.
const about = {
  journey: contentRegistry.about.journey.defaults,
  work: contentRegistry.about.work.defaults,
  mission: contentRegistry.about.mission.defaults,
  closing: contentRegistry.about.closing.defaults,
};
const resume = contentRegistry.portfolio.resume.defaults;
const skills = contentRegistry.portfolio.skills.defaults;
const experience = contentRegistry.portfolio.experience.defaults;
const education = contentRegistry.portfolio.education.defaults;
const links = contentRegistry.site.links.defaults;

function subjectOf(href: string | null): string | null {
  return href ? new URL(href).searchParams.get('subject') : null;
}

test.describe('/about', () => {
  test('shows the journey, the work, the mission and the closing invitation', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.journey.heading);
    for (const paragraph of about.journey.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();

    const work = page.getByRole('region', { name: about.work.heading });
    await expect(work.getByRole('heading', { level: 2 })).toHaveText(about.work.heading);
    for (const item of about.work.items) {
      await expect(work.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      await expect(work.getByText(item.description)).toBeVisible();
    }

    const mission = page.getByRole('region', { name: about.mission.heading });
    for (const paragraph of about.mission.paragraphs) await expect(mission.getByText(paragraph)).toBeVisible();

    const closing = page.getByRole('region', { name: about.closing.heading });
    await expect(closing.getByText(about.closing.text)).toBeVisible();
  });

  test('the closing button is an e-mail link with the "Let\'s Connect" subject', async ({ page }) => {
    await page.goto('/about');
    const link = page.getByRole('link', { name: about.closing.button });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', mailtoHref(links.email, about.closing.subject));
    expect(subjectOf(await link.getAttribute('href'))).toBe("Let's Connect");
  });
});

test.describe('/portfolio', () => {
  test('the badge cycles HONOR, COURAGE, COMMITMENT and back every 3000 ms', async ({ page }) => {
    expect(resume.badges).toEqual(['HONOR', 'COURAGE', 'COMMITMENT']);
    await page.clock.install();
    // Time stands still from here on, so the interval starts at one known instant.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/portfolio');
    const badge = page.getByTestId('rotating-badge');
    const word = page.getByTestId('rotating-badge-word');
    await expect(badge).toHaveAttribute('data-rotating', '');
    await expect(word).toHaveText('HONOR');

    for (const [current, next] of [
      ['HONOR', 'COURAGE'],
      ['COURAGE', 'COMMITMENT'],
      ['COMMITMENT', 'HONOR'],
    ]) {
      await page.clock.runFor(2_999);
      await expect(word).toHaveText(current!);
      await page.clock.runFor(1);
      await expect(word).toHaveText(next!);
    }
  });

  test('with reduced motion the badge still switches words, but without the fade', async ({ page }) => {
    const animationOf = (locator: ReturnType<Page['getByTestId']>) =>
      locator.evaluate((el) => getComputedStyle(el).animationName);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/portfolio');
    const word = page.getByTestId('rotating-badge-word');
    expect(await animationOf(word)).not.toBe('none');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.getByTestId('rotating-badge')).toHaveAttribute('data-rotating', '');
    await page.clock.runFor(3_000);
    await expect(word).toHaveText('COURAGE');
    expect(await animationOf(word)).toBe('none');
  });

  test.describe('the badge pause button (WCAG 2.2.2)', () => {
    async function openPortfolio(page: Page) {
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.goto('/portfolio');
      const badge = page.getByTestId('rotating-badge');
      await expect(badge).toHaveAttribute('data-rotating', '');
      return {
        badge,
        word: page.getByTestId('rotating-badge-word'),
        button: badge.getByRole('button', { name: 'Pause badge' }),
      };
    }

    test('pressing it holds the current word; pressing again resumes 3000 ms later', async ({ page }) => {
      const { badge, word, button } = await openPortfolio(page);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      const box = await button.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      await page.clock.runFor(3_000);
      await expect(word).toHaveText('COURAGE');

      await button.click();
      await page.mouse.move(0, 0); // off the badge, so only the button holds it
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(badge).not.toHaveAttribute('data-rotating');
      await page.clock.runFor(9_000);
      await expect(word).toHaveText('COURAGE');

      // Pressed with the pointer and focus still on it: play means play now.
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(badge).toHaveAttribute('data-rotating', '');
      await page.clock.runFor(2_999);
      await expect(word).toHaveText('COURAGE');
      await page.clock.runFor(1);
      await expect(word).toHaveText('COMMITMENT');
    });

    test('works from the keyboard: focus holds the word, Space pauses, Enter resumes', async ({ page }) => {
      const { badge, word, button } = await openPortfolio(page);
      await tabTo(page, button);
      await expect(button).toHaveCSS('outline-style', 'solid');
      await expect(badge).not.toHaveAttribute('data-rotating');
      await page.clock.runFor(6_000);
      await expect(word).toHaveText('HONOR');

      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await page.clock.runFor(9_000);
      await expect(word).toHaveText('HONOR');

      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(badge).toHaveAttribute('data-rotating', '');
      await page.clock.runFor(3_000);
      await expect(word).toHaveText('COURAGE');
    });

    test('hovering the badge holds the word and moving away resumes it', async ({ page }) => {
      const { badge, word, button } = await openPortfolio(page);
      const width = (await badge.boundingBox())?.width;
      await word.hover();
      await expect(badge).not.toHaveAttribute('data-rotating');
      await page.clock.runFor(9_000);
      await expect(word).toHaveText('HONOR');
      await expect(button).toHaveAttribute('aria-pressed', 'false');

      await page.mouse.move(0, 0);
      await expect(badge).toHaveAttribute('data-rotating', '');
      await page.clock.runFor(6_000);
      await expect(word).toHaveText('COMMITMENT');
      expect((await badge.boundingBox())?.width).toBe(width);
    });
  });

  test('shows the name, title, summary and every skill group with its priority', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(resume.name);
    await expect(page.getByText(resume.title, { exact: true })).toBeVisible();
    await expect(page.getByText(resume.summary)).toBeVisible();

    const region = page.getByRole('region', { name: skills.heading });
    for (const group of skills.skills) {
      const card = region.getByRole('listitem').filter({ has: page.getByRole('heading', { name: group.category }) });
      await expect(card.getByText(group.priority, { exact: true })).toBeVisible();
      for (const item of group.items) await expect(card.getByText(item, { exact: true })).toBeVisible();
    }
  });

  test('shows the experience timeline with status badges and the education grid with type badges', async ({ page }) => {
    await page.goto('/portfolio');
    const timeline = page.getByRole('region', { name: experience.heading });
    await expect(timeline.getByRole('list').first().locator(':scope > li')).toHaveCount(experience.experience.length);
    for (const entry of experience.experience) {
      const card = timeline.locator('li').filter({ has: page.getByRole('heading', { name: entry.title }) });
      await expect(card.getByText(entry.company, { exact: true })).toBeVisible();
      await expect(card.getByText(entry.date, { exact: true })).toBeVisible();
      await expect(card.getByText(entry.status, { exact: true })).toBeVisible();
      for (const highlight of entry.highlights) await expect(card.getByText(highlight)).toBeVisible();
      await expect(card.getByText(entry.details)).toBeVisible();
    }

    const grid = page.getByRole('region', { name: education.heading });
    for (const entry of education.education) {
      const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: entry.degree }) });
      await expect(card.getByText(entry.school, { exact: true })).toBeVisible();
      await expect(card.getByText(entry.date, { exact: true })).toBeVisible();
      await expect(card.getByText(entry.type, { exact: true })).toBeVisible();
      if (entry.details) await expect(card.getByText(entry.details)).toBeVisible();
    }
  });

  test('each status, priority and type badge has its own colour', async ({ page }) => {
    await page.goto('/portfolio');
    const colourOf = (text: string) =>
      page
        .getByText(text, { exact: true })
        .first()
        .evaluate((el) => `${getComputedStyle(el).color} ${getComputedStyle(el).backgroundColor}`);
    for (const values of [
      ['ACTIVE DUTY', 'HONORABLE DISCHARGE', 'COMPLETED'],
      ['PRIMARY', 'CRITICAL', 'ACTIVE'],
      ['MILITARY', 'CIVILIAN'],
    ]) {
      const colours = await Promise.all(values.map(colourOf));
      expect(new Set(colours).size, values.join(' / ')).toBe(values.length);
    }
  });

  test('LinkedIn opens in a new tab without access to this page', async ({ page, context }) => {
    await context.route('https://www.linkedin.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>LinkedIn stub</title>' }),
    );
    await page.goto('/portfolio');
    const link = page.getByRole('link', { name: resume.linkedin_button });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const popupPromise = page.waitForEvent('popup');
    await link.click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(links.linkedin_url);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test('the e-mail button has the "Professional Opportunity" subject', async ({ page }) => {
    await page.goto('/portfolio');
    const link = page.getByRole('link', { name: resume.email_button });
    await expect(link).toHaveAttribute('href', mailtoHref(links.email, resume.email_subject));
    expect(subjectOf(await link.getAttribute('href'))).toBe('Professional Opportunity');
  });
});

async function expectNoAxeViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}

test.describe('accessibility at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const path of ['/about', '/portfolio']) {
    test(`${path} has no axe violations`, async ({ page }) => expectNoAxeViolations(page, path));
  }
});

test.describe('accessibility at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const path of ['/about', '/portfolio']) {
    test(`${path} has no axe violations`, async ({ page }) => expectNoAxeViolations(page, path));
  }
});
