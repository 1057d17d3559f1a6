// The registration fee split across departments by their actual users (issue 15, fee charge division 2): a property
// test over any fee and any user counts (the parts sum to the fee exactly, none is negative, each is within 1 yen of
// its exact share), and hand-computed examples of the largest-remainder rounding.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportionRegistrationFee, consumptionTax, registrationFee } from './domain';

describe('apportionRegistrationFee', () => {
  it('sums to the fee, is never negative and keeps each part within 1 yen of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 40 }), (fee, users) => {
        const parts = apportionRegistrationFee(fee, users);
        const total = users.reduce((s, n) => s + n, 0);
        expect(parts).toHaveLength(users.length);
        if (total === 0) {
          expect(parts.every((p) => p === 0)).toBe(true);
          return;
        }
        expect(parts.reduce((s, p) => s + p, 0)).toBe(fee);
        parts.forEach((part, i) => {
          expect(Number.isInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(Math.abs(part - (fee * users[i]) / total)).toBeLessThan(1);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('splits the flat fee of 3 users as 16,667 / 16,667 / 16,666 (the earlier department takes a tied yen)', () => {
    expect(apportionRegistrationFee(50_000, [1, 1, 1])).toEqual([16_667, 16_667, 16_666]);
  });

  it('gives the left-over yen to the largest remainder, and nothing to a department without users', () => {
    // exact shares 35,714.28..., 14,285.71..., 0: the second has the larger remainder
    expect(apportionRegistrationFee(50_000, [5, 2, 0])).toEqual([35_714, 14_286, 0]);
    expect(apportionRegistrationFee(registrationFee(101), [100, 1])).toEqual([50_000, 500]);
  });
});

describe('the tax of a credit', () => {
  it('is never -0 (a formatter would print "-0円")', () => {
    expect(Object.is(consumptionTax(-1, 8), 0)).toBe(true);
    expect(consumptionTax(-13, 8)).toBe(-1);
  });
});
