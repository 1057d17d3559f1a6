// The figures of the home page's spend picture, from the budget list's rows: plain functions, so the sums and the
// rate are tested without a page.
import type { LimitAmountBillingRow } from '../../../core/limit-amount/domain';

export interface SpendFigures {
  rows: readonly LimitAmountBillingRow[];
  usageTotal: number;
  /** Over the departments that have a budget only: their usage, their budgets and the rate (null without any). */
  limitedUsage: number;
  limitTotal: number;
  limitedRate: number | null;
}

export function spendFigures(rows: readonly LimitAmountBillingRow[]): SpendFigures {
  const shown = [...rows].sort((a, b) => a.displayOrder - b.displayOrder);
  const limited = shown.filter((r) => r.limitAmount !== null);
  const limitedUsage = limited.reduce((sum, r) => sum + r.usageAmount, 0);
  const limitTotal = limited.reduce((sum, r) => sum + (r.limitAmount ?? 0), 0);
  return {
    rows: shown,
    usageTotal: shown.reduce((sum, r) => sum + r.usageAmount, 0),
    limitedUsage,
    limitTotal,
    // Rounded to one decimal, not cut (26.68 % reads 26.7 %), as the budget screens do.
    limitedRate: limitTotal > 0 ? Math.round((limitedUsage / limitTotal) * 1000) / 10 : null,
  };
}
