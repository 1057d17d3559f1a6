// The whole-list member CSV (GET /api/transfer/memberListCSV/check, POST /api/transfer/memberListCSV) against a real
// server: the responsible person's and the department clerk's scope (deleted members included), the same file as
// the filtered export, CP932, the empty corporation, 403 without the member list permission or for another
// corporation, and 400 for bad input (nothing is filed either way).
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import type { DownloadFileValidResponse, MemberCsvExportResponse, MemberListCsvCheckResponse } from '../../core/users/calls';
import { t } from '../../core/i18n';
import { signInWithBearer, signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';

const CHECK = '/api/transfer/memberListCSV/check';
const FILE = '/api/transfer/memberListCSV';
const BOM = [0xef, 0xbb, 0xbf];
/** clerk01 looks after departments 5 and 6 of corporation 1. */
const CLERK_DEPARTMENTS = [5, 6];

let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;
let clerkBearer: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
  clerkBearer = await signInWithBearer(server.baseUrl, 'clerk01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

interface FileAnswer {
  status: number;
  bytes: Buffer;
  headers: Headers;
  /** The JSON error body of a refusal. */
  error: { code: string; message: string; fields?: Record<string, string> } | null;
}

/** POST as the web does (cookies and the anti-forgery header) or the CLI (bearer), keeping the answer's bytes. */
async function postFile(caller: TestCaller, body: Record<string, unknown> = {}): Promise<FileAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: '*/*' };
  if (caller.bearer) headers.authorization = `Bearer ${caller.bearer}`;
  else {
    headers.cookie = [...caller.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    headers['x-csrf-token'] = caller.cookies.get('twb_csrf') ?? '';
  }
  const response = await fetch(`${server.baseUrl}${FILE}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const error = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(bytes.toString('utf8')) : null;
  return { status: response.status, bytes, headers: response.headers, error };
}

async function check(caller: TestCaller, query = ''): Promise<MemberListCsvCheckResponse> {
  const answer = await caller.get<MemberListCsvCheckResponse>(`${CHECK}${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The data lines of a UTF-8 file (BOM and header off, CRLF line ends). */
function dataLines(file: FileAnswer): string[] {
  expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
  const lines = file.bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(1, -1);
}

async function memberCount(condition: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.db.query<{ count: number }>(`select count(*)::int as count from users u where u.role_type is null and ${condition}`, params);
  return row.count;
}

async function filedDownloads(): Promise<number> {
  const [row] = await server.db.query<{ count: number }>('select count(*)::int as count from download_files');
  return row.count;
}

describe('whole-list member CSV', () => {
  it('lists every member of the corporation for a responsible person, deleted ones included', async () => {
    const all = await memberCount('u.corporation_id = 1');
    const deleted = await memberCount('u.corporation_id = 1 and u.delete_flg');
    expect(deleted).toBeGreaterThan(0);
    expect(await check(admin)).toEqual({ rowCount: all, deletedCount: deleted, downloadable: true, reason: null, message: null });

    const file = await postFile(admin);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('会員一覧_全件_')}`);
    expect(file.headers.get('content-disposition')).toMatch(/filename="members_all_\d{14}\.csv"/);
    const lines = dataLines(file);
    expect(lines).toHaveLength(all);
    expect(lines.filter((line) => line.includes(`,${t('members.status.deleted')},`))).toHaveLength(deleted);
    const [other] = await server.db.query<{ login_id: string }>('select login_id from users where corporation_id = 2 and role_type is null limit 1');
    expect(lines.some((line) => line.includes(`,${other.login_id},`))).toBe(false);
  });

  it('writes the same file as the filtered export of every member (one set of columns, one order)', async () => {
    const started = await admin.patch<MemberCsvExportResponse>('/asynchronousApi/transfer/selectedMemberListCSV', { includDeletedFlg: 'true' });
    expect(started.status).toBe(200);
    const id = started.body.downloadFileId;
    let state: DownloadFileValidResponse | null = null;
    for (let i = 0; i < 100 && state?.status !== 'ready'; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await admin.get<DownloadFileValidResponse>(`/asynchronousApi/downloadFile/valid?downloadFileId=${id}`)).body;
    }
    expect(state?.status).toBe('ready');
    const filtered = await fetch(`${server.baseUrl}/asynchronousApi/downloadFile?downloadFileId=${id}`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const whole = await postFile(admin);
    expect(whole.bytes.equals(Buffer.from(await filtered.arrayBuffer()))).toBe(true);
  });

  it.each([
    ['cookie', () => clerk],
    ['bearer', () => clerkBearer],
  ] as const)('lists only the members of their departments for a department clerk (%s)', async (_via, caller) => {
    const inScope = await memberCount('u.corporation_id = 1 and u.department_id = any($1::int[])', [CLERK_DEPARTMENTS]);
    const deleted = await memberCount('u.corporation_id = 1 and u.department_id = any($1::int[]) and u.delete_flg', [CLERK_DEPARTMENTS]);
    expect(inScope).toBeLessThan(await memberCount('u.corporation_id = 1'));
    expect(await check(caller())).toEqual({ rowCount: inScope, deletedCount: deleted, downloadable: true, reason: null, message: null });

    const lines = dataLines(await postFile(caller()));
    expect(lines).toHaveLength(inScope);
    const departmentColumn = lines.map((line) => line.split(',')[2]);
    expect(new Set(departmentColumn)).toEqual(new Set(['営業第一部', '営業第二部']));
  });

  it('writes CP932 on request, and refuses it (check and file) when a character has no CP932 code', async () => {
    const file = await postFile(clerk, { encoding: 'cp932' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('Shift_JIS');
    expect([...file.bytes.subarray(0, 3)]).not.toEqual(BOM);
    const text = iconv.decode(file.bytes, 'cp932');
    expect(text.startsWith(`${t('members.field.userId')},${t('members.field.loginId')},`)).toBe(true);
    expect(text).toContain('営業第一部');

    const [target] = await server.db.query<{ id: number; tenant_remarks: string | null }>(
      'select id, tenant_remarks from users where role_type is null and department_id = 5 order by id limit 1',
    );
    await server.db.query('update users set tenant_remarks = $2 where id = $1', [target.id, '絵文字🙂']);
    try {
      const refused = await check(clerk, '?encoding=cp932');
      expect(refused.downloadable).toBe(false);
      expect(refused.reason).toBe('encoding');
      expect(refused.message).toContain('UTF-8');
      const answer = await postFile(clerk, { encoding: 'cp932' });
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: ErrorCode.VALIDATION, message: refused.message, fields: { encoding: refused.message } });
      // UTF-8 carries it.
      expect((await check(clerk, '?encoding=utf-8')).downloadable).toBe(true);
      expect(dataLines(await postFile(clerk, { encoding: 'utf-8' })).some((line) => line.includes('絵文字🙂'))).toBe(true);
    } finally {
      await server.db.query('update users set tenant_remarks = $2 where id = $1', [target.id, target.tenant_remarks]);
    }
  });

  it('says 該当する情報がありません for a corporation without members, and makes no file', async () => {
    await server.db.query(
      `insert into corporations (id, corporation_name, corporation_name_kana, trinity_code, contract_start_date, created_at, last_updated)
       values (3, '株式会社テスト空', 'カブシキガイシャテストカラ', 'TR100003', '2026-01-01', now(), now())`,
    );
    await server.db.query('insert into admin_corporations (user_id, corporation_id) values (1, 3)');
    const viewer = await signInWithCookies(server.baseUrl, 'admin01');
    expect((await viewer.put('/api/users/tenant/selectedOrganization?selectedOrganizationId=3', {})).status).toBe(200);

    expect(await check(viewer)).toEqual({ rowCount: 0, deletedCount: 0, downloadable: false, reason: 'empty', message: '該当する情報がありません' });
    const file = await postFile(viewer);
    expect(file.status).toBe(404);
    expect(file.error).toMatchObject({ code: ErrorCode.NOT_FOUND, message: t('members.csv.empty') });
  });

  it('refuses a user without the member list permission (403), and another corporation (403)', async () => {
    // clerk03 stands for a role without WFAG001: no authority template, so no codes at all.
    await server.db.query("update users set authority_template = null where login_id = 'clerk03'");
    const unpermitted = await signInWithCookies(server.baseUrl, 'clerk03');
    const refusedCheck = await unpermitted.get<{ code: string; message: string }>(CHECK);
    expect(refusedCheck.status).toBe(403);
    expect(refusedCheck.body).toMatchObject({ code: ErrorCode.PERMISSION, message: t('error.permission') });
    const refusedFile = await postFile(unpermitted);
    expect(refusedFile.status).toBe(403);
    expect(refusedFile.error?.code).toBe(ErrorCode.PERMISSION);

    expect((await clerk.get<{ code: string }>(`${CHECK}?corporationId=2`)).body.code).toBe(ErrorCode.PERMISSION);
    expect((await postFile(admin, { corporationId: '2' })).status).toBe(403);
    // The viewed corporation itself may be named.
    expect((await postFile(admin, { corporationId: '1' })).status).toBe(200);
  });

  it('refuses bad input with a Japanese 400 and files nothing', async () => {
    const before = await filedDownloads();
    const unknownEncoding = await admin.get<{ code: string; message: string; fields: Record<string, string> }>(`${CHECK}?encoding=latin1`);
    expect(unknownEncoding.status).toBe(400);
    expect(unknownEncoding.body).toEqual({ code: ErrorCode.VALIDATION, message: t('error.badRequest'), fields: { encoding: t('members.validation.choice') } });
    const badFile = await postFile(admin, { encoding: 'ebcdic' });
    expect(badFile.status).toBe(400);
    expect(badFile.error?.fields).toEqual({ encoding: t('members.validation.choice') });
    expect((await postFile(admin, { encoding: ['cp932'] })).status).toBe(400);

    // A filter belongs to the filtered export: the whole list refuses it rather than answer more than was asked.
    const filtered = await postFile(clerk, { sOrganizationId: ['5'], approvalDivision: '1' });
    expect(filtered.status).toBe(400);
    expect(filtered.error).toEqual({
      code: ErrorCode.VALIDATION,
      message: t('members.csv.wholeListNoFilter'),
      fields: { sOrganizationId: t('members.csv.wholeListNoFilter'), approvalDivision: t('members.csv.wholeListNoFilter') },
    });
    expect((await admin.get<{ code: string }>(`${CHECK}?userName=${encodeURIComponent('山田')}`)).status).toBe(400);
    expect(/[ぁ-んァ-ヶ一-龠]/.test(filtered.error?.message ?? '')).toBe(true);
    expect(await filedDownloads()).toBe(before);
  });
});
