// The first-row index answers as a Map of values to their first row would, through growth and hash collisions.
import { describe, expect, it } from 'vitest';
import { FirstRows } from './first-rows';

describe('FirstRows', () => {
  it('answers undefined the first time and the first row after that', () => {
    const index = new FirstRows();
    expect(index.firstRow('member1@example.co.jp', 2)).toBeUndefined();
    expect(index.firstRow('member2@example.co.jp', 3)).toBeUndefined();
    expect(index.firstRow('member1@example.co.jp', 4)).toBe(2);
    expect(index.firstRow('member1@example.co.jp', 5)).toBe(2);
    expect(index.firstRow('', 6)).toBeUndefined();
    expect(index.firstRow('', 7)).toBe(6);
  });

  it('tells apart values that differ in one character, in length, or only beyond ASCII', () => {
    const index = new FirstRows();
    const values = ['ab', 'ba', 'abc', 'a', '髙橋', '高橋', '\uFFFD', 'a\u0000', 'a\u0000\u0000'];
    values.forEach((value, i) => expect(index.firstRow(value, i + 2)).toBeUndefined());
    values.forEach((value, i) => expect(index.firstRow(value, 100)).toBe(i + 2));
  });

  it('agrees with a Map over 200,000 values with many repeats (growth of the table and of the characters)', () => {
    const index = new FirstRows();
    const reference = new Map<string, number>();
    const mismatches: string[] = [];
    let state = 7;
    for (let row = 2; row < 200_002; row++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      const value = `${state % 150_000}@例.jp${'x'.repeat(state % 7)}`;
      const expected = reference.get(value);
      if (expected === undefined) reference.set(value, row);
      const actual = index.firstRow(value, row);
      if (actual !== expected) mismatches.push(`${value} at ${row}: ${actual} instead of ${expected}`);
    }
    expect(mismatches).toEqual([]);
    expect(reference.size).toBeGreaterThan(100_000);
  });
});
