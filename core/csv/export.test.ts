import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvLine, CsvLineWriter, csvRowLine, encodeUtf8WithBom, escapeFormula, findCp932Problem, mapForCp932, quoteCell, toCsv, type CsvColumn } from './export';

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

describe('CsvLineWriter', () => {
  it('writes the lines csvRowLine writes, the cached columns included, whatever the cells', () => {
    interface Row { id: number; name: string; amount: number }
    const columns: CsvColumn<Row>[] = [
      { header: 'ID', value: (r) => r.id },
      { header: '名前', value: (r) => r.name, cacheKey: (r) => r.id },
      { header: '金額', value: (r) => r.amount, numeric: true },
    ];
    const name = fc.oneof(fc.string(), fc.constantFrom('=SUM(A1)', '-1', 'a,b', 'say "hi"', '改\r\n行', '＝式'));
    fc.assert(fc.property(fc.array(fc.record({ id: fc.integer({ min: 0, max: 5 }), amount: fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double()) }), { maxLength: 30 }),
      fc.array(name, { minLength: 6, maxLength: 6 }), (rows, names) => {
        // A name per id, as a file's rows point at names by id.
        const full = rows.map((r) => ({ ...r, name: names[r.id] }));
        const writer = new CsvLineWriter(columns);
        expect(full.map((r) => writer.line(r))).toEqual(full.map((r) => csvRowLine(columns, r)));
      }));
  });

  it('writes byte strings whose bytes are the lines encoded, when given the encoding of a cell', () => {
    interface Row { id: number; name: string; amount: number; at: string }
    const columns: CsvColumn<Row>[] = [
      { header: '日時', value: (r) => r.at },
      { header: '名前', value: (r) => r.name, cacheKey: (r) => r.id },
      { header: '金額', value: (r) => r.amount, numeric: true },
    ];
    const utf8 = new TextEncoder();
    const bytesOf = (byteString: string) => Uint8Array.from(byteString, (c) => {
      const code = c.charCodeAt(0);
      if (code > 0xff) throw new Error(`not a byte string: ${code}`);
      return code;
    });
    const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string(), fc.constantFrom('=SUM(A1)', '-1', 'a,b', '髙橋 "花子"', '改\r\n行', '＝式', '🙂'));
    const amount = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.double({ noNaN: true }), fc.constant(2 ** 60));
    fc.assert(fc.property(fc.array(fc.record({ id: fc.integer({ min: 0, max: 5 }), amount, at: text }), { maxLength: 20 }),
      fc.array(text, { minLength: 6, maxLength: 6 }), (rows, names) => {
        const full = rows.map((r) => ({ ...r, name: names[r.id] }));
        const writer = new CsvLineWriter(columns, { cellBytes: (cell) => utf8.encode(cell) });
        expect(full.map((r) => bytesOf(writer.line(r)))).toEqual(full.map((r) => utf8.encode(csvRowLine(columns, r))));
      }));
  });
});
