// Spec 5 "at least one FLEX contact person" held against every way a member's seat is given up (issue 36): deleting
// the member from the detail (confirm and execute), several members from the list (together all of a contract's
// contact persons too), and a members upload's delete rows (the dry run, the upload, and the apply on its day when
// the data changed after the upload). Each refusal is a 400 whose Japanese reason names the contract and its contact
// persons, and nothing changes; the same deletions go through once another contact person is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkDeleteConfirmResponse, MemberOperationPreview } from '../../core/users/calls';
import type { UploadRejectedBody, UploadResponse } from '../../core/uploads/calls';
import type { FlexPage, FlexUser } from '../../core/flex/domain';
import type { MemberDetail } from '../../core/users/domain';
import { lastContactMessage } from '../../core/flex/contact-rule';
import { runScheduledWork } from '../jobs/scheduler';
import { formatDate } from '../format/dates';
import { signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';
import { csvText, upload as send, utf8Bom } from '../uploads/test-support';

let server: TestServer;
let admin: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const CONTRACT = 1;
const CONTRACT_NAME = 'FLEX契約（東京駅前）';
const DAY_MS = 86_400_000;

interface Seat {
  flexUserId: string;
  userId: number;
  userName: string;
  delegateDivision: number;
  lastUpdated: string;
}

async function seats(): Promise<Seat[]> {
  const result = await admin.get<FlexPage<FlexUser>>(`/api/flexlong/tenant/flexUserList?flexContractInformationId=${CONTRACT}`);
  expect(result.status).toBe(200);
  return result.body.rows.map((u) => ({ flexUserId: u.flexUserId, userId: Number(u.userId), userName: u.userName, delegateDivision: u.delegateDivision, lastUpdated: u.lastUpdated }));
}

const contacts = async (): Promise<Seat[]> => (await seats()).filter((s) => s.delegateDivision === 1);

async function setContact(seat: Seat, on: boolean): Promise<void> {
  const result = await admin.patch('/api/flexlong/tenant/delegateDivision/update', { flexUserId: seat.flexUserId, delegateDivision: on ? 1 : 0, lastUpdated: seat.lastUpdated });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
}

/** The refusal as the member screens and the upload show it. */
const refusal = (...names: string[]): string =>
  lastContactMessage({ contracts: `「${CONTRACT_NAME}」`, names: names.map((name) => `${name}さん`).join('、') });

/** Everything a deletion would change. */
const state = () => server.db.query(
  `select (select jsonb_agg(to_jsonb(f) order by f.id) from flex_users f) as seats,
          (select jsonb_agg(jsonb_build_array(u.id, u.delete_flg, u.flex_contract_flg, u.last_updated) order by u.id) from users u where u.corporation_id = 1) as members,
          (select count(*)::int from reservations where cancel_flg) as cancelled`,
);

async function detail(userId: number): Promise<MemberDetail> {
  const result = await admin.get<MemberDetail>(`/api/users/tenant/detail?id=${userId}`);
  expect(result.status).toBe(200);
  return result.body;
}

/** A living member of corporation 1 with no seat. */
async function unseated(): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `select u.id from users u where u.corporation_id = 1 and u.role_type is null and not u.delete_flg
        and not exists (select 1 from flex_users f where f.user_id = u.id and not f.delete_flg) order by u.id desc limit 1`,
  );
  return row.id;
}

const deleteRow = (userId: number): string[] => ['Edit', String(userId), '', '', '', '', '', '', '', '', '1'];
const query = (extra: Record<string, string | number | boolean> = {}) => ({ corporationId: 1, uploadDivision: 8, ...extra });

describe('deleting a contract\'s last contact person', () => {
  it('is refused one at a time (confirm, operation check, execute), naming the contract; with another contact it goes through', async () => {
    const [only] = await contacts();
    expect(await contacts()).toHaveLength(1);
    const member = await detail(only.userId);
    const before = await state();

    const confirm = await admin.patch<{ code: string; message: string; fields: Record<string, string> }>('/api/users/tenant/delete/users', { userId: only.userId, organizationId: member.sOrganizationId });
    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toBe(refusal(only.userName));
    expect(confirm.body.message).toContain(CONTRACT_NAME);
    expect(confirm.body.fields).toEqual({ userId: refusal(only.userName) });
    const check = await admin.patch<{ message: string }>('/api/users/tenant/operation/check', { userId: only.userId, operation: 'delete' });
    expect(check.status).toBe(400);
    expect(check.body.message).toBe(refusal(only.userName));
    const execute = await admin.patch<{ message: string }>(`/api/users/tenant/delete?id=${only.userId}&lastUpdated=${encodeURIComponent(member.lastUpdated)}`);
    expect(execute.status).toBe(400);
    expect(execute.body.message).toBe(refusal(only.userName));
    expect(await state()).toEqual(before);

    // Another seated user becomes a contact person: the first may go, and the other is then the last one.
    const next = (await seats()).find((s) => s.delegateDivision === 0)!;
    await setContact(next, true);
    const preview = await admin.patch<MemberOperationPreview>('/api/users/tenant/delete/users', { userId: only.userId });
    expect(preview.status).toBe(200);
    const done = await admin.patch(`/api/users/tenant/delete?id=${only.userId}&lastUpdated=${encodeURIComponent(preview.body.lastUpdated)}`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await contacts()).map((c) => c.userId)).toEqual([next.userId]);
    const last = await admin.patch<{ message: string }>('/api/users/tenant/delete/users', { userId: next.userId });
    expect(last.body.message).toBe(refusal(next.userName));
  });

  it('is refused for several members who are together all its contact persons (confirm and execute), the whole request', async () => {
    const [first] = await contacts();
    const second = (await seats()).find((s) => s.delegateDivision === 0)!;
    await setContact(second, true);
    const other = await unseated();
    const ids = [first.userId, other, second.userId];
    const before = await state();

    const confirm = await admin.patch<{ message: string; fields: Record<string, string> }>('/api/users/tenant/deleteConf', { userIds: ids });
    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toBe(refusal(first.userName, second.userName));
    const stamps = await Promise.all(ids.map(async (id) => (await detail(id)).lastUpdated));
    const execute = await admin.patch<{ message: string; fields: Record<string, string> }>('/api/users/tenant/delete', { id: ids.join(','), lastUpdated: stamps.join(',') });
    expect(execute.status).toBe(400);
    expect(execute.body.fields).toEqual({ id: refusal(first.userName, second.userName) });
    // Nobody is deleted, not even the member who is no contact person: all or none, as every bulk refusal.
    expect(await state()).toEqual(before);

    // One of the two with the other member goes through; the one left is the last contact person.
    const pair = [first.userId, other];
    const preview = await admin.patch<BulkDeleteConfirmResponse>('/api/users/tenant/deleteConf', { userIds: pair });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const done = await admin.patch('/api/users/tenant/delete', { id: pair.join(','), lastUpdated: preview.body.members.map((m) => m.lastUpdated).join(',') });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await contacts()).map((c) => c.userId)).toEqual([second.userId]);
  });
});

describe('a members upload deleting a contract\'s last contact person', () => {
  it('is refused by the dry run and the upload at its row, naming the contract; nothing is stored or changed', async () => {
    const [only] = await contacts();
    const kept = (await seats()).find((s) => s.delegateDivision === 0)!;
    const rows = [['Keep', String(kept.userId), '', '', '', '', '', '', '', '', ''], deleteRow(only.userId)];
    const dryRun = await send<UploadResponse>(admin, query({ dryRun: true }), utf8Bom(csvText('members', rows)));
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.problems).toEqual([expect.objectContaining({ row: 3, column: '会員ID', message: refusal(only.userName) })]);
    const before = await state();
    const [{ jobs }] = await server.db.query<{ jobs: number }>('select count(*)::int as jobs from upload_jobs');
    const real = await send<UploadRejectedBody>(admin, query(), utf8Bom(csvText('members', rows)));
    expect(real.status).toBe(400);
    expect(real.body.validation.problems).toEqual(dryRun.body.problems);
    expect(await server.db.query('select count(*)::int as jobs from upload_jobs')).toEqual([{ jobs }]);
    expect(await state()).toEqual(before);
  });

  it('refuses every row of a file deleting all the contact persons together; one of them alone is accepted', async () => {
    const [first] = await contacts();
    const second = (await seats()).find((s) => s.delegateDivision === 0)!;
    await setContact(second, true);
    const both = await send<UploadResponse>(admin, query({ dryRun: true }), utf8Bom(csvText('members', [deleteRow(first.userId), deleteRow(second.userId)])));
    const message = refusal(first.userName, second.userName);
    expect(both.body.problems.map((p) => [p.row, p.column, p.message])).toEqual([[2, '会員ID', message], [3, '会員ID', message]]);
    const one = await send<UploadResponse>(admin, query({ dryRun: true }), utf8Bom(csvText('members', [deleteRow(first.userId)])));
    expect(one.body.problems).toEqual([]);
    expect(one.body.valid).toBe(true);
  });

  it('fails on its day at the row when the other contact person stepped down after the upload, changing nothing', async () => {
    const [first, second] = await contacts();
    expect(second).toBeDefined();
    const day = formatDate(new Date(Date.now() + DAY_MS));
    const queued = await send<UploadResponse>(admin, query({ startDate: day }), utf8Bom(csvText('members', [deleteRow(second.userId)])));
    expect(queued.status, JSON.stringify(queued.body).slice(0, 400)).toBe(200);
    expect(queued.body.status).toBe('queued');
    // Allowed on the FLEX screen (the member the file deletes is still a contact person), which leaves them the last one.
    await setContact(first, false);
    const before = await state();
    await runScheduledWork(server.db, new Date(Date.now() + DAY_MS));
    const [job] = await server.db.query<{ status: string }>('select status from upload_jobs where id = $1', [Number(queued.body.transferHistoryId)]);
    expect(job.status).toBe('failed');
    expect(await state()).toEqual(before);
    const csv = await admin.get<string>(`/api/transfer/completionCSV?transferHistoryId=${queued.body.transferHistoryId}&transferDivision=1`);
    const line = csv.body.replace(/^\uFEFF/, '').split('\r\n')[1];
    expect(line.startsWith(`2,`)).toBe(true);
    expect(line.endsWith(`,NG,会員ID: ${refusal(second.userName)}`)).toBe(true);
  });
});
