import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

/** The plain way: shift to Japan time and read the UTC fields. */
function expected(ms: number): string {
  const d = new Date(ms + 9 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

describe('formatDateTime', () => {
  it('writes Japan time for any moment, as a Date or epoch milliseconds, across day ends and in any order', () => {
    // From 1970 back and forth to 2100, milliseconds included; several moments in a row exercise the remembered day.
    const moment = fc.integer({ min: -86_400_000 * 365, max: Date.UTC(2100, 0, 1) });
    fc.assert(fc.property(fc.array(moment, { minLength: 1, maxLength: 20 }), (moments) => {
      for (const ms of moments) {
        expect(formatDateTime(ms)).toBe(expected(ms));
        expect(formatDateTime(new Date(ms))).toBe(expected(ms));
      }
    }));
  });

  it('puts the moments either side of midnight in Japan on their own days', () => {
    const midnight = Date.UTC(2026, 9, 31, 15, 0, 0);
    expect(formatDateTime(midnight - 1)).toBe('2026/10/31 23:59:59');
    expect(formatDateTime(midnight)).toBe('2026/11/01 00:00:00');
    expect(formatDate(new Date(midnight - 1))).toBe('2026/10/31');
  });
});
