import { describe, expect, it } from 'vitest';
import { CliError, usageError } from './cli-error';
import { reportError } from './report-error';
import { compileJq, machineFormat, parseFields, selectFields } from './machine-output';
import { createOutput } from './output';
import { collector } from '../testing/fake-runtime';

describe('--json fields', () => {
  it('keeps the named fields of every item, of every row of a page (its totals kept), or of one object', () => {
    expect(selectFields([{ a: 1, b: 2, c: 3 }], ['a', 'c'])).toEqual([{ a: 1, c: 3 }]);
    expect(selectFields({ totalCount: 2, rows: [{ a: 1, b: 2 }, { a: 3, b: 4 }] }, ['b'])).toEqual({ totalCount: 2, rows: [{ b: 2 }, { b: 4 }] });
    expect(selectFields({ division: 'share', lines: [{ a: 1, b: 2 }] }, ['a'])).toEqual({ division: 'share', lines: [{ a: 1 }] });
    expect(selectFields({ loginId: 'admin01', userName: '山田 太郎' }, ['loginId'])).toEqual({ loginId: 'admin01' });
  });

  it('refuses a field no record has, naming the fields there are (exit 2)', () => {
    let error: unknown;
    try {
      selectFields([{ loginId: 'x', userName: 'y' }], ['mail']);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(2);
    expect((error as CliError).message).toBe('--json に指定できない項目です: mail（指定できる項目: loginId, userName）');
  });

  it('refuses what is no field list (an argument after a bare --json)', () => {
    expect(parseFields('loginId, userName')).toEqual(['loginId', 'userName']);
    expect(() => parseFields('2026/11')).toThrow('--json の項目名が正しくありません: 2026/11');
    expect(() => parseFields('a,,b')).toThrow(CliError);
  });
});

describe('--jq', () => {
  it('prints each result on its own line, strings without quotes, after the field selection', async () => {
    const stdout = collector();
    const output = createOutput({ stdout, stderr: collector(), env: {} }, await machineFormat({ json: 'id,name', jq: '.[] | select(.id > 1) | .name, {id}' }));
    output.data([{ id: 1, name: '営業部', extra: true }, { id: 2, name: '総務部', extra: false }]);
    expect(stdout.text()).toBe('総務部\n{\n  "id": 2\n}\n');
    expect(output.json).toBe(true);
  });

  it('refuses an expression it cannot parse (exit 2) and reports one that fails while running (exit 1)', async () => {
    await expect(compileJq('.[')).rejects.toMatchObject({ exitCode: 2, message: expect.stringContaining('--jq の式を解釈できません') });
    const filter = await compileJq('.a | nosuchfunction');
    expect(() => filter({ a: 1 })).toThrow(expect.objectContaining({ exitCode: 1, message: expect.stringContaining('--jq の式を実行できません') }));
  });

  it('keeps the error object off stdout: stdout carries the expression\'s results only', () => {
    const stdout = collector();
    const stderr = collector();
    const output = createOutput({ stdout, stderr, env: {} }, { json: true, jq: () => ['never'] });
    expect(reportError(usageError('使い方の誤り'), output)).toBe(2);
    expect(stdout.text()).toBe('');
    expect(stderr.text()).toBe('使い方の誤り\n');
  });
});
