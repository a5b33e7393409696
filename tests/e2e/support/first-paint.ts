import { expect, type Page } from '@playwright/test';

type Watched = Window & { __firstFrame?: { addedAt?: number; removedAt?: number } };
export type FirstPaint = {
  /** When the page set and took off its first-frame class (ms since navigation), if it did. */
  addedAt: number | null;
  removedAt: number | null;
  /** When the browser painted the hero (its first largest-contentful-paint entry inside <main>). */
  heroPaintedAt: number;
  /** The layout shifts of the load, summed. */
  shifts: number;
};

/** Notes, on every page load, when the home page sets and takes off its first-frame class. */
export async function watchFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch: NonNullable<Watched['__firstFrame']> = {};
    (window as Watched).__firstFrame = watch;
    new MutationObserver(() => {
      const on = document.documentElement.classList.contains('first-frame');
      if (on && watch.addedAt === undefined) watch.addedAt = performance.now();
      if (!on && watch.addedAt !== undefined && watch.removedAt === undefined) watch.removedAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
  });
}

/** The page now shown, once loaded: its first-frame class's times, the hero's paint and the shifts. */
export async function firstPaint(page: Page): Promise<FirstPaint> {
  await expect(page.locator('html')).not.toHaveClass(/first-frame/);
  return page.evaluate(async () => {
    // Entries of a kind, as buffered since the navigation (the callback comes with the buffer).
    const entries = (type: string) =>
      new Promise<PerformanceEntry[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type, buffered: true });
        setTimeout(() => resolve([]), 1000);
      });
    const main = document.getElementById('main');
    const hero = (await entries('largest-contentful-paint')).find((entry) => {
      const element = (entry as PerformanceEntry & { element: Element | null }).element;
      return element && main?.contains(element);
    });
    const shifts = (await entries('layout-shift')).reduce(
      (sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value,
      0,
    );
    const watch = (window as Watched).__firstFrame ?? {};
    return {
      addedAt: watch.addedAt ?? null,
      removedAt: watch.removedAt ?? null,
      heroPaintedAt: hero?.startTime ?? NaN,
      shifts,
    };
  });
}
