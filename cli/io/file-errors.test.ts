// File errors in Japanese with the path: missing, a folder, no permission (never a raw ENOENT).
import { mkdir, mkdtemp, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileReadError, fileWriteError } from './file-errors';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'twb-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const errorOf = (work: Promise<unknown>): Promise<unknown> => work.then(() => null, (error: unknown) => error);

describe('fileReadError', () => {
  it('a missing file, a folder, a file without permission: exit 2, Japanese, the path', async () => {
    const missing = join(dir, 'nothing.csv');
    const notFound = fileReadError(missing, await errorOf(readFile(missing)));
    expect(notFound.exitCode).toBe(2);
    expect(notFound.message).toBe(`ファイル ${missing} が見つかりません。パスを確認してください`);
    const folder = join(dir, 'folder');
    await mkdir(folder);
    expect(fileReadError(folder, await errorOf(readFile(folder))).message).toBe(`${folder} はフォルダです。ファイルを指定してください`);
    expect(fileReadError('x.csv', Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })).message).toBe('ファイル x.csv を読む権限がありません');
  });

  it('a file the process may not read, when the process is not root', async () => {
    if (process.getuid?.() === 0) return;
    const locked = join(dir, 'locked.csv');
    await writeFile(locked, 'x');
    await chmod(locked, 0o000);
    expect(fileReadError(locked, await errorOf(readFile(locked))).message).toBe(`ファイル ${locked} を読む権限がありません`);
  });

  it('anything else keeps its detail but still names the file', () => {
    const other = fileReadError('x.csv', Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }));
    expect(other.message).toBe('ファイル x.csv を読み込めません（EIO: i/o error）');
  });
});

describe('fileWriteError', () => {
  it('no folder, a folder as the target, no permission, a full disk: exit 1, Japanese', () => {
    const error = (code: string) => Object.assign(new Error(code), { code, path: '/x/.a.csv.part' });
    expect(fileWriteError('/x/a.csv', '/x', error('ENOENT')).message).toBe('/x/a.csv に保存できません。フォルダ /x がありません');
    expect(fileWriteError('/x/a.csv', '/x', error('ENOENT')).exitCode).toBe(1);
    expect(fileWriteError('/x', '/', error('EISDIR')).message).toBe('/x はフォルダです。保存するファイルの名前を指定してください');
    expect(fileWriteError('/x/a.csv', '/x', error('EACCES')).message).toBe('/x/a.csv に保存する権限がありません');
    expect(fileWriteError('/x/a.csv', '/x', error('ENOSPC')).message).toBe('/x/a.csv に保存できません。ディスクの空きが足りません');
  });
});
