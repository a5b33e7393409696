import { expect, type Page } from '@playwright/test';

/**
 * Runs in the page: everything in the live DOM that could run code or shadow a global, as
 * readable findings. Next's own scripts (from /_next/, its inline flight data, JSON-LD) are
 * expected; any other script, frame, form, base or refresh is not.
 */
function findDangers(scopeSelector: string): string[] {
  const findings: string[] = [];
  const scriptUrl = (value: string) =>
    /^(javascript|vbscript|data|livescript):/i.test(value.replace(/[\u0000-\u0020]/g, ''));
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'data', 'srcset'];
  const clobbered = ['__xss', 'document', 'location', 'cookie', 'getElementById', '__NEXT_DATA__', 'alert'];
  for (const element of document.querySelectorAll(scopeSelector)) {
    const tag = element.tagName.toLowerCase();
    if (['iframe', 'frame', 'object', 'embed', 'base', 'form', 'applet'].includes(tag)) findings.push(`<${tag}>`);
    if (tag === 'meta' && element.hasAttribute('http-equiv')) findings.push('<meta http-equiv>');
    if (tag === 'script') {
      const src = element.getAttribute('src');
      const type = element.getAttribute('type');
      const text = element.textContent ?? '';
      const nextOwn =
        (src && src.startsWith('/_next/')) || type === 'application/ld+json' || /^\(?self\.__next_f/.test(text);
      if (!nextOwn && text.includes('__xss')) findings.push(`<script> ${text.slice(0, 80)}`);
    }
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith('on')) findings.push(`${tag}[${name}]`);
      if (urlAttributes.includes(name) && value.split(',').some((part) => scriptUrl(part.trim())))
        findings.push(`${tag}[${name}=${value.slice(0, 60)}]`);
      if (['srcdoc', 'formaction'].includes(name)) findings.push(`${tag}[${name}]`);
      if ((name === 'id' || name === 'name') && clobbered.includes(value)) findings.push(`${tag}[${name}=${value}]`);
    }
  }
  return findings;
}

/** Nudges the page (scroll, hover, focus) so handler-based payloads get their chance, then checks. */
export async function expectNothingRan(page: Page, scopeSelector = '*') {
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 20_000);
  await page.mouse.move(400, 300);
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), 'the canary window.__xss').toBeUndefined();
  expect(await page.evaluate(findDangers, scopeSelector)).toEqual([]);
}

/** Dialogs any payload opened (alert, confirm, a VBScript msgbox); dismissed so the page goes on. */
export function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}
