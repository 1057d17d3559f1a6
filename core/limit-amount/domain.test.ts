// The budget period (spec 9: 21st of the previous month to the 20th, Japan time), usage rates and their bands,
// and the budget amount rule the forms and the server share.
import { describe, expect, it } from 'vitest';
import { budgetAmountOf, budgetAmountProblem, budgetPeriodOf, jstDay, usageRateOf, usageRateStatusOf } from './domain';

describe('budgetPeriodOf', () => {
  it('runs from the 21st of the previous month to the 20th', () => {
    expect(budgetPeriodOf({ year: 2026, month: 11, day: 20 })).toEqual({ start: '2026-10-21', end: '2026-11-20', next: '2026-11-21' });
    expect(budgetPeriodOf({ year: 2026, month: 11, day: 21 })).toEqual({ start: '2026-11-21', end: '2026-12-20', next: '2026-12-21' });
  });

  it('crosses the year', () => {
    expect(budgetPeriodOf({ year: 2027, month: 1, day: 5 })).toEqual({ start: '2026-12-21', end: '2027-01-20', next: '2027-01-21' });
    expect(budgetPeriodOf({ year: 2026, month: 12, day: 25 })).toEqual({ start: '2026-12-21', end: '2027-01-20', next: '2027-01-21' });
  });

  it('reads the day in Japan time', () => {
    // 2026-11-20 15:30 UTC is already the 21st in Japan.
    expect(jstDay(new Date('2026-11-20T15:30:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
  });
});

describe('usage rates', () => {
  it('rounds half up to one decimal, never onto a band it has not reached', () => {
    expect(usageRateOf(2_668, 10_000)).toBe(26.7);
    expect(usageRateOf(2_664, 10_000)).toBe(26.6);
    expect(usageRateOf(26_675, 100_000)).toBe(26.7);
    expect(usageRateOf(79_960, 100_000)).toBe(79.9);
    expect(usageRateOf(99_990, 100_000)).toBe(99.9);
    expect(usageRateOf(100_040, 100_000)).toBe(100);
    expect(usageRateOf(100_060, 100_000)).toBe(100.1);
  });

  it('bands at 80% and 100%', () => {
    expect(usageRateOf(79_999, 100_000)).toBe(79.9);
    expect(usageRateStatusOf(usageRateOf(79_999, 100_000))).toBe('1');
    expect(usageRateStatusOf(usageRateOf(80_000, 100_000))).toBe('2');
    expect(usageRateStatusOf(usageRateOf(100_000, 100_000))).toBe('3');
    expect(usageRateOf(5, null)).toBeNull();
    expect(usageRateStatusOf(null)).toBeNull();
    expect(usageRateOf(1, 0)).toBe(100);
  });
});

describe('budgetAmountProblem', () => {
  it('accepts empty and whole yen up to 99,999,999', () => {
    expect(budgetAmountProblem('')).toBeNull();
    expect(budgetAmountProblem('0')).toBeNull();
    expect(budgetAmountProblem('99999999')).toBeNull();
  });

  it('accepts thousands separators and full-width digits as people type them', () => {
    for (const typed of ['1,000,000', '１０００', '１，０００，０００', ' 12,345 ']) expect(budgetAmountProblem(typed)).toBeNull();
    expect(budgetAmountOf('1,000,000')).toBe(1_000_000);
    expect(budgetAmountOf('１，０００，０００')).toBe(1_000_000);
    expect(budgetAmountOf('１２')).toBe(12);
    expect(budgetAmountOf(' ')).toBeNull();
  });

  it('refuses fractions, misplaced separators and out-of-range amounts', () => {
    expect(budgetAmountProblem('1.5')?.key).toBe('validation.integer');
    expect(budgetAmountProblem('1,00')?.key).toBe('validation.integer');
    expect(budgetAmountProblem('10,0000')?.key).toBe('validation.integer');
    expect(budgetAmountProblem('99,999,999,9')?.key).toBe('validation.integer');
    expect(budgetAmountProblem('100,000,000')?.key).toBe('validation.between');
    expect(budgetAmountProblem('100000000')?.key).toBe('validation.between');
    expect(budgetAmountProblem('-1')?.key).toBe('validation.between');
  });
});
