// twb upload submit / history / cancel / result / template against a real server, run as a child process: exit codes
// (0 done, 1 failed or invalid, 2 usage, 3 --wait ran out, 4 not signed in or no permission), messages on stderr and
// data on stdout, --json everywhere.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadHistoryResponse } from '../../core/uploads/calls';
import { formatDate } from '../../server/format/dates';
import { runScheduledWork } from '../../server/jobs/scheduler';
import { DEMO_CODE, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { twbHome, type TwbHome } from './support/twb-process';

const signIn = { TWB_PASSWORD: DEMO_PASSWORD, TWB_CONFIRMATION_CODE: DEMO_CODE };
const DAY_MS = 24 * 60 * 60 * 1000;
const tomorrow = (): string => formatDate(new Date(Date.now() + DAY_MS));

let server: TestServer;
let home: TwbHome;
let clerkHome: TwbHome;
let dir: string;

async function file(name: string, content: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, `\uFEFF${content}`);
  return path;
}

async function departmentName(id: number): Promise<string> {
  const [row] = await server.db.query<{ billing_name: string }>('select billing_name from departments where id = $1', [id]);
  return row.billing_name;
}

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  home = await twbHome(server.baseUrl);
  clerkHome = await twbHome(server.baseUrl);
  dir = home.configDir.replace(/\/twb$/, '');
  expect((await home.run(['login', '--login-id', 'admin01'], signIn)).code).toBe(0);
  expect((await clerkHome.run(['login', '--login-id', 'clerk01'], signIn)).code).toBe(0);
}, 120_000);

afterAll(async () => {
  await home?.dispose();
  await clerkHome?.dispose();
  await server?.close();
});

describe('twb upload submit', () => {
  it('uploads a valid file applied today: exit 0, the summary on stderr, nothing on stdout', async () => {
    const path = await file('names.csv', '部署ID,部署名\r\n1,CLI変更部\r\n');
    const result = await home.run(['upload', 'submit', 'department-names', path], { NO_COLOR: '1' });
    expect(result.stderr).toMatch(/アップロードID \d+: 反映しました（1行）/);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toContain('[#');
    expect(await departmentName(1)).toBe('CLI変更部');
  });

  it('refuses a file with errors before sending it: exit 1, nothing queued', async () => {
    const [before] = await server.db.query<{ count: number }>('select count(*)::int as count from upload_jobs');
    const path = await file('bad.csv', '部署ID,部署名\r\n1,"総務,部"\r\n');
    const result = await home.run(['upload', 'submit', 'department-names', path]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('2行目 部署名: 部署名にカンマ（,）とダブルクォーテーション（"）は使用できません');
    expect(result.stderr).toContain('ローカル検証でエラーが1件あります。アップロードしませんでした');
    const [after] = await server.db.query<{ count: number }>('select count(*)::int as count from upload_jobs');
    expect(after.count).toBe(before.count);
  });

  it('--dry-run validates on the server with its database checks and changes nothing', async () => {
    const path = await file('unknown.csv', '部署ID,部署名\r\n99999,存在しない部署\r\n');
    const result = await home.run(['upload', 'submit', 'department-names', path, '--dry-run']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('2行目 部署ID:');
    const json = await home.run(['upload', 'submit', 'department-names', path, '--dry-run', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ dryRun: true, valid: false, transferHistoryId: null, problems: [{ row: 2, column: '部署ID', code: 'unknownBillingId' }] });
    const ok = await home.run(['upload', 'submit', 'department-names', await file('ok.csv', '部署ID,部署名\r\n2,試しの名前\r\n'), '--dry-run']);
    expect(ok.code).toBe(0);
    expect(await departmentName(2)).not.toBe('試しの名前');
  });

  it('--dry-run prints the warning of a Keep row whose edits would be ignored and still exits 0; a free-mail row never leaves the machine', async () => {
    const [member] = await server.db.query<Record<string, string | null>>(
      `select u.id::text as id, d.billing_name, u.user_last_name, u.user_first_name, u.user_last_name_kana, u.user_first_name_kana,
              coalesce(u.user_code, '') as user_code, u.mail_address, coalesce(u.tenant_remarks, '') as tenant_remarks
         from users u join departments d on d.id = u.department_id
        where u.corporation_id = 1 and u.role_type is null and not u.delete_flg and u.mail_address is not null order by u.id limit 1`,
    );
    const header = '処理区分,会員ID,部署名,氏名（姓）,氏名（名）,フリガナ（セイ）,フリガナ（メイ）,社員番号,メールアドレス,備考,削除';
    const cells = (action: string, lastName: string, mail: string) => [action, member.id, member.billing_name, lastName, member.user_first_name,
      member.user_last_name_kana, member.user_first_name_kana, member.user_code, mail, member.tenant_remarks, ''].map((c) => (/[",\r\n]/.test(c ?? '') ? `"${(c ?? '').replace(/"/g, '""')}"` : (c ?? ''))).join(',');
    const keep = await file('keep.csv', `${header}\r\n${cells('Keep', '書き換え', member.mail_address ?? '')}\r\n`);
    const result = await home.run(['upload', 'submit', 'members', keep, '--dry-run'], { NO_COLOR: '1' });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('警告 2行目 氏名（姓）: 処理区分が「Keep」（変更しない）のため、現在の登録内容と異なる「氏名（姓）」は反映されません');
    expect(result.stderr).toContain('警告が1件あります');

    const [before] = await server.db.query<{ count: number }>('select count(*)::int as count from upload_jobs');
    const free = await file('free.csv', `${header}\r\n${cells('Edit', member.user_last_name ?? '', 'someone@gmail.com')}\r\n`);
    const refused = await home.run(['upload', 'submit', 'members', free, '--dry-run'], { NO_COLOR: '1' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('2行目 メールアドレス: フリーメールおよび携帯キャリアのメールアドレスは登録できません');
    expect(refused.stderr).toContain('ローカル検証でエラーが1件あります');
    const [after] = await server.db.query<{ count: number }>('select count(*)::int as count from upload_jobs');
    expect(after.count).toBe(before.count);
  });

  it('--wait follows a scheduled upload until it is applied', async () => {
    const path = await file('scheduled.csv', '部署ID,部署名\r\n3,予定どおりの名前\r\n');
    const running = home.run(['upload', 'submit', 'department-names', path, '--start-date', tomorrow(), '--wait', '--wait-timeout', '60', '--json']);
    // Let the upload be queued, then let its day come.
    for (let i = 0; i < 50; i++) {
      const queued = await server.db.query("select id from upload_jobs where status = 'queued' and file_name = 'scheduled.csv'");
      if (queued.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await runScheduledWork(server.db, new Date(Date.now() + DAY_MS));
    const result = await running;
    expect(result.stderr).toContain('の反映を待っています');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 'queued', history: { status: 'applied', appliedCount: 1 } });
    expect(await departmentName(3)).toBe('予定どおりの名前');
  }, 60_000);

  it('a --wait that runs out exits 3 with the id; cancel then works once; result is refused for it', async () => {
    const path = await file('later.csv', '部署ID,部署名\r\n4,取り消す名前\r\n');
    const result = await home.run(['upload', 'submit', 'department-names', path, '--start-date', tomorrow(), '--wait', '--wait-timeout', '1']);
    expect(result.code).toBe(3);
    const id = /アップロードID (\d+)/.exec(result.stderr)?.[1] ?? '';
    expect(result.stderr).toContain(`アップロードID ${id} はまだ反映されていません（状態: 反映待ち）`);

    const history = await home.run(['upload', 'history', '--json', '--kind', 'department-names']);
    expect(history.code).toBe(0);
    const page = JSON.parse(history.stdout) as UploadHistoryResponse;
    expect(page.rows[0]).toMatchObject({ transferHistoryId: id, status: 'queued', cancellable: true });
    const table = await home.run(['upload', 'history']);
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+種類\s+状態\s+反映日/);
    expect(table.stdout).toMatch(new RegExp(`^${id}\\s+部署名一括変更\\s+反映待ち\\s+${tomorrow()}`, 'm'));

    const cancel = await home.run(['upload', 'cancel', id]);
    expect(cancel.stderr).toContain(`アップロードID ${id} を取り消しました`);
    expect(cancel.code).toBe(0);
    // Cancelling again is no mistake: the upload is cancelled, as asked.
    const again = await home.run(['upload', 'cancel', id]);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain(`アップロードID ${id} はすでに取り消されています（反映はしていません）`);
    const noResult = await home.run(['upload', 'result', id, '-o', join(dir, 'none.csv')]);
    expect(noResult.code).toBe(1);
    expect(noResult.stderr).toContain('  アップロードID: 結果CSVはまだありません（状態: 取消済み）');
  });

  it('result saves the completion CSV of a failed upload', async () => {
    // Valid when sent; by its day the name is another department's, so the apply refuses the row.
    const taken = '反映日には使われている名前';
    const path = await file('fails-on-its-day.csv', `部署ID,部署名\r\n6,${taken}\r\n`);
    const running = home.start(['upload', 'submit', 'department-names', path, '--start-date', tomorrow(), '--wait', '--wait-timeout', '120']);
    const [, id] = await running.stderrMatches(/アップロードID (\d+) の反映を待っています/);
    await server.db.query('update departments set billing_name = $1 where id = 7', [taken]);
    await runScheduledWork(server.db, new Date(Date.now() + DAY_MS));
    const submit = await running.done;
    expect(submit.code).toBe(1);
    expect(submit.stderr).toContain(`twb upload result ${id} -o result.csv`);
    const target = join(dir, 'result.csv');
    const result = await home.run(['upload', 'result', id, '-o', target]);
    expect(result.code).toBe(0);
    const text = (await readFile(target, 'utf8')).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('行番号,部署ID,部署名,結果,理由');
    expect(text).toMatch(new RegExp(`^2,6,${taken},NG,部署名: `, 'm'));
  }, 60_000);
});

describe('twb upload template', () => {
  it('saves the current departments in the upload format, which validates and dry-runs clean', async () => {
    const target = join(dir, 'order.csv');
    const result = await home.run(['upload', 'template', 'department-order', '-o', target]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`${target} に保存しました`);
    expect((await readFile(target, 'utf8')).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('部署ID,部署名,表示順');
    expect((await home.run(['upload', 'validate', 'department-order', target])).code).toBe(0);
    expect((await home.run(['upload', 'submit', 'department-order', target, '--dry-run'])).code).toBe(0);
    const sjis = join(dir, 'members-sjis.csv');
    expect((await home.run(['upload', 'template', 'members', '-o', sjis, '--encoding', 'cp932'])).code).toBe(0);
    const check = await home.run(['upload', 'validate', 'members', sjis, '--json']);
    expect(JSON.parse(check.stdout)).toMatchObject({ valid: true, encoding: 'cp932' });
  });
});

describe('exit codes', () => {
  it('2 for usage errors', async () => {
    const path = await file('usage.csv', '部署ID,部署名\r\n1,x\r\n');
    expect((await home.run(['upload', 'submit', 'nothing', path])).code).toBe(2);
    expect((await home.run(['upload', 'submit', 'department-names', path, '--delete-existing'])).code).toBe(2);
    expect((await home.run(['upload', 'submit', 'department-names', path, '--start-date', 'tomorrow'])).code).toBe(2);
    expect((await home.run(['upload', 'cancel', 'abc'])).code).toBe(2);
    expect((await home.run(['upload', 'result', 'x1'])).code).toBe(2);
    expect((await home.run(['upload', 'template', 'members', '-o', 'x.csv', '--encoding', 'latin1'])).code).toBe(2);
  });

  it('4 without the permission or without signing in; 1 for a start date the server refuses', async () => {
    const path = await file('perm.csv', '部署ID,部署名\r\n5,権限なし\r\n');
    const clerk = await clerkHome.run(['upload', 'submit', 'department-names', path, '--json']);
    expect(clerk.code).toBe(4);
    expect(JSON.parse(clerk.stdout)).toMatchObject({ error: { status: 403, message: '権限がありません' } });
    expect((await clerkHome.run(['upload', 'history'])).code).toBe(4);
    const anonymous = await twbHome(server.baseUrl);
    try {
      expect((await anonymous.run(['upload', 'history'])).code).toBe(4);
    } finally {
      await anonymous.dispose();
    }
    const past = await home.run(['upload', 'submit', 'department-names', path, '--start-date', '2020/01/01']);
    expect(past.code).toBe(1);
    expect(past.stderr).toContain('反映日は本日');
  });
});
