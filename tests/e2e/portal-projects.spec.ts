// Projects (issue #42 point 1): a chat started in a project gets the project's instructions and
// the passage of its file that answers, and the reply names that passage as its source. The chat
// is listed under its project, moves out of it and into another, and outlives a project deleted with
// its chats kept, not one deleted with them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import { assistantBubbles, composer, fake, openEmptyPortal, send } from './support/portal';

test.use({ viewport: { width: 1366, height: 900 } });

const INSTRUCTIONS = 'You answer as the harbour master of Port Elwood.';
const filler = (topic: string) =>
  Array.from({ length: 30 }, (_, i) => `${topic} note ${i + 1}: nothing of interest about ${topic} today.`);
const HANDBOOK = [...filler('weather'), 'Mooring fees rose to 42 dollars a night in March.', ...filler('paint')].join(
  '\n',
);

test("a project's instructions and a cited passage of its file reach the model, and the reply names the source", async ({
  page,
}) => {
  await fake.reset();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '100.64.42.1' });
  await openEmptyPortal(page, testAdmins.portal);
  const saved = await page.request.post('/api/portal/keys', {
    data: { provider: 'openai', apiKey: 'sk-projects-4201' },
  });
  expect(saved.status()).toBe(201);
  await page.reload();

  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Name').fill('Harbour');
  await dialog.getByLabel('Instructions').fill(INSTRUCTIONS);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/ai-portal\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Harbour' })).toBeVisible();

  await page
    .getByLabel('Files to add to the project')
    .setInputFiles({ name: 'handbook.txt', mimeType: 'text/plain', buffer: Buffer.from(HANDBOOK) });
  await expect(page.getByRole('list', { name: 'Project files' }).getByRole('listitem')).toHaveText([/handbook\.txt/]);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'New chat in this project' }).click();
  await expect(page).toHaveURL(/\/ai-portal\/c\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Project: Harbour' })).toBeVisible();
  await fake.setReply('Mooring is 42 dollars a night.');
  await send(page, 'What are the mooring fees?');

  const reply = assistantBubbles(page).last();
  await expect(reply).toContainText('Mooring is 42 dollars a night.');
  await expect(reply.locator('[data-sources]')).toHaveText(/^Sources: handbook\.txt, lines \d+–\d+$/);
  const call = (await fake.requests()).filter((r) => r.path === '/v1/chat/completions').at(-1)!;
  const sent = (call.body as { messages: { role: string; content: string }[] }).messages;
  expect(sent[0]).toEqual({ role: 'system', content: INSTRUCTIONS });
  const passage = sent.find((m) => m.role === 'system' && m.content.includes('Mooring fees rose to 42 dollars'));
  expect(passage?.content).toMatch(/<file name="handbook\.txt, lines \d+–\d+">/);
  // The session list with its project group, and the chat with its sources.
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Listed under its project; out of it with its menu; kept when the project goes with its chats kept.
  const inProject = page.getByRole('list', { name: 'Chats in Harbour' });
  await expect(inProject.getByRole('listitem')).toHaveCount(1);
  await inProject.getByRole('button', { name: /^More actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Remove from project' }).click();
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);
  await expect(inProject.getByRole('listitem')).toHaveText(['No chats yet.']);

  await page.getByRole('link', { name: /Harbour/ }).click();
  await expect(page.getByRole('heading', { name: 'Harbour' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete project' }).click();
  await page.getByRole('button', { name: 'Delete, keep chats' }).click();
  await expect(page).toHaveURL(/\/ai-portal$/);
  await expect(page.getByRole('link', { name: /Harbour/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);
  await expect(composer(page)).toBeVisible();

  // Into another project with its menu; deleted along with that project when asked.
  expect((await page.request.post('/api/portal/projects', { data: { name: 'Boatyard' } })).status()).toBe(201);
  await page.reload();
  await page
    .getByRole('list', { name: 'Sessions' })
    .getByRole('button', { name: /^More actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Move to project…' }).click();
  await page.getByRole('menuitem', { name: 'Boatyard' }).click();
  await expect(page.getByRole('list', { name: 'Chats in Boatyard' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('link', { name: /Boatyard/ }).click();
  await expect(page.getByRole('heading', { name: 'Boatyard' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete project' }).click();
  await page.getByRole('button', { name: 'Delete with its chats' }).click();
  await expect(page).toHaveURL(/\/ai-portal$/);
  await expect(page.getByText('No sessions yet')).toBeVisible();
});
