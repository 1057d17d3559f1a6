// Japanese line breaking for the PDFs: breaks between CJK characters, whole Latin words and numbers, and kinsoku
// (no 、。」 at a line start, no 「 at a line end).
import { describe, expect, it } from 'vitest';
import { columnWidths } from './a4-document';
import { breakUnits, wrapText } from './line-break';

/** Every character one unit wide: the tests count characters. */
const oneEach = (s: string) => [...s].length;

describe('wrapText', () => {
  it('breaks Japanese anywhere between characters to fill each line', () => {
    expect(wrapText('会員情報の一覧で状態を確認します', 5, oneEach)).toEqual(['会員情報の', '一覧で状態', 'を確認しま', 'す']);
  });

  it('never starts a line with 、。」 or small kana, never ends one with 「', () => {
    const lines = wrapText('会員情報の「一覧」、承認。ちょっと待って', 5, oneEach);
    for (const line of lines) {
      expect(line[0]).not.toMatch(/[、。」ょっ]/);
      expect(line.at(-1)).not.toBe('「');
    }
    expect(lines.join('')).toBe('会員情報の「一覧」、承認。ちょっと待って');
  });

  it('keeps mail addresses, phone numbers and amounts whole, and cuts only what is wider than a line', () => {
    expect(breakUnits('電話 0120-390-188 まで')).toContain('0120-390-188 ');
    const lines = wrapText('連絡先は corp-support@example.jp です', 26, oneEach);
    expect(lines.some((line) => line.includes('corp-support@example.jp'))).toBe(true);
    expect(wrapText('abcdefghij', 4, oneEach)).toEqual(['abcd', 'efgh', 'ij']);
    expect(breakUnits('合計 12,000円')).toContain('12,000');
  });

  it('starts a new line at each newline', () => {
    expect(wrapText('受付番号：Q1\n種類：その他', 40, oneEach)).toEqual(['受付番号：Q1', '種類：その他']);
  });
});

describe('columnWidths', () => {
  it('keeps fixed columns and shares the rest in proportion', () => {
    expect(columnWidths([{ header: 'a', width: 100, fixed: true }, { header: 'b', width: 1 }, { header: 'c', width: 3 }], 500)).toEqual([100, 100, 300]);
  });
});
