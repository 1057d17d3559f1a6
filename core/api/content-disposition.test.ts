// File names from Content-Disposition: RFC 5987 filename* first, quoted and bare filename otherwise.
import { describe, expect, it } from 'vitest';
import { parseContentDisposition } from './content-disposition';

describe('parseContentDisposition', () => {
  it.each([
    [null, null],
    ['', null],
    ['attachment', null],
    ['attachment; filename=report.csv', 'report.csv'],
    ['attachment; filename="月次 請求.csv"', '月次 請求.csv'],
    ['attachment; filename="a\\"b.csv"', 'a"b.csv'],
    [`attachment; filename="fallback.pdf"; filename*=UTF-8''%E8%B2%AC%E4%BB%BB%E8%80%85.pdf`, '責任者.pdf'],
    [`attachment; filename*=utf-8'ja'%E9%83%A8%E7%BD%B2.csv; filename="x.csv"`, '部署.csv'],
    [`attachment; filename*=ISO-8859-1''caf%E9.txt; filename="cafe.txt"`, 'cafe.txt'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="broken.txt"`, 'broken.txt'],
    ['attachment; name="x"; FILENAME="upper.txt"', 'upper.txt'],
  ])('%s -> %s', (header, expected) => {
    expect(parseContentDisposition(header)).toBe(expected);
  });
});
