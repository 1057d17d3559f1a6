// Uploads are applied in the background: the upload call answers 'applying' before any row is applied, the job call
// follows the job for its uploader (another corporation's job does not exist for them), and a job that fails in the
// background (the data changed between the upload and its day) records its completion CSV and changes nothing.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadJobState, UploadResponse } from '../../core/uploads/calls';
import type { Row } from '../db/database';
import { formatDate } from '../format/dates';
import { runScheduledWork } from '../jobs/scheduler';
import { signInWithCookies, type TestCaller } from '../../tests/support/server';
import { fileTestServer } from '../../tests/support/file-server';
import { csvText, upload, utf8Bom } from './test-support';

const DAY_MS = 86_400_000;
const file = fileTestServer();
const { clock } = file;
let admin: TestCaller;

beforeAll(async () => {
  admin = await signInWithCookies(file.server.baseUrl, 'admin01');
}, 120_000);

interface MemberRow extends Row {
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

async function twoMembers(): Promise<MemberRow[]> {
  return file.server.db.query<MemberRow>(
    `select u.id, d.billing_name, u.user_last_name, u.user_first_name, u.user_last_name_kana, u.user_first_name_kana, u.user_code,
            u.mail_address, u.tenant_remarks, u.last_updated
       from users u join departments d on d.id = u.department_id
      where u.corporation_id = 1 and u.role_type is null and not u.delete_flg and u.mail_address is not null order by u.id limit 2`,
  );
}

const renamed = (m: MemberRow, lastName: string): string[] => [
  'Edit', String(m.id), m.billing_name, lastName, m.user_first_name, m.user_last_name_kana, m.user_first_name_kana, m.user_code ?? '',
  m.mail_address, m.tenant_remarks ?? '', '',
];

describe('background apply', () => {
  it('answers applying at once; the job call follows the job to applied; no other corporation sees it', async () => {
    const [member] = await twoMembers();
    const answer = await upload<UploadResponse>(admin, { corporationId: 1, uploadDivision: 8 }, utf8Bom(csvText('members', [renamed(member, '背景')])));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 'applying', dryRun: false, rowCount: 1 });
    const id = answer.body.transferHistoryId ?? '';
    await file.server.uploads.idle();
    const state = await admin.get<UploadJobState>(`/api/transfer/job?transferHistoryId=${id}`);
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ transferHistoryId: id, status: 'applied', appliedCount: 1, completionAvailable: true, message: '1行を反映しました' });
    const [after] = await file.server.db.query<{ user_last_name: string }>('select user_last_name from users where id = $1', [member.id]);
    expect(after.user_last_name).toBe('背景');

    const other = await signInWithCookies(file.server.baseUrl, 'admin02');
    expect((await other.get(`/api/transfer/job?transferHistoryId=${id}`)).status).toBe(404);
    expect((await admin.get('/api/transfer/job?transferHistoryId=abc')).status).toBe(400);
    expect((await admin.get('/api/transfer/job?transferHistoryId=999999')).status).toBe(404);
  });

  it('a job that fails on its day in the background keeps its completion CSV and changes nothing', async () => {
    const [first, second] = await twoMembers();
    const day = formatDate(new Date(clock.now().getTime() + DAY_MS));
    const answer = await upload<UploadResponse>(admin, { corporationId: 1, uploadDivision: 8, startDate: day },
      utf8Bom(csvText('members', [renamed(first, '変更前提'), renamed(second, '消える会員')])));
    expect(answer.body.status, JSON.stringify(answer.body)).toBe('queued');
    // Before its day the second member is deleted on a screen: the row can no longer be applied.
    await file.server.db.query('update users set delete_flg = true where id = $1', [second.id]);
    const before = await file.server.db.query('select id, user_last_name, last_updated from users where corporation_id = 1 order by id');

    await runScheduledWork(file.server.db, new Date(clock.now().getTime() + DAY_MS + 60_000));

    const [job] = await file.server.db.query<{ status: string; applied_count: number; error_count: number; has_csv: boolean }>(
      'select status, applied_count, error_count, completion_csv is not null as has_csv from upload_jobs where id = $1',
      [Number(answer.body.transferHistoryId)],
    );
    expect(job).toEqual({ status: 'failed', applied_count: 0, error_count: 1, has_csv: true });
    expect(await file.server.db.query('select id, user_last_name, last_updated from users where corporation_id = 1 order by id')).toEqual(before);
    const csv = await admin.get<string>(`/api/transfer/completionCSV?transferHistoryId=${answer.body.transferHistoryId}&transferDivision=1`);
    expect(csv.status).toBe(200);
    const [, ...records] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(records.map((r) => [r[2], r.at(-2)])).toEqual([[String(first.id), '未反映'], [String(second.id), 'NG']]);
  });
});
