// The asynchronous member CSV export end to end: filter, poll, download; UTF-8 with BOM, CP932 on request,
// formula escaping, the owner-only download, and a refusal when CP932 cannot carry a character.
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadFileValidResponse, MemberCsvExportResponse, MemberSearchResponse } from '../../core/users/calls';
import { t } from '../../core/i18n';
import { signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';

let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function exportFile(caller: TestCaller, body: Record<string, unknown>): Promise<{ state: DownloadFileValidResponse; id: string }> {
  const started = await caller.patch<MemberCsvExportResponse>('/asynchronousApi/transfer/selectedMemberListCSV', body);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const id = started.body.downloadFileId;
  for (let i = 0; i < 100; i++) {
    const valid = await caller.get<DownloadFileValidResponse>(`/asynchronousApi/downloadFile/valid?downloadFileId=${id}`);
    expect(valid.status).toBe(200);
    if (valid.body.status !== 'processing') return { state: valid.body, id };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('export did not finish');
}

async function download(caller: TestCaller, id: string): Promise<{ bytes: Buffer; headers: Headers; status: number }> {
  const response = await fetch(`${server.baseUrl}/asynchronousApi/downloadFile?downloadFileId=${id}`, {
    headers: { cookie: [...caller.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers, status: response.status };
}

describe('member CSV export', () => {
  it('writes the filtered list as UTF-8 with BOM and CRLF, with a Japanese file name', async () => {
    const { state, id } = await exportFile(clerk, { sOrganizationId: ['5'], approvalDivision: '2' });
    expect(state.valid).toBe(true);
    const search = await clerk.get<MemberSearchResponse>('/api/users/tenant/users?sOrganizationId=5&approvalDivision=2');
    expect(state.rowCount).toBe(search.body.totalCount);
    const file = await download(clerk, id);
    expect(file.status).toBe(200);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('会員一覧_')}`);
    const text = file.bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0].startsWith(`${t('members.field.userId')},${t('members.field.loginId')},${t('members.field.organizationName')}`)).toBe(true);
    expect(lines.length - 2).toBe(search.body.totalCount);
    expect(lines.slice(1, -1).every((line) => line.includes('営業第一部'))).toBe(true);
  });

  it('escapes cells that a spreadsheet would run as formulas, in half and full width', async () => {
    const ids = await server.db.query<{ id: number }>('select id from users where corporation_id = 1 and role_type is null and department_id = 6 and not delete_flg order by id limit 7');
    const remarks = ['=HYPERLINK("http://evil.example","x")', '+81-3-1234', '-2+3', '@SUM(A1)', '\tcmd', '＝１＋１', '＠ＳＵＭ'];
    for (const [i, remark] of remarks.entries()) await server.db.query('update users set tenant_remarks = $2 where id = $1', [ids[i].id, remark]);
    const { id } = await exportFile(admin, { sOrganizationId: '6' });
    const text = (await download(admin, id)).bytes.subarray(3).toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    for (const expected of ["'+81-3-1234", "'-2+3", "'@SUM(A1)", "'\tcmd", "'＝１＋１", "'＠ＳＵＭ"]) expect(text).toContain(expected);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('writes CP932 on request, mapping 〜 and − to the characters CP932 has', async () => {
    const [target] = await server.db.query<{ id: number }>('select id from users where corporation_id = 1 and role_type is null and department_id = 7 and not delete_flg order by id limit 1');
    await server.db.query('update users set tenant_remarks = $2 where id = $1', [target.id, '9:00〜18:00 −5℃ 髙橋 ①']);
    const { state, id } = await exportFile(admin, { sOrganizationId: '7', encoding: 'cp932' });
    expect(state.valid).toBe(true);
    const file = await download(admin, id);
    expect(file.headers.get('content-type')).toContain('Shift_JIS');
    expect(file.bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    const text = iconv.decode(file.bytes, 'cp932');
    expect(text.startsWith(t('members.field.userId'))).toBe(true);
    expect(text).toContain('9:00～18:00 －5℃ 髙橋 ①');
    expect(text).not.toContain('?');
  });

  it('refuses CP932 when a character has no CP932 code (and tells to use UTF-8)', async () => {
    const [target] = await server.db.query<{ id: number }>('select id from users where corporation_id = 1 and role_type is null and department_id = 8 and not delete_flg order by id limit 1');
    await server.db.query('update users set tenant_remarks = $2 where id = $1', [target.id, '絵文字🙂']);
    const { state, id } = await exportFile(admin, { sOrganizationId: '8', encoding: 'cp932' });
    expect(state.status).toBe('failed');
    expect(state.message).toContain('UTF-8');
    expect((await download(admin, id)).status).toBe(404);
    const utf8 = await exportFile(admin, { sOrganizationId: '8' });
    expect((await download(admin, utf8.id)).bytes.toString('utf8')).toContain('絵文字🙂');
  });

  it('keeps a file to its owner and checks the request', async () => {
    const { id } = await exportFile(admin, {});
    expect((await clerk.get(`/asynchronousApi/downloadFile/valid?downloadFileId=${id}`)).status).toBe(404);
    expect((await download(clerk, id)).status).toBe(404);
    expect((await admin.patch('/asynchronousApi/transfer/selectedMemberListCSV', { encoding: 'latin1' })).status).toBe(400);
    expect((await clerk.patch('/asynchronousApi/transfer/selectedMemberListCSV', { sOrganizationId: '1' })).status).toBe(403);
  });
});
