// Tools through MCP (issue #42 point 2): an MCP server started here is added in Settings, one of
// its tools turned on for a chat; the model's call waits for Allow once, its card shows the result,
// and the card is still there after a reload. A Deny sends the model a refusal; an MCP server on a
// private address is refused (only LOCAL_PROVIDER_ENDPOINTS admits one).
import { expect, test } from '@playwright/test';
import { startMcpTestServer, type McpTestServer } from '../support/mcp-test-server';
import { testAdmins } from './support/accounts';
import { assistantBubbles, composer, fake, openEmptyPortal, openTab, send } from './support/portal';

const REPLY = 'The tool said hello.';
let mcp: McpTestServer;

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeAll(async () => {
  mcp = await startMcpTestServer({ port: Number(process.env.E2E_MCP_PORT), token: 'e2e-mcp-token-0042' });
});
test.afterAll(() => mcp.close());
test.afterEach(() => fake.reset());

test('a tool is added, allowed once, shown as a card, kept after a reload; a Deny reaches the model', async ({
  page,
}) => {
  await fake.reset();
  await fake.setReply(REPLY);
  await fake.setToolCall({ name: 'echo', arguments: { text: 'hello' } });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '100.64.48.52' });
  await openEmptyPortal(page, testAdmins.portal);
  for (const { id } of (
    (await (await page.request.get('/api/portal/mcp-servers')).json()) as { servers: { id: string }[] }
  ).servers)
    await page.request.delete(`/api/portal/mcp-servers/${id}`);
  expect(
    (await page.request.post('/api/portal/keys', { data: { provider: 'openai', apiKey: 'sk-tools-4852' } })).status(),
  ).toBe(201);

  // Settings: a private address is refused; the test server (admitted by the operator) is added.
  await openTab(page, 'Settings');
  const card = page.getByRole('region', { name: 'Tools (MCP servers)' });
  const form = card.getByRole('form', { name: 'Add a tool server' });
  await form.getByLabel('Name').fill('Inside');
  await form.getByLabel('Address (URL)').fill('http://10.20.30.40/mcp');
  await form.getByRole('button', { name: 'Add server' }).click();
  await expect(form.getByRole('alert')).toContainText('public');
  await form.getByLabel('Name').fill('Test tools');
  await form.getByLabel('Address (URL)').fill(mcp.url);
  await form.getByLabel('Token (optional)').fill('e2e-mcp-token-0042');
  await form.getByRole('button', { name: 'Add server' }).click();
  const server = card.getByRole('listitem', { name: 'Tool server Test tools' });
  await expect(server).toContainText('(token saved)');
  await server.getByRole('button', { name: 'Show tools' }).click();
  await expect(server.getByRole('list', { name: 'Tools of Test tools' })).toContainText('echo');

  // A chat with the echo tool on.
  const created = await page.request.post('/api/portal/sessions', {
    data: { provider: 'openai', model: 'gpt-4o-mini' },
  });
  const { session } = (await created.json()) as { session: { id: string } };
  await page.goto(`/ai-portal/c/${session.id}`);
  await page.getByRole('button', { name: 'Tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tools for this chat' });
  await dialog.getByLabel('echo').check();
  await dialog.getByRole('button', { name: 'Save tools' }).click();
  await expect(page.getByRole('button', { name: 'Tools (1)' })).toBeVisible();

  // The call waits for approval; Allow once runs it; the card shows its result.
  await send(page, 'Say hello through the tool');
  const tool = page.getByRole('region', { name: 'Tool echo' });
  await expect(tool).toContainText('Waiting for your approval', { timeout: 15_000 });
  await tool.getByRole('button', { name: 'Allow once' }).click();
  await expect(assistantBubbles(page).last()).toContainText(REPLY, { timeout: 15_000 });
  await expect(tool).toContainText('Done');
  await tool.getByText('Result').click();
  await expect(tool).toContainText('echo: hello');
  await expect(composer(page)).toBeEnabled();
  expect((await fake.toolResults()).map((r) => r.content)).toEqual(['echo: hello']);

  // After a reload the card is still there, with its result.
  await page.reload();
  const kept = assistantBubbles(page).last().getByRole('region', { name: 'Tool echo' });
  await expect(kept).toContainText('Done');
  await kept.getByText('Result').click();
  await expect(kept).toContainText('echo: hello');

  // A Deny, given after a reload while the call waits: the tool does not run and the model is told so.
  const runs = mcp.calls.length;
  await send(page, 'Again, please');
  await expect(page.getByRole('region', { name: 'Tool echo' }).last()).toContainText('Waiting for your approval', {
    timeout: 15_000,
  });
  await page.reload();
  const second = page.getByRole('region', { name: 'Tool echo' }).last();
  await expect(second).toContainText('Waiting for your approval', { timeout: 15_000 });
  await second.getByRole('button', { name: 'Deny' }).click();
  await expect(second).toContainText('Denied');
  await expect(composer(page)).toBeEnabled();
  const results = await fake.toolResults();
  expect(results.at(-1)!.content).toMatch(/denied/);
  expect(mcp.calls.length).toBe(runs);
});
