import { appTurn, prepareChatUser, type AppTurn, type ChatUser } from '../lib/chat-client';
import type { BenchContext } from '../lib/context';
import { userClient, type UserClient } from '../lib/http';
import { rssMb } from '../lib/processes';
import type { Row } from '../lib/report';
import { percentile } from '../lib/stats';
import { checkChats, checkSaves, editableSections, type Save, type Section } from './load-checks';

const PAGES = ['/', '/about', '/portfolio', '/donate'];
/** Chat allows 30 messages a user a minute: one turn every 2.5 s stays under it. */
const CHAT_SPACING_MS = 2500;
const EDIT_PAUSE_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * A different client address for each simulated user, so per-address limits see separate people
 * (believed because startApp names 127.0.0.1 in TRUSTED_PROXIES).
 */
const addressOf = (i: number) => ({ 'x-forwarded-for': `10.8.${Math.floor(i / 250)}.${(i % 250) + 1}` });

type Tally = { pageMs: number[]; statuses: Map<number, number>; conflicts: number; errors: string[] };
const count = (tally: Tally, status: number) => tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
const statusOf = (error: unknown) => Number(/answered (\d{3})/.exec(String(error))?.[1] ?? 0);

async function viewer(url: string, i: number, until: number, tally: Tally) {
  for (let n = i; performance.now() < until; n++) {
    const start = performance.now();
    try {
      const response = await fetch(`${url}${PAGES[n % PAGES.length]}`, {
        headers: { 'accept-encoding': 'gzip, deflate, br', ...addressOf(i) },
      });
      const html = await response.text();
      tally.pageMs.push(performance.now() - start);
      count(tally, response.status);
      if (response.status === 200 && !html.includes('</html>')) tally.errors.push('a page came back cut short');
    } catch (error) {
      count(tally, 0);
      tally.errors.push(`page: ${String(error)}`);
    }
    // Readers pause between pages; a little jitter keeps them from marching in step.
    await sleep(100 + ((n * 37) % 200));
  }
}

async function editor(client: UserClient, who: number, section: Section, until: number, tally: Tally, saves: Save[]) {
  let { updatedAt } = section;
  for (let n = 0; performance.now() < until; n++) {
    const marker = `Load edit ${who}-${n}`;
    const response = await client
      .send('PATCH', `/api/content/${section.id}`, {
        content: { ...section.content, [section.field]: marker },
        expectedUpdatedAt: updatedAt,
      })
      .catch(() => null);
    count(tally, response?.status ?? 0);
    if (!response) {
      await sleep(EDIT_PAUSE_MS);
      continue;
    }
    const body = (await response.json().catch(() => null)) as { section?: { updatedAt: string } } | null;
    if (response.status === 200 && body?.section) {
      saves.push({ sectionId: section.id, marker, base: updatedAt, updatedAt: body.section.updatedAt });
      updatedAt = body.section.updatedAt;
    } else if (response.status === 409) {
      // Someone else saved this section first: what the dashboard does is reload it and edit again.
      tally.conflicts++;
      const fresh = (await editableSections(client)).find((s) => s.id === section.id);
      if (fresh) updatedAt = fresh.updatedAt;
    }
    await sleep(EDIT_PAUSE_MS);
  }
}

async function chatter(
  user: ChatUser,
  who: number,
  until: number,
  tally: Tally,
  turns: { message: string; turn: AppTurn }[],
) {
  for (let n = 0; performance.now() < until; n++) {
    const start = performance.now();
    const message = `Load chat ${who}-${n}`;
    try {
      const turn = await appTurn(user, message);
      count(tally, 200);
      turns.push({ message, turn });
      if (turn.error) tally.errors.push(`chat ${message}: ${turn.error}`);
    } catch (error) {
      count(tally, statusOf(error));
    }
    await sleep(Math.max(0, CHAT_SPACING_MS - (performance.now() - start)));
  }
}

/**
 * Figure 8: `users` simultaneous users for `seconds` against next start and the fake provider:
 * readers of the public pages, admins saving sections (two per section, so conflicts happen)
 * and portal users streaming chats. Afterwards every acknowledged save and chat turn is looked
 * up through the API; RSS is sampled at the start, middle and end.
 */
export async function mixedLoad(ctx: BenchContext): Promise<Row[]> {
  const { seconds, viewers, editors, chatters } = ctx.settings.mixedLoad;
  const { cookieName, tokens } = ctx.accounts;
  const editorClients = ctx.users.loadEditors.map((email, i) =>
    userClient(ctx.app.url, cookieName, tokens[email]!, addressOf(viewers + i)),
  );
  const chatUsers = await Promise.all(
    ctx.users.loadChatters.map((email, i) =>
      prepareChatUser(ctx.app.url, cookieName, email, tokens[email]!, addressOf(viewers + editors + i)),
    ),
  );
  const original = await editableSections(editorClients[0]!);
  const targets = original.slice(0, Math.max(1, Math.ceil(editors / 2)));
  const pid = ctx.app.pid() ?? -1;
  const rss = { start: rssMb(pid), middle: null as number | null, end: null as number | null };
  const tally: Tally = { pageMs: [], statuses: new Map(), conflicts: 0, errors: [] };
  const saves: Save[] = [];
  const turns: { message: string; turn: AppTurn }[] = [];
  const until = performance.now() + seconds * 1000;
  const middle = setTimeout(() => (rss.middle = rssMb(pid)), (seconds * 1000) / 2);
  await Promise.all([
    ...Array.from({ length: viewers }, (_, i) => viewer(ctx.app.url, i, until, tally)),
    ...editorClients.map((client, i) => editor(client, i, targets[i % targets.length]!, until, tally, saves)),
    ...chatUsers.map((user, i) => chatter(user, i, until, tally, turns)),
  ]);
  clearTimeout(middle);
  rss.end = rssMb(pid);

  const lostSaves = await checkSaves(editorClients[0]!, saves);
  const chat = await checkChats(chatUsers, turns);
  await restore(editorClients[0]!, ctx.app.url, original, targets);
  const fiveXx = [...tally.statuses]
    .filter(([status]) => status >= 500 || status === 0)
    .reduce((sum, [, n]) => sum + n, 0);
  const statuses = Object.fromEntries(tally.statuses);
  for (const error of tally.errors.slice(0, 5)) ctx.fail(`8: ${error}`);
  ctx.log(
    `  statuses ${JSON.stringify(statuses)}, ${saves.length} saves, ${tally.conflicts} conflicts, ${chat.done} chats`,
  );
  const mb = (value: number | null) => (value === null ? '?' : value.toFixed(0));
  const stable = rss.middle !== null && rss.end !== null && rss.end < 600 && rss.end <= rss.middle * 1.2;
  const label = `${viewers + editors + chatters} users, ${seconds} s`;
  return [
    {
      group: '8',
      figure: `mixed load (${label}): page views / saves (409) / chat turns`,
      value: `${tally.pageMs.length} / ${saves.length} (${tally.conflicts}) / ${chat.done}`,
      peer: `page p50 / p95 ${percentile(tally.pageMs, 50).toFixed(0)} / ${percentile(tally.pageMs, 95).toFixed(0)} ms`,
      ratio: '',
      budget: 'context',
      pass: null,
      data: { statuses, conflicts: tally.conflicts },
    },
    {
      group: '8',
      figure: 'mixed load: 5xx or failed requests / lost saves / lost chat turns',
      value: `${fiveXx} / ${lostSaves} / ${chat.lost}`,
      peer: `${chat.failed} chat turns ended in an error event`,
      ratio: '',
      budget: '0 each',
      pass: fiveXx === 0 && lostSaves === 0 && chat.lost === 0 && chat.failed === 0,
    },
    {
      group: '8',
      figure: 'mixed load: server RSS start / middle / end',
      value: `${mb(rss.start)} / ${mb(rss.middle)} / ${mb(rss.end)} MB`,
      peer: 'limit 600 MB',
      ratio: '',
      budget: 'end < 600 MB, <= 1.2x middle',
      pass: stable,
    },
  ];
}

/**
 * Puts the edited sections back, so later figures see the seeded content, then fetches each page
 * until it shows them: a revalidated page is only regenerated on its next request, and until
 * then the copy in .next (which `next start` keeps across runs) would still show a load edit.
 */
async function restore(client: UserClient, url: string, original: Section[], targets: Section[]) {
  const now = await editableSections(client);
  for (const target of targets) {
    const current = now.find((s) => s.id === target.id)!;
    const before = original.find((s) => s.id === target.id)!;
    await client.json('PATCH', `/api/content/${target.id}`, {
      content: before.content,
      expectedUpdatedAt: current.updatedAt,
    });
  }
  for (const page of PAGES) {
    const start = performance.now();
    while ((await (await fetch(`${url}${page}`)).text()).includes('Load edit ')) {
      if (performance.now() - start > 30_000) throw new Error(`${page} still shows a load edit after restoring`);
      await sleep(50);
    }
  }
}
