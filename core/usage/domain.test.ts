// The usage rules: billed minutes on both sides of 2023/03/21, amounts, the billing period across the 21st, the
// closed-time rule (daily closed hours repeating across a closed period), the cancel rule and one booking of a room at a time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billedMinutes, billingPeriodAt, bookingOverlap, closedTimeConflict, isCancellable, usageAmount, usedMinutes } from './domain';

/** An instant from a Japan-time wall clock. */
const jst = (text: string): Date => new Date(`${text}+09:00`);

describe('billedMinutes (spec 5)', () => {
  it('bills the minutes as used before 2023/03/21', () => {
    expect(billedMinutes(jst('2023-03-20T10:00:00'), jst('2023-03-20T10:41:00'))).toBe(41);
    expect(billedMinutes(jst('2023-03-20T23:50:00'), jst('2023-03-21T00:13:00'))).toBe(23);
  });

  it('rounds a fraction under 10 minutes up from 2023/03/21 (Japan time)', () => {
    expect(billedMinutes(jst('2023-03-21T00:00:00'), jst('2023-03-21T00:41:00'))).toBe(50);
    expect(billedMinutes(jst('2023-03-21T10:00:00'), jst('2023-03-21T10:40:00'))).toBe(40);
    expect(billedMinutes(jst('2023-03-21T10:00:00'), jst('2023-03-21T10:01:00'))).toBe(10);
    // 2023-03-20 15:30 UTC is already the 21st in Japan: the new rule applies.
    expect(billedMinutes(new Date('2023-03-20T15:30:00Z'), new Date('2023-03-20T15:51:00Z'))).toBe(30);
    // 2023-03-20 14:59 UTC is still the 20th in Japan: as used.
    expect(billedMinutes(new Date('2023-03-20T14:59:00Z'), new Date('2023-03-20T15:20:00Z'))).toBe(21);
  });

  it('counts seconds from 2023/03/21: any started part of 10 minutes is billed', () => {
    const from = jst('2024-01-01T10:00:00');
    const after = (seconds: number) => new Date(from.getTime() + seconds * 1000);
    expect([0, 1, 59, 60, 599, 600, 601, 630, 1199, 1200, 1201].map((s) => billedMinutes(from, after(s))))
      .toEqual([0, 10, 10, 10, 10, 10, 20, 20, 20, 20, 30]);
    // Used minutes count every started minute, so the billed ones are always the used ones rounded up to 10.
    expect([0, 1, 59, 60, 599, 600, 601, 630].map((s) => usedMinutes(from, after(s)))).toEqual([0, 1, 1, 1, 10, 10, 11, 11]);
    expect(billedMinutes(jst('2023-03-21T00:00:00'), jst('2023-03-21T00:10:30'))).toBe(20);
    expect(billedMinutes(jst('2023-03-21T09:00:00'), jst('2023-03-21T09:00:59'))).toBe(10);
  });

  it('keeps the old rule before 2023/03/21: whole minutes, seconds dropped', () => {
    expect(billedMinutes(jst('2023-03-20T10:00:00'), jst('2023-03-20T10:10:30'))).toBe(10);
    expect(billedMinutes(jst('2023-03-20T10:00:00'), jst('2023-03-20T10:00:59'))).toBe(0);
    expect(usedMinutes(jst('2023-03-20T10:00:00'), jst('2023-03-20T10:09:59'))).toBe(9);
    // A use that starts on the 20th and ends on the 21st keeps the rule of its start.
    expect(billedMinutes(jst('2023-03-20T23:59:30'), jst('2023-03-21T00:10:45'))).toBe(11);
  });

  it('drops the milliseconds and never goes negative', () => {
    expect(billedMinutes(jst('2024-01-01T10:00:00'), new Date(jst('2024-01-01T10:10:00').getTime() + 999))).toBe(10);
    expect(billedMinutes(jst('2024-01-01T10:00:00'), new Date(jst('2024-01-01T10:00:00').getTime() + 999))).toBe(0);
    expect(usedMinutes(jst('2024-01-01T10:00:00'), jst('2024-01-01T09:00:00'))).toBe(0);
    expect(billedMinutes(jst('2024-01-01T10:00:00'), jst('2024-01-01T09:00:00'))).toBe(0);
  });
});

describe('billedMinutes properties (spec 5, fast-check)', () => {
  /** 2023-03-21 00:00 in Japan: the first instant of the rounding rule. */
  const SWITCH = jst('2023-03-21T00:00:00').getTime();
  const DAY = 86_400_000;
  const duration = fc.integer({ min: 0, max: 2 * DAY });
  const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

  it('from the switch on: the started tens of minutes of the whole seconds, never less than used, less than 10 minutes more', () => {
    fc.assert(fc.property(fc.integer({ min: SWITCH, max: SWITCH + 20 * 365 * DAY }), duration, (at, ms) => {
      const start = new Date(at);
      const seconds = Math.floor(ms / 1000);
      const billed = billedMinutes(start, after(start, ms));
      const used = usedMinutes(start, after(start, ms));
      expect(billed).toBe(Math.ceil(seconds / 600) * 10);
      expect(billed % 10).toBe(0);
      expect(billed * 60).toBeGreaterThanOrEqual(seconds);
      expect(billed * 60 - seconds).toBeLessThan(600);
      expect(used).toBe(Math.ceil(seconds / 60));
      expect(billed).toBe(Math.ceil(used / 10) * 10);
    }));
  });

  it('before the switch: whole minutes, seconds dropped, billed as used', () => {
    fc.assert(fc.property(fc.integer({ min: SWITCH - 5 * 365 * DAY, max: SWITCH - 1 }), duration, (at, ms) => {
      const start = new Date(at);
      expect(billedMinutes(start, after(start, ms))).toBe(Math.floor(ms / 60_000));
      expect(usedMinutes(start, after(start, ms))).toBe(Math.floor(ms / 60_000));
    }));
  });

  it('around the switch the rule follows the Japan-time day of the start, whatever the end', () => {
    fc.assert(fc.property(fc.integer({ min: SWITCH - 2 * DAY, max: SWITCH + 2 * DAY }), duration, (at, ms) => {
      const start = new Date(at);
      const seconds = Math.floor(ms / 1000);
      const expected = at >= SWITCH ? Math.ceil(seconds / 600) * 10 : Math.floor(seconds / 60);
      expect(billedMinutes(start, after(start, ms))).toBe(expected);
    }));
    expect(billedMinutes(new Date(SWITCH - 1000), new Date(SWITCH + 30_000))).toBe(0);
    expect(billedMinutes(new Date(SWITCH), new Date(SWITCH + 31_000))).toBe(10);
  });

  it('grows with the duration and counts the boundaries exactly (k x 10 min, one second more)', () => {
    fc.assert(fc.property(fc.integer({ min: SWITCH, max: SWITCH + 10 * 365 * DAY }), duration, duration, (at, a, b) => {
      const start = new Date(at);
      const [short, long] = a <= b ? [a, b] : [b, a];
      expect(billedMinutes(start, after(start, short))).toBeLessThanOrEqual(billedMinutes(start, after(start, long)));
    }));
    fc.assert(fc.property(fc.integer({ min: SWITCH, max: SWITCH + 10 * 365 * DAY }), fc.integer({ min: 0, max: 200 }), (at, k) => {
      const start = new Date(at);
      expect(billedMinutes(start, after(start, k * 600_000))).toBe(k * 10);
      expect(billedMinutes(start, after(start, k * 600_000 + 1000))).toBe(k * 10 + 10);
      if (k > 0) expect(billedMinutes(start, after(start, k * 600_000 - 1000))).toBe(k * 10);
    }));
  });
});

describe('usageAmount', () => {
  it('charges time-based resources per 30 minutes of billed time, rounded down to the yen', () => {
    expect(usageAmount({ resourceType: 2, unitPrice: 1_100, billedMinutes: 50, quantity: 1, useOnly: false })).toBe(1_833);
    expect(usageAmount({ resourceType: 5, unitPrice: 3_300, billedMinutes: 60, quantity: 1, useOnly: false })).toBe(6_600);
  });

  it('charges other resources per unit, and nothing for a use covered by a seat', () => {
    expect(usageAmount({ resourceType: 9, unitPrice: 50, billedMinutes: 0, quantity: 12, useOnly: false })).toBe(600);
    expect(usageAmount({ resourceType: 2, unitPrice: 1_100, billedMinutes: 60, quantity: 1, useOnly: true })).toBe(0);
  });
});

describe('billingPeriodAt (spec 9: 21st to 20th)', () => {
  it('puts the 20th in the period that ends then and the 21st in the next, in Japan time', () => {
    expect(billingPeriodAt(jst('2026-11-20T23:59:00')).start).toBe('2026-10-21');
    expect(billingPeriodAt(jst('2026-11-21T00:00:00'))).toEqual({ start: '2026-11-21', end: '2026-12-20', next: '2026-12-21' });
    expect(billingPeriodAt(new Date('2026-11-20T15:00:00Z')).start).toBe('2026-11-21');
    expect(billingPeriodAt(jst('2027-01-10T12:00:00'))).toEqual({ start: '2026-12-21', end: '2027-01-20', next: '2027-01-21' });
  });
});

describe('closedTimeConflict (spec 9 closed-time rule)', () => {
  const hours = { open: '08:00', close: '22:00:00' };
  const closed = [{ startDay: '2026-12-29', endDay: '2027-01-03', closedFrom: '12:00', closedTo: '18:00' }];

  it('accepts a use inside the opening hours', () => {
    expect(closedTimeConflict(jst('2026-12-01T08:00:00'), jst('2026-12-01T22:00:00'), hours, closed)).toBeNull();
  });

  it('refuses a use outside the opening hours, also one across midnight', () => {
    expect(closedTimeConflict(jst('2026-12-01T07:30:00'), jst('2026-12-01T09:00:00'), hours, closed)).toBe('outsideOpeningHours');
    expect(closedTimeConflict(jst('2026-12-01T21:00:00'), jst('2026-12-02T01:00:00'), hours, [])).toBe('outsideOpeningHours');
    expect(closedTimeConflict(jst('2026-12-01T21:00:00'), jst('2026-12-02T01:00:00'), null, [])).toBeNull();
  });

  it('repeats the daily closed hours on every day of the closed period, and only then', () => {
    for (const day of ['2026-12-29', '2026-12-31', '2027-01-03']) {
      expect(closedTimeConflict(jst(`${day}T11:00:00`), jst(`${day}T12:01:00`), hours, closed), day).toBe('closedPeriod');
      expect(closedTimeConflict(jst(`${day}T17:59:00`), jst(`${day}T19:00:00`), hours, closed), day).toBe('closedPeriod');
      // The hours around the closed ones stay open on closed-period days.
      expect(closedTimeConflict(jst(`${day}T10:00:00`), jst(`${day}T12:00:00`), hours, closed), day).toBeNull();
      expect(closedTimeConflict(jst(`${day}T18:00:00`), jst(`${day}T20:00:00`), hours, closed), day).toBeNull();
    }
    expect(closedTimeConflict(jst('2026-12-28T13:00:00'), jst('2026-12-28T14:00:00'), hours, closed)).toBeNull();
    expect(closedTimeConflict(jst('2027-01-04T13:00:00'), jst('2027-01-04T14:00:00'), hours, closed)).toBeNull();
  });
});

describe('isCancellable', () => {
  const now = jst('2026-11-15T12:00:00');
  it('allows a future reservation only', () => {
    expect(isCancellable({ startDate: jst('2026-11-15T12:01:00'), cancelled: false }, now)).toBe(true);
    expect(isCancellable({ startDate: jst('2026-11-15T12:00:00'), cancelled: false }, now)).toBe(false);
    expect(isCancellable({ startDate: jst('2026-11-14T10:00:00'), cancelled: false }, now)).toBe(false);
    expect(isCancellable({ startDate: jst('2026-11-16T10:00:00'), cancelled: true }, now)).toBe(false);
  });
});

describe('bookingOverlap (one reservation of a room at a time)', () => {
  const held = [
    { start: jst('2026-11-16T10:00:00'), end: jst('2026-11-16T11:00:00') },
    { start: jst('2026-11-16T13:00:00'), end: jst('2026-11-16T14:30:00') },
  ];
  it('finds the held booking a wanted span overlaps, inside, across either end or around it', () => {
    expect(bookingOverlap(held, { start: jst('2026-11-16T10:15:00'), end: jst('2026-11-16T10:45:00') })).toBe(held[0]);
    expect(bookingOverlap(held, { start: jst('2026-11-16T09:30:00'), end: jst('2026-11-16T10:01:00') })).toBe(held[0]);
    expect(bookingOverlap(held, { start: jst('2026-11-16T14:29:00'), end: jst('2026-11-16T15:00:00') })).toBe(held[1]);
    expect(bookingOverlap(held, { start: jst('2026-11-16T12:00:00'), end: jst('2026-11-16T15:00:00') })).toBe(held[1]);
  });
  it('allows spans that only touch, and free time between', () => {
    expect(bookingOverlap(held, { start: jst('2026-11-16T11:00:00'), end: jst('2026-11-16T13:00:00') })).toBeNull();
    expect(bookingOverlap(held, { start: jst('2026-11-16T09:00:00'), end: jst('2026-11-16T10:00:00') })).toBeNull();
    expect(bookingOverlap([], { start: jst('2026-11-16T09:00:00'), end: jst('2026-11-16T10:00:00') })).toBeNull();
  });
});
