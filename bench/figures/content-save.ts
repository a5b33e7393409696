import type { BenchContext } from '../lib/context';
import { userClient } from '../lib/http';
import type { Row } from '../lib/report';
import { percentile, round } from '../lib/stats';

type Section = {
  id: string;
  pageName: string;
  sectionName: string;
  content: Record<string, unknown>;
  updatedAt: string;
};

/**
 * Figure 7: what the Save Changes button sends (PATCH /api/content/:id), then `/` fetched until it
 * shows the new headline: the time an edit takes to reach visitors through revalidation.
 */
export async function contentSave(ctx: BenchContext): Promise<Row[]> {
  const admin = userClient(ctx.app.url, ctx.accounts.cookieName, ctx.accounts.tokens[ctx.users.admin]!);
  const sections = (await admin.json<{ sections: Section[] }>('GET', '/api/content')).sections;
  const hero = sections.find((section) => section.pageName === 'home' && section.sectionName === 'hero');
  if (!hero) throw new Error('no home/hero section');
  const saves: number[] = [];
  const visible: number[] = [];
  const fetches: number[] = [];
  let updatedAt = hero.updatedAt;
  try {
    for (let i = 0; i < ctx.settings.contentSaves; i++) {
      const headline = `Bench headline ${i} ${Date.now()}`;
      const start = performance.now();
      const saved = await admin.json<{ section: Section }>('PATCH', `/api/content/${hero.id}`, {
        content: { ...hero.content, headline },
        expectedUpdatedAt: updatedAt,
      });
      saves.push(performance.now() - start);
      updatedAt = saved.section.updatedAt;
      for (let attempt = 1; ; attempt++) {
        const html = await (await fetch(`${ctx.app.url}/`)).text();
        if (html.includes(headline)) {
          visible.push(performance.now() - start);
          fetches.push(attempt);
          break;
        }
        if (performance.now() - start > 30_000) throw new Error(`"${headline}" never showed on /`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  } finally {
    await admin.json('PATCH', `/api/content/${hero.id}`, { content: hero.content, expectedUpdatedAt: updatedAt });
  }
  const p50 = percentile(visible, 50);
  ctx.log(`  save to visible p50 ${p50.toFixed(0)} ms (${fetches.join(',')} fetches)`);
  return [
    {
      group: '7',
      figure: `content save to visible on / p50 (${visible.length} saves)`,
      value: `${p50.toFixed(0)} ms`,
      peer: `the save request alone ${percentile(saves, 50).toFixed(0)} ms`,
      ratio: `${round(p50 / percentile(saves, 50), 1)}x`,
      budget: 'context',
      pass: null,
      data: { saves, visible, fetchesUntilVisible: fetches },
    },
  ];
}
