// The local size check: a file over the limit is refused with its size, the limit, and the rows of it that fit.
import { describe, expect, it } from 'vitest';
import { fileShape, refusalOf, sizeRefusal } from './upload-size';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('fileShape', () => {
  it('counts the header and the data lines, with or without a last line end', () => {
    expect(fileShape(bytes('a,b\r\n1,2\r\n3,4\r\n'))).toEqual({ headerBytes: 5, dataRows: 2 });
    expect(fileShape(bytes('a,b\r\n1,2\r\n3,4'))).toEqual({ headerBytes: 5, dataRows: 2 });
    expect(fileShape(bytes('a,b'))).toEqual({ headerBytes: 0, dataRows: 0 });
  });
});

describe('sizeRefusal', () => {
  it('lets a file at the limit through', () => {
    expect(sizeRefusal('a.csv', bytes('a,b\r\n1,2\r\n'), 10)).toBeNull();
  });

  it('over the limit: the size, the limit, the rows that fit from the average row, the parts to split into', () => {
    // Header 5 bytes, 10 rows of 10 bytes: 105 bytes against a limit of 55 → (55 - 5) / 10 = 5 rows fit, 2 files.
    const data = bytes(`a,b\r\n${'12345,678\n'.repeat(10)}`);
    const refusal = sizeRefusal('big.csv', data, 55);
    expect(refusal).toMatchObject({ size: 105, max: 55, rows: 10, fittingRows: 5 });
    expect(refusal?.message).toBe([
      'big.csv のサイズ（0MB、105バイト）が、アップロードできる上限（0MB、55バイト）を超えています。送信していません',
      'このファイルは10行（1行あたり平均 約10バイト）で、1ファイルに入るのは約5行までです。2個以上のファイルに分け、それぞれの先頭に見出し行を付けてアップロードしてください',
    ].join('\n'));
  });

  it('a file of one line says only to split it', () => {
    expect(refusalOf('one.csv', 100, 0, 0, 50)?.message.split('\n')[1]).toBe('ファイルを分け、それぞれの先頭に見出し行を付けてアップロードしてください');
  });

  it('sizes in MB are cut, not rounded, so a file just over 10 MB does not read as 10 MB exactly', () => {
    const max = 10 * 1024 * 1024;
    expect(refusalOf('a.csv', max + 1, 0, 1, max)?.message).toContain('a.csv のサイズ（10MB、10,485,761バイト）');
    expect(refusalOf('a.csv', 11_429_478, 0, 1, max)?.message).toContain('（10.8MB、11,429,478バイト）');
  });
});
