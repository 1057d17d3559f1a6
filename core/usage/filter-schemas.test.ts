// The shared filter schemas say what the server's hand-written reading said: a day is a real day of the calendar in
// yyyy/M/d or yyyy-MM-dd, and a code list holds only the codes given.
import { describe, expect, it } from 'vitest';
import { idsOfList } from '../api/schema';
import { CodeListText, DAY_PATTERN } from './filter-schemas';

const day = new RegExp(DAY_PATTERN, 'u');

/** The rule the server applied before the schema (server/usage/filters.ts readDay): the text's day exists in the calendar. */
function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text);
  if (!match) return false;
  const iso = `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

describe('DAY_PATTERN', () => {
  it('accepts exactly the days of the calendar, leap days included, in every written form', () => {
    // Centuries (1900 and 2100 not leap, 2000 and 0000 leap), ordinary and leap years around them.
    const years = ['0000', '0004', '1899', '1900', '1996', '2000', '2020', '2023', '2024', '2026', '2100', '2400', '9999'];
    let checked = 0;
    for (const year of years) {
      for (let month = 0; month <= 13; month++) {
        for (let d = 0; d <= 32; d++) {
          const forms = [
            `${year}/${month}/${d}`, `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
            `${year}/${String(month).padStart(2, '0')}-${d}`,
          ];
          for (const text of forms) {
            expect(day.test(text), text).toBe(isCalendarDay(text));
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(years.length * 14 * 33 * 3);
    expect(day.test('2024/02/29')).toBe(true);
    expect(day.test('2026/02/29')).toBe(false);
  });

  it('refuses what is no day: other separators, times, blanks, short years, three-digit parts', () => {
    for (const text of ['2026.11.01', '2026/11/01 10:00', ' 2026/11/01', '26/11/01', '2026/011/01', '2026/11/001', '', '20261101', '２０２６/11/01']) {
      expect(day.test(text), text).toBe(false);
    }
  });
});

describe('CodeListText', () => {
  const pattern = new RegExp((CodeListText([1, 2, 11, 90]) as unknown as { pattern: string }).pattern, 'u');

  it('takes comma-joined codes of the list with blanks and empty parts, and nothing else', () => {
    for (const text of ['', '1', '11', '1,11', ' 2 , 90 ', '1,,2', ',1']) expect(pattern.test(text), text).toBe(true);
    for (const text of ['3', '12', '01', '1,3', 'a', '1;2', '9', '-1', '1.0']) expect(pattern.test(text), text).toBe(false);
    expect(idsOfList(' 2 , 90,,2 ')).toEqual([2, 90]);
  });
});
