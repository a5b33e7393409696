import type { Page } from '@playwright/test';

/**
 * An installed Playwright clock keeps ticking in real time, so the time an action takes
 * (a click is tens of ms) would leak into timing assertions. This stops the page's clock
 * a moment from now; from then on only clock.runFor() moves time.
 */
export async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 250);
}
