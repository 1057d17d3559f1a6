// Spec 5's mail rule on bulk files, against a real server: a members (or clerks) row with a free-mail address or a
// domain the corporation does not permit is reported by the dry run at its row and column in Japanese, refused by the
// upload with nothing stored, and refused by the apply when the rule changed meanwhile; a Keep row whose cells differ
// from the member's data is a warning of the dry run, and the file still applies (changing nothing for that row).
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadRejectedBody, UploadResponse } from '../../core/uploads/calls';
import { t } from '../../core/i18n';
import type { Row } from '../db/database';
import { formatDate } from '../format/dates';
import { runScheduledWork } from '../jobs/scheduler';
import { signInWithCookies, type TestCaller } from '../../tests/support/server';
import { fileTestServer } from '../../tests/support/file-server';
import { csvText, settled, upload as send, utf8Bom } from './test-support';

const file = fileTestServer();
let admin: TestCaller;

beforeAll(async () => {
  admin = await signInWithCookies(file.server.baseUrl, 'admin01');
});

const DAY_MS = 24 * 60 * 60 * 1000;
const members8 = (extra: Record<string, string | boolean> = {}) => ({ corporationId: 1, uploadDivision: 8, ...extra });

interface MemberState extends Row {
  id: number;
  billing_name: string;
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  user_code: string | null;
  mail_address: string;
  tenant_remarks: string | null;
  last_updated: Date;
}

async function members(): Promise<MemberState[]> {
  return file.server.db.query<MemberState>(
    `select u.id, d.billing_name, u.user_last_name, u.user_first_name, u.user_last_name_kana, u.user_first_name_kana, u.user_code,
            u.mail_address, u.tenant_remarks, u.last_updated
       from users u join departments d on d.id = u.department_id
      where u.corporation_id = 1 and u.role_type is null and not u.delete_flg and u.mail_address is not null order by u.id`,
  );
}

function row(action: string, m: MemberState, changes: Partial<Record<'mailAddress' | 'userLastName' | 'tenantRemakes', string>> = {}): string[] {
  return [
    action, String(m.id), m.billing_name, changes.userLastName ?? m.user_last_name, m.user_first_name, m.user_last_name_kana,
    m.user_first_name_kana, m.user_code ?? '', changes.mailAddress ?? m.mail_address, changes.tenantRemakes ?? m.tenant_remarks ?? '', '',
  ];
}

async function jobCount(): Promise<number> {
  const [counted] = await file.server.db.query<{ count: number }>('select count(*)::int as count from upload_jobs');
  return counted.count;
}

describe('the mail rule on a members file', () => {
  it('the dry run reports a free-mail row and a not-permitted domain at their row and column; the upload refuses the file and changes nothing', async () => {
    const [a, b] = await members();
    const rows = [
      row('Edit', a, { mailAddress: 'changed.address@gmail.com' }),
      ['Edit', '', b.billing_name, '新規', '会員', 'シンキ', 'カイイン', '', 'new.member@example.com', '', ''],
    ];
    const data = utf8Bom(csvText('members', rows));
    const before = await members();
    const jobs = await jobCount();

    const dryRun = await send<UploadResponse>(admin, members8({ dryRun: true }), data);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body).toMatchObject({ dryRun: true, valid: false, problemCount: 2, message: t('uploads.done.dryRunInvalid', { count: 2 }) });
    expect(dryRun.body.problems).toEqual([
      { row: 2, line: 2, column: 'メールアドレス', code: 'freeMail', message: 'フリーメールおよび携帯キャリアのメールアドレスは登録できません' },
      { row: 3, line: 3, column: 'メールアドレス', code: 'mailDomain', message: '許可されたメールドメイン（mirai-works.co.jp）のアドレスを入力してください' },
    ]);

    const refused = await send<UploadRejectedBody>(admin, members8(), data);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('CSV_INVALID');
    expect(refused.body.validation.problems.map((p) => [p.row, p.column, p.code])).toEqual([[2, 'メールアドレス', 'freeMail'], [3, 'メールアドレス', 'mailDomain']]);
    expect(await jobCount()).toBe(jobs);
    expect(await members()).toEqual(before);
  });

  it('an address the member already has passes even when the corporation no longer permits its domain', async () => {
    const [a] = await members();
    await file.server.db.query("update corporations set mail_domains = array['mirai-works.jp'] where id = 1");
    try {
      const dryRun = await send<UploadResponse>(admin, members8({ dryRun: true }), utf8Bom(csvText('members', [row('Edit', a, { userLastName: '変更' })])));
      expect(dryRun.body).toMatchObject({ valid: true, problemCount: 0 });
    } finally {
      await file.server.db.query("update corporations set mail_domains = array['mirai-works.co.jp'] where id = 1");
    }
  });

  it('the apply refuses a row whose domain the corporation stopped permitting after the upload: the job fails and nothing changes', async () => {
    const [a, b] = await members();
    const day = formatDate(new Date(file.clock.now().getTime() + DAY_MS));
    const rows = [row('Edit', a, { tenantRemakes: '反映されない' }), row('Edit', b, { mailAddress: 'moved.address@tokyo.mirai-works.co.jp' })];
    const queued = await send<UploadResponse>(admin, members8({ startDate: day }), utf8Bom(csvText('members', rows)));
    expect(queued.body).toMatchObject({ status: 'queued', valid: true });
    const before = await members();

    await file.server.db.query("update corporations set mail_domains = array['mirai-works.jp'] where id = 1");
    try {
      await runScheduledWork(file.server.db, new Date(file.clock.now().getTime() + DAY_MS));
    } finally {
      await file.server.db.query("update corporations set mail_domains = array['mirai-works.co.jp'] where id = 1");
    }
    expect(await members()).toEqual(before);
    const [job] = await file.server.db.query<{ status: string }>('select status from upload_jobs where id = $1', [Number(queued.body.transferHistoryId)]);
    expect(job.status).toBe('failed');
    const completion = await admin.get<string>(`/api/transfer/completionCSV?transferHistoryId=${queued.body.transferHistoryId}&transferDivision=1`);
    const records = parse(completion.body.replace(/^\uFEFF/, '')) as string[][];
    expect(records[2].slice(-2)).toEqual(['NG', `メールアドレス: ${t('members.validation.mailDomain', { domains: 'mirai-works.jp' })}`]);
  });
});

describe('the mail rule on a clerks file', () => {
  it('the dry run reports a free-mail responsible person and a department clerk of another domain', async () => {
    const rows = [
      ['責任者', 'mailrule01', '鈴木', '一郎', 'スズキ', 'イチロウ', 'ichiro@yahoo.co.jp', '', '', '2'],
      ['部署担当者', 'mailrule02', '佐藤', '花子', 'サトウ', 'ハナコ', 'hanako@example.com', '総務部', '', '2'],
      ['部署担当者', 'mailrule03', '田中', '次郎', 'タナカ', 'ジロウ', '', '総務部', '', '2'],
    ];
    const dryRun = await send<UploadResponse>(admin, { corporationId: 1, uploadDivision: 3, dryRun: true }, utf8Bom(csvText('clerks', rows)));
    expect(dryRun.body.problems).toEqual([
      { row: 2, line: 2, column: 'メールアドレス', code: 'freeMail', message: t('members.validation.freeMail') },
      { row: 3, line: 3, column: 'メールアドレス', code: 'mailDomain', message: t('members.validation.mailDomain', { domains: 'mirai-works.co.jp' }) },
    ]);
  });
});

describe('a Keep row that differs from the member', () => {
  it('is a warning of the dry run at its row and first differing column; the file is valid and applies without that edit', async () => {
    const [a, b] = await members();
    const keepOnly = utf8Bom(csvText('members', [row('Keep', a, { userLastName: '無視される', tenantRemakes: 'これも無視' }), row('Keep', b)]));
    const dryRun = await send<UploadResponse>(admin, members8({ dryRun: true }), keepOnly);
    expect(dryRun.body).toMatchObject({ valid: true, problemCount: 0, warningCount: 1, message: t('uploads.done.dryRunWarnings', { rows: 2, warnings: 1 }) });
    expect(dryRun.body.warnings).toEqual([{
      row: 2, line: 2, column: '氏名（姓）', code: 'keepIgnored',
      message: t('csv.warning.keepIgnored', { keep: '「Keep」（変更しない）', edit: '「Edit」（登録・変更）', columns: '「氏名（姓）」「備考」' }),
    }]);

    const before = await members();
    const applied = settled(file.server, await send<UploadResponse>(admin, members8(), keepOnly));
    expect((await applied).body.status).toBe('applied');
    expect(await members()).toEqual(before);

    // The member list as downloaded warns about nothing.
    const download = await admin.get<string>('/api/transfer/memberBulkUpdateCSV');
    const back = await send<UploadResponse>(admin, members8({ dryRun: true }), new TextEncoder().encode(download.body));
    expect(back.body).toMatchObject({ valid: true, warningCount: 0, warnings: [] });
  });
});
