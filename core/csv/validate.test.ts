// Reading an upload file: encodings (BOM, UTF-8, CP932, overrides, damage), CSV quoting and line ends, spreadsheet
// row numbers, headers, blank rows, column counts, the problem cap, and the Node build of csv-parse agreeing.
import iconv from 'iconv-lite';
import { Parser as NodeCsvParser } from 'csv-parse';
import { t } from '../i18n';
import { describe, expect, it } from 'vitest';
import { chunksOf, readableChunks, uploadKind, validateCsv, type CsvParserConstructor, type CsvRow } from './index';
import { csvText, validateText, where } from './test-support';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const utf8Bom = (text: string): Uint8Array => utf8(`\uFEFF${text}`);
const cp932 = (text: string): Uint8Array => new Uint8Array(iconv.encode(text, 'cp932'));
const nodeParser = NodeCsvParser as unknown as CsvParserConstructor;

/** A member file with Japanese text everywhere, a quoted multi-line remark and three faults. */
const memberFile = csvText('members', [
  { action: 'Edit', organizationName: '営業部', userLastName: '髙橋', userFirstName: '一郎', userLastNameKana: 'タカハシ', userFirstNameKana: 'イチロウ', mailAddress: 'ichiro@example.co.jp', tenantRemakes: '備考,"引用"\r\n二行目' },
  { action: 'Edit', organizationName: '総務部', userLastName: '山田', userFirstName: '花子', userLastNameKana: 'ﾔﾏﾀﾞ', userFirstNameKana: 'ハナコ', mailAddress: 'hanako@example.co.jp' },
  { action: 'Reset' },
  { action: 'Edit', organizationName: '①課', userLastName: '佐藤', userFirstName: '次郎', userLastNameKana: 'サトウ', userFirstNameKana: 'ジロウ', mailAddress: 'ICHIRO@example.co.jp' },
]);
const members = uploadKind('members');

describe('encodings', () => {
  it('a CP932 file and a UTF-8-BOM file with the same content validate identically', async () => {
    const fromCp932 = await validateCsv(members, chunksOf(cp932(memberFile), 5));
    const fromBom = await validateCsv(members, chunksOf(utf8Bom(memberFile), 5));
    expect(fromCp932.encoding).toBe('cp932');
    expect(fromBom.encoding).toBe('utf8');
    expect({ ...fromCp932, encoding: '' }).toEqual({ ...fromBom, encoding: '' });
    expect(where(fromBom)).toEqual([
      [3, 'フリガナ（セイ）', 'halfWidthKana'],
      [4, '会員ID', 'memberIdRequired'],
      [5, 'メールアドレス', 'duplicate'],
    ]);
    expect(fromBom.rowCount).toBe(4);
  });

  it('reads UTF-8 without a BOM, and every chunk size alike', async () => {
    const whole = await validateCsv(members, [utf8(memberFile)]);
    const byteByByte = await validateCsv(members, chunksOf(utf8(memberFile), 1));
    const cp932ByteByByte = await validateCsv(members, chunksOf(cp932(memberFile), 1));
    expect(whole.encoding).toBe('utf8');
    expect(byteByByte).toEqual(whole);
    expect({ ...cp932ByteByByte, encoding: 'utf8' }).toEqual(whole);
  });

  it('calls an ASCII-only file UTF-8', async () => {
    const result = await validateCsv(uploadKind('department-order'), [cp932('x\r\n')]);
    expect(result.encoding).toBe('utf8');
  });

  it('honours a forced encoding and reports each cell it cannot read at its row and column', async () => {
    const forcedUtf8 = await validateCsv(members, chunksOf(cp932(memberFile), 64), { encoding: 'utf8' });
    expect(forcedUtf8.valid).toBe(false);
    expect(forcedUtf8.problems[0]).toEqual({
      row: 1,
      line: 1,
      column: '見出し',
      code: 'encoding',
      message: '文字コード UTF-8 として読み込めない文字があります。UTF-8 または Shift_JIS（CP932）で保存したファイルを指定してください',
    });
    const forcedCp932 = await validateCsv(members, [cp932(memberFile)], { encoding: 'cp932' });
    expect(where(forcedCp932)).toEqual(where(await validateCsv(members, [utf8(memberFile)])));
  });

  it('reports damage after a good start in the cell where it is, and goes on', async () => {
    const head = utf8(csvText('department-names', [{ billingId: '1', billingName: '営業部' }, { billingId: '2', billingName: '総務部' }]));
    const damaged = new Uint8Array([...head, ...utf8('3,経'), 0xff, 0xfe, ...utf8('\r\nx,人事部\r\n')]);
    const expected = [
      [4, '部署名', 'encoding'],
      [5, '部署ID', 'id'],
    ];
    expect(where(await validateCsv(uploadKind('department-names'), chunksOf(damaged, 16)))).toEqual(expected);
    expect(where(await validateCsv(uploadKind('department-names'), chunksOf(damaged, 16), { parser: nodeParser, parserReadsBytes: true }))).toEqual(expected);
  });

  it('refuses a file that is neither UTF-8 nor CP932', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from(utf8('部署ID')).flatMap((b) => [b, 0])]);
    const result = await validateCsv(uploadKind('department-names'), [utf16]);
    expect(result.problems).toEqual([
      { row: 1, line: 1, column: 'ファイル', code: 'encodingUnknown', message: '文字コードを判別できません。UTF-8 または Shift_JIS（CP932）で保存したファイルを指定してください' },
    ]);
  });
});

describe('CSV form and row numbers', () => {
  it('counts a record with quoted line breaks as one row and reports the line it starts on', async () => {
    const text = '部署ID,部署名\r\n1,"営業\r\n部"\r\n2,"総務\n\n部"\r\nx,経理部\r\n';
    const result = await validateText('department-delete', text);
    expect(result.problems).toEqual([{ row: 4, line: 7, column: '部署ID', code: 'id', message: '半角数字で入力してください' }]);
  });

  it('reads LF line ends like CRLF, and quoted commas and doubled quotes as text', async () => {
    const crlf = csvText('department-names', [{ billingId: '1', billingName: 'A,"B"' }, { billingId: 'z', billingName: '総務部' }]);
    const lf = crlf.replace(/\r\n/g, '\n');
    const fromCrlf = await validateText('department-names', crlf);
    expect(fromCrlf).toEqual(await validateText('department-names', lf));
    expect(where(fromCrlf)).toEqual([
      [2, '部署名', 'departmentName'],
      [3, '部署ID', 'id'],
    ]);
  });

  it('skips blank rows (empty lines, Excel commas) but keeps counting rows', async () => {
    const result = await validateText('department-delete', '部署ID,部署名\r\n1,a\r\n\r\n,\r\nx,b\r\n\r\n');
    expect(where(result)).toEqual([[5, '部署ID', 'id']]);
    expect(result.rowCount).toBe(2);
  });

  it('reports a row with too few or too many cells', async () => {
    const result = await validateText('department-delete', '部署ID,部署名\r\n1\r\n2,b,c\r\n');
    expect(result.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [2, '', '列の数が見出しと一致しません（見出し 2 列、この行 1 列）'],
      [3, '', '列の数が見出しと一致しません（見出し 2 列、この行 3 列）'],
    ]);
  });

  it('reports an unclosed quote at the row it opens', async () => {
    const result = await validateText('department-delete', '部署ID,部署名\r\n1,a\r\n2,"b\r\n3,c\r\n');
    expect(result.problems).toEqual([{ row: 3, line: 3, column: 'ファイル', code: 'unclosedQuote', message: 'ダブルクォーテーション（"）が閉じられていません' }]);
  });

  it('reports a stray quote inside a quoted cell', async () => {
    const result = await validateText('department-delete', '部署ID,部署名\r\n1,"a"b"\r\n');
    expect(where(result)).toEqual([[2, 'ファイル', 'invalidQuote']]);
  });
});

describe('headers', () => {
  it('takes the columns in any order', async () => {
    const result = await validateText('department-order', '表示順,部署名,部署ID\r\n1,営業部,3\r\n2,総務部,x\r\n');
    expect(where(result)).toEqual([[3, '部署ID', 'id']]);
  });

  it('reports unknown, repeated and missing headers on row 1 and reads no rows', async () => {
    const result = await validateText('department-order', '部署ID,部署コード,部署ID\r\nx,1,2\r\n');
    expect(result.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [1, '見出し', '見出し「部署コード」はこのファイルの形式にない列です'],
      [1, '見出し', '見出し「部署ID」が重複しています'],
      [1, '見出し', '見出し「部署名」の列がありません'],
      [1, '見出し', '見出し「表示順」の列がありません'],
    ]);
  });

  it('refuses an empty file; a file with a header only is valid, with a note that it has no data rows (it changes nothing)', async () => {
    expect((await validateText('members', '')).problems).toEqual([{ row: 1, line: 1, column: 'ファイル', code: 'empty', message: 'ファイルが空です' }]);
    const headerOnly = await validateText('department-delete', '部署ID,部署名\r\n');
    expect(headerOnly).toMatchObject({ valid: true, rowCount: 0, problems: [], notes: [t('csv.info.noRows')] });
    expect((await validateText('department-register', '部署名,自動承認,利用上限額（月額）\r\n\r\n,,\r\n')).notes).toEqual([t('csv.info.noRows')]);
    expect((await validateText('department-delete', '部署ID,部署名\r\n1,\r\n')).notes).toEqual([]);
  });
});

describe('large files', () => {
  it('counts every problem but keeps only the first maxProblems', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ billingId: `x${i}`, billingName: 'a' }));
    const result = await validateCsv(uploadKind('department-delete'), [utf8(csvText('department-delete', rows))], { maxProblems: 10 });
    expect(result).toMatchObject({ valid: false, problemCount: 50, truncated: true, rowCount: 50 });
    expect(result.problems).toHaveLength(10);
    expect(result.problems[9].row).toBe(11);
  });

  it('hands every checked row to onRow with its own problems', async () => {
    const seen: [number, Record<string, string>, number][] = [];
    await validateCsv(uploadKind('department-names'), [utf8('部署ID,部署名\r\n1,営業部\r\n2,\r\n')], {
      onRow: (row: CsvRow, problems) => seen.push([row.row, { ...row.values }, problems.length]),
    });
    expect(seen).toEqual([
      [2, { billingId: '1', billingName: '営業部' }, 0],
      [3, { billingId: '2', billingName: '' }, 1],
    ]);
  });

  it('reads a WHATWG stream such as a browser File gives', async () => {
    const bytes = cp932(memberFile);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunksOf(bytes, 1000)) controller.enqueue(chunk);
        controller.close();
      },
    });
    expect(await validateCsv(members, readableChunks(stream))).toEqual(await validateCsv(members, [bytes]));
  });

  it('gives the same answer with the Node build of csv-parse (bytes for UTF-8) as with the browser build', async () => {
    const text = memberFile + 'Edit,,"未完\r\n';
    for (const bytes of [cp932(text), utf8(text), utf8Bom(text)]) {
      const browser = await validateCsv(members, chunksOf(bytes, 7));
      expect(await validateCsv(members, chunksOf(bytes, 7), { parser: nodeParser, parserReadsBytes: true })).toEqual(browser);
      expect(await validateCsv(members, chunksOf(bytes, 7), { parser: nodeParser })).toEqual(browser);
    }
    const node = await validateCsv(members, chunksOf(cp932(text), 7), { parser: nodeParser });
    expect(node.problems.at(-1)).toMatchObject({ row: 6, line: 7, column: 'ファイル', code: 'unclosedQuote' });
  });

  it('reads CP932 bytes cell by cell with the Node build as the browser build reads the decoded text, damage included', async () => {
    const head = cp932(csvText('department-names', [{ billingId: '1', billingName: '営業部' }]));
    // A lead byte before a comma, a lead byte with an unassigned trail, a lone 0x80 and a quoted cell with a line break.
    const tail = new Uint8Array([...cp932('2,経'), 0x88, ...cp932(',x\r\n3,'), 0x85, 0x40, ...cp932('\r\n4,"人'), 0x80, ...cp932('\r\n事"\r\n5,広報部\r\n')]);
    const bytes = new Uint8Array([...head, ...tail]);
    const browser = await validateCsv(uploadKind('department-names'), chunksOf(bytes, 5));
    expect(where(browser)).toEqual([
      [3, '', 'columnCount'],
      [4, '部署名', 'encoding'],
      [5, '部署名', 'encoding'],
    ]);
    for (const size of [1, 3, 64]) {
      expect(await validateCsv(uploadKind('department-names'), chunksOf(bytes, size), { parser: nodeParser, parserReadsBytes: true })).toEqual(browser);
    }
    expect(await validateCsv(uploadKind('department-names'), [bytes], { parser: nodeParser, parserReadsBytes: true, encoding: 'cp932' })).toEqual(browser);
  });

  it('reads a UTF-8 file with a byte order mark, forced to CP932, as the same wrong text with either build', async () => {
    const bytes = utf8Bom(csvText('department-names', [{ billingId: '1', billingName: '営業部' }]));
    const browser = await validateCsv(uploadKind('department-names'), [bytes], { encoding: 'cp932' });
    expect(browser.valid).toBe(false);
    expect(await validateCsv(uploadKind('department-names'), chunksOf(bytes, 4), { parser: nodeParser, parserReadsBytes: true, encoding: 'cp932' })).toEqual(browser);
  });

  it('reads a file that stays ASCII for more than a megabyte before its first CP932 character alike with either build', async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => `${i + 1},Sales${i}`).join('\r\n');
    const bytes = new Uint8Array([...utf8(`billingId,billingName\r\n${rows}\r\n`), ...cp932('60001,営業部\r\n')]);
    expect(bytes.length).toBeGreaterThan(1 << 20);
    const browser = await validateCsv(uploadKind('department-names'), chunksOf(bytes));
    expect(browser.encoding).toBe('cp932');
    expect(browser.problems.map((p) => p.code)).toEqual(['unknownHeader', 'unknownHeader', 'missingHeader', 'missingHeader']);
    expect(await validateCsv(uploadKind('department-names'), chunksOf(bytes), { parser: nodeParser, parserReadsBytes: true })).toEqual(browser);
  });
});
