import { describe, expect, it } from 'vitest';
import { budgetText } from '@/app/(admin)/ai-portal/_components/usage/budget-warning';

// Issue #37, point 3: the banner shows the cents that decide whether sending stops.
describe('the budget banner', () => {
  const status = (monthlyUsd: number, spentUsd: number) => ({
    monthlyUsd,
    spentUsd,
    stopAtBudget: true,
    share: spentUsd / monthlyUsd,
  });

  it('shows a spend over a one-cent budget with the digits that tell it from the budget', () => {
    expect(budgetText(status(0.01, 0.0131))).toBe('$0.013 of your $0.01 monthly budget spent (131%).');
  });

  it('shows a spend just over a budget in dollars by the fraction of a cent that puts it over', () => {
    expect(budgetText(status(1, 1.004))).toBe('$1.004 of your $1.00 monthly budget spent (100%).');
  });

  it('keeps whole cents where they already differ', () => {
    expect(budgetText(status(3, 2.5))).toBe('$2.50 of your $3.00 monthly budget spent (83%).');
    expect(budgetText(status(2, 0.004))).toBe('$0.004 of your $2.00 monthly budget spent (0%).');
    expect(budgetText(status(0.01, 0.00999))).toBe('$0.00999 of your $0.01 monthly budget spent (99%).');
  });
});
