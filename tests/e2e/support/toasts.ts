import { type Locator, type Page } from '@playwright/test';

/** The first shown toast of this type (sonner). */
export const toast = (page: Page, type: 'success' | 'error') =>
  page.locator(`[data-sonner-toast][data-type="${type}"][data-mounted="true"]`).first();

type Colours = { background: string; border: string };

export async function colours(locator: Locator): Promise<Colours> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, border: style.borderTopColor };
  });
}

/** A theme colour (e.g. --destructive) as the browser computes it, to compare with a toast's colours. */
export async function themeColour(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);
}

export function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
