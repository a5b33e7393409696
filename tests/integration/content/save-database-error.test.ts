import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATCH as saveContent } from '@/app/api/content/[id]/route';
import { DATABASE_FAILED } from '@/lib/content/save';
import { jsonRequest, startHarness, type Harness } from '../ai/chat-harness';

// A real database failure, not a mock: a trigger makes Postgres refuse every update of
// page_content the way a full disk would (SQLSTATE 53100), while everything else keeps working.
let h: Harness;
let admin: { cookie: string };
const snapshot = async () =>
  (
    await h.db.query<{ id: string; content: unknown; updated_at: string }>(
      'select id, content, updated_at::text from page_content order by id',
    )
  ).rows;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.signIn('editor@example.com');
  await h.db.exec(`
    create function public.refuse_content_write() returns trigger language plpgsql as $$
    begin
      raise exception using errcode = '53100', message = 'could not extend file "base/5/16384": No space left on device';
    end $$;
    create trigger refuse_content_write before update on public.page_content
      for each row execute function public.refuse_content_write();`);
});
afterAll(() => h.fake.close());

describe('PATCH /api/content/:id when the database fails during the save', () => {
  it('answers 503 with a message that says nothing changed, and leaves every section as it was', async () => {
    const before = await snapshot();
    const hero = (
      await h.db.query<{ id: string; content: Record<string, unknown>; updated_at: string }>(
        `select id, content, updated_at from page_content where page_name = 'home' and section_name = 'hero'`,
      )
    ).rows[0]!;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await saveContent(
      jsonRequest(`/api/content/${hero.id}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        body: {
          content: { ...hero.content, headline: 'An edit the disk cannot take' },
          expectedUpdatedAt: hero.updated_at,
        },
      }),
      { params: Promise.resolve({ id: hero.id }) },
    );
    expect(response.status).toBe(503);
    // The user's message, without the database's own words (file paths, SQL) or a stack.
    expect(await response.json()).toEqual({ error: 'unavailable', message: DATABASE_FAILED });
    // The cause is logged for the operator.
    expect(String(errors.mock.calls.flat().map((c) => (c instanceof Error ? c.message : c)))).toContain(
      'No space left on device',
    );
    errors.mockRestore();
    expect(await snapshot()).toEqual(before);
  });
});
