// Faults on a server of its own: provider failures, a database that refuses a write, and
// kill -9 mid-reply and mid-writes, each followed by a restart on the same data folder.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { testPassword } from './support/accounts';
import { assistantBubbles, composer, newSession, send, sessionList, userBubbles } from './support/portal';
import { startFakeProvider, type FakeProvider } from '../support/fake-provider';
import { seedAccounts, startServer, type StartedServer } from './support/server';

// A server of its own, restarted twice, on a machine other suites share: generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });
const PORT = 3741;
const email = 'faults@example.com';
// A second account for the rate-limit check, so no earlier test has started its window.
const writerEmail = 'writes@example.com';
// A real database failure on demand: Postgres refuses a content update that asks for it, the
// way it refuses any write on a full disk (SQLSTATE 53100).
const REFUSE_MARKED_WRITES = `
  create function public.refuse_marked_write() returns trigger language plpgsql as $$
  begin
    if new.content::text like '%[disk full]%' then
      raise exception using errcode = '53100', message = 'could not extend file: No space left on device';
    end if;
    return new;
  end $$;
  create trigger refuse_marked_write before update on public.page_content
    for each row execute function public.refuse_marked_write();`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
let dataDir: string;
let server: StartedServer;
// A fake provider of its own: the shared one is scripted by the portal lane's specs at the same time.
let fake: FakeProvider;
const start = () =>
  startServer({
    port: PORT,
    dataDir,
    env: {
      OPENAI_BASE_URL: fake.openaiBaseUrl,
      CHAT_IDLE_TIMEOUT_SECONDS: '2',
      ADMIN_EMAILS: `${email},${writerEmail}`,
    },
  });

test.beforeAll(async () => {
  // Seeding and a first open of a fresh database each take seconds on a shared machine.
  test.setTimeout(120_000);
  dataDir = seedAccounts(
    [email, writerEmail].map((address) => ({ email: address, password: testPassword })),
    { sql: REFUSE_MARKED_WRITES },
  );
  fake = await startFakeProvider();
  server = await start();
});
test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});
test.beforeEach(() => fake.reset());

async function signIn(page: Page, as = email) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email').fill(as);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

async function openPortalWithKey(page: Page) {
  await signIn(page);
  const saved = await page.request.post(`${server.url}/api/portal/keys`, {
    data: { provider: 'openai', apiKey: 'sk-faults-key-0001' },
  });
  expect(saved.status()).toBe(201);
  // Each test starts from an empty session list, so the newest session is this test's.
  const list = (await (await page.request.get(`${server.url}/api/portal/sessions`)).json()) as {
    sessions: { id: string }[];
  };
  for (const { id } of list.sessions) await page.request.delete(`${server.url}/api/portal/sessions/${id}`);
  await page.goto(`${server.url}/ai-portal`);
  await expect(page.getByText('No sessions yet')).toBeVisible();
  await newSession(page);
}

async function storedMessages(page: Page) {
  const list = await (await page.request.get(`${server.url}/api/portal/sessions`)).json();
  const detail = await (await page.request.get(`${server.url}/api/portal/sessions/${list.sessions[0].id}`)).json();
  return detail.messages as { role: string; status: string; content: string }[];
}

test('each provider fault shows its own error and keeps the message and any partial reply', async ({ page }) => {
  await openPortalWithKey(page);
  fake.setReply('one two three four five six seven eight');
  const faults = [
    [{ status: 401 }, 1, 'OpenAI rejected the API key (401). Check the key in Settings.'],
    [{ status: 429 }, 3, 'OpenAI is rate limiting requests (429). Wait a moment and try again.'],
    [{ status: 500 }, 3, 'OpenAI is unavailable right now (500). Try again shortly.'],
    [{ stall: true, afterChunks: 3 }, 1, 'OpenAI stopped responding (nothing for 2 s), so the reply was stopped.'],
    [
      { cutAfterChunks: 3 },
      1,
      'The connection to OpenAI was cut off mid-reply. What arrived is kept, marked incomplete.',
    ],
  ] as const;
  for (const [i, [fault, times, message]] of faults.entries()) {
    fake.failNext(fault, { times });
    await send(page, `attempt ${i}`);
    await expect(page.getByText(message)).toBeVisible();
    await expect(userBubbles(page)).toHaveCount(i + 1);
    await expect(composer(page)).toBeEnabled();
  }
  const stored = await storedMessages(page);
  // Each failure is a reply of its own in the thread, with its error (issue #41.5).
  expect(stored.map((m) => `${m.role}:${m.status}:${m.content}`)).toEqual([
    'user:complete:attempt 0',
    'assistant:incomplete:',
    'user:complete:attempt 1',
    'assistant:incomplete:',
    'user:complete:attempt 2',
    'assistant:incomplete:',
    'user:complete:attempt 3',
    'assistant:incomplete:one two three',
    'user:complete:attempt 4',
    'assistant:incomplete:one two three',
  ]);
  await page.reload();
  await sessionList(page).getByRole('listitem').first().getByRole('button').first().click();
  await expect(userBubbles(page)).toHaveCount(5);
  await expect(assistantBubbles(page).getByText('incomplete', { exact: true })).toHaveCount(2);
  await expect(assistantBubbles(page).getByRole('note', { name: 'The reply failed' })).toHaveCount(5);
});

test('a save the database refuses keeps the edit on screen, says nothing changed, and changes nothing', async ({
  page,
}) => {
  await signIn(page);
  const hero = page
    .getByRole('tabpanel', { name: 'Home' })
    .getByRole('region', { name: 'Top of the page', exact: true });
  const headline = hero.getByLabel('Headline', { exact: true });
  const before = await (await page.request.get(`${server.url}/api/content`)).json();
  const original = await headline.inputValue();

  await headline.fill('Mission ready [disk full]');
  await hero.getByRole('button', { name: 'Save Changes' }).click();
  await expect(hero.getByText('Not saved')).toBeVisible();
  await expect(hero.getByText(/^The database could not store this section, so nothing was changed\./)).toBeVisible();
  await expect(page.getByText('Failed to save content')).toBeVisible();
  await expect(headline).toHaveValue('Mission ready [disk full]');
  expect(await (await page.request.get(`${server.url}/api/content`)).json()).toEqual(before);

  // The same editor saves once the database takes the write.
  await headline.fill('Mission ready');
  await hero.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Content updated successfully')).toBeVisible();
  await page.reload();
  await expect(headline).toHaveValue('Mission ready');
  expect(original).not.toBe('Mission ready');
});

test('kill -9 mid-reply: the restart opens the database cleanly, with the message and the reply so far', async ({
  page,
}) => {
  await openPortalWithKey(page);
  const reply = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
  fake.setReply(reply);
  fake.setChunkDelay(150);
  await send(page, 'Tell me a long story before the crash');
  // About two seconds in: the reply has been written through at least twice.
  await expect(assistantBubbles(page).last()).toContainText('word14');

  await server.kill();
  const lock = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')) as { pid: number };
  expect(() => process.kill(lock.pid, 0), 'the lock left behind belongs to a dead process').toThrow();
  server = await start();
  expect(server.output()).not.toMatch(/PANIC|corrupt|DataDirLocked/i);

  // The session cookie is a database row too: it survived, so no new sign-in.
  const [question, partial] = await storedMessages(page);
  expect(question).toMatchObject({
    role: 'user',
    status: 'complete',
    content: 'Tell me a long story before the crash',
  });
  expect(partial).toMatchObject({ role: 'assistant', status: 'incomplete' });
  expect(partial!.content).toMatch(/^word0 word1 word2 word3 word4 /);
  expect(reply.startsWith(partial!.content)).toBe(true);

  await page.goto(`${server.url}/ai-portal`);
  await sessionList(page)
    .getByRole('button', { name: /^Tell me a long story/ })
    .click();
  await expect(userBubbles(page)).toHaveText([/Tell me a long story before the crash/]);
  await expect(assistantBubbles(page).first().getByText('incomplete')).toBeVisible();
  await expect(assistantBubbles(page).first()).toContainText('word4');
});

test('kill -9 mid-writes: every acknowledged write, and the rate-limit counters, are there after the restart', async ({
  page,
}) => {
  await signIn(page, writerEmail);
  const chat = () =>
    page.request.post(`${server.url}/api/chat`, {
      data: { sessionId: randomUUID(), message: 'hi', provider: 'openai', model: 'gpt-4o-mini' },
    });

  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      try {
        const response = await page.request.post(`${server.url}/api/portal/sessions`, {
          data: { provider: 'openai', model: 'gpt-4o-mini', title: `write ${w}-${i}` },
        });
        if (response.status() === 201)
          acknowledged.push(((await response.json()) as { session: { id: string } }).session.id);
      } catch {
        // Refused or cut off by the kill: never acknowledged, so nothing is owed.
      }
    }
  };
  const writers = Array.from({ length: 6 }, (_, w) => writer(w));
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(80);
  // Spend this user's chat allowance just before the kill, so its one-minute window outlasts
  // the restart (messages are counted before the session is looked up, so unknown ids count).
  let limited = await chat();
  for (let i = 0; i < 31 && limited.status() !== 429; i++) limited = await chat();
  expect(limited.status()).toBe(429);
  await server.kill();
  stop = true;
  await Promise.all(writers);

  server = await start();
  expect(server.output()).not.toMatch(/PANIC|corrupt|DataDirLocked/i);
  // An in-memory counter would have been reset by the restart; this one lives in the database.
  const still = await chat();
  expect(still.status()).toBe(429);
  // The same window, counting down: not a new one.
  expect(Number(still.headers()['retry-after'])).toBeGreaterThan(0);
  expect(Number(still.headers()['retry-after'])).toBeLessThanOrEqual(Number(limited.headers()['retry-after']));
  expect((await still.json()).message).toMatch(/^Too many messages\. Try again in (\d+ seconds?|1 minute)\.$/);
  const after = (await (await page.request.get(`${server.url}/api/portal/sessions`)).json()) as {
    sessions: { id: string }[];
  };
  const present = new Set(after.sessions.map((s) => s.id));
  expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
  const fresh = await page.request.post(`${server.url}/api/portal/sessions`, {
    data: { provider: 'openai', model: 'gpt-4o-mini' },
  });
  expect(fresh.status()).toBe(201);
});
