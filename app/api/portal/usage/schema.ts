import { z } from 'zod';
import { budgetAmountProblem } from '@/lib/ai/usage/budget-amounts';
import type { UsageReport } from '@/lib/ai/usage/usage-view';
import { modelIdSchema } from '../schemas';

/** GET /api/portal/usage: JSON for the Usage view, or the same rows as a CSV download. */
export const usageQuery = z.object({
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv.' }).default('json'),
});

// USD per million tokens: 0 for a local model; the database holds the same bounds.
const usdPerMillion = z
  .number({ error: 'A price is a number of US dollars per million tokens.' })
  .finite()
  .min(0, 'A price cannot be negative.')
  .max(100_000, 'A price is at most $100,000 per million tokens.');

/** PUT /api/portal/usage/prices: the price of one model of the user's OpenAI-compatible endpoint. */
export const setPriceBody = z.object({
  model: modelIdSchema,
  inputPerMillion: usdPerMillion,
  outputPerMillion: usdPerMillion,
});

export const removePriceQuery = z.object({ model: modelIdSchema });

/** PUT /api/portal/usage/budget: a monthly budget in USD (null: none), and whether sending stops at it. */
export const setBudgetBody = z.object({
  monthlyUsd: z
    .number({ error: 'The budget is a number of US dollars.' })
    .superRefine((usd, context) => {
      const problem = budgetAmountProblem(usd);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .nullable(),
  stopAtBudget: z.boolean().default(false),
});

/** GET ?format=json: the Usage view's figures. */
export type UsageAnswer = UsageReport;
