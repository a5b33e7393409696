import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATCH as saveSection } from '@/app/api/content/[id]/route';
import { jsonRequest, startHarness, type Harness } from '../ai/chat-harness';
import { SWEEP_VALUES, checkAnswer, oddString, wrongValue } from './fuzz-inputs';

// Outside Next there is no page cache to revalidate; the save itself is what is under test.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

type Path = (string | number)[];
let h: Harness;
let admin: { cookie: string; id: string };

beforeAll(async () => {
  h = await startHarness();
  admin = await h.signIn('admin@example.com');
  await h.db.query('update public.profiles set is_admin = true where user_id = $1', [admin.id]);
});
afterAll(() => h.fake.close());

describe('saving page content', () => {
  it.each(['home/hero', 'site/links', 'donate/payment'])(
    '%s: stores odd Unicode in any text field exactly as sent, or refuses it with a 4xx; never a 5xx',
    async (name) => {
      const [page, section] = name.split('/');
      const row = (
        await h.db.query<{ id: string; content: unknown }>(
          'select id, content from page_content where page_name = $1 and section_name = $2',
          [page, section],
        )
      ).rows[0]!;
      const leaves = stringLeaves(row.content);
      expect(leaves.length).toBeGreaterThan(3);
      // Every field with the values most likely to break storage, then random ones.
      const sweep = leaves.flatMap((leaf) => SWEEP_VALUES.slice(0, 5).map((value): [Path, unknown] => [leaf, value]));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...leaves), fc.oneof(oddString, wrongValue), async (leaf, value) => {
          const content = structuredClone(row.content) as Record<string, unknown>;
          setAt(content, leaf, value);
          const at = (
            await h.db.query<{ at: string }>(
              `select to_json(updated_at)#>>'{}' as at from page_content where id = $1`,
              [row.id],
            )
          ).rows[0]!.at;
          const body = { content, expectedUpdatedAt: at };
          const request = jsonRequest(`/api/content/${row.id}`, { method: 'PATCH', cookie: admin.cookie, body });
          const response = await saveSection(request, { params: Promise.resolve({ id: row.id }) });
          if (response.status === 200) expect((await response.clone().json()).section.content).toEqual(content);
          await checkAnswer(response, { mustFail: false });
        }),
        { numRuns: 30, examples: sweep },
      );
    },
  );
});

function stringLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) =>
      stringLeaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  return [];
}

function setAt(target: Record<string, unknown>, path: Path, value: unknown) {
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string, unknown>, target);
  parent[path.at(-1)!] = value;
}
