import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { TodoCards } from '@/app/(admin)/admin/(workspace)/dashboard/_components/todo-cards';
import { loadTodoFigures } from '@/app/(admin)/admin/(workspace)/dashboard/_components/todo-figures';
import type { AuthUser } from '@/lib/auth/types';
import { startInquiryHarness } from '../inquiries/harness';

// Issue #39, point 6: the dashboard's first screen shows what needs doing, from the real tables.
let h: Awaited<ReturnType<typeof startInquiryHarness>>;
let owner: AuthUser;

const cardsText = async () =>
  renderToStaticMarkup(createElement(TodoCards, { figures: await loadTodoFigures(owner) }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const fileInquiry = (status: 'new' | 'spam' | 'unverified') =>
  h.db.query(
    `select public.inquiry_submit($1, 'tech', 'Pat', 'pat@example.com', null, null, null,
       'A message long enough.', $2, $3, false)`,
    [randomUUID(), status, status === 'spam' ? 'honeypot' : null],
  );

/** Page views of `visitors` different people `ago` days back (the database's own UTC day). */
async function visits(ago: number, visitors: number) {
  for (let n = 0; n < visitors; n++)
    await h.db.query(
      `insert into public.visit_events (day, path, visitor, referrer, device)
       values (private.visits_today() - $1::int, '/', $2, null, 'desktop')`,
      [ago, `${ago}0${n}`.padStart(64, '0')],
    );
}

/** An assistant reply of the owner's this month: 1M tokens in and 1M out of gpt-4o-mini is $0.75. */
async function chatReply() {
  const session = await h.db.query<{ id: string }>(`insert into chat_sessions (user_id) values ($1) returning id`, [
    owner.id,
  ]);
  await h.db.query(
    `insert into chat_messages (session_id, role, content, provider, model, input_tokens, output_tokens)
     values ($1, 'assistant', 'An answer.', 'openai', 'gpt-4o-mini', 1000000, 1000000)`,
    [session.rows[0]!.id],
  );
}

beforeAll(async () => {
  h = await startInquiryHarness();
  owner = { id: h.owner.id, email: h.owner.email, isAdmin: true } as AuthUser;
});

describe("the dashboard's what-needs-doing cards", () => {
  it('read as nothing to do on a new site: no inquiries, no visitors, no spend, no budget', async () => {
    const figures = await loadTodoFigures(owner);
    expect(figures.newInquiries).toBe(0);
    expect(figures.visitors).toMatchObject({ today: 0, lastWeek: 0 });
    expect(figures.aiSpend).toEqual({ spentUsd: 0, budgetUsd: null });
    const text = await cardsText();
    expect(text).toContain('Nothing waiting for a reply.');
    expect(text).toMatch(/None yet today, and none last \w+day\./);
    expect(text).toContain('$0.00');
    expect(text).toContain('No monthly budget set');
  });

  it('count new inquiries (not spam, not unverified), and link to the inbox', async () => {
    await fileInquiry('new');
    await fileInquiry('new');
    await fileInquiry('spam');
    await fileInquiry('unverified');
    expect((await loadTodoFigures(owner)).newInquiries).toBe(2);
    const html = renderToStaticMarkup(createElement(TodoCards, { figures: await loadTodoFigures(owner) }));
    expect(html).toContain('href="/admin/inquiries"');
    expect(await cardsText()).toContain('2 are waiting for your reply');
  });

  it("set today's visitors against the same weekday last week, not yesterday", async () => {
    await visits(0, 3);
    await visits(1, 9);
    await visits(7, 2);
    expect((await loadTodoFigures(owner)).visitors).toMatchObject({ today: 3, lastWeek: 2 });
    expect(await cardsText()).toMatch(/2 last \w+day: 50% more so far\./);
  });

  it("show this month's AI spend against the admin's budget", async () => {
    await chatReply();
    await h.db.query(`insert into usage_budgets (user_id, monthly_usd, stop_at_budget) values ($1, 10, false)`, [
      owner.id,
    ]);
    expect((await loadTodoFigures(owner)).aiSpend).toEqual({ spentUsd: 0.75, budgetUsd: 10 });
    const text = await cardsText();
    expect(text).toContain('AI spend this month AI this month $0.75');
    expect(text).toContain('of $10.00 (7%)');
    expect(text).toContain('of your $10.00 monthly budget (7%).');
  });

  it("another admin sees their own spend, not the owner's", async () => {
    const second = await h.signIn('second@example.com');
    const figures = await loadTodoFigures({ id: second.id, email: second.email, isAdmin: true } as AuthUser);
    expect(figures.aiSpend).toEqual({ spentUsd: 0, budgetUsd: null });
    expect(figures.newInquiries).toBe(2);
  });
});
