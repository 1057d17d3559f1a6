import { describe, expect, it } from 'vitest';
import { csvLine, encodeUtf8WithBom, escapeFormula, findCp932Problem, mapForCp932, quoteCell, toCsv } from './export';

describe('core/csv/export', () => {
  it('escapes formula starters in half and full width, tab and CR, but not numbers of numeric columns', () => {
    for (const text of ['=1+1', '+1', '-1', '@A1', '\tx', '\rx', '＝１', '＋１', '－１', '＠Ａ']) expect(escapeFormula(text)).toBe(`'${text}`);
    expect(escapeFormula('-120', true)).toBe('-120');
    expect(escapeFormula('-1+1', true)).toBe("'-1+1");
    expect(escapeFormula('山田')).toBe('山田');
  });

  it('quotes cells with commas, quotes and line breaks; lines end in CRLF', () => {
    expect(quoteCell('a,b')).toBe('"a,b"');
    expect(quoteCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvLine(['a', 'b\nc'])).toBe('a,"b\nc"');
    const text = toCsv([{ header: '名前', value: (r: { n: string }) => r.n }], [{ n: '=x' }, { n: '髙橋' }]);
    expect(text).toBe("名前\r\n'=x\r\n髙橋\r\n");
    expect([...encodeUtf8WithBom('a').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('maps the CP932 look-alikes and reports what CP932 cannot carry', () => {
    expect(mapForCp932('〜−‖¢£¬—')).toBe('～－∥￠￡￢―');
    const columns = [{ header: '備考', value: (r: { v: string }) => r.v }];
    expect(findCp932Problem(columns, [{ v: '9:00〜18:00 髙橋 ① ㈱ ｶﾀｶﾅ' }])).toBeNull();
    expect(findCp932Problem(columns, [{ v: 'ok' }, { v: '🙂' }])).toEqual({ row: 3, column: '備考', char: '🙂' });
  });
});
