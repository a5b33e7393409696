import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as contentById from '@/app/api/content/[id]/route';
import * as pageDraft from '@/app/api/content/drafts/[page]/route';
import * as publish from '@/app/api/content/drafts/[page]/publish/route';
import { withCaller } from '@/lib/data/embedded/repos/with-caller';
import type { ContentRow, SectionDraft } from '@/lib/data/port';
import { jsonRequest, startHarness, type Harness } from '../ai/chat-harness';

// Outside Next there is no page cache to revalidate; the stored sections are what is under test.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

type Account = { cookie: string; id: string };
let h: Harness;
let alice: Account;
let carol: Account;
let bob: Account;

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  carol = await h.signIn('carol@example.com');
  bob = await h.signIn('bob@example.com');
  // Two admins and one account that is not (any more) an admin.
  await h.db.query('update public.profiles set is_admin = (user_id <> $1)', [bob.id]);
});
afterAll(() => h.fake.close());

const home = { params: Promise.resolve({ page: 'home' }) };
const asJson = async <T>(response: Response) => (await response.json()) as T;

async function section(name: string): Promise<ContentRow> {
  const rows = await h.db.query<{ id: string }>(
    `select id from page_content where page_name = 'home' and section_name = $1`,
    [name],
  );
  const answer = await contentById.GET(
    jsonRequest(`/api/content/${rows.rows[0]!.id}`, { method: 'GET', cookie: alice.cookie }),
    {
      params: Promise.resolve({ id: rows.rows[0]!.id }),
    },
  );
  return (await asJson<{ section: ContentRow }>(answer)).section;
}

const readDraft = async (who: Account) =>
  asJson<{ sections: ContentRow[]; drafts: SectionDraft[] }>(
    await pageDraft.GET(jsonRequest('/api/content/drafts/home', { method: 'GET', cookie: who.cookie }), home),
  );

const putDraft = (who: Account, row: ContentRow, content: unknown) =>
  pageDraft.PUT(
    jsonRequest('/api/content/drafts/home', {
      method: 'PUT',
      cookie: who.cookie,
      body: { id: row.id, content, baseUpdatedAt: row.updatedAt },
    }),
    home,
  );

const publishDraft = (who: Account, body: unknown = {}) =>
  publish.POST(jsonRequest('/api/content/drafts/home/publish', { cookie: who.cookie, body }), home);

const discard = (who: Account) =>
  pageDraft.DELETE(jsonRequest('/api/content/drafts/home', { method: 'DELETE', cookie: who.cookie }), home);

const versionCount = async (id: string) =>
  (await h.db.query<{ n: number }>('select count(*)::int as n from page_content_versions where content_id = $1', [id]))
    .rows[0]!.n;

describe('page drafts are per admin (RLS)', () => {
  it('keeps a draft for its author only: another admin, a non-admin and a visitor neither see nor change it', async () => {
    const hero = await section('hero');
    expect((await putDraft(alice, hero, { ...(hero.content as object), headline: 'Alice draft' })).status).toBe(200);

    expect((await readDraft(alice)).drafts.map((d) => (d.content as { headline: string }).headline)).toEqual([
      'Alice draft',
    ]);
    expect((await readDraft(carol)).drafts).toEqual([]);
    expect(
      (await pageDraft.GET(jsonRequest('/api/content/drafts/home', { method: 'GET', cookie: bob.cookie }), home))
        .status,
    ).toBe(403);

    // Underneath the app's checks, the database itself: as each role, straight SQL.
    const asUser = (who: Account, email: string, sql: string) =>
      withCaller(h.db, { role: 'authenticated', userId: who.id, email }, (tx) => tx.query(sql));
    expect((await asUser(carol, 'carol@example.com', 'select * from page_drafts')).rows).toEqual([]);
    expect(
      (await asUser(carol, 'carol@example.com', `update page_drafts set content = '{}'::jsonb`)).affectedRows,
    ).toBe(0);
    expect((await asUser(bob, 'bob@example.com', 'select * from page_drafts')).rows).toEqual([]);
    await expect(
      asUser(
        bob,
        'bob@example.com',
        `insert into page_drafts (content_id, content, base_updated_at) values ('${hero.id}', '{}', now())`,
      ),
    ).rejects.toThrow(/not allowed/);
    await expect(
      asUser(
        carol,
        'carol@example.com',
        `insert into page_drafts (user_id, content_id, content, base_updated_at) values ('${alice.id}', '${hero.id}', '{}', now())`,
      ),
    ).rejects.toThrow(/not allowed/);
    await expect(withCaller(h.db, { role: 'anon' }, (tx) => tx.query('select * from page_drafts'))).rejects.toThrow(
      /not allowed/,
    );

    expect((await discard(alice)).status).toBe(204);
    expect((await readDraft(alice)).drafts).toEqual([]);
    expect((await section('hero')).content).toEqual(hero.content);
  });
});

describe('one Publish for a page', () => {
  it('publishes every drafted section together, each into its own history, and clears the draft', async () => {
    const [hero, doctrine] = [await section('hero'), await section('doctrine')];
    const [heroVersions, doctrineVersions] = [await versionCount(hero.id), await versionCount(doctrine.id)];
    await putDraft(alice, hero, { ...(hero.content as object), headline: 'Published headline' });
    await putDraft(alice, doctrine, { ...(doctrine.content as object), quote: 'Published quote' });
    // Carol's own draft of the same page is hers: Alice's Publish leaves it alone.
    await putDraft(carol, doctrine, { ...(doctrine.content as object), quote: 'Carol quote' });

    const answer = await publishDraft(alice);
    expect(answer.status).toBe(200);
    expect((await asJson<{ sections: ContentRow[] }>(answer)).sections.map((s) => s.sectionName).sort()).toEqual([
      'doctrine',
      'hero',
    ]);
    expect((await section('hero')).content).toMatchObject({ headline: 'Published headline' });
    expect((await section('doctrine')).content).toMatchObject({ quote: 'Published quote' });
    expect(await versionCount(hero.id)).toBe(heroVersions + 1);
    expect(await versionCount(doctrine.id)).toBe(doctrineVersions + 1);
    expect((await readDraft(alice)).drafts).toEqual([]);
    expect((await readDraft(carol)).drafts).toHaveLength(1);
    await discard(carol);
  });

  it('refuses a section another admin saved since the draft began, names it, publishes nothing and keeps the draft', async () => {
    const [hero, doctrine] = [await section('hero'), await section('doctrine')];
    await putDraft(alice, hero, { ...(hero.content as object), headline: 'Alice headline' });
    await putDraft(alice, doctrine, { ...(doctrine.content as object), quote: 'Alice quote' });
    // Carol saves the hero through the dashboard's ordinary Save in between.
    const saved = await contentById.PATCH(
      jsonRequest(`/api/content/${hero.id}`, {
        method: 'PATCH',
        cookie: carol.cookie,
        body: {
          content: { ...(hero.content as object), headline: 'Carol headline' },
          expectedUpdatedAt: hero.updatedAt,
        },
      }),
      { params: Promise.resolve({ id: hero.id }) },
    );
    expect(saved.status).toBe(200);

    const refused = await publishDraft(alice);
    expect(refused.status).toBe(409);
    const { message } = await asJson<{ message: string }>(refused);
    expect(message).toMatch(/“Top of the page”/);
    expect(message).toMatch(/draft is kept/);
    expect(message).not.toMatch(/hero|doctrine|updatedAt/);
    expect((await section('hero')).content).toMatchObject({ headline: 'Carol headline' });
    expect((await section('doctrine')).content).toEqual(doctrine.content);
    expect((await readDraft(alice)).drafts).toHaveLength(2);

    // The owner's answer: publish over it. Carol's version stays in the hero's history.
    const over = await publishDraft(alice, { overwrite: true });
    expect(over.status).toBe(200);
    expect((await section('hero')).content).toMatchObject({ headline: 'Alice headline' });
    const history = await h.db.query<{ headline: string }>(
      `select content->>'headline' as headline from page_content_versions where content_id = $1`,
      [hero.id],
    );
    expect(history.rows.map((r) => r.headline)).toContain('Carol headline');
  });

  it('refuses a draft that does not fit its section, naming the section, and keeps it', async () => {
    const hero = await section('hero');
    await putDraft(alice, hero, { ...(hero.content as object), mottos: ['only one'] });
    const refused = await publishDraft(alice);
    expect(refused.status).toBe(400);
    expect((await asJson<{ message: string }>(refused)).message).toMatch(/^Nothing was published.*Top of the page/);
    expect((await readDraft(alice)).drafts).toHaveLength(1);
    await discard(alice);
  });
});
