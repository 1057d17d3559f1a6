// Transfer applications (転用申請, division 4) against a real server and the demo data: the apply three ways (works;
// 403 for a department clerk; bad input is 400 with the Japanese message at its field and stores nothing), the list,
// the one cancel (stale 409, refused once its day has come, another corporation's id 404), the upload block while one
// waits (lifted by the cancel and by the apply), and the apply on its day by the scheduler (test clock): the source's
// members move, deleted ones stay, and a destination deleted meanwhile cancels it with the reason. Runs on PGlite, or
// on PostgreSQL when DATABASE_URL is set.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationCancelPreview, ApplicationCancelResult } from '../../core/applications/calls';
import type { TransferPreview, TransferResult, TransferRow } from '../../core/billing/transfer';
import type { ExistsTransferUploadResponse, UploadResponse } from '../../core/uploads/calls';
import { t } from '../../core/i18n';
import type { Row } from '../db/database';
import { formatDate } from '../format/dates';
import { runScheduledWork } from '../jobs/scheduler';
import { csvText, upload, utf8Bom } from '../uploads/test-support';
import { signInWithCookies, type TestCaller } from '../../tests/support/server';
import { fileTestServer } from '../../tests/support/file-server';

const DAY_MS = 86_400_000;
const API = '/api/applicationInformation';
const file = fileTestServer();
const { clock } = file;
let admin: TestCaller;
let clerk: TestCaller;

interface Department extends Row {
  id: number;
  billing_name: string;
  members: number;
}

/** Corporation 1's departments in use, most members first. */
async function departments(): Promise<Department[]> {
  return file.server.db.query<Department>(
    `select d.id, d.billing_name, (select count(*)::int from users u where u.department_id = d.id and u.role_type is null and not u.delete_flg) as members
       from departments d where d.corporation_id = 1 and not d.delete_flg and not d.disable_flg order by members desc, d.id`,
  );
}

const membersOf = async (departmentId: number): Promise<number[]> =>
  (await file.server.db.query<{ id: number }>('select id from users where department_id = $1 and role_type is null and not delete_flg order by id', [departmentId])).map((row) => row.id);

const transferCount = async (): Promise<number> =>
  (await file.server.db.query<{ n: number }>('select count(*)::int as n from applications where division = 4'))[0].n;

const day = (offsetDays: number): string => formatDate(new Date(clock.now().getTime() + offsetDays * DAY_MS));

async function applyTransfer(from: number, to: number, applyDate: string): Promise<TransferRow> {
  const answer = await admin.post<TransferResult>(`${API}/apply/transfer`, { fromBillingId: String(from), toBillingId: String(to), applyDate });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.application;
}

async function cancel(applicationId: string): Promise<ApplicationCancelResult> {
  const preview = await admin.patch<ApplicationCancelPreview>(`${API}/cancel/confirm`, { applicationId });
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  const done = await admin.patch<ApplicationCancelResult>(`${API}/cancel`, { applicationId, lastUpdated: preview.body.lastUpdated });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
}

const uploadsBlocked = async (): Promise<boolean> => (await admin.get<ExistsTransferUploadResponse>('/api/corporations/existsTransferUpload/1')).body.exists;

/** A dry run of a department-name upload: 200 when uploads are accepted, 400 TRANSFER_PENDING while blocked. */
const dryRunUpload = (department: Department) =>
  upload<UploadResponse & { code?: string; message?: string }>(admin, { corporationId: 1, uploadDivision: 4, dryRun: true },
    utf8Bom(csvText('department-names', [[String(department.id), department.billing_name]])));

beforeAll(async () => {
  admin = await signInWithCookies(file.server.baseUrl, 'admin01');
  clerk = await signInWithCookies(file.server.baseUrl, 'clerk01');
}, 60_000);

describe('applying for a transfer', () => {
  it('confirms without storing, applies, lists it, blocks uploads until it is cancelled', async () => {
    const [from, to] = await departments();
    expect(from.members).toBeGreaterThan(0);
    const before = await transferCount();
    const request = { fromBillingId: String(from.id), toBillingId: String(to.id), applyDate: day(3) };

    const preview = await admin.post<TransferPreview>(`${API}/apply/transfer/confirm`, request);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ fields: request, fromBillingName: from.billing_name, toBillingName: to.billing_name, memberCount: from.members });
    expect(preview.body.message).toBe(t('billing.transfer.confirm', { from: from.billing_name, to: to.billing_name, date: day(3), count: from.members }));
    expect(await transferCount()).toBe(before);
    expect(await uploadsBlocked()).toBe(false);

    const applied = await admin.post<TransferResult>(`${API}/apply/transfer`, request);
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe(t('billing.transfer.done', { date: day(3) }));
    expect(applied.body.application).toMatchObject({
      division: 4, status: 1, fromBillingId: String(from.id), toBillingId: String(to.id), applyDate: day(3), memberCount: from.members, cancellable: true, refusal: null,
    });
    const list = await admin.get<TransferRow[]>(`${API}/list/division4`);
    expect(list.body[0]).toEqual(applied.body.application);

    // While it waits, every upload is refused with the spec's message.
    expect(await uploadsBlocked()).toBe(true);
    const refused = await dryRunUpload(from);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'TRANSFER_PENDING', message: '転用申請があるため変更できません' });

    const question = await admin.patch<ApplicationCancelPreview>(`${API}/cancel/confirm`, { applicationId: applied.body.application.applicationId });
    expect(question.body).toMatchObject({ division: 4, applyDate: day(3) });
    expect(question.body.message).toBe(t('billing.transfer.confirmCancel', { summary: t('billing.transfer.summary', { from: from.billing_name, to: to.billing_name }), date: day(3) }));
    const cancelled = await admin.patch<ApplicationCancelResult>(`${API}/cancel`, { applicationId: applied.body.application.applicationId, lastUpdated: question.body.lastUpdated });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(t('billing.transfer.cancelled'));
    expect(cancelled.body.application).toMatchObject({ division: 4, status: 3, cancellable: false });
    expect(cancelled.body.application.cancelledAt).not.toBeNull();

    // Cancelled: uploads are accepted again, and nobody moved.
    expect(await uploadsBlocked()).toBe(false);
    expect((await dryRunUpload(from)).status).toBe(200);
    expect((await membersOf(from.id)).length).toBe(from.members);
  });

  it('refuses a department clerk with 403 on the apply, its confirm and the cancel, and changes nothing', async () => {
    const [from, to] = await departments();
    const request = { fromBillingId: String(from.id), toBillingId: String(to.id), applyDate: day(3) };
    const before = await transferCount();
    for (const path of [`${API}/apply/transfer/confirm`, `${API}/apply/transfer`]) {
      const answer = await clerk.post<{ message: string }>(path, request);
      expect(answer.status, path).toBe(403);
      expect(answer.body.message).toBe(t('error.permission'));
    }
    expect(await transferCount()).toBe(before);
    // A clerk does not see the corporation's transfers, and cannot cancel one.
    expect((await clerk.get<TransferRow[]>(`${API}/list/division4`)).body).toEqual([]);
    const waiting = await applyTransfer(from.id, to.id, day(3));
    const confirm = await clerk.patch(`${API}/cancel/confirm`, { applicationId: waiting.applicationId });
    const execute = await clerk.patch(`${API}/cancel`, { applicationId: waiting.applicationId, lastUpdated: waiting.lastUpdated });
    expect([confirm.status, execute.status]).toEqual([403, 403]);
    expect((await admin.get<TransferRow[]>(`${API}/list/division4`)).body[0]).toMatchObject({ applicationId: waiting.applicationId, status: 1 });
    await cancel(waiting.applicationId);
  });

  it('refuses bad input with Japanese messages at their fields and stores nothing', async () => {
    const [from, to] = await departments();
    const [other] = await file.server.db.query<{ id: number }>('select id from departments where corporation_id = 2 and not delete_flg order by id limit 1');
    const before = await transferCount();
    const refusal = async (body: Record<string, unknown>): Promise<Record<string, string>> => {
      for (const path of [`${API}/apply/transfer/confirm`, `${API}/apply/transfer`]) {
        const answer = await admin.post<{ fields: Record<string, string> }>(path, body);
        expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(400);
      }
      return (await admin.post<{ fields: Record<string, string> }>(`${API}/apply/transfer`, body)).body.fields;
    };
    const ok = { fromBillingId: String(from.id), toBillingId: String(to.id), applyDate: day(3) };

    expect(await refusal({})).toMatchObject({ fromBillingId: t('validation.required'), toBillingId: t('validation.required'), applyDate: t('validation.required') });
    expect(await refusal({ ...ok, toBillingId: String(from.id) })).toEqual({ toBillingId: t('billing.transfer.validation.same') });
    expect(await refusal({ ...ok, toBillingId: String(other.id) })).toEqual({ toBillingId: t('billing.transfer.validation.department') });
    expect(await refusal({ ...ok, fromBillingId: 'x' })).toEqual({ fromBillingId: t('validation.integer') });
    expect((await refusal({ ...ok, applyDate: day(0) })).applyDate).toBeTruthy();
    expect(await refusal({ ...ok, applyDate: '2026/02/30' })).toEqual({ applyDate: t('billing.validation.applyDateFormat') });

    // A suspended destination, and a source without members.
    await file.server.db.query('update departments set disable_flg = true where id = $1', [to.id]);
    try {
      expect(await refusal(ok)).toEqual({ toBillingId: t('billing.transfer.validation.destinationSuspended') });
    } finally {
      await file.server.db.query('update departments set disable_flg = false where id = $1', [to.id]);
    }
    const empty = (await departments()).find((d) => d.members === 0 && d.id !== to.id);
    if (empty) expect(await refusal({ ...ok, fromBillingId: String(empty.id) })).toEqual({ fromBillingId: t('billing.transfer.validation.noMembers') });

    // A department already named by a waiting transfer.
    const waiting = await applyTransfer(from.id, to.id, day(3));
    const third = (await departments()).find((d) => d.id !== from.id && d.id !== to.id && d.members > 0);
    expect(third).toBeDefined();
    expect(await refusal({ ...ok, fromBillingId: String(third?.id), toBillingId: String(from.id) }))
      .toEqual({ toBillingId: t('billing.transfer.validation.waiting', { name: from.billing_name }) });
    expect(await transferCount()).toBe(before + 1);
    await cancel(waiting.applicationId);
  });
});

describe('the cancel of a transfer', () => {
  it('answers 404 for another corporation\'s transfer, 409 when stale, 400 once its day has come', async () => {
    const [from, to] = await departments();
    // Corporation 2's own transfer (admin01 views corporation 1): absent to this caller.
    const [applicant] = await file.server.db.query<{ id: number }>("select id from users where login_id = 'admin01'");
    const [foreign] = await file.server.db.query<{ id: number }>(
      `insert into applications (corporation_id, division, status, contents, apply_date, applicant_user_id, created_at, last_updated)
       values (2, 4, 1, '{"fromBillingId":1,"fromBillingName":"a","toBillingId":2,"toBillingName":"b"}', current_date + 30, $1, now(), now()) returning id`,
      [applicant.id],
    );
    try {
      for (const path of [`${API}/cancel/confirm`, `${API}/cancel`]) {
        const answer = await admin.patch<{ message: string }>(path, { applicationId: String(foreign.id), lastUpdated: 'x' });
        expect(answer.status, path).toBe(404);
      }
      expect((await admin.get<TransferRow[]>(`${API}/list/division4`)).body.map((row) => row.applicationId)).not.toContain(String(foreign.id));
      expect(await uploadsBlocked()).toBe(false);
    } finally {
      await file.server.db.query('delete from applications where id = $1', [foreign.id]);
    }

    const waiting = await applyTransfer(from.id, to.id, day(3));
    const stale = await admin.patch(`${API}/cancel`, { applicationId: waiting.applicationId, lastUpdated: '2020-01-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
    // Its day has come (moved to today here): the first call applies it, and the cancel is refused.
    await file.server.db.query('update applications set apply_date = $2::date where id = $1', [Number(waiting.applicationId), day(0).replaceAll('/', '-')]);
    const late = await admin.patch<{ message: string }>(`${API}/cancel/confirm`, { applicationId: waiting.applicationId });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(t('billing.application.notCancellable'));
    expect(await membersOf(from.id)).toEqual([]);
    // Applied: uploads are accepted again.
    expect(await uploadsBlocked()).toBe(false);
  });
});

describe('the apply on its day', () => {
  it('moves the source\'s members (not the deleted ones) on the day, through the scheduler alone, once', async () => {
    const [from, to] = await departments();
    const moving = await membersOf(from.id);
    const staying = await membersOf(to.id);
    const [deleted] = await file.server.db.query<{ id: number }>(
      'update users set delete_flg = true where id = $1 returning id', [moving[moving.length - 1]],
    );
    const waiting = await applyTransfer(from.id, to.id, day(2));
    expect(waiting.memberCount).toBe(moving.length - 1);

    await runScheduledWork(file.server.db, new Date(clock.now().getTime() + DAY_MS));
    expect(await membersOf(from.id)).toEqual(moving.slice(0, -1));
    expect(await uploadsBlocked()).toBe(true);

    const dueDay = new Date(clock.now().getTime() + 2 * DAY_MS);
    await runScheduledWork(file.server.db, dueDay);
    await runScheduledWork(file.server.db, dueDay);
    expect(await membersOf(from.id)).toEqual([]);
    expect(await membersOf(to.id)).toEqual([...staying, ...moving.slice(0, -1)].sort((a, b) => a - b));
    const [stayed] = await file.server.db.query<{ department_id: number }>('select department_id from users where id = $1', [deleted.id]);
    expect(stayed.department_id).toBe(from.id);
    const [row] = (await admin.get<TransferRow[]>(`${API}/list/division4`)).body;
    expect(row).toMatchObject({ applicationId: waiting.applicationId, status: 2, memberCount: moving.length - 1, cancellable: false });
    expect(row.completedAt).not.toBeNull();
    expect(await uploadsBlocked()).toBe(false);
  });

  it('cancels a transfer whose destination was deleted meanwhile, with the reason, and moves nobody', async () => {
    const [from] = await departments();
    const [destination] = await file.server.db.query<{ id: number }>(
      `insert into departments (corporation_id, billing_name, display_order, created_at, last_updated)
       values (1, '転用先テスト室', 999, now(), now()) returning id`,
    );
    const moving = await membersOf(from.id);
    const waiting = await applyTransfer(from.id, destination.id, day(4));
    await file.server.db.query('update departments set delete_flg = true where id = $1', [destination.id]);
    await runScheduledWork(file.server.db, new Date(clock.now().getTime() + 4 * DAY_MS));
    expect(await membersOf(from.id)).toEqual(moving);
    const [row] = (await admin.get<TransferRow[]>(`${API}/list/division4`)).body;
    expect(row).toMatchObject({ applicationId: waiting.applicationId, status: 3, refusal: t('billing.transfer.refusal.destinationGone', { name: '転用先テスト室' }) });
    expect(await uploadsBlocked()).toBe(false);
  });
});
