import type { Page } from '@playwright/test';

/**
 * An installed Playwright clock keeps ticking in real time, so the time an action takes
 * (a click is tens of ms) would leak into timing assertions. This stops the page's clock
 * a moment from now; from then on only clock.runFor() moves time.
 */
export async function freezeClock(page: Page): Promise<void> {
  // On a busy machine more than the moment can pass between reading the time and pausing, and
  // Playwright refuses to pause in the past: read the time again and retry.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
