import fs from 'node:fs';
import { seedAccounts, startNext, tempDataDir, type Server } from '../lib/app-server';
import { ROOT } from '../lib/builds';
import { appTurn, prepareChatUser } from '../lib/chat-client';
import type { BenchContext } from '../lib/context';
import { userClient } from '../lib/http';
import { freePort } from '../lib/processes';
import type { Row } from '../lib/report';
import { percentile } from '../lib/stats';

type Section = {
  id: string;
  pageName: string;
  sectionName: string;
  content: Record<string, unknown>;
  updatedAt: string;
};
type Side = {
  name: 'on' | 'off';
  server: Server;
  dataDir: string;
  save: () => Promise<number>;
  turn: () => Promise<number>;
};

const ADMIN = 'fsync-admin@bench.example';
const CHATTER = 'fsync-chat@bench.example';

/** A fresh app on its own data folder, EMBEDDED_FSYNC as given, with a signed-in admin and chat user. */
async function startSide(ctx: BenchContext, fsync: 'on' | 'off'): Promise<Side> {
  const dataDir = tempDataDir();
  const accounts = await seedAccounts(dataDir, [ADMIN, CHATTER]);
  const port = await freePort();
  const server = await startNext({
    cwd: ROOT,
    port,
    asNpmStart: true,
    env: {
      DATA_DIR: dataDir,
      EMBEDDED_FSYNC: fsync,
      OPENAI_BASE_URL: `${ctx.provider.url}/v1`,
      SITE_URL: `http://127.0.0.1:${port}`,
    },
  });
  const admin = userClient(server.url, accounts.cookieName, accounts.tokens[ADMIN]!);
  const sections = (await admin.json<{ sections: Section[] }>('GET', '/api/content')).sections;
  const hero = sections.find((section) => section.pageName === 'home' && section.sectionName === 'hero')!;
  let updatedAt = hero.updatedAt;
  let saves = 0;
  const chatter = await prepareChatUser(server.url, accounts.cookieName, CHATTER, accounts.tokens[CHATTER]!, {
    'x-forwarded-for': `10.9.0.${fsync === 'on' ? 1 : 2}`,
  });
  let turns = 0;
  return {
    name: fsync,
    server,
    dataDir,
    // What the dashboard's Save Changes sends, timed to its answer (the commit included).
    save: async () => {
      const start = performance.now();
      const saved = await admin.json<{ section: Section }>('PATCH', `/api/content/${hero.id}`, {
        content: { ...hero.content, headline: `fsync ${fsync} save ${saves++}` },
        expectedUpdatedAt: updatedAt,
      });
      updatedAt = saved.section.updatedAt;
      return performance.now() - start;
    },
    // A whole chat turn: the user message stored, the reply streamed and stored, `done` received.
    turn: async () => {
      const start = performance.now();
      const turn = await appTurn(chatter, `fsync ${fsync} turn ${turns++}`);
      if (!turn.done) throw new Error(`chat turn on fsync ${fsync} did not finish: ${turn.error}`);
      return performance.now() - start;
    },
  };
}

/**
 * Figure 9: what fsync on costs. Two fresh servers, one with EMBEDDED_FSYNC=off, measured
 * alternately (on, off, on, ...) so drift hits both: content saves and chat turns, p50 each.
 */
export async function fsyncCost(ctx: BenchContext): Promise<Row[]> {
  const sides = [await startSide(ctx, 'on'), await startSide(ctx, 'off')];
  // Quick runs (3 content saves in figure 7) measure fewer; turns stay under 30 a minute per user.
  const quick = ctx.settings.contentSaves < 10;
  const [saves, turns, warmup] = quick ? [10, 6, 2] : [40, 20, 3];
  const times = {
    on: { save: [] as number[], turn: [] as number[] },
    off: { save: [] as number[], turn: [] as number[] },
  };
  try {
    for (const side of sides) {
      for (let i = 0; i < warmup; i++) {
        await side.save();
        await side.turn();
      }
    }
    for (let i = 0; i < Math.max(saves, turns); i++) {
      for (const side of i % 2 ? [...sides].reverse() : sides) {
        if (i < saves) times[side.name].save.push(await side.save());
        // 30 chat messages a minute per user: turns stay under it on each side.
        if (i < turns) times[side.name].turn.push(await side.turn());
      }
    }
  } finally {
    await Promise.all(sides.map((side) => side.server.stop()));
    for (const side of sides) fs.rmSync(side.dataDir, { recursive: true, force: true });
  }
  const row = (what: 'save' | 'turn', figure: string): Row => {
    const on = percentile(times.on[what], 50);
    const off = percentile(times.off[what], 50);
    return {
      group: '9',
      figure,
      value: `${on.toFixed(1)} ms (p95 ${percentile(times.on[what], 95).toFixed(1)})`,
      peer: `fsync off ${off.toFixed(1)} ms (p95 ${percentile(times.off[what], 95).toFixed(1)}); +${(on - off).toFixed(1)} ms`,
      ratio: `${(on / off).toFixed(2)}x`,
      budget: 'context',
      pass: null,
      data: times,
    };
  };
  ctx.log(
    `  save p50 on/off ${percentile(times.on.save, 50).toFixed(1)} / ${percentile(times.off.save, 50).toFixed(1)} ms`,
  );
  return [
    row('save', `content save (PATCH) with fsync on, p50 (${times.on.save.length} saves)`),
    row('turn', `chat turn to done with fsync on, p50 (${times.on.turn.length} turns)`),
  ];
}
