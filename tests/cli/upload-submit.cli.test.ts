// twb upload submit as a person running a large file sees it, against a real server and as a child process: the size
// limit checked before anything is sent, Ctrl-C during --wait by a real SIGINT (exit 130, the id and how to follow the
// upload), a failed apply's first reasons, a repeat of a live upload said to be already received, Japanese status and
// kind names, --encoding spellings, and friendly file errors. Every wait is on the process's output, never a sleep.
import type { IncomingMessage } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../core/uploads/calls';
import { formatDate } from '../../server/format/dates';
import { runScheduledWork } from '../../server/jobs/scheduler';
import { DEMO_CODE, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { twbHome, type TwbHome } from './support/twb-process';

const signIn = { TWB_PASSWORD: DEMO_PASSWORD, TWB_CONFIRMATION_CODE: DEMO_CODE };
const DAY_MS = 24 * 60 * 60 * 1000;
const tomorrow = (): string => formatDate(new Date(Date.now() + DAY_MS));

let server: TestServer;
let home: TwbHome;
let dir: string;
/** Every upload POST the server has seen (its URL), whatever became of it. */
const uploadRequests: string[] = [];

async function file(name: string, content: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, `\uFEFF${content}`);
  return path;
}

async function jobCount(): Promise<number> {
  const [row] = await server.db.query<{ count: number }>('select count(*)::int as count from upload_jobs');
  return row.count;
}

async function department(id: number): Promise<{ billing_name: string }> {
  const [row] = await server.db.query<{ billing_name: string }>('select billing_name from departments where id = $1', [id]);
  return row;
}

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  server.app.server.on('request', (request: IncomingMessage) => {
    if (request.method === 'POST' && request.url?.startsWith('/api/transfer/upload/')) uploadRequests.push(request.url);
  });
  home = await twbHome(server.baseUrl);
  dir = home.configDir.replace(/\/twb$/, '');
  expect((await home.run(['login', '--login-id', 'admin01'], signIn)).code).toBe(0);
}, 120_000);

afterAll(async () => {
  await home?.dispose();
  await server?.close();
});

describe('the size limit', () => {
  it('refuses a file over the limit before sending it: no request reaches the server; size, limit, rows that fit, said once', async () => {
    const rows = Array.from({ length: Math.ceil((UPLOAD_MAX_BYTES * 1.05) / 40) }, (_, i) => `${i + 1},部署名${String(i).padStart(8, '0')}の長い名前です\r\n`).join('');
    const path = await file('too-big.csv', `部署ID,部署名\r\n${rows}`);
    const before = await jobCount();
    const sent = uploadRequests.length;
    const result = await home.run(['upload', 'submit', 'department-names', path], { NO_COLOR: '1' });
    expect(result.code).toBe(1);
    expect(uploadRequests.length).toBe(sent);
    expect(await jobCount()).toBe(before);
    expect(result.stderr).toMatch(/too-big\.csv のサイズ（1\d\.\dMB、[\d,]+バイト）が、アップロードできる上限（10MB、10,485,760バイト）を超えています。送信していません/);
    expect(result.stderr).toMatch(/1ファイルに入るのは約[\d,]+行までです。2個以上のファイルに分け、それぞれの先頭に見出し行を付けてアップロードしてください/);
    expect(result.stderr.match(/上限/g)).toHaveLength(1);
    expect(result.stderr).not.toContain('[#');

    const json = await home.run(['upload', 'submit', 'department-names', path, '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { code: 'UPLOAD_TOO_LARGE', max: UPLOAD_MAX_BYTES } });
    expect(uploadRequests.length).toBe(sent);
  }, 60_000);
});

describe('Ctrl-C', () => {
  it('during the transfer: exit 130, saying whether the file had all been sent (nothing uploaded when it had not)', async () => {
    // A large valid file (9 MB), so the bytes are still on their way when the server first hears of the request.
    const name = (i: number): string => `${'営'.repeat(38)}部${String(i).padStart(6, '0')}`;
    const rows = Array.from({ length: Math.floor((9 * 1024 * 1024) / Buffer.byteLength(`100000,${name(0)}\r\n`)) }, (_, i) => `${i + 1},${name(i)}\r\n`).join('');
    const path = await file('stopped-while-sending.csv', `部署ID,部署名\r\n${rows}`);
    const before = await jobCount();
    const arrived = new Promise<void>((resolve) => {
      const listener = (request: IncomingMessage): void => {
        if (request.method !== 'POST' || !request.url?.startsWith('/api/transfer/upload/')) return;
        server.app.server.off('request', listener);
        resolve();
      };
      server.app.server.on('request', listener);
    });
    const running = home.start(['upload', 'submit', 'department-names', path], { NO_COLOR: '1' });
    await arrived;
    running.kill('SIGINT');
    const result = await running.done;
    expect(result.code).toBe(130);
    const notSent = result.stderr.includes('中断しました。ファイルは送信していません（アップロードされていません）');
    const maybeSent = result.stderr.includes('中断しました。ファイルは送信し終えていたため、受け付けられている可能性があります。twb upload history で確認してください');
    expect(notSent || maybeSent, result.stderr).toBe(true);
    if (notSent) expect(await jobCount()).toBe(before);
  }, 60_000);

  it('during --wait: exit 130, the upload goes on on the server, its id and how to follow it', async () => {
    const path = await file('wait-then-stop.csv', '部署ID,部署名\r\n6,止めても続く名前\r\n');
    const running = home.start(['upload', 'submit', 'department-names', path, '--start-date', tomorrow(), '--wait', '--wait-timeout', '600'], { NO_COLOR: '1' });
    const [, id] = await running.stderrMatches(/アップロードID (\d+) の反映を待っています/);
    running.kill('SIGINT');
    const result = await running.done;
    expect(result.code).toBe(130);
    expect(result.stderr).toContain(`中断しました。アップロードID ${id} の反映はサーバーで続いています`);
    expect(result.stderr).toContain('twb upload history');
    expect(result.stderr).toContain(`twb upload result ${id} -o result.csv`);
    expect(result.stderr).toContain(`twb upload cancel ${id}`);
    // The upload is still there, waiting for its day.
    const [job] = await server.db.query<{ status: string }>('select status from upload_jobs where id = $1', [Number(id)]);
    expect(job.status).toBe('queued');
    expect((await home.run(['upload', 'cancel', id])).code).toBe(0);
  });
});

describe('the outcome', () => {
  it('a failed apply prints its first reasons (row, column, message) and where the whole CSV is', async () => {
    // Valid today; by its day the name is another department's, so the apply refuses the row.
    const taken = '明日には使われている名前';
    const path = await file('fails-later.csv', `部署ID,部署名\r\n7,${taken}\r\n`);
    const running = home.start(['upload', 'submit', 'department-names', path, '--start-date', tomorrow(), '--wait', '--wait-timeout', '120'], { NO_COLOR: '1' });
    const [, id] = await running.stderrMatches(/アップロードID (\d+) の反映を待っています/);
    await server.db.query('update departments set billing_name = $1 where id = 8', [taken]);
    await runScheduledWork(server.db, new Date(Date.now() + DAY_MS));
    const result = await running.done;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`アップロードID ${id}: 反映できませんでした（エラー1件）。変更は行っていません。理由:`);
    expect(result.stderr).toMatch(/\n {2}2行目 部署名: .*明日には使われている名前/);
    expect(result.stderr).toContain(`twb upload result ${id} -o result.csv`);
    expect(result.stderr).not.toContain('結果CSVで理由を確認してください');
    expect((await department(7)).billing_name).not.toBe(taken);
  }, 60_000);

  it('a repeat of a live upload says it was already received, with its id and state; no second upload', async () => {
    const path = await file('twice.csv', '部署ID,部署名\r\n9,二度送る名前\r\n');
    const first = await home.run(['upload', 'submit', 'department-names', path, '--start-date', tomorrow()], { NO_COLOR: '1' });
    expect(first.code).toBe(0);
    const id = /アップロードID (\d+): ファイルを受け付けました。/.exec(first.stderr)?.[1];
    expect(id).toBeDefined();
    const before = await jobCount();
    const again = await home.run(['upload', 'submit', 'department-names', path, '--start-date', tomorrow()], { NO_COLOR: '1' });
    expect(again.code).toBe(0);
    expect(again.stderr).toContain(`アップロードID ${id}: このファイルはすでに受け付けています（状態: 反映待ち、反映日 ${tomorrow()}、1行）`);
    expect(again.stderr).not.toContain('ファイルを受け付けました');
    expect(await jobCount()).toBe(before);
    const json = await home.run(['upload', 'submit', 'department-names', path, '--start-date', tomorrow(), '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ transferHistoryId: id, alreadyReceived: true, status: 'queued' });
    expect((await home.run(['upload', 'cancel', id ?? ''])).code).toBe(0);
  });

  it('the history names kinds and statuses in Japanese (the codes stay in --json); waits name the state in Japanese too', async () => {
    const path = await file('history.csv', '部署ID,部署名\r\n10,履歴に出る名前\r\n');
    const waited = await home.run(['upload', 'submit', 'department-names', path, '--start-date', tomorrow(), '--wait', '--wait-timeout', '1'], { NO_COLOR: '1' });
    expect(waited.code).toBe(3);
    const id = /アップロードID (\d+)/.exec(waited.stderr)?.[1] ?? '';
    expect(waited.stderr).toContain(`アップロードID ${id} はまだ反映されていません（状態: 反映待ち）`);
    expect(waited.stderr).not.toMatch(/queued|この画面/);
    const table = await home.run(['upload', 'history', '--kind', 'department-names']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(new RegExp(`^${id}\\s+部署名一括変更\\s+反映待ち\\s+${tomorrow()}`, 'm'));
    expect(table.stdout).not.toMatch(/department-names|queued|applied|failed|cancelled/);
    const json = await home.run(['upload', 'history', '--kind', 'department-names', '--json']);
    expect(JSON.parse(json.stdout).rows[0]).toMatchObject({ transferHistoryId: id, kind: 'department-names', status: 'queued' });
    expect((await home.run(['upload', 'cancel', id])).code).toBe(0);
    const after = await home.run(['upload', 'history', '--kind', 'department-names']);
    expect(after.stdout).toMatch(new RegExp(`^${id}\\s+部署名一括変更\\s+取消済み`, 'm'));
  });
});

describe('options and files', () => {
  it('--encoding: utf-8 and utf8, cp932 and sjis or shift_jis, in validate, submit and template alike', async () => {
    const names = '部署ID,部署名\r\n1,文字コードの試し\r\n';
    const sjis = join(dir, 'names-sjis.csv');
    await writeFile(sjis, iconv.encode(names, 'cp932'));
    const utf8 = await file('names-utf8.csv', names);
    for (const encoding of ['cp932', 'sjis', 'shift_jis', 'SJIS']) {
      const result = await home.run(['upload', 'validate', 'department-names', sjis, '--encoding', encoding]);
      expect(result.code, encoding).toBe(0);
      expect(result.stderr).toContain('文字コード CP932');
    }
    for (const encoding of ['utf-8', 'utf8', 'UTF-8']) expect((await home.run(['upload', 'validate', 'department-names', utf8, '--encoding', encoding])).code).toBe(0);
    expect((await home.run(['upload', 'submit', 'department-names', sjis, '--dry-run', '--encoding', 'shift_jis'])).code).toBe(0);
    expect((await home.run(['upload', 'submit', 'department-names', utf8, '--dry-run', '--encoding', 'utf-8'])).code).toBe(0);
    const template = join(dir, 'order-sjis.csv');
    expect((await home.run(['upload', 'template', 'department-order', '-o', template, '--encoding', 'sjis'])).code).toBe(0);
    expect(iconv.decode(await readFile(template), 'cp932').split('\r\n')[0]).toBe('部署ID,部署名,表示順');
    const refused = await home.run(['upload', 'validate', 'department-names', utf8, '--encoding', 'latin1']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--encoding latin1 は指定できません。auto、utf-8、cp932（Shift_JIS）のいずれかを指定してください');
    const help = await home.run(['upload', 'submit', '--help']);
    expect(help.stdout).toContain('--encoding <auto|utf-8|cp932>');
  });

  it('a missing file, a folder, a missing output folder: Japanese with the path, never ENOENT', async () => {
    const missing = join(dir, 'nothing-here.csv');
    for (const args of [['upload', 'submit', 'department-names', missing], ['upload', 'validate', 'department-names', missing]]) {
      const result = await home.run(args);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`ファイル ${missing} が見つかりません。パスを確認してください\n`);
    }
    const folder = join(dir, 'a-folder.csv');
    await mkdir(folder, { recursive: true });
    const isFolder = await home.run(['upload', 'submit', 'department-names', folder]);
    expect(isFolder.code).toBe(2);
    expect(isFolder.stderr).toBe(`${folder} はフォルダです。ファイルを指定してください\n`);
    const target = join(dir, 'no-such-folder', 'order.csv');
    const unwritable = await home.run(['upload', 'template', 'department-order', '-o', target]);
    expect(unwritable.code).toBe(1);
    expect(unwritable.stderr).toContain(`${target} に保存できません。フォルダ ${join(dir, 'no-such-folder')} がありません`);
    expect(`${isFolder.stderr}${unwritable.stderr}`).not.toMatch(/ENOENT|EISDIR/);
  });

  it("the server's field refusals name the option, once", async () => {
    const path = await file('past.csv', '部署ID,部署名\r\n5,過去の名前\r\n');
    const past = await home.run(['upload', 'submit', 'department-names', path, '--start-date', '2020/01/01'], { NO_COLOR: '1' });
    expect(past.code).toBe(1);
    expect(past.stderr).toContain('反映日（--start-date）: 反映日は本日');
    expect(past.stderr).not.toContain('startDate');
  });
});
