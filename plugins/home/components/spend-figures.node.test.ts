// The home spend picture's sums: all departments for the total, only those with a budget against the budgets.
import { describe, expect, it } from 'vitest';
import { budgetRow } from '../../limit-amount/test-support';
import { spendFigures } from './spend-figures';

describe('spendFigures', () => {
  it('orders by display order, totals every department and rates only the budgeted ones, rounded', () => {
    const figures = spendFigures([
      budgetRow({ billingId: '2', displayOrder: 2, limitAmount: null, usageAmount: 500 }),
      budgetRow({ billingId: '1', displayOrder: 1, limitAmount: 3_000, usageAmount: 2_000 }),
      budgetRow({ billingId: '3', displayOrder: 3, limitAmount: 1_000, usageAmount: 1_001 }),
    ]);
    expect(figures.rows.map((r) => r.billingId)).toEqual(['1', '2', '3']);
    expect(figures.usageTotal).toBe(3_501);
    expect([figures.limitedUsage, figures.limitTotal]).toEqual([3_001, 4_000]);
    // 3,001 / 4,000 = 75.025 % → 75.0 %; 26.68 % would read 26.7 %.
    expect(figures.limitedRate).toBe(75);
    expect(spendFigures([budgetRow({ limitAmount: 10_000, usageAmount: 2_668 })]).limitedRate).toBe(26.7);
  });

  it('has no rate when no department has a budget', () => {
    expect(spendFigures([budgetRow({ limitAmount: null })]).limitedRate).toBeNull();
    expect(spendFigures([]).usageTotal).toBe(0);
  });
});
