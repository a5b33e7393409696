import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { budgetStatus } from '@/lib/ai/usage/budget';
import { readJson } from '@/lib/http/request';
import { setBudgetBody } from '../schema';
import type { BudgetAnswer } from './schema';

/** The caller's monthly budget and this month's spend against it (`status` null: no budget). */
export const GET = userRoute(async ({ user }) => {
  const status = await budgetStatus((await reposFor(user)).usage);
  return Response.json({ status } satisfies BudgetAnswer, { headers: { 'Cache-Control': 'no-store' } });
});

export const PUT = userRoute(async ({ request, user }) => {
  const { monthlyUsd, stopAtBudget } = await readJson(request, setBudgetBody, 1024);
  const { usage } = await reposFor(user);
  await usage.setBudget(monthlyUsd === null ? null : { monthlyUsd, stopAtBudget });
  return Response.json({ status: await budgetStatus(usage) } satisfies BudgetAnswer);
});
