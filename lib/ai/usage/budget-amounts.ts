/**
 * How amounts read against a budget (browser-safe: the portal's banner and the server's refusal
 * both use it). A budget is whole cents; a spend can be fractions of one.
 */
import { formatCost } from '../pricing/cost';

const MOST_DECIMALS = 8;

/**
 * `usd` as formatCost shows it, unless that reads the same as the budget while it is not: then
 * with as many decimals as it takes to tell them apart ("$0.013 of your $0.01", never "$0.01 of
 * your $0.01"), so the cents that decide whether sending stops are on the screen.
 */
export function formatAgainstBudget(usd: number, budgetUsd: number): string {
  const shown = formatCost(usd);
  if (usd === budgetUsd || shown !== formatCost(budgetUsd)) return shown;
  for (let decimals = 3; decimals <= MOST_DECIMALS; decimals++) {
    if (roundTo(usd, decimals) !== roundTo(budgetUsd, decimals)) return withDecimals(usd, decimals);
  }
  return withDecimals(usd, MOST_DECIMALS);
}

const roundTo = (usd: number, decimals: number) => Math.round(usd * 10 ** decimals) / 10 ** decimals;

const withDecimals = (usd: number, decimals: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: decimals,
  }).format(usd);

/** What the budget field accepts, as the form and the server both say it. */
export const BUDGET_AMOUNT_RULE = 'The budget is at least $0.01, in whole cents (or empty for no budget).';
export const BUDGET_MAX_USD = 1_000_000;

/**
 * Why an amount cannot be a monthly budget, or null when it can: the database keeps whole cents
 * (numeric(12, 2)), so $0.001 would be stored as $0.00 and $1.234 as $1.23.
 */
export function budgetAmountProblem(usd: number): string | null {
  if (!Number.isFinite(usd)) return 'The budget is a number of US dollars.';
  const cents = usd * 100;
  if (usd < 0.01 || Math.abs(cents - Math.round(cents)) > 1e-6) return BUDGET_AMOUNT_RULE;
  if (usd > BUDGET_MAX_USD) return 'The budget is at most $1,000,000 a month.';
  return null;
}
