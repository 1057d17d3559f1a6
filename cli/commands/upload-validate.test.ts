// twb upload validate's files and options: friendly file errors (exit 2), --encoding spellings, and a warning for a
// file that passes the rules but is over the upload limit.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../core/uploads/calls';
import { runCommand } from '../run-command';
import { fakeRuntime } from '../testing/fake-runtime';
import { runUploadValidate, type UploadValidateOptions } from './upload-validate';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'twb-validate-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function validate(kind: string, file: string, options: UploadValidateOptions = {}) {
  const runtime = fakeRuntime({});
  return runCommand(options.json, (rt, output) => runUploadValidate(kind, file, options, rt, output), runtime).then((code) => ({ code, runtime }));
}

describe('twb upload validate', () => {
  it('a missing file and a folder: exit 2 in Japanese with the path', async () => {
    const missing = await validate('members', join(dir, 'nothing.csv'));
    expect(missing.code).toBe(2);
    expect(missing.runtime.stderr.text()).toBe(`ファイル ${join(dir, 'nothing.csv')} が見つかりません。パスを確認してください\n`);
    const folder = join(dir, 'a-folder');
    await mkdir(folder);
    const isFolder = await validate('members', folder);
    expect(isFolder.code).toBe(2);
    expect(isFolder.runtime.stderr.text()).toBe(`${folder} はフォルダです。ファイルを指定してください\n`);
  });

  it('--encoding utf-8 and utf8, sjis and cp932 alike', async () => {
    const names = '部署ID,部署名\r\n1,総務部\r\n';
    const utf8 = join(dir, 'utf8.csv');
    await writeFile(utf8, names);
    const sjis = join(dir, 'sjis.csv');
    await writeFile(sjis, iconv.encode(names, 'cp932'));
    for (const encoding of ['utf-8', 'utf8', 'UTF-8']) expect((await validate('department-names', utf8, { encoding })).code).toBe(0);
    for (const encoding of ['cp932', 'sjis', 'shift_jis']) {
      const { code, runtime } = await validate('department-names', sjis, { encoding });
      expect(code).toBe(0);
      expect(runtime.stderr.text()).toContain('文字コード CP932');
    }
  });

  it('a valid file over the upload limit passes with a warning saying it cannot be sent as it is', async () => {
    // Long names (45 full-width characters, 135 bytes), so the file is over 10 MB in fewer rows.
    const name = (i: number): string => `${'営'.repeat(38)}部${String(i).padStart(6, '0')}`;
    const count = Math.ceil((UPLOAD_MAX_BYTES * 1.05) / Buffer.byteLength(`1,${name(0)}\r\n`));
    const rows = Array.from({ length: count }, (_, i) => `${i + 1},${name(i)}\r\n`).join('');
    const path = join(dir, 'big.csv');
    await writeFile(path, `部署ID,部署名\r\n${rows}`);
    const { code, runtime } = await validate('department-names', path);
    expect(code).toBe(0);
    expect(runtime.stderr.text()).toMatch(/警告 .*big\.csv のサイズ（.*）が、アップロードできる上限（10MB、10,485,760バイト）を超えています/);
    expect(runtime.stderr.text()).toContain('このままでは twb upload submit で送信できません');
  }, 60_000);
});
