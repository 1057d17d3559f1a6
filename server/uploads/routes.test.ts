// Upload calls against a real server: for each kind a valid file applies and its effect is in the database; rule
// violations are reported at row and column; one bad row among 1,000 changes nothing; CP932 and UTF-8 with BOM give
// the same result; a scheduled upload is cancelled; the pending-transfer block; 403 without the permission; the size
// limit; two uploads of one corporation at once do not interleave; the history and the completion CSV.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClerkListResponse } from '../../core/clerks/calls';
import type {
  CompletionCsvCheckResponse, ExistsTransferUploadResponse, UploadCancelResponse, UploadHistoryResponse, UploadJobState, UploadRejectedBody, UploadResponse,
} from '../../core/uploads/calls';
import { UPLOAD_MAX_BYTES } from '../../core/uploads/calls';
import type { ApplicationCancelPreview } from '../../core/applications/calls';
import type { TransferResult } from '../../core/billing/transfer';
import { uploadKind } from '../../core/csv/kinds';
import { t } from '../../core/i18n';
import { runScheduledWork } from '../jobs/scheduler';
import { formatDate } from '../format/dates';
import type { Row } from '../db/database';
import { signInWithBearer, signInWithCookies, startTestServer, TestCaller, type CallResult, type TestServer } from '../../tests/support/server';
import { cp932, csvText, settled, upload as send, utf8Bom } from './test-support';

let server: TestServer;
let admin: TestCaller;
let adminBearer: TestCaller;
let clerk: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  adminBearer = await signInWithBearer(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** An upload, and once it answered 'applying', its job's outcome from the background (the apply never runs in the call). */
const upload = async <T = unknown>(...args: Parameters<typeof send>): Promise<CallResult<T>> => settled(server, await send<T>(...args));

const DAY_MS = 24 * 60 * 60 * 1000;
const tomorrow = (): string => formatDate(new Date(Date.now() + DAY_MS));
const q = (division: number, extra: Record<string, string | number | boolean> = {}) => ({ corporationId: 1, uploadDivision: division, ...extra });

interface DepartmentState extends Row {
  id: number;
  billing_name: string;
  display_order: number;
  monthly_limit_amount: number | null;
  delete_flg: boolean;
}

async function departments(): Promise<DepartmentState[]> {
  return server.db.query<DepartmentState>(
    'select id, billing_name, display_order, monthly_limit_amount, delete_flg from departments where corporation_id = 1 order by id',
  );
}

async function jobCount(): Promise<number> {
  const [row] = await server.db.query<{ count: number }>('select count(*)::int as count from upload_jobs');
  return row.count;
}

interface MemberState extends Row {
  id: number;
  department_id: number;
  billing_name: string;
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  user_code: string | null;
  mail_address: string;
  tenant_remarks: string | null;
  delete_flg: boolean;
  password_reset_flg: number;
  last_updated: Date;
}

async function members(where = 'true'): Promise<MemberState[]> {
  return server.db.query<MemberState>(
    `select u.id, u.department_id, d.billing_name, u.user_last_name, u.user_first_name, u.user_last_name_kana, u.user_first_name_kana,
            u.user_code, u.mail_address, u.tenant_remarks, u.delete_flg, u.password_reset_flg, u.last_updated
       from users u join departments d on d.id = u.department_id
      where u.corporation_id = 1 and u.role_type is null and ${where} order by u.id`,
  );
}

/** An Edit row that writes the member's current values, with the given changes. */
function editRow(m: MemberState, changes: Partial<Record<'organizationName' | 'tenantRemakes' | 'mailAddress' | 'userLastName', string>> = {}): string[] {
  return [
    'Edit', String(m.id), changes.organizationName ?? m.billing_name, changes.userLastName ?? m.user_last_name, m.user_first_name,
    m.user_last_name_kana, m.user_first_name_kana, m.user_code ?? '', changes.mailAddress ?? m.mail_address,
    changes.tenantRemakes ?? m.tenant_remarks ?? '', '',
  ];
}

async function completion(caller: TestCaller, id: string | null): Promise<string> {
  const result = await caller.get<string>(`/api/transfer/completionCSV?transferHistoryId=${id}&transferDivision=1`);
  expect(result.status).toBe(200);
  return result.body.replace(/^\uFEFF/, '');
}

/** The completion CSV as records (a department cell may span lines): [行番号, ...columns, 結果, 理由]. */
async function completionRecords(caller: TestCaller, id: string | null): Promise<string[][]> {
  const [header, ...records] = parse(await completion(caller, id)) as string[][];
  expect(header.slice(-2)).toEqual(['結果', '理由']);
  return records;
}

/** The ids of the mails written so far, to find the ones a step adds. */
async function outboxIds(): Promise<number[]> {
  return (await server.db.query<{ id: number }>('select id from mail_outbox')).map((m) => m.id);
}

async function mailsSince(before: readonly number[]): Promise<string[]> {
  const rows = await server.db.query<{ recipient: string }>('select recipient from mail_outbox where id <> all($1::int[]) order by id', [[...before]]);
  return rows.map((m) => m.recipient);
}

interface ClerkState extends Row {
  id: number;
  login_id: string;
  role_type: number;
  user_last_name: string;
  mail_address: string | null;
  password_hash: string;
  confirmation_code_hash: string | null;
  delete_flg: boolean;
  last_updated: Date;
  departments: number[];
}

/** Every responsible person and department clerk corporation 1 has or had, with what a change would touch. */
async function clerkStates(): Promise<ClerkState[]> {
  return server.db.query<ClerkState>(
    `select u.id, u.login_id, u.role_type, u.user_last_name, u.mail_address, u.password_hash, u.confirmation_code_hash, u.delete_flg, u.last_updated,
            array(select cd.department_id from clerk_departments cd where cd.user_id = u.id order by cd.department_id) as departments
       from users u
      where u.role_type in (3, 4) and (u.corporation_id = 1 or exists (select 1 from admin_corporations a where a.user_id = u.id and a.corporation_id = 1))
      order by u.id`,
  );
}

/** The wizard's Download step for the clerks kind: the current responsible persons and clerks as rows of the kind. */
async function clerksTemplate(): Promise<string[][]> {
  const download = await admin.get<string>('/api/transfer/registrationTenantManagers');
  expect(download.status).toBe(200);
  const [header, ...rows] = parse(download.body.replace(/^\uFEFF/, '')) as string[][];
  expect(header).toEqual(uploadKind('clerks').columns.map((c) => c.header));
  return rows;
}

const rowOf = (rows: readonly string[][], loginId: string): string[] => {
  const row = rows.find((r) => r[1] === loginId);
  if (!row) throw new Error(`no row for ${loginId}`);
  return row;
};

describe('department names (4)', () => {
  it('renames departments in one upload applied today, with a completion CSV', async () => {
    const [first, second] = await departments();
    const result = await upload<UploadResponse>(admin, q(4), utf8Bom(csvText('department-names', [[String(first.id), '経営戦略部'], [String(second.id), second.billing_name]])));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ status: 'applied', dryRun: false, valid: true, rowCount: 2, startDate: formatDate(new Date()) });
    const after = await departments();
    expect(after.find((d) => d.id === first.id)?.billing_name).toBe('経営戦略部');
    const csv = await completion(admin, result.body.transferHistoryId);
    expect(csv.split('\r\n')[0]).toBe('行番号,部署ID,部署名,結果,理由');
    expect(csv).toContain(`2,${first.id},経営戦略部,OK,`);
    expect(csv).toContain(`3,${second.id},${second.billing_name},変更なし,`);
  });

  it('swaps two names in one file; a name held by a department the file does not rename stays taken', async () => {
    const [, , third, fourth, fifth] = (await departments()).filter((d) => !d.delete_flg);
    const swap = await upload<UploadResponse>(admin, q(4), utf8Bom(csvText('department-names', [[String(third.id), fourth.billing_name], [String(fourth.id), third.billing_name]])));
    expect(swap.body.status, JSON.stringify(swap.body)).toBe('applied');
    const after = await departments();
    expect(after.find((d) => d.id === third.id)?.billing_name).toBe(fourth.billing_name);
    expect(after.find((d) => d.id === fourth.id)?.billing_name).toBe(third.billing_name);
    // Refused by the upload itself (the dry run says it first), at its cell: nothing stored, nothing changed.
    const jobs = await jobCount();
    const taken = await upload<UploadRejectedBody>(admin, q(4), utf8Bom(csvText('department-names', [[String(third.id), fifth.billing_name]])));
    expect(taken.status).toBe(400);
    expect(taken.body.validation.problems).toEqual([
      expect.objectContaining({ row: 2, column: '部署名', code: 'departmentNameInUse', message: t('csv.error.departmentNameInUse', { name: fifth.billing_name }) }),
    ]);
    expect(await departments()).toEqual(after);
    expect(await jobCount()).toBe(jobs);
  });

  it('reports a rule violation at its row and column on a dry run and stores nothing', async () => {
    const before = await jobCount();
    const file = csvText('department-names', [['1', '部署A'], ['99999', '部署B'], ['2', '部署A']]);
    const result = await upload<UploadResponse>(admin, q(4, { dryRun: true }), utf8Bom(file));
    expect(result.status).toBe(200);
    expect(result.body.valid).toBe(false);
    expect(result.body.transferHistoryId).toBeNull();
    expect(result.body.problems).toEqual([
      expect.objectContaining({ row: 3, column: '部署ID', code: 'unknownBillingId' }),
      expect.objectContaining({ row: 4, column: '部署名', code: 'duplicate' }),
    ]);
    expect(await jobCount()).toBe(before);
  });

  it('gives the same result for the same content in CP932 and in UTF-8 with BOM', async () => {
    const file = csvText('department-names', [['1', '髙橋部'], ['2', 'ｿｳﾑ,部'], ['3', '①企画室']]);
    const asUtf8 = await upload<UploadResponse>(admin, q(4, { dryRun: true }), utf8Bom(file));
    const asCp932 = await upload<UploadResponse>(admin, q(4, { dryRun: true }), cp932(file));
    expect(asUtf8.body.encoding).toBe('utf8');
    expect(asCp932.body.encoding).toBe('cp932');
    const { encoding: _a, ...utf8Rest } = asUtf8.body;
    const { encoding: _b, ...cp932Rest } = asCp932.body;
    expect(cp932Rest).toEqual(utf8Rest);
  });

  it('refuses an invalid file without dryRun: 400 with the problems, nothing stored or changed', async () => {
    const before = { jobs: await jobCount(), departments: await departments() };
    const result = await upload<UploadRejectedBody>(admin, q(4), utf8Bom(csvText('department-names', [['1', '名前,カンマ']])));
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('CSV_INVALID');
    expect(result.body.fields.file).toContain('2行目');
    expect(result.body.validation.problems[0]).toMatchObject({ row: 2, column: '部署名' });
    expect(await jobCount()).toBe(before.jobs);
    expect(await departments()).toEqual(before.departments);
  });
});

describe('members (8)', () => {
  it('updates, registers, deletes and resets in one file; Keep changes nothing', async () => {
    const [updated, deleted, reset, kept] = await members('not u.delete_flg and u.department_id in (1, 2, 3)').then((all) => [
      all[0], all[1], all.find((m, i) => i > 2 && m.password_reset_flg === 1) as MemberState, all[2],
    ]);
    const rows = [
      editRow(updated, { userLastName: '更新', tenantRemakes: '一括で更新' }),
      ['Edit', '', '総務部', '新規', '会員', 'シンキ', 'カイイン', 'N-1', 'new.member.upload@mirai-works.co.jp', '', ''],
      ['Edit', String(deleted.id), '', '', '', '', '', '', '', '', '1'],
      ['Reset', String(reset.id), '', '', '', '', '', '', '', '', ''],
      ['Keep', String(kept.id), kept.billing_name, 'ここは無視', kept.user_first_name, kept.user_last_name_kana, kept.user_first_name_kana, '', kept.mail_address, '', ''],
    ];
    const outboxBefore = await server.db.query<{ id: number }>('select id from mail_outbox');
    const result = await upload<UploadResponse>(adminBearer, q(8), utf8Bom(csvText('members', rows)));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.status).toBe('applied');
    const [afterUpdated] = await members(`u.id = ${updated.id}`);
    expect(afterUpdated).toMatchObject({ user_last_name: '更新', tenant_remarks: '一括で更新' });
    const [created] = await members("u.mail_address = 'new.member.upload@mirai-works.co.jp'");
    expect(created).toMatchObject({ billing_name: '総務部', user_last_name: '新規', delete_flg: false });
    expect((await members(`u.id = ${deleted.id}`))[0].delete_flg).toBe(true);
    expect((await members(`u.id = ${kept.id}`))[0].user_last_name).toBe(kept.user_last_name);
    const mails = await server.db.query<{ recipient: string }>('select recipient from mail_outbox where id <> all($1::int[])', [outboxBefore.map((m) => m.id)]);
    expect(mails.map((m) => m.recipient)).toEqual(expect.arrayContaining([reset.mail_address, 'new.member.upload@mirai-works.co.jp']));
    const [history] = (await admin.get<UploadHistoryResponse>('/api/transfer/history/?uploadDivision=8')).body.rows;
    expect(history).toMatchObject({ transferHistoryId: result.body.transferHistoryId, status: 'applied', rowCount: 5, appliedCount: 4, errorCount: 0, kind: 'members' });
  });

  it('a file with one bad cell among 1,000 rows is refused whole and changes nothing', async () => {
    const living = await members('not u.delete_flg');
    const before = await members();
    const rows: string[][] = living.slice(0, 300).map((m) => editRow(m, { tenantRemakes: '千行テスト' }));
    for (let i = rows.length; i < 1000; i++) rows.push(['Keep', String(900_000 + i), '', '', '', '', '', '', '', '', '']);
    rows[700] = ['Edit', '', '総務部', '不正', 'カナ', 'ﾌｾｲ', 'カナ', '', 'bad.kana@mirai-works.co.jp', '', ''];
    const result = await upload<UploadRejectedBody>(admin, q(8), utf8Bom(csvText('members', rows)));
    expect(result.status).toBe(400);
    expect(result.body.validation.rowCount).toBe(1000);
    expect(result.body.validation.problems).toEqual([expect.objectContaining({ row: 702, column: 'フリガナ（セイ）' })]);
    expect(await members()).toEqual(before);
  });

  it('an address another account holds is refused by the dry run and the upload at its row; taken between the upload and its day, the job fails at that row and the history says why', async () => {
    const living = await members('not u.delete_flg');
    const before = await members();
    const rows: string[][] = living.slice(0, 300).map((m) => editRow(m, { tenantRemakes: '千行テスト' }));
    for (let i = rows.length; i < 1000; i++) rows.push(['Keep', String(900_000 + i), '', '', '', '', '', '', '', '', '']);
    // An address someone else holds (here the uploader's): the dry run knows the addresses in use (issue 28).
    const [held] = await server.db.query<{ mail_address: string }>("select mail_address from users where login_id = 'admin01'");
    rows[150] = editRow(living[150], { mailAddress: held.mail_address });
    const dryRun = await upload<UploadResponse>(admin, q(8, { dryRun: true }), utf8Bom(csvText('members', rows)));
    expect(dryRun.body.problems).toEqual([expect.objectContaining({ row: 152, column: 'メールアドレス', code: 'mailInUse', message: t('members.validation.mailInUse') })]);
    const jobs = await jobCount();
    const refused = await upload<UploadRejectedBody>(admin, q(8), utf8Bom(csvText('members', rows)));
    expect(refused.status).toBe(400);
    expect(refused.body.validation.problems).toEqual(dryRun.body.problems);
    expect(await jobCount()).toBe(jobs);

    // A free address at the upload, taken by someone before the job's day: the apply validates again and fails the job.
    const later = 'taken.later@mirai-works.co.jp';
    rows[150] = editRow(living[150], { mailAddress: later });
    const scheduled = await upload<UploadResponse>(admin, q(8, { startDate: tomorrow() }), utf8Bom(csvText('members', rows)));
    expect(scheduled.body.status, JSON.stringify(scheduled.body).slice(0, 500)).toBe('queued');
    const [other] = await server.db.query<{ mail_address: string }>("select mail_address from users where login_id = 'newadmin01'");
    await server.db.query("update users set mail_address = $1 where login_id = 'newadmin01'", [later]);
    try {
      await runScheduledWork(server.db, new Date(Date.now() + DAY_MS));
    } finally {
      await server.db.query("update users set mail_address = $1 where login_id = 'newadmin01'", [other.mail_address]);
    }
    expect(await members()).toEqual(before);
    const csv = await completion(admin, scheduled.body.transferHistoryId);
    const lines = csv.split('\r\n');
    // The header is line 0: data row 151 is spreadsheet row 152.
    expect(lines[151]).toMatch(new RegExp(`^152,.*,NG,メールアドレス: ${t('members.validation.mailInUse')}$`));
    expect(lines[2]).toContain(',未反映,ほかの行のエラーのため反映していません');
    const check = await admin.get<CompletionCsvCheckResponse>(`/api/transfer/completionCSV/check?transferHistoryId=${scheduled.body.transferHistoryId}&transferDivision=1`);
    expect(check.body).toMatchObject({ available: true, status: 'failed' });
    // The first reasons travel with the job, in the history and the job call (the CLI and the web show them).
    const reasons = [{ row: 152, column: 'メールアドレス', message: t('members.validation.mailInUse') }];
    const history = (await admin.get<UploadHistoryResponse>('/api/transfer/history/?uploadDivision=8&status=failed')).body.rows;
    expect(history.find((r) => r.transferHistoryId === scheduled.body.transferHistoryId)?.failureReasons).toEqual(reasons);
    const job = await admin.get<UploadJobState>(`/api/transfer/job?transferHistoryId=${scheduled.body.transferHistoryId}`);
    expect(job.body).toMatchObject({ status: 'failed', failureReasons: reasons });
    expect(history.filter((r) => r.status !== 'failed').every((r) => r.failureReasons.length === 0)).toBe(true);
  }, 60_000);

  it('two members swap addresses, three rotate theirs and one takes the address of a member deleted further down: applied whole, nobody mailed', async () => {
    const [a, b, c, d, e, f, g] = (await members('not u.delete_flg')).slice(100, 107);
    const rows = [
      editRow(a, { mailAddress: b.mail_address }),
      editRow(b, { mailAddress: a.mail_address }),
      editRow(c, { mailAddress: d.mail_address }),
      editRow(d, { mailAddress: e.mail_address }),
      editRow(e, { mailAddress: c.mail_address }),
      editRow(f, { mailAddress: g.mail_address }),
      ['Edit', String(g.id), '', '', '', '', '', '', '', '', '1'],
    ];
    const mails = await outboxIds();
    const result = await upload<UploadResponse>(admin, q(8), utf8Bom(csvText('members', rows)));
    expect(result.body.status, JSON.stringify(result.body)).toBe('applied');
    const after = new Map((await members(`u.id in (${[a, b, c, d, e, f, g].map((m) => m.id).join(',')})`)).map((m) => [m.id, m]));
    expect([a, b, c, d, e, f].map((m) => after.get(m.id)?.mail_address)).toEqual([
      b.mail_address, a.mail_address, d.mail_address, e.mail_address, c.mail_address, g.mail_address,
    ]);
    expect(after.get(g.id)?.delete_flg).toBe(true);
    // As on the update screen, a changed address mails nobody.
    expect(await mailsSince(mails)).toEqual([]);
    expect((await completionRecords(admin, result.body.transferHistoryId)).map((r) => r.at(-2))).toEqual(rows.map(() => 'OK'));
  });

  it('an address still held by a member the file does not change is refused at its row, beside a valid swap; nothing changes', async () => {
    const [a, b, c, held] = (await members('not u.delete_flg')).slice(120, 124);
    const before = await members();
    const rows = [
      editRow(a, { mailAddress: b.mail_address }),
      editRow(b, { mailAddress: a.mail_address }),
      ['Keep', String(held.id), '', '', '', '', '', '', '', '', ''],
      editRow(c, { mailAddress: held.mail_address.toUpperCase() }),
    ];
    const result = await upload<UploadRejectedBody>(admin, q(8), utf8Bom(csvText('members', rows)));
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect(result.body.validation.problems).toEqual([expect.objectContaining({ row: 5, column: 'メールアドレス', code: 'mailInUse' })]);
    expect(await members()).toEqual(before);
    // Without the row taking the held address, the swap applies.
    const swap = await upload<UploadResponse>(admin, q(8, { dryRun: true }), utf8Bom(csvText('members', rows.slice(0, 3))));
    expect(swap.body).toMatchObject({ valid: true, problemCount: 0 });

    // Two rows giving one address: the file itself is refused at the second row (and the first, as b keeps it).
    const twice = await upload<UploadRejectedBody>(admin, q(8), utf8Bom(csvText('members', [editRow(a, { mailAddress: b.mail_address }), editRow(c, { mailAddress: b.mail_address })])));
    expect(twice.status).toBe(400);
    expect(twice.body.validation.problems).toEqual([
      expect.objectContaining({ row: 2, column: 'メールアドレス', code: 'mailInUse' }),
      expect.objectContaining({ row: 3, column: 'メールアドレス', code: 'duplicate' }),
    ]);
    expect(await members()).toEqual(before);
  });

  it('downloads the current members as Keep rows that validate as they are (UTF-8 BOM and CP932)', async () => {
    const utf8 = await admin.get<string>('/api/transfer/memberBulkUpdateCSV');
    expect(utf8.status).toBe(200);
    expect(utf8.headers.get('content-type')).toContain('text/csv');
    const lines = utf8.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('処理区分,会員ID,部署名,氏名（姓）,氏名（名）,フリガナ（セイ）,フリガナ（メイ）,社員番号,メールアドレス,備考,削除,メール配信');
    expect(lines[1].startsWith('Keep,')).toBe(true);
    // Each member's mail-delivery choice, as the database has it.
    const choices = await server.db.query<{ id: number; mail_delivery: boolean }>('select id, mail_delivery from users where corporation_id = 1 and role_type is null and not delete_flg');
    const choiceOf = new Map(choices.map((c) => [String(c.id), c.mail_delivery ? '1' : '0']));
    const written = (parse(utf8.body.replace(/^\uFEFF/, '')) as string[][]).slice(1);
    expect(written.length).toBeGreaterThan(0);
    for (const cells of written) expect(cells.at(-1)).toBe(choiceOf.get(cells[1]));
    const back = await upload<UploadResponse>(admin, q(8, { dryRun: true }), new TextEncoder().encode(utf8.body));
    expect(back.body).toMatchObject({ valid: true, problemCount: 0 });
    const sjis = await fetch(`${server.baseUrl}/api/transfer/memberBulkUpdateCSV?encoding=cp932`, { headers: { authorization: `Bearer ${adminBearer.bearer}` } });
    expect(sjis.headers.get('content-type')).toContain('Shift_JIS');
    const back2 = await upload<UploadResponse>(admin, q(8, { dryRun: true }), new Uint8Array(await sjis.arrayBuffer()));
    expect(back2.body).toMatchObject({ valid: true, encoding: 'cp932', rowCount: back.body.rowCount });
  });
});

describe('scheduling and cancel', () => {
  it('a scheduled upload waits for its day, can be cancelled before it starts, and not after', async () => {
    const [first, second] = (await departments()).filter((d) => !d.delete_flg);
    const day = tomorrow();
    const scheduled = await upload<UploadResponse>(admin, q(4, { startDate: day }), utf8Bom(csvText('department-names', [[String(first.id), '明日の部署名']])));
    expect(scheduled.body).toMatchObject({ status: 'queued', startDate: day, message: t('uploads.done.queued', { date: day, rows: 1 }) });
    const toCancel = await upload<UploadResponse>(admin, q(4, { startDate: day }), utf8Bom(csvText('department-names', [[String(second.id), '取消される名前']])));
    const id = toCancel.body.transferHistoryId;
    const onDate = await admin.get<{ transferHistoryId: string }[]>(`/api/transfer/tenant/userCsvHistory?startDate=${day}&division=4`);
    expect(onDate.body.map((r) => r.transferHistoryId)).toEqual([scheduled.body.transferHistoryId, id]);

    const stale = await admin.post('/api/transfer/cancel', { transferHistoryId: id, startDate: formatDate(new Date()), division: 4 });
    expect(stale.status).toBe(409);
    const clerkCancel = await clerk.post('/api/transfer/cancel', { transferHistoryId: id, startDate: day, division: 4 });
    expect(clerkCancel.status).toBe(403);
    const cancelled = await admin.post<UploadCancelResponse>('/api/transfer/cancel', { transferHistoryId: id, startDate: day, division: 4 });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ result: 'OK', status: 'cancelled', message: t('uploads.done.cancelled') });

    expect((await departments()).find((d) => d.id === first.id)?.billing_name).toBe(first.billing_name);
    await runScheduledWork(server.db, new Date(Date.now() + DAY_MS));
    const after = await departments();
    expect(after.find((d) => d.id === first.id)?.billing_name).toBe('明日の部署名');
    expect(after.find((d) => d.id === second.id)?.billing_name).toBe(second.billing_name);

    const history = (await admin.get<UploadHistoryResponse>('/api/transfer/history/?uploadDivision=4')).body.rows;
    expect(history.find((r) => r.transferHistoryId === id)).toMatchObject({ status: 'cancelled', cancellable: false, completionAvailable: false });
    expect(history.find((r) => r.transferHistoryId === scheduled.body.transferHistoryId)).toMatchObject({ status: 'applied', appliedCount: 1 });

    const late = await admin.post<{ message: string }>('/api/transfer/cancel', { transferHistoryId: scheduled.body.transferHistoryId, startDate: day, division: 4 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(t('uploads.error.notCancellable', { status: '反映済み' }));
  });

  it('refuses a start date in the past or in another format with Japanese field errors', async () => {
    const file = utf8Bom(csvText('department-names', [['1', '過去']]));
    const past = await upload<{ fields: Record<string, string> }>(admin, q(4, { startDate: '2020/01/01' }), file);
    expect(past.status).toBe(400);
    expect(past.body.fields.startDate).toBe(t('uploads.error.startDatePast', { today: formatDate(new Date()) }));
    const bad = await upload<{ fields: Record<string, string> }>(admin, { corporationId: 1, uploadDivision: 99, startDate: '2026-13-01' }, file);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ uploadDivision: t('uploads.error.division'), startDate: t('uploads.error.startDateFormat') });
  });

  it("tells the rules the upload's schema cannot say together in one 400, after the edge's kinds; nothing is stored", async () => {
    const before = await jobCount();
    const file = utf8Bom(csvText('department-names', [['1', '一緒']]));
    // A day that does not exist, the delete option of another kind and an unknown decoding: the handler's three rules.
    const rules = await upload<{ code: string; fields: Record<string, string> }>(
      admin, q(4, { startDate: '2026/02/30', deleteExisting: true, encoding: 'latin1' }), file,
    );
    expect(rules.status).toBe(400);
    expect(rules.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(rules.body.fields).toEqual({
      startDate: t('uploads.error.startDateFormat'), deleteExisting: t('uploads.error.deleteOption'), encoding: t('uploads.error.encoding'),
    });
    // The flags are booleans at the edge: the text 1 is refused there, with the kinds of the other fields.
    const flags = await upload<{ fields: Record<string, string> }>(admin, q(4, { dryRun: '1', billingId: 'x', organizationName: 'あ'.repeat(101) }), file);
    expect(flags.status).toBe(400);
    expect(flags.body.fields).toEqual({ dryRun: t('validation.format'), billingId: t('validation.integer'), organizationName: t('validation.max', { length: 100 }) });
    // The decoding's names are the handler's, in any case: a dry run of a CP932 file named CP932 is answered.
    const named = await upload<UploadResponse>(admin, q(4, { dryRun: true, encoding: 'CP932' }), cp932(csvText('department-names', [['1', '一緒']])));
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body).toMatchObject({ dryRun: true, encoding: 'cp932', transferHistoryId: null });
    expect(await jobCount()).toBe(before);
  });

  it('the history and the downloads: the edge tells a wrong filter or page, the handler a list that names no department', async () => {
    const history = await admin.get<{ fields: Record<string, string> }>('/api/transfer/history/?status=done&offset=-1&uploadDivision=7');
    expect(history.status).toBe(400);
    expect(history.body.fields).toEqual({ status: t('validation.format'), offset: t('validation.integer'), uploadDivision: t('uploads.error.division') });
    const page = await admin.get<UploadHistoryResponse>('/api/transfer/history/?limit=0&uploadDivision=6');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ offset: 0, limit: 100 });
    expect(page.body.rows.every((row) => row.uploadDivision === 3)).toBe(true);
    expect((await clerk.get('/api/transfer/history/?status=done')).status).toBe(403);
    // reportType 2 names its department, and a day that does not exist: both in one answer.
    const clerks = await admin.get<{ fields: Record<string, string> }>('/api/transfer/registrationTenantManagers?reportType=2&requestDate=2026/02/30');
    expect(clerks.status).toBe(400);
    expect(clerks.body.fields).toEqual({ billingId: t('validation.required'), requestDate: t('uploads.error.startDateFormat') });
    const report = await admin.get<{ fields: Record<string, string> }>('/api/transfer/registrationTenantManagers?reportType=3');
    expect(report.body.fields).toEqual({ reportType: t('uploads.error.reportType') });
  });

  it('a retried upload with the same Idempotency-Key answers the upload it made (alreadyReceived, its id and status); after a cancel the same file makes a new upload that applies', async () => {
    const before = await jobCount();
    const [first] = (await departments()).filter((d) => !d.delete_flg);
    const file = utf8Bom(csvText('department-names', [[String(first.id), '再送テスト部']]));
    const headers = { 'idempotency-key': 'same-file-twice' };
    const sent = await upload<UploadResponse>(admin, q(4, { startDate: tomorrow() }), file, headers);
    expect(sent.body).toMatchObject({ status: 'queued', alreadyReceived: false, message: t('uploads.done.queued', { date: tomorrow(), rows: 1 }) });
    const id = sent.body.transferHistoryId;
    const repeat = await upload<UploadResponse>(admin, q(4, { startDate: tomorrow() }), file, headers);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({
      transferHistoryId: id, status: 'queued', alreadyReceived: true, valid: true, rowCount: 1,
      message: t('uploads.done.alreadyReceived', { id: Number(id), status: '反映待ち' }),
    });
    expect(repeat.body.message).toContain(`アップロードID ${id}`);
    expect(await jobCount()).toBe(before + 1);

    // A cancel with bad input: 400 with Japanese field errors, nothing changed.
    const bad = await admin.post<{ fields: Record<string, string> }>('/api/transfer/cancel', { transferHistoryId: 'x', startDate: '明日', division: 99 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ startDate: t('uploads.error.startDateFormat'), division: t('uploads.error.division') });
    expect(bad.body.fields.transferHistoryId).toMatch(/[ぁ-んァ-ン一-龥]/);
    // Cancelled, then cancelled again: the second says it was already cancelled (it never started).
    const cancel = { transferHistoryId: id, startDate: tomorrow(), division: 4 };
    expect((await admin.post<UploadCancelResponse>('/api/transfer/cancel', cancel)).body.message).toBe(t('uploads.done.cancelled'));
    expect((await clerk.post('/api/transfer/cancel', cancel)).status).toBe(403);
    const twice = await admin.post<UploadCancelResponse>('/api/transfer/cancel', cancel);
    expect(twice.status).toBe(200);
    expect(twice.body).toMatchObject({ result: 'OK', status: 'cancelled', message: t('uploads.done.alreadyCancelled', { id: Number(id) }) });

    // The same file after the cancel (the CLI sends the same key: same file, query and day) makes a new upload, which applies.
    const today = await upload<UploadResponse>(admin, q(4, { startDate: tomorrow() }), file, headers);
    expect(today.body).toMatchObject({ status: 'queued', alreadyReceived: false });
    expect(today.body.transferHistoryId).not.toBe(id);
    expect(await jobCount()).toBe(before + 2);
    await runScheduledWork(server.db, new Date(Date.now() + DAY_MS));
    expect((await departments()).find((d) => d.id === first.id)?.billing_name).toBe('再送テスト部');
    // Applied, it still answers a repeat (a lost answer retried) rather than applying the file twice.
    const afterApply = await upload<UploadResponse>(admin, q(4, { startDate: tomorrow() }), file, headers);
    expect(afterApply.body).toMatchObject({ transferHistoryId: today.body.transferHistoryId, status: 'applied', alreadyReceived: true });
    expect(await jobCount()).toBe(before + 2);
    // A dry run never answers an upload, key or not.
    const dryRun = await upload<UploadResponse>(admin, q(4, { startDate: tomorrow(), dryRun: true }), file, headers);
    expect(dryRun.body).toMatchObject({ dryRun: true, transferHistoryId: null, alreadyReceived: false });
  });

  it('a failed upload holds nothing either: the same file, fixed meanwhile in the data, makes a new upload', async () => {
    const [, second, third] = (await departments()).filter((d) => !d.delete_flg);
    const file = utf8Bom(csvText('department-names', [[String(second.id), '失敗後の名前']]));
    const headers = { 'idempotency-key': 'failed-then-again' };
    const sent = await upload<UploadResponse>(admin, q(4, { startDate: tomorrow() }), file, headers);
    expect(sent.body.status).toBe('queued');
    // Before its day another department takes the name: the job fails.
    await server.db.query('update departments set billing_name = $2 where id = $1', [third.id, '失敗後の名前']);
    await runScheduledWork(server.db, new Date(Date.now() + DAY_MS));
    const [failed] = (await admin.get<UploadHistoryResponse>('/api/transfer/history/?uploadDivision=4&status=failed')).body.rows;
    expect(failed).toMatchObject({ transferHistoryId: sent.body.transferHistoryId, failureReasons: [expect.objectContaining({ row: 2, column: '部署名' })] });
    await server.db.query('update departments set billing_name = $2 where id = $1', [third.id, third.billing_name]);
    const again = await upload<UploadResponse>(admin, q(4, { startDate: tomorrow() }), file, headers);
    expect(again.body).toMatchObject({ status: 'queued', alreadyReceived: false });
    expect(again.body.transferHistoryId).not.toBe(sent.body.transferHistoryId);
    await admin.post('/api/transfer/cancel', { transferHistoryId: again.body.transferHistoryId, startDate: tomorrow(), division: 4 });
  });
});

describe('refusals', () => {
  it('clerk01 (no bulk permission) gets 403 on every upload call', async () => {
    const file = utf8Bom(csvText('department-names', [['5', '名前']]));
    for (const division of [3, 4, 5, 8, 10, 11]) {
      const result = await upload<{ message: string }>(clerk, q(division), file);
      expect(result.status, `division ${division}`).toBe(403);
      expect(result.body.message).toBe(t('error.permission'));
    }
    expect((await clerk.get('/api/transfer/history/')).status).toBe(403);
    expect((await clerk.get('/api/transfer/memberBulkUpdateCSV')).status).toBe(403);
    expect((await clerk.get('/api/transfer/billingLumpingDelete')).status).toBe(403);
    expect((await clerk.get('/api/transfer/completionCSV?transferHistoryId=1&transferDivision=1')).status).toBe(403);
  });

  it('another corporation than the one being viewed is 403', async () => {
    const result = await upload(admin, { corporationId: 2, uploadDivision: 4 }, utf8Bom(csvText('department-names', [['1', 'x']])));
    expect(result.status).toBe(403);
    expect((await admin.get('/api/corporations/existsTransferUpload/2')).status).toBe(404);
  });

  it('refuses a file over the size limit with 413 and a Japanese message', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1024).fill(0x41);
    const result = await upload<{ message: string; code: string }>(admin, q(4), big);
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: t('uploads.error.tooLarge', { max: 10 }) });
  });

  it('refuses a request without a file or that is not multipart', async () => {
    const noMultipart = await admin.post<{ fields: Record<string, string> }>('/api/transfer/upload/?corporationId=1&uploadDivision=4', {});
    expect(noMultipart.status).toBe(400);
    expect(noMultipart.body.fields.file).toBe(t('uploads.error.notMultipart'));
  });

  it('blocks uploads while a transfer application is pending, and a queued job fails on its day', async () => {
    const queued = await upload<UploadResponse>(admin, q(4, { startDate: tomorrow() }), utf8Bom(csvText('department-names', [['1', '転用中の名前']])));
    expect(queued.body.status).toBe('queued');
    // A transfer application waiting for its day (after the job's): the corporation's uploads are blocked until then.
    const [from, to] = await server.db.query<{ id: number }>(
      `select d.id from departments d where d.corporation_id = 1 and not d.delete_flg and not d.disable_flg
         and exists (select 1 from users u where u.department_id = d.id and u.role_type is null and not u.delete_flg) order by d.id limit 2`,
    );
    const transfer = await admin.post<TransferResult>('/api/applicationInformation/apply/transfer', {
      fromBillingId: String(from.id), toBillingId: String(to.id), applyDate: formatDate(new Date(Date.now() + 3 * DAY_MS)),
    });
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    const applicationId = transfer.body.application.applicationId;
    try {
      const exists = await admin.get<ExistsTransferUploadResponse>('/api/corporations/existsTransferUpload/1');
      expect(exists.body).toEqual({ corporationId: '1', exists: true, message: '転用申請があるため変更できません' });
      const refused = await upload<{ message: string; code: string }>(admin, q(4, { dryRun: true }), utf8Bom(csvText('department-names', [['1', 'x']])));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'TRANSFER_PENDING', message: '転用申請があるため変更できません' });
      const names = await departments();
      await runScheduledWork(server.db, new Date(Date.now() + DAY_MS));
      expect(await departments()).toEqual(names);
      const [row] = (await admin.get<UploadHistoryResponse>('/api/transfer/history/?status=failed&uploadDivision=4')).body.rows;
      expect(row).toMatchObject({ transferHistoryId: queued.body.transferHistoryId, message: t('uploads.outcome.transferPending') });
    } finally {
      const question = await admin.patch<ApplicationCancelPreview>('/api/applicationInformation/cancel/confirm', { applicationId });
      expect((await admin.patch('/api/applicationInformation/cancel', { applicationId, lastUpdated: question.body.lastUpdated })).status).toBe(200);
    }
    const clear = await admin.get<ExistsTransferUploadResponse>('/api/corporations/existsTransferUpload/1');
    expect(clear.body.exists).toBe(false);
  });
});

describe('department order (5), registration (10) and deletion (11)', () => {
  it('two order uploads of one corporation at once do not interleave: the result is one file or the other, whole', async () => {
    const ids = (await departments()).filter((d) => !d.delete_flg).map((d) => d.id);
    const ascending = csvText('department-order', ids.map((id, i) => [String(id), '', String(i + 1)]));
    const descending = csvText('department-order', ids.map((id, i) => [String(id), '', String(ids.length - i)]));
    const [a, b] = await Promise.all([
      upload<UploadResponse>(admin, q(5), utf8Bom(ascending)),
      upload<UploadResponse>(adminBearer, q(5), utf8Bom(descending)),
    ]);
    expect([a.body.status, b.body.status]).toEqual(['applied', 'applied']);
    const orders = (await departments()).filter((d) => !d.delete_flg).map((d) => d.display_order);
    const asc = ids.map((_, i) => i + 1);
    const desc = ids.map((_, i) => ids.length - i);
    expect([asc, desc]).toContainEqual(orders);
  });

  it('registers departments on the job day with their budgets, then deletes an empty one; a non-empty one fails the job', async () => {
    const register = await upload<UploadResponse>(admin, q(10), utf8Bom(csvText('department-register', [['一括登録部A', '1', '50000'], ['一括登録部B', '0', '']])));
    expect(register.body.status, JSON.stringify(register.body)).toBe('applied');
    const created = (await departments()).filter((d) => d.billing_name.startsWith('一括登録部'));
    expect(created.map((d) => [d.billing_name, d.monthly_limit_amount])).toEqual([['一括登録部A', 50000], ['一括登録部B', null]]);

    const dryRunDuplicate = await upload<UploadResponse>(admin, q(10, { dryRun: true }), utf8Bom(csvText('department-register', [['一括登録部A', '0', '']])));
    expect(dryRunDuplicate.body.problems[0]).toMatchObject({ row: 2, column: '部署名', code: 'departmentNameInUse' });

    // A department with a clerk (11): the dry run and the upload refuse its row with the delete screen's reason.
    const before = await departments();
    const jobs = await jobCount();
    const file = utf8Bom(csvText('department-delete', [[String(created[0].id), ''], ['11', '']]));
    const dryRun = await upload<UploadResponse>(admin, q(11, { dryRun: true }), file);
    expect(dryRun.body.problems).toEqual([expect.objectContaining({ row: 3, column: '部署ID', message: expect.stringContaining('この部署には部署担当者が1名') })]);
    const mixed = await upload<UploadRejectedBody>(admin, q(11), file);
    expect(mixed.status).toBe(400);
    expect(mixed.body.validation.problems).toEqual(dryRun.body.problems);
    expect(await departments()).toEqual(before);
    expect(await jobCount()).toBe(jobs);

    const ok = await upload<UploadResponse>(admin, q(11), utf8Bom(csvText('department-delete', [[String(created[0].id), '一括登録部A']])));
    expect(ok.body.status).toBe('applied');
    expect((await departments()).find((d) => d.id === created[0].id)?.delete_flg).toBe(true);
  });

  it('downloads the department lists for the names, order and deletion kinds and the registration header', async () => {
    const names = await admin.get<string>('/api/transfer/billingListCSV?requestDate=2026/12/01');
    expect(names.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('部署ID,部署名');
    const order = await admin.get<string>('/api/transfer/billing');
    expect(order.body.replace(/^\uFEFF/, '').split('\r\n')[1]).toMatch(/^\d+,.+,\d+$/);
    const register = await admin.get<string>('/api/transfer/billingLumpingRegister');
    expect(register.body.replace(/^\uFEFF/, '')).toBe('部署名,自動承認,利用上限額（月額）\r\n');
    const bad = await admin.get<{ fields: Record<string, string> }>('/api/transfer/billingListCSV?requestDate=tomorrow');
    expect(bad.status).toBe(400);
  });
});

describe('clerks (3)', () => {
  it('registers a responsible person and a department clerk of two departments', async () => {
    const file = csvText('clerks', [
      ['責任者', 'upresp01', '上田', '一郎', 'ウエダ', 'イチロウ', 'ichiro.ueda@mirai-works.co.jp', '', 'Code20261201', '0'],
      ['部署担当者', 'upclerk01', '下田', '花子', 'シモダ', 'ハナコ', '', '総務部\n人事部', '', '2'],
    ]);
    const result = await upload<UploadResponse>(admin, q(3), utf8Bom(file));
    expect(result.body.status, JSON.stringify(result.body)).toBe('applied');
    const rows = await server.db.query<{ login_id: string; role_type: number; departments: string[] }>(
      `select u.login_id, u.role_type, array(select d.billing_name from clerk_departments cd join departments d on d.id = cd.department_id
          where cd.user_id = u.id order by d.id) as departments from users u where u.login_id in ('upresp01', 'upclerk01') order by u.login_id`,
    );
    expect(rows).toEqual([
      { login_id: 'upclerk01', role_type: 4, departments: ['総務部', '人事部'] },
      { login_id: 'upresp01', role_type: 3, departments: [] },
    ]);
    // Now clerks of the corporation: without the delete option the refusal names the option.
    const again = await upload<UploadResponse>(admin, q(3, { dryRun: true }), utf8Bom(file));
    expect(again.body.problems.map((p) => [p.row, p.column, p.code])).toEqual([[2, 'ログインID', 'loginIdOfClerk'], [3, 'ログインID', 'loginIdOfClerk']]);
  });

  it('the downloaded list uploaded back with the delete option keeps everyone as they were: same accounts, no mail, nobody signed out', async () => {
    const rows = await clerksTemplate();
    // The uploader (admin01), the other responsible persons and the department clerks, old and new.
    expect(rows.map((r) => r[1])).toEqual(expect.arrayContaining(['admin01', 'newadmin01', 'upresp01', 'clerk01', 'clerk06', 'upclerk01']));
    const file = utf8Bom(csvText('clerks', rows));
    // Without the option the same file would register everyone again: each row is refused with a reason naming the option.
    const asRegistration = await upload<UploadResponse>(admin, q(3, { dryRun: true }), file);
    expect(asRegistration.body.problems.map((p) => p.code)).toEqual(rows.map(() => 'loginIdOfClerk'));
    expect(asRegistration.body.problems[0].message).toBe(t('csv.error.loginIdOfClerk', { loginId: rows[0][1] }));
    expect(asRegistration.body.problems[0].message).toContain('--delete-existing');
    const dryRun = await upload<UploadResponse>(admin, q(3, { dryRun: true, deleteExisting: true }), file);
    expect(dryRun.body).toMatchObject({ valid: true, problemCount: 0, rowCount: rows.length });

    const before = await clerkStates();
    const mails = await outboxIds();
    const result = await upload<UploadResponse>(admin, q(3, { deleteExisting: true }), file);
    expect(result.body.status, JSON.stringify(result.body)).toBe('applied');
    expect(await clerkStates()).toEqual(before);
    expect(await mailsSince(mails)).toEqual([]);
    expect((await clerk.get('/api/users/loginUser')).status).toBe(200);
    const records = await completionRecords(admin, result.body.transferHistoryId);
    expect(records.map((r) => [r[2], r.at(-2)])).toEqual(rows.map((r) => [r[1], '変更なし']));
    const list = await admin.get<ClerkListResponse>('/api/users/tenant/clerkOfCorp/list');
    expect(list.body.rows.map((r) => r.loginId).sort()).toEqual(rows.filter((r) => r[0] === '責任者').map((r) => r[1]).sort());
  });

  it('an edited list with the delete option: a dropped clerk goes, kept ones take the file\'s names, addresses and departments, a new one may take a freed address', async () => {
    const rows = await clerksTemplate();
    const before = await clerkStates();
    const state = (loginId: string): ClerkState => before.find((c) => c.login_id === loginId) as ClerkState;
    const [first] = await departments();
    const dropped = rowOf(rows, 'clerk03');
    const kept = rows.filter((r) => r !== dropped);
    rowOf(kept, 'newadmin01')[2] = '佐々木';
    rowOf(kept, 'clerk02')[7] = first.billing_name;
    // Two kept clerks swap their addresses; the dropped clerk's address goes to a new clerk (with a password notice).
    const [mail4, mail5] = [rowOf(kept, 'clerk04')[6], rowOf(kept, 'clerk05')[6]];
    rowOf(kept, 'clerk04')[6] = mail5;
    rowOf(kept, 'clerk05')[6] = mail4;
    kept.push(['部署担当者', 'upclerk03', '松田', '新', 'マツダ', 'アラタ', dropped[6], first.billing_name, '', '0']);
    const mails = await outboxIds();
    const result = await upload<UploadResponse>(admin, q(3, { deleteExisting: true }), utf8Bom(csvText('clerks', kept)));
    expect(result.body.status, JSON.stringify(result.body)).toBe('applied');

    const after = await clerkStates();
    const now = (loginId: string): ClerkState => after.find((c) => c.login_id === loginId) as ClerkState;
    expect(now('clerk03').delete_flg).toBe(true);
    expect(now('newadmin01')).toMatchObject({ id: state('newadmin01').id, user_last_name: '佐々木', delete_flg: false });
    expect(now('clerk02')).toMatchObject({ id: state('clerk02').id, departments: [first.id], password_hash: state('clerk02').password_hash });
    expect([now('clerk04').mail_address, now('clerk05').mail_address]).toEqual([mail5, mail4]);
    expect(now('clerk04').password_hash).toBe(state('clerk04').password_hash);
    expect(now('upclerk03')).toMatchObject({ role_type: 4, mail_address: dropped[6], departments: [first.id], delete_flg: false });
    // Only the new clerk gets a password notice; nobody kept is mailed.
    expect(await mailsSince(mails)).toEqual([dropped[6]]);
    const untouched = before.filter((c) => !c.delete_flg && !['clerk02', 'clerk03', 'clerk04', 'clerk05', 'newadmin01'].includes(c.login_id));
    expect(after.filter((c) => untouched.some((u) => u.id === c.id))).toEqual(untouched);
    const results = Object.fromEntries((await completionRecords(admin, result.body.transferHistoryId)).map((r) => [r[2], r.at(-2)]));
    expect(results).toMatchObject({ newadmin01: 'OK', clerk02: 'OK', clerk04: 'OK', clerk05: 'OK', upclerk03: 'OK', clerk01: '変更なし', admin01: '変更なし' });
  });

  it('with the delete option a login id of someone it does not remove stays taken, and a kept person keeps their role: refused, nothing changes', async () => {
    const rows = await clerksTemplate();
    const [first] = await departments();
    // clerk01, a department clerk, listed as a responsible person.
    rowOf(rows, 'clerk01')[0] = '責任者';
    rowOf(rows, 'clerk01')[7] = '';
    rows.push(
      ['部署担当者', 'member01', '田中', '美咲', 'タナカ', 'ミサキ', '', first.billing_name, '', '2'],
      ['責任者', 'admin02', '高木', '誠', 'タカギ', 'マコト', 'makoto.takagi.x@mirai-works.co.jp', '', '', '2'],
      ['責任者', 'clerk03', '松田', '由美', 'マツダ', 'ユミ', 'yumi.matsuda.x@mirai-works.co.jp', '', '', '2'],
    );
    const file = utf8Bom(csvText('clerks', rows));
    const rowNumber = (loginId: string): number => rows.findIndex((r) => r[1] === loginId) + 2;
    const expected = [
      [rowNumber('clerk01'), '区分', 'keptClerkRole'],
      [rowNumber('member01'), 'ログインID', 'loginIdInUse'],
      [rowNumber('admin02'), 'ログインID', 'loginIdInUse'],
      // Deleted by the previous upload: a deleted account's login id is never given again.
      [rowNumber('clerk03'), 'ログインID', 'loginIdInUse'],
    ];
    const dryRun = await upload<UploadResponse>(admin, q(3, { dryRun: true, deleteExisting: true }), file);
    expect(dryRun.body.problems.map((p) => [p.row, p.column, p.code])).toEqual(expected);
    expect(dryRun.body.problems[0].message).toBe(t('csv.error.keptClerkRole', { loginId: 'clerk01', role: '部署担当者' }));

    const before = await clerkStates();
    const jobs = await jobCount();
    const refused = await upload<UploadRejectedBody>(admin, q(3, { deleteExisting: true }), file);
    expect(refused.status).toBe(400);
    expect(refused.body.validation.problems.map((p) => [p.row, p.column, p.code])).toEqual(expected);
    expect(await clerkStates()).toEqual(before);
    expect(await jobCount()).toBe(jobs);
  });

  it('a kept clerk deleted before the job\'s day fails the job at their row: nobody is removed and the completion CSV says why', async () => {
    const rows = await clerksTemplate();
    const scheduled = await upload<UploadResponse>(admin, q(3, { deleteExisting: true, startDate: tomorrow() }), utf8Bom(csvText('clerks', rows)));
    expect(scheduled.body.status, JSON.stringify(scheduled.body)).toBe('queued');
    // Meanwhile clerk06 is deleted on the single screen: their login id now belongs to a deleted account.
    await server.db.query("update users set delete_flg = true where login_id = 'clerk06'");
    const before = await clerkStates();
    await runScheduledWork(server.db, new Date(Date.now() + DAY_MS));
    expect(await clerkStates()).toEqual(before);
    const check = await admin.get<CompletionCsvCheckResponse>(`/api/transfer/completionCSV/check?transferHistoryId=${scheduled.body.transferHistoryId}&transferDivision=1`);
    expect(check.body).toMatchObject({ available: true, status: 'failed' });
    const records = await completionRecords(admin, scheduled.body.transferHistoryId);
    const failing = records.find((r) => r[2] === 'clerk06') as string[];
    expect([failing[0], failing.at(-2), failing.at(-1)]).toEqual([
      String(rows.findIndex((r) => r[1] === 'clerk06') + 2), 'NG', `ログインID: ${t('csv.error.loginIdInUse', { loginId: 'clerk06' })}`,
    ]);
    expect(records.filter((r) => r !== failing).map((r) => r.at(-2))).toEqual(rows.slice(1).map(() => '未反映'));
  });

  it('with the delete option removes every responsible person and clerk except the uploader (it signs clerk01 out: later tests use admin01 only)', async () => {
    const file = csvText('clerks', [['部署担当者', 'upclerk02', '中田', '次郎', 'ナカダ', 'ジロウ', 'jiro.nakada@mirai-works.co.jp', '営業第一部', '', '1']]);
    const refusedOption = await upload<{ fields: Record<string, string> }>(admin, q(4, { deleteExisting: true }), utf8Bom(csvText('department-names', [['1', 'x']])));
    expect(refusedOption.body.fields.deleteExisting).toBe(t('uploads.error.deleteOption'));
    const result = await upload<UploadResponse>(admin, q(3, { deleteExisting: true }), utf8Bom(file));
    expect(result.body.status, JSON.stringify(result.body)).toBe('applied');
    const left = await server.db.query<{ login_id: string }>(
      `select login_id from users u where not delete_flg and role_type in (3, 4)
          and (corporation_id = 1 or exists (select 1 from admin_corporations a where a.user_id = u.id and a.corporation_id = 1))
        order by login_id`,
    );
    const remaining = left.map((r) => r.login_id);
    expect(remaining).toContain('admin01');
    expect(remaining).toContain('upclerk02');
    expect(remaining).not.toContain('clerk01');
    expect(remaining).not.toContain('upresp01');
    expect((await clerk.get('/api/users/loginUser')).status).toBe(401);
  });
});

describe('every kind', () => {
  const samples: Record<string, string[][]> = {
    'department-names': [['1', '髙橋部'], ['2', '髙橋部']],
    'department-order': [['1', '', '5'], ['2', '', '05'], ['3', '', '0']],
    'department-register': [['新しい①部', '2', ''], ['ﾊﾝｶｸ部', '1', '-1']],
    'department-delete': [['1', ''], ['1', ''], ['88888', '']],
    members: [['Edit', '', '総務部', '山田', '花子', 'ﾔﾏﾀﾞ', 'ハナコ', '', 'hanako.yamada@mirai-works.co.jp', '', ''], ['Reset', '', '', '', '', '', '', '', '', '', '']],
    clerks: [['責任者', 'admin01', '上田', '一郎', 'ウエダ', 'イチロウ', '', '総務部', '', '0']],
  };

  for (const [kind, rows] of Object.entries(samples)) {
    it(`${kind}: CP932 and UTF-8 with BOM report the same problems at the same rows and columns`, async () => {
      const division = { members: 8, clerks: 3, 'department-names': 4, 'department-order': 5, 'department-register': 10, 'department-delete': 11 }[kind] as number;
      const file = csvText(kind as Parameters<typeof csvText>[0], rows);
      const asUtf8 = await upload<UploadResponse>(admin, q(division, { dryRun: true }), utf8Bom(file));
      const asCp932 = await upload<UploadResponse>(admin, q(division, { dryRun: true }), cp932(file));
      expect(asUtf8.status, JSON.stringify(asUtf8.body)).toBe(200);
      expect(asUtf8.body.valid).toBe(false);
      expect(asUtf8.body.problems.length).toBeGreaterThan(0);
      expect(asCp932.body.problems).toEqual(asUtf8.body.problems);
      expect(asCp932.body.encoding).toBe('cp932');
    });
  }

  it('the order kind reports a duplicate order and the deletion kind an unknown department at their cells', async () => {
    const order = await upload<UploadResponse>(admin, q(5, { dryRun: true }), utf8Bom(csvText('department-order', [['1', '', '5'], ['2', '', '05']])));
    expect(order.body.problems).toEqual([expect.objectContaining({ row: 3, column: '表示順', code: 'duplicate' })]);
    const remove = await upload<UploadResponse>(admin, q(11, { dryRun: true }), utf8Bom(csvText('department-delete', [['88888', '']])));
    expect(remove.body.problems).toEqual([expect.objectContaining({ row: 2, column: '部署ID', code: 'unknownBillingId' })]);
  });

  it('takes upload division 6 (spec 9, responsible persons and clerks) as the clerks kind', async () => {
    const file = csvText('clerks', [['責任者', 'admin01', '上田', '一郎', 'ウエダ', 'イチロウ', 'u@mirai-works.co.jp', '', '', '0']]);
    const result = await upload<UploadResponse>(admin, q(6, { dryRun: true }), utf8Bom(file));
    expect(result.body).toMatchObject({ kind: 'clerks', uploadDivision: 3, valid: false });
    expect(result.body.problems).toEqual([expect.objectContaining({ row: 2, column: 'ログインID', code: 'loginIdOfClerk' })]);
  });

  it('the testers\' three files are refused by the dry run: a department that still has members, rows naming a suspended department, an address another member holds', async () => {
    const [withMembers] = await server.db.query<{ id: number; billing_name: string; members: number }>(
      `select d.id, d.billing_name, (select count(*)::int from users u where u.department_id = d.id and u.role_type is null and not u.delete_flg) as members
         from departments d where d.corporation_id = 1 and not d.delete_flg order by 3 desc limit 1`,
    );
    const remove = await upload<UploadResponse>(admin, q(11, { dryRun: true }), utf8Bom(csvText('department-delete', [[String(withMembers.id), withMembers.billing_name]])));
    expect(remove.body.problems).toEqual([expect.objectContaining({ row: 2, column: '部署ID', message: expect.stringContaining(`会員が${withMembers.members}名所属しているため削除できません`) })]);

    const [suspended] = await server.db.query<{ billing_name: string }>('select billing_name from departments where corporation_id = 1 and disable_flg and not delete_flg limit 1');
    const [a, b, holder] = await members('not u.delete_flg');
    const disabledRows = [editRow(a, { organizationName: suspended.billing_name }), editRow(b, { organizationName: suspended.billing_name })];
    const disabled = await upload<UploadResponse>(admin, q(8, { dryRun: true }), utf8Bom(csvText('members', disabledRows)));
    expect(disabled.body.problems.map((p) => [p.row, p.column, p.code])).toEqual([[2, '部署名', 'departmentDisabled'], [3, '部署名', 'departmentDisabled']]);
    expect(disabled.body.problems[0].message).toContain('選択できません');

    const taken = await upload<UploadResponse>(admin, q(8, { dryRun: true }), utf8Bom(csvText('members', [editRow(a, { mailAddress: holder.mail_address })])));
    expect(taken.body.problems).toEqual([expect.objectContaining({ row: 2, column: 'メールアドレス', message: t('members.validation.mailInUse') })]);
  });

  it('the completion CSV downloads in CP932 too', async () => {
    const result = await upload<UploadResponse>(admin, q(4), utf8Bom(csvText('department-names', [['2', '総務部（本社）']])));
    expect(result.body.status).toBe('applied');
    const response = await fetch(`${server.baseUrl}/api/transfer/completionCSV?transferHistoryId=${result.body.transferHistoryId}&transferDivision=1&encoding=cp932`, {
      headers: { authorization: `Bearer ${adminBearer.bearer}` },
    });
    expect(response.status).toBe(200);
    const text = new TextDecoder('shift_jis').decode(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('2,2,総務部（本社）,OK,');
  });
});
