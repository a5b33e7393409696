import { ROOT } from '../lib/builds';
import { seedAccounts, startNext, tempDataDir } from '../lib/app-server';
import type { BenchContext } from '../lib/context';
import { userClient } from '../lib/http';
import { keyPressToFrame, mainThreadBusy, openChat, openPortal } from '../lib/portal-browser';
import { freePort, runToEnd } from '../lib/processes';
import type { Row } from '../lib/report';
import { median, percentile } from '../lib/stats';

const USER = 'long-chats@bench.example';
const OPEN_RATIO = 1.3;
const OPEN_BUDGET_MS = 500;
const READ_BUDGET_MS = 50;
const ELEMENT_BUDGET = 5000;
const FRAME_BUDGET_MS = 16;
const SEARCH_BUDGET_MS = 50;
const REPLY_BYTES = 250 * 1024; // under the 256 KB a reply is kept to

type Seeded = { short: string; long: string; messages: number; words: string[] };
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A reply of markdown paragraphs, lists and code, about `bytes` long: what a long answer looks like. */
function markdownReply(bytes: number): string {
  const parts: string[] = [];
  for (let i = 0; parts.join('').length < bytes; i++)
    parts.push(
      `## Part ${i}\n\nThe answer goes on with **point ${i}**, a [link](https://example.com/${i}) and \`code ${i}\`.\n\n` +
        `- first item ${i}\n- second item ${i}\n\n\`\`\`ts\nconst value${i} = ${i};\n\nexport default value${i};\n\`\`\`\n\n`,
    );
  return parts.join('').slice(0, bytes);
}

/**
 * Figure 12 (issue #41): long chats cost what one screen costs. On a server of its own whose user
 * has a 100-message chat, a 5,000-message chat and 100,000 messages in all: the session read, the
 * click to the last message shown and the page's elements, each at 5,000 against 100 in the same
 * run; a key press in the message box; search; and the main thread's work while a 256 KB reply streams.
 */
export async function longChats(ctx: BenchContext): Promise<Row[]> {
  const dataDir = tempDataDir();
  const accounts = await seedAccounts(dataDir, [USER]);
  const out = await runToEnd(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'bench/support/seed-long-chats.ts', dataDir, USER],
    { cwd: ROOT },
  );
  const seeded = JSON.parse(out.slice(out.indexOf('{'))) as Seeded;
  ctx.log(`  seeded ${seeded.messages} messages`);
  const port = await freePort();
  const server = await startNext({
    cwd: ROOT,
    port,
    asNpmStart: true,
    // The browser opens the portal at localhost: a secure context for Chromium, so it keeps the
    // production `__Host-` session cookie over plain HTTP (at 127.0.0.1 it refused it).
    env: { DATA_DIR: dataDir, OPENAI_BASE_URL: `${ctx.provider.url}/v1`, SITE_URL: `http://localhost:${port}` },
  });
  try {
    const client = userClient(server.url, accounts.cookieName, accounts.tokens[USER]!);
    await client.json('POST', '/api/portal/keys', { provider: 'openai', apiKey: 'sk-bench-long-chats' });
    const read = async (id: string) => {
      const started = performance.now();
      const response = await client.send('GET', `/api/portal/sessions/${id}`);
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`session read answered ${response.status}`);
      return { ms: performance.now() - started, bytes };
    };
    // Alternated, after a warm-up, so drift hits both alike.
    const reads = { short: [] as number[], long: [] as number[], bytes: { short: 0, long: 0 } };
    for (let i = 0; i < 23; i++)
      for (const side of ['short', 'long'] as const) {
        const { ms: took, bytes } = await read(seeded[side]);
        if (i >= 3) reads[side].push(took);
        reads.bytes[side] = bytes;
      }
    const searches: number[] = [];
    for (const word of [...seeded.words, ...seeded.words]) {
      const started = performance.now();
      await client.json('GET', `/api/portal/sessions/search?q=${word}`);
      searches.push(performance.now() - started);
    }

    const { browser, page } = await openPortal(
      { ...server, url: `http://localhost:${port}` },
      {
        name: accounts.cookieName,
        value: accounts.tokens[USER]!,
      },
    );
    try {
      const opens = { short: [] as number[], long: [] as number[], elements: { short: 0, long: 0 } };
      const ends = { short: 'End of the short chat', long: 'End of the long chat' };
      for (let i = 0; i < 7; i++)
        for (const side of ['short', 'long'] as const) {
          const opened = await openChat(page, side === 'short' ? 'Short chat' : 'Long chat', ends[side]);
          if (i >= 2) opens[side].push(opened.ms);
          opens.elements[side] = Math.max(opens.elements[side], opened.elements);
        }
      const keys = 'the quick brown fox jumps over';
      await openChat(page, 'Short chat', ends.short);
      const shortKeys = await keyPressToFrame(page, keys);
      await openChat(page, 'Long chat', ends.long);
      const longKeys = await keyPressToFrame(page, keys);

      ctx.provider.setChunkDelay(0);
      ctx.provider.setReply(markdownReply(REPLY_BYTES));
      const streamed = await mainThreadBusy(page, async () => {
        await page.getByRole('textbox', { name: 'Message' }).fill('Bench: a long answer please');
        await page.keyboard.press('Enter');
        await page.getByRole('article', { name: 'Assistant' }).filter({ hasText: 'Part 0' }).last().waitFor();
        await page.locator('[data-pending]').waitFor({ state: 'detached', timeout: 300_000 });
      });
      ctx.provider.reset();
      return rows(seeded, reads, searches, opens, { short: shortKeys, long: longKeys }, streamed);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

function rows(
  seeded: Seeded,
  reads: { short: number[]; long: number[]; bytes: { short: number; long: number } },
  searches: number[],
  opens: { short: number[]; long: number[]; elements: { short: number; long: number } },
  keys: { short: number[]; long: number[] },
  streamed: { busyMs: number; wallMs: number },
): Row[] {
  const read = { short: median(reads.short), long: median(reads.long) };
  const open = { short: median(opens.short), long: median(opens.long) };
  const key = { short: median(keys.short), long: median(keys.long) };
  const search = { p50: percentile(searches, 50), p95: percentile(searches, 95) };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    {
      group: '12',
      figure: 'session read, 5,000-message chat (median)',
      value: `${ms(read.long)}, ${kb(reads.bytes.long)}`,
      peer: `100 messages ${ms(read.short)}, ${kb(reads.bytes.short)}`,
      ratio: `${(read.long / read.short).toFixed(2)}x`,
      budget: `< ${READ_BUDGET_MS} ms`,
      pass: read.long < READ_BUDGET_MS,
      data: { ...read, bytes: reads.bytes },
    },
    {
      group: '12',
      figure: 'chat open, click to its last message shown (median of 5), 5,000 messages',
      value: ms(open.long),
      peer: `100 messages ${ms(open.short)}`,
      ratio: `${(open.long / open.short).toFixed(2)}x`,
      budget: `<= ${OPEN_RATIO}x and < ${OPEN_BUDGET_MS} ms`,
      pass: open.long <= OPEN_RATIO * open.short && open.long < OPEN_BUDGET_MS,
      data: { open, samples: { short: opens.short, long: opens.long } },
    },
    {
      group: '12',
      figure: 'page elements with the 5,000-message chat open',
      value: String(opens.elements.long),
      peer: `100 messages ${opens.elements.short}`,
      ratio: `${(opens.elements.long / opens.elements.short).toFixed(2)}x`,
      budget: `< ${ELEMENT_BUDGET}`,
      pass: opens.elements.long < ELEMENT_BUDGET,
    },
    {
      group: '12',
      figure: 'key press in the message box to the next frame (p50), 5,000-message chat',
      value: ms(key.long),
      peer: `100 messages ${ms(key.short)}`,
      ratio: `${(key.long / key.short).toFixed(2)}x`,
      budget: `< ${FRAME_BUDGET_MS} ms`,
      pass: key.long < FRAME_BUDGET_MS,
      data: { samples: keys },
    },
    {
      group: '12',
      figure: `search over ${seeded.messages.toLocaleString('en')} messages of one user, p50 / p95`,
      value: `${ms(search.p50)} / ${ms(search.p95)}`,
      peer: `limit ${SEARCH_BUDGET_MS} ms`,
      ratio: `${(search.p50 / SEARCH_BUDGET_MS).toFixed(2)}x`,
      budget: `< ${SEARCH_BUDGET_MS} ms p50`,
      pass: search.p50 < SEARCH_BUDGET_MS,
      data: search,
    },
    {
      group: '12',
      figure: 'main thread busy while a 256 KB reply streams into the 5,000-message chat',
      value: ms(streamed.busyMs),
      peer: `stream took ${ms(streamed.wallMs)}`,
      ratio: `${(streamed.busyMs / streamed.wallMs).toFixed(2)}x`,
      budget: 'context',
      pass: null,
      data: streamed,
    },
  ];
}
