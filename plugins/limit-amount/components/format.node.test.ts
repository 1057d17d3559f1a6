// How amounts, rates and their warning colours read on the budget screens.
import { describe, expect, it } from 'vitest';
import { t } from '../../../core/i18n';
import { rate, rateIntent, yen } from './format';

describe('budget formats', () => {
  it('shows yen with thousands separators, and unset budgets as such', () => {
    expect(yen(1_234_567)).toBe(t('limitAmount.value.yen', { amount: '1,234,567' }));
    expect(yen(null)).toBe(t('limitAmount.value.unset'));
  });

  it('shows rates with one decimal and colours them from 80% (warning) and 100% (danger)', () => {
    expect(rate(85)).toBe('85.0%');
    expect(rate(null)).toBe(t('limitAmount.value.none'));
    expect([rateIntent('1'), rateIntent('2'), rateIntent('3'), rateIntent(null)]).toEqual(['none', 'warning', 'danger', 'none']);
  });
});
