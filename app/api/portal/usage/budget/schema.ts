import type { z } from 'zod';
import type { BudgetStatus } from '@/lib/ai/usage/budget';
import type { setBudgetBody } from '../schema';

export type { BudgetStatus };
export type SetBudgetRequest = z.input<typeof setBudgetBody>;
/** GET and PUT: where the user stands against their monthly budget (null: no budget). */
export type BudgetAnswer = { status: BudgetStatus | null };
