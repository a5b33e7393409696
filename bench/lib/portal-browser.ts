import { chromium, type Browser, type Page } from '@playwright/test';
import type { Server } from './app-server';

/** Debian's Chromium, signed in as the user whose session cookie is given, on the portal. */
export async function openPortal(
  server: Server,
  account: { email: string; password: string },
): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // tsx compiles this file keeping function names: the functions handed to page.evaluate call its
  // `__name` helper, which the page does not have.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const page = await context.newPage();
  // Signed in through the login form, as a person is: the production `__Host-` session cookie
  // cannot be planted over plain HTTP, but a localhost page may receive it.
  await page.goto(`${server.url}/admin/login?next=/ai-portal`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/ai-portal$/);
  await page.getByRole('list', { name: 'Sessions' }).waitFor();
  return { browser, page };
}

/**
 * Clicks a chat in the session list and times, in the page, from the click to its last message
 * (known by `lastText`) drawn inside the message list's visible area, checked every frame.
 * Returns the time and the page's element count then.
 */
export function openChat(page: Page, title: string, lastText: string): Promise<{ ms: number; elements: number }> {
  return page.evaluate(
    ({ title, lastText }) =>
      new Promise((resolve, reject) => {
        const list = document.querySelector('[aria-label="Sessions"]');
        const button = [...(list?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.startsWith(title));
        if (!button) return reject(new Error(`no chat titled ${title}`));
        const start = performance.now();
        button.click();
        const check = () => {
          const log = document.querySelector('[role=log]');
          const shown = [...(log?.querySelectorAll('article') ?? [])].find((a) => a.textContent?.includes(lastText));
          if (log && shown) {
            const box = shown.getBoundingClientRect();
            const view = log.getBoundingClientRect();
            if (box.bottom > view.top && box.top < view.bottom)
              return resolve({ ms: performance.now() - start, elements: document.getElementsByTagName('*').length });
          }
          if (performance.now() - start > 60_000) return reject(new Error(`${title} did not show ${lastText}`));
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { title, lastText },
  );
}

/**
 * Types into the message box and times each key press, in the page, from the key event to the
 * next frame: the frame's callbacks ran, then the first task after that frame was painted.
 */
export async function keyPressToFrame(page: Page, keys: string): Promise<number[]> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { keySamples: number[] }).keySamples = samples;
    document.addEventListener(
      'keydown',
      (event) => {
        const pressed = event.timeStamp;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => samples.push(performance.now() - pressed);
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
  // A pause between keys, as a person types: each press is its own frame.
  await page.keyboard.type(keys, { delay: 60 });
  await page.waitForTimeout(200);
  const samples = await page.evaluate(() => (window as unknown as { keySamples: number[] }).keySamples);
  await box.fill('');
  return samples;
}

/** Main-thread task time (Chromium's own count, ms) spent while `work` runs, and the wall time. */
export async function mainThreadBusy(
  page: Page,
  work: () => Promise<void>,
): Promise<{ busyMs: number; wallMs: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
  };
  const before = await taskMs();
  const started = performance.now();
  await work();
  const wallMs = performance.now() - started;
  const busyMs = (await taskMs()) - before;
  await cdp.detach();
  return { busyMs, wallMs };
}
