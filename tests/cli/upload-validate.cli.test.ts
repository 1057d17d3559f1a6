// twb upload validate as a user runs it: exit 0 for a valid file, 1 for an invalid one (errors on stderr, or JSON on
// stdout with --json), 2 for usage errors; CP932 and stdin input; no colour codes when NO_COLOR is set.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twbHome, type TwbHome } from './support/twb-process';

let home: TwbHome;
let dir: string;

const VALID_NAMES = '部署ID,部署名\r\n1,営業部\r\n2,"総務部\r\n（本社）"\r\n';
const INVALID_NAMES = '部署ID,部署名\r\n1,営業部\r\n2,"総務,部"\r\n1,経理部\r\n';

async function file(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

beforeAll(async () => {
  // validate never calls the server; the base URL points nowhere.
  home = await twbHome('http://127.0.0.1:9');
  dir = home.configDir.replace(/\/twb$/, '');
});

afterAll(async () => {
  await home?.dispose();
});

describe('twb upload validate', () => {
  it('exits 0 for a valid file with a message on stderr and nothing on stdout', async () => {
    const result = await home.run(['upload', 'validate', 'department-names', await file('ok.csv', VALID_NAMES)]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('2行を検証しました。エラーはありません（部署名一括変更、文字コード UTF-8）');
  });

  it('exits 1 for an invalid file and lists each error by row and column on stderr', async () => {
    const result = await home.run(['upload', 'validate', 'department-names', await file('bad.csv', INVALID_NAMES)], { NO_COLOR: '1' });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('3行目 部署名: 部署名にカンマ（,）とダブルクォーテーション（"）は使用できません');
    expect(result.stderr).toContain('4行目 部署ID: 部署ID「1」が2行目と重複しています');
    expect(result.stderr).toContain('エラーが2件あります（部署名一括変更）');
    expect(result.stderr).not.toContain('\u001b[');
  });

  it('refuses a members row changed to a free-mail address, locally, at its row and column', async () => {
    const members = [
      '処理区分,会員ID,部署名,氏名（姓）,氏名（名）,フリガナ（セイ）,フリガナ（メイ）,社員番号,メールアドレス,備考,削除',
      'Edit,1024,総務部,山田,花子,ヤマダ,ハナコ,E-0102,hanako.yamada@example.co.jp,,',
      'Edit,1025,総務部,佐藤,次郎,サトウ,ジロウ,E-0103,jiro.sato@gmail.com,,',
    ].join('\r\n');
    const result = await home.run(['upload', 'validate', 'members', await file('free-mail.csv', members)], { NO_COLOR: '1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('3行目 メールアドレス: フリーメールおよび携帯キャリアのメールアドレスは登録できません');
    expect(result.stderr).not.toContain('2行目');
  });

  it('prints the result as JSON on stdout with --json, valid or not', async () => {
    const bad = await home.run(['upload', 'validate', 'department-names', await file('bad2.csv', INVALID_NAMES), '--json']);
    expect(bad.code).toBe(1);
    const report = JSON.parse(bad.stdout) as { valid: boolean; kind: string; problemCount: number; problems: { row: number; column: string; code: string }[] };
    expect(report).toMatchObject({ valid: false, kind: 'department-names', problemCount: 2, encoding: 'utf8', rowCount: 3 });
    expect(report.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, '部署名', 'departmentName'],
      [4, '部署ID', 'duplicate'],
    ]);
    const ok = await home.run(['upload', 'validate', 'department-names', await file('ok2.csv', VALID_NAMES), '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ valid: true, problemCount: 0, problems: [] });
  });

  it('reads CP932 by itself, honours --encoding, and reads stdin for -', async () => {
    const cp932 = await file('cp932.csv', new Uint8Array(iconv.encode(VALID_NAMES, 'cp932')));
    const auto = await home.run(['upload', 'validate', 'department-names', cp932]);
    expect(auto.code).toBe(0);
    expect(auto.stderr).toContain('文字コード CP932');
    const forced = await home.run(['upload', 'validate', 'department-names', cp932, '--encoding', 'utf8']);
    expect(forced.code).toBe(1);
    expect(forced.stderr).toContain('文字コード UTF-8 として読み込めない文字があります');
    const stdin = await home.run(['upload', 'validate', 'department-names', '-'], {}, VALID_NAMES);
    expect(stdin.code).toBe(0);
  });

  it('exits 2 for an unknown kind, a missing file, a bad --encoding and a missing argument', async () => {
    const ok = await file('ok3.csv', VALID_NAMES);
    const unknownKind = await home.run(['upload', 'validate', 'departments', ok]);
    expect(unknownKind.code).toBe(2);
    expect(unknownKind.stderr).toContain('種類 departments はありません。次のいずれかを指定してください: members（会員一括変更）、clerks（責任者・部署担当者一括登録）、department-names（部署名一括変更）、department-order（部署表示順一括変更）、department-register（部署一括登録）、department-delete（部署一括削除）');
    const missing = await home.run(['upload', 'validate', 'members', join(dir, 'nothing.csv')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`ファイル ${join(dir, 'nothing.csv')} が見つかりません。パスを確認してください\n`);
    const encoding = await home.run(['upload', 'validate', 'members', ok, '--encoding', 'latin1', '--json']);
    expect(encoding.code).toBe(2);
    expect(JSON.parse(encoding.stdout)).toEqual({ error: { code: 'USAGE', message: '--encoding latin1 は指定できません。auto、utf-8、cp932（Shift_JIS）のいずれかを指定してください（utf8 は utf-8、sjis・shift_jis は cp932 と同じ意味です）' } });
    const noFile = await home.run(['upload', 'validate', 'members']);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('使い方に誤りがあります');
  });
});
