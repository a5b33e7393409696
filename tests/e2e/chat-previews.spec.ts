// Issue #42 point 3: a reply's html, svg and mermaid blocks are drawn in a sandboxed frame that
// reaches neither the portal's cookies nor its API, with full screen and download.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { previewFrameCsp } from '@/lib/security/csp';
import { testAdmins } from './support/accounts';
import { assistantBubbles, composer, fake, newSession, openEmptyPortal, send } from './support/portal';

// A page that tries what a prompt-injected block would: read the cookies, call the portal's API.
const PROBE = `<p id="cookie">cookie: waiting</p><p id="api">api: waiting</p>
<script>
var cookie = document.getElementById('cookie'), api = document.getElementById('api');
try { cookie.textContent = 'cookie: [' + document.cookie + ']'; } catch (e) { cookie.textContent = 'cookie: refused'; }
fetch('/api/portal/sessions', { credentials: 'include' }).then(function (r) { return r.text(); })
  .then(function (t) { api.textContent = 'api: got ' + t; }, function () { api.textContent = 'api: failed'; });
</script>`;
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60"><rect width="160" height="60" fill="#2563eb"/><text x="12" y="36" fill="#fff">Logo</text></svg>';
const REPLY = [
  'The page:',
  '```html\n' + PROBE + '\n```',
  'The flow:',
  '```mermaid\ngraph LR\n  Inquiry --> Reply\n```',
  'The logo:',
  '```svg\n' + SVG + '\n```',
  'No preview for code:',
  '```ts\nconst a = 1;\n```',
].join('\n\n');

test.beforeEach(async () => {
  await fake.reset();
});

/**
 * Every answer a frame inside the page got from a server (the portal's own are the main frame's).
 * A fetch the frame's policy blocks never leaves the browser, so it gets none.
 */
function watchFrameResponses(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.frame() !== page.mainFrame()) seen.push(response.url());
  });
  return seen;
}

test('previews are drawn in a frame that cannot read cookies or call the API; diagrams and svg show', async ({
  page,
}) => {
  const frameResponses = watchFrameResponses(page);
  await openEmptyPortal(page, testAdmins.portal);
  const key = { provider: 'openai', apiKey: 'sk-previews-key-4242' };
  expect((await page.request.post('/api/portal/keys', { data: key })).status()).toBe(201);
  await newSession(page);
  await fake.setReply(REPLY);
  await send(page, 'Build me a page');
  await expect(composer(page)).toBeEnabled();
  const reply = assistantBubbles(page).first();
  const previews = reply.getByRole('button', { name: 'Preview' });
  await expect(previews).toHaveCount(3);

  // The html block runs its script, which gets no cookie and no answer from the API.
  const framePage = page.waitForResponse((response) => response.url().endsWith('/api/portal/preview-frame'));
  await previews.nth(0).click();
  await expect(previews.nth(0)).toHaveAttribute('aria-pressed', 'true');
  const html = page.frameLocator('iframe[title="Preview of the html block"]');
  await expect(html.locator('#api')).toHaveText('api: failed');
  await expect(html.locator('#cookie')).toHaveText(/^cookie: (refused|\[\])$/);
  const policies = (await (await framePage).headersArray()).filter(
    (header) => header.name.toLowerCase() === 'content-security-policy',
  );
  expect(policies.map((header) => header.value)).toEqual([previewFrameCsp()]);

  // Full screen: the same page in a dialog, as shut off.
  await reply.getByRole('button', { name: 'Full screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview of the html block' });
  await expect(dialog.frameLocator('iframe').locator('#api')).toHaveText('api: failed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Mermaid draws the diagram; the frame shows it as an image.
  await previews.nth(1).click();
  const diagram = page.frameLocator('iframe[title="Preview of the mermaid block"]').getByRole('img');
  await expect(diagram).toHaveJSProperty('complete', true);
  const drawn = await diagram.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    svg: new TextDecoder().decode(Uint8Array.from(atob(img.src.split(',')[1] ?? ''), (c) => c.charCodeAt(0))),
  }));
  expect(drawn.width).toBeGreaterThan(0);
  expect(drawn.svg).toMatch(/^<svg[\s\S]*Inquiry[\s\S]*Reply[\s\S]*<\/svg>$/);

  // The svg block shows as an image too, and downloads as the block, made in the browser.
  await previews.nth(2).click();
  const logo = page.frameLocator('iframe[title="Preview of the svg block"]').getByRole('img');
  await expect(logo).toHaveJSProperty('naturalWidth', 160);
  const download = page.waitForEvent('download');
  await reply.getByRole('button', { name: 'Download' }).last().click();
  expect((await download).suggestedFilename()).toBe('preview.svg');
  expect(await readFile(await (await download).path(), 'utf8')).toBe(SVG);

  // The portal's controls around the previews are accessible (what the model drew is its own).
  expect((await new AxeBuilder({ page }).exclude('iframe').analyze()).violations).toEqual([]);

  // The frames got their own page from the server and nothing else: the API never saw the script.
  const reached = frameResponses.filter((url) => !url.startsWith('data:'));
  expect(reached.length).toBeGreaterThan(0);
  expect(reached.every((url) => new URL(url).pathname === '/api/portal/preview-frame')).toBe(true);
});
