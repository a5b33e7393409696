// `npm run bench [-- --quick] [-- --only=1,3] [-- --build]`: see bench/README.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeProvider } from '@/tests/support/fake-provider';
import { chatLatency } from './figures/chat';
import { concurrency } from './figures/concurrency';
import { contentSave } from './figures/content-save';
import { restartTime, serverRss } from './figures/embedded';
import { fsyncCost } from './figures/fsync';
import { lighthouseScores } from './figures/lighthouse';
import { longChats } from './figures/long-chats';
import { longReply } from './figures/long-reply';
import { mixedLoad } from './figures/load';
import { memorySearch } from './figures/memory-search';
import { throughput } from './figures/throughput';
import { uploadBombs } from './figures/upload-bombs';
import { seedAccounts, startApp, startNext, tempDataDir } from './lib/app-server';
import { ensureAppBuild, ensureReferenceBuild, ROOT } from './lib/builds';
import { prepareChatUser } from './lib/chat-client';
import type { BenchContext } from './lib/context';
import { rssMb } from './lib/processes';
import { textTable, writeResults, type Row } from './lib/report';
import { settingsFor } from './lib/settings';

function machine(): string {
  const cpus = os.cpus();
  const chromium = spawnSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' });
  return [
    `${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    `${Math.round(os.totalmem() / 1024 ** 3)} GB RAM`,
    `${os.type()} ${os.release()}`,
    `Node ${process.version}`,
    chromium.stdout?.trim() || 'Chromium (version unknown)',
  ].join(', ');
}

async function main() {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const only = args
    .find((arg) => arg.startsWith('--only='))
    ?.slice(7)
    .split(',');
  const wanted = (n: number) => !only || only.includes(String(n));
  const settings = settingsFor(quick);
  const began = performance.now();
  const date = new Date().toISOString();
  const description = machine();
  // The machine is shared: the 1-minute load average before and after says how quiet it was.
  const loadAtStart = os.loadavg()[0]!;
  const log = (line: string) => console.log(line);
  const rows: Row[] = [];
  const failures: string[] = [];

  await ensureAppBuild(args.includes('--build'), log);
  const referenceDir = await ensureReferenceBuild(log);
  const provider = await startFakeProvider(settings.provider);
  const dataDir = tempDataDir();
  const users = {
    admin: 'admin@bench.example',
    chat: Array.from({ length: settings.chat.users }, (_, i) => `chat-${i}@bench.example`),
    concurrent: Array.from({ length: settings.concurrentStreams }, (_, i) => `stream-${i}@bench.example`),
    loadEditors: Array.from({ length: settings.mixedLoad.editors }, (_, i) => `editor-${i}@bench.example`),
    loadChatters: Array.from({ length: settings.mixedLoad.chatters }, (_, i) => `load-chat-${i}@bench.example`),
  };
  log(`data: ${dataDir} (accounts ...)`);
  const accounts = await seedAccounts(dataDir, [
    users.admin,
    ...users.chat,
    ...users.concurrent,
    ...users.loadEditors,
    ...users.loadChatters,
  ]);
  const app = await startApp(dataDir, provider.url);
  const reference = await startNext({ cwd: referenceDir });
  log(`app ${app.url} (pid ${app.pid()}), trivial Next ${reference.url}, fake provider ${provider.url}`);
  const ctx: BenchContext = {
    settings,
    app,
    reference,
    provider,
    dataDir,
    accounts,
    users,
    log,
    fail: (m) => failures.push(m),
  };

  const figure = async (n: number, name: string, run: () => Promise<Row[]>) => {
    if (!wanted(n)) return;
    log(`${n}. ${name}`);
    try {
      rows.push(...(await run()));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${n} ${name}: ${message.slice(0, 500)}`);
      log(`  failed: ${message.slice(0, 2000)}`);
    }
  };
  // Each chat user writes from an address of their own, as people do: the chat route also limits
  // messages per address (60 a minute), which figure 3's 5 users would share on 127.0.0.1. The app
  // believes X-Forwarded-For from 127.0.0.1 only because startApp sets TRUSTED_PROXIES.
  const chatUsers = (emails: string[], network: number) =>
    Promise.all(
      emails.map((email, i) =>
        prepareChatUser(app.url, accounts.cookieName, email, accounts.tokens[email]!, {
          'x-forwarded-for': `10.${network}.0.${i + 1}`,
        }),
      ),
    );

  // Figure 5 compares with figure 3's one-stream-at-a-time TTFT (when both run).
  let singleTtftP50 = Number.NaN;
  try {
    await figure(1, 'throughput and latency of the public pages', () => throughput(ctx));
    await figure(2, 'Lighthouse (mobile, simulated and DevTools throttling)', () => lighthouseScores(ctx));
    const referenceRss = rssMb(reference.pid() ?? -1);
    await reference.stop();
    await figure(3, 'chat time to first token and chunk relay', async () => {
      const result = await chatLatency(ctx, await chatUsers(users.chat, 3));
      singleTtftP50 = result.appTtftP50;
      return result.rows;
    });
    await figure(5, 'concurrent chat streams', async () =>
      concurrency(ctx, await chatUsers(users.concurrent, 5), singleTtftP50),
    );
    await figure(7, 'content save to public page', () => contentSave(ctx));
    // Last with the app up (with 10), so figure 6's RSS is the one after the heaviest runs.
    await figure(8, 'mixed load: pages, saves and chats at once', () => mixedLoad(ctx));
    await figure(10, 'a provider streaming a 20 MB reply', async () => {
      const [user] = await chatUsers([users.admin], 10);
      return longReply(ctx, user!);
    });
    // Before figure 6's reading, so the RSS it reports includes whatever the bombs left behind.
    await figure(11, 'the server under upload bombs (import and PDF)', () => uploadBombs(ctx));
    // A server of its own (seeded with 100,000 messages before it starts); the app's stays up.
    await figure(12, 'long chats: a 5,000-message chat against a 100-message one', () => longChats(ctx));
    const appRss = rssMb(app.pid() ?? -1);
    await app.stop();
    await figure(6, 'embedded mode: memory and restart', async () => [
      ...(appRss !== null && referenceRss !== null ? [serverRss(appRss, referenceRss)] : []),
      await restartTime(ctx, referenceDir),
    ]);
    await figure(9, 'fsync on vs off: content save and chat turn', () => fsyncCost(ctx));
    await figure(4, 'memory search (PGlite, pgvector HNSW)', () => memorySearch(ctx));
  } finally {
    await Promise.all([app.stop(), reference.stop(), provider.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  rows.sort((a, b) => Number(a.group) - Number(b.group));
  const results = {
    date,
    mode: quick ? ('quick' as const) : ('full' as const),
    machine: `${description}, load average ${loadAtStart.toFixed(1)} at start and ${os.loadavg()[0]!.toFixed(1)} at the end`,
    durationSeconds: Math.round((performance.now() - began) / 1000),
    rows,
    failures,
  };
  const file = writeResults(path.join(ROOT, 'bench/results'), results);
  log(`\n${results.machine}\n\n${textTable(rows)}\n`);
  for (const failure of failures) log(`could not measure: ${failure}`);
  log(`written to ${path.relative(ROOT, file)} (and latest.json / latest.md)`);
  // Non-zero when a budget is missed or a figure could not be measured, so CI can gate on it.
  process.exitCode = failures.length || rows.some((row) => row.pass === false) ? 1 : 0;
}

void main();
