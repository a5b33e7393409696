import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has focus, the way a keyboard user reaches it; throws if it never does. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached the target in ${maxPresses} presses`);
}
