import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as draft } from '@/app/api/inquiries/[id]/draft/route';
import { PUT as putInstructions } from '@/app/api/inquiries/reply-instructions/route';
import * as budgetRoute from '@/app/api/portal/usage/budget/route';
import { createEmbeddedData } from '@/lib/data/embedded';
import { draftInquiryReply } from '@/lib/inquiries/reply-draft';
import { jsonRequest, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';

// Issue #39, point 5: "Draft a reply" writes with the admin's own key, from the inquiry and the
// site's saved content, and counts its cost against the admin's budget. Sends nothing.
let h: Harness;
let owner: { cookie: string; id: string };
let keyless: { cookie: string; id: string };
let inquiryId: string;

const SAVED_LINE = 'Hedges trimmed square enough to pass a Marine inspection.';
const ask = (cookie: string, id = inquiryId) =>
  draft(jsonRequest(`/api/inquiries/${id}/draft`, { cookie }), { params: Promise.resolve({ id }) });
const spentUsd = async (cookie: string) => {
  const response = await budgetRoute.GET(jsonRequest('/api/portal/usage/budget', { method: 'GET', cookie }));
  return ((await response.json()) as { status: { spentUsd: number } | null }).status?.spentUsd;
};
const providerCalls = () => h.fake.requests.filter((r) => r.path === '/v1/chat/completions');

/** Saves SAVED_LINE as the lawn-care card's text, through the content repo as the owner. */
async function saveLawnCareText() {
  const repos = createEmbeddedData(h.db).forCaller({ role: 'authenticated', userId: owner.id, email: 'x' });
  const row = (await repos.content.get({ pageName: 'home', sectionName: 'call_to_action' }))!;
  const content = { ...(row.content as Record<string, unknown>), field_description: SAVED_LINE };
  await repos.content.update({ id: row.id, content, expectedUpdatedAt: row.updatedAt });
}

beforeAll(async () => {
  h = await startHarness();
  h.fake.setChunkDelay(0);
  owner = await h.signIn('owner@example.com');
  keyless = await h.signIn('second@example.com');
  await saveOpenAiKey(owner.cookie);
  await saveLawnCareText();
  inquiryId = (
    await h.db.query<{ inquiry_id: string }>(
      `select inquiry_id from public.inquiry_submit($1, 'lawn-care', 'Pat Visitor', 'pat@example.com', null,
        '742 Evergreen Terrace', 'mowing', 'Could you mow a corner lot every other Friday?', 'new', null, false)`,
      [randomUUID()],
    )
  ).rows[0]!.inquiry_id;
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

describe('drafting a reply to an inquiry', () => {
  it("writes with the admin's key from the inquiry, the site's saved text and the owner's instructions", async () => {
    await putInstructions(
      jsonRequest('/api/inquiries/reply-instructions', {
        method: 'PUT',
        cookie: owner.cookie,
        body: { instructions: 'Sign every reply as Sam from Mission Ready.' },
      }),
    );
    h.fake.setReply('Hi Pat, happy to mow your corner lot every other Friday. Sam');
    const response = await ask(owner.cookie);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { text: string; costUsd: number | null };
    expect(answer.text).toBe('Hi Pat, happy to mow your corner lot every other Friday. Sam');
    const [sent] = providerCalls();
    expect(sent!.headers.authorization).toBe('Bearer sk-test-alice-key-0001');
    const body = JSON.stringify(sent!.body);
    expect(body).toContain('Could you mow a corner lot every other Friday?');
    expect(body).toContain('Pat Visitor');
    expect(body).toContain(SAVED_LINE);
    expect(body).toContain('Sign every reply as Sam from Mission Ready.');
    // Nothing is sent or filed: the inquiry is still new.
    const status = await h.db.query<{ status: string }>('select status from inquiries where id = $1', [inquiryId]);
    expect(status.rows[0]!.status).toBe('new');
  });

  it("records the draft's cost against the admin's monthly budget, and answers it", async () => {
    await budgetRoute.PUT(
      jsonRequest('/api/portal/usage/budget', {
        method: 'PUT',
        cookie: owner.cookie,
        body: { monthlyUsd: 5, stopAtBudget: true },
      }),
    );
    const before = (await spentUsd(owner.cookie))!;
    h.fake.setReply('word '.repeat(300));
    const answer = (await (await ask(owner.cookie)).json()) as { costUsd: number };
    // gpt-4o-mini's price: a few hundred tokens cost a small fraction of a cent, never nothing.
    expect(answer.costUsd).toBeGreaterThan(0);
    expect((await spentUsd(owner.cookie))! - before).toBeCloseTo(answer.costUsd, 10);
    // The reservation made for it was settled to the cost: nothing is left holding the budget.
    const held = await h.db.query('select 1 from usage_reservations where settled_at is null');
    expect(held.rows).toHaveLength(0);
  });

  it('counts the cost without a budget too, so the month shows it once one is set', async () => {
    await budgetRoute.PUT(
      jsonRequest('/api/portal/usage/budget', {
        method: 'PUT',
        cookie: owner.cookie,
        body: { monthlyUsd: null, stopAtBudget: false },
      }),
    );
    const count = async () =>
      (await h.db.query<{ n: number }>('select count(*)::int as n from usage_reservations')).rows[0]!.n;
    const before = await count();
    expect((await ask(owner.cookie)).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('says where to add a key when the admin has none, and asks no provider', async () => {
    const response = await ask(keyless.cookie);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/AI portal under Settings/);
    expect(h.fake.requests).toHaveLength(0);
  });

  it('refuses someone who is not an admin, in the route and in the drafting code itself', async () => {
    const editor = await h.signIn('editor@example.com');
    await h.db.query('update public.profiles set is_admin = false where user_id = $1', [editor.id]);
    await saveOpenAiKey(editor.cookie, 'sk-test-editor-key');
    expect((await ask(editor.cookie)).status).toBe(403);
    const asEditor = { id: editor.id, email: 'editor@example.com', isAdmin: false } as Parameters<
      typeof draftInquiryReply
    >[0];
    await expect(draftInquiryReply(asEditor, inquiryId)).rejects.toMatchObject({ code: 'forbidden' });
    expect(providerCalls()).toHaveLength(0);
  });

  it("passes on the provider's refusal in words, and counts nothing for it", async () => {
    const before = (await h.db.query('select * from usage_reservations')).rows.length;
    h.fake.failNext({ status: 429 });
    const response = await ask(owner.cookie);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toContain('rate limiting requests (429)');
    expect((await h.db.query('select * from usage_reservations')).rows).toHaveLength(before);
  });

  it('refuses an unknown inquiry and anyone signed out', async () => {
    expect((await ask(owner.cookie, randomUUID())).status).toBe(404);
    expect((await ask('session=nobody')).status).toBe(401);
    expect(h.fake.requests).toHaveLength(0);
  });
});
