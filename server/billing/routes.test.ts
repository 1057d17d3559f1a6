// Departments and department registrations against a real server: every call for every kind of caller (clerk01
// only in its departments 5 and 6; others answer 404 as if absent), each write three ways (works; refused without the permission; bad input is
// 400 and changes nothing), stale lastUpdated (409), the delete refusal of a non-empty department, usage
// suspend and resume mailing the members, the display order, and a registration becoming a department on its
// apply date under the test clock (or never, once cancelled).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import type { ApplicationDetail, ApplicationRow, DepartmentDetail } from '../../core/billing/domain';
import type { DepartmentOperationPreview, DepartmentOption, DepartmentSearchResponse, DepartmentUpdatePreview, DepartmentWriteResult, ChangeOrderPreview } from '../../core/billing/calls';
import type { BillingRegistrationPreview, BillingRegistrationResult } from '../../core/applications/calls';
import { t } from '../../core/i18n';
import type { MemberSearchResponse } from '../../core/users/calls';
import type { LimitAmountBillingDetail } from '../../core/limit-amount/domain';
import { formatDate } from '../format/dates';
import { signInWithBearer, signInWithCookies, startTestServer, testClock, TestCaller, type TestServer } from '../../tests/support/server';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock();
let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;
let clerkBearer: TestCaller;
let anonymous: TestCaller;

async function signInAll(): Promise<void> {
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
  clerkBearer = await signInWithBearer(server.baseUrl, 'clerk01');
}

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: clock.now });
  await signInAll();
  anonymous = new TestCaller(server.baseUrl);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const day = (offsetDays: number): string => formatDate(new Date(clock.now().getTime() + offsetDays * DAY_MS));

async function departmentRow(id: number) {
  const [row] = await server.db.query<{ billing_name: string; display_order: number; auto_approval_flg: boolean; disable_flg: boolean; delete_flg: boolean; registration_fee_charge_flg: boolean; service_usage_alert_choice_flg: boolean; last_updated: Date }>(
    'select billing_name, display_order, auto_approval_flg, disable_flg, delete_flg, registration_fee_charge_flg, service_usage_alert_choice_flg, last_updated from departments where id = $1',
    [id],
  );
  return row;
}

async function detail(caller: TestCaller, id: number): Promise<DepartmentDetail> {
  const result = await caller.get<DepartmentDetail>(`/api/billing/${id}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

async function search(caller: TestCaller, query = ''): Promise<DepartmentSearchResponse> {
  const result = await caller.get<DepartmentSearchResponse>(`/api/billing/tenant/search${query}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

async function mailsTo(recipients: readonly string[]) {
  return server.db.query<{ recipient: string; subject: string; body: string }>(
    'select recipient, subject, body from mail_outbox where recipient = any($1::text[]) order by id',
    [recipients],
  );
}

/** The mail addresses of the plain members of a department who are told of suspend and resume. */
async function memberMails(departmentId: number): Promise<string[]> {
  const rows = await server.db.query<{ mail_address: string }>(
    'select mail_address from users where department_id = $1 and role_type is null and not delete_flg and mail_address is not null',
    [departmentId],
  );
  return rows.map((r) => r.mail_address);
}

const WRITE_CALLS: readonly [string, string][] = [
  ['PATCH', '/api/billing/tenant/confirm'], ['PATCH', '/api/billing/tenant/update'],
  ['PATCH', '/api/billing/tenant/confirmDelete'], ['PATCH', '/api/billing/tenant/delete'],
  ['PATCH', '/api/billing/tenant/usageSuspend/confirm'], ['PATCH', '/api/billing/tenant/usageSuspend'],
  ['PATCH', '/api/billing/tenant/usageResume/confirm'], ['PATCH', '/api/billing/tenant/usageResume'],
  ['PATCH', '/api/billing/tenant/changeOrderBilling/confirm'], ['PATCH', '/api/billing/tenant/changeOrderBilling'],
  ['POST', '/api/applicationInformation/apply/billingRegistration/confirm'], ['POST', '/api/applicationInformation/apply/billingRegistration'],
  ['PATCH', '/api/applicationInformation/cancel/confirm'], ['PATCH', '/api/applicationInformation/cancel'],
];

const READ_CALLS: readonly string[] = [
  '/api/billing/tenant/search', '/api/billing/5', '/api/billing/tenant/designation', '/api/billing/tenant/withMark',
  '/api/billing/tenant/flex', '/api/billing/tenant/flex/withOutOfPeriod', '/api/applicationInformation/list/division1',
  '/api/applicationInformation/details/1',
];

describe('who may call what', () => {
  it('refuses anonymous callers on every department and application call with 401', async () => {
    for (const path of READ_CALLS) {
      const result = await anonymous.get<{ code: string }>(path);
      expect(result.status, path).toBe(401);
    }
    for (const [method, path] of WRITE_CALLS) {
      const result = await anonymous.call<{ code: string }>(method, path, {});
      expect(result.status, `${method} ${path}`).toBe(401);
      expect(result.body.code).toBe(ErrorCode.UNAUTHENTICATED);
    }
  });

  it.each([['cookie', () => clerk], ['bearer', () => clerkBearer]] as const)('refuses every write of clerk01 (%s) with 403 and changes nothing', async (_via, caller) => {
    const before = await departmentRow(5);
    const stamp = before.last_updated.toISOString();
    const bodies: Record<string, unknown> = {
      '/api/billing/tenant/confirm': { billingId: 5, lastUpdated: stamp, billingName: '営業部', autoApprovalFlg: false, registrationFeeChargeFlg: false, serviceUsageAlertChoiceFlg: false },
      '/api/billing/tenant/update': { billingId: 5, lastUpdated: stamp, billingName: '営業部', autoApprovalFlg: false, registrationFeeChargeFlg: false, serviceUsageAlertChoiceFlg: false },
      '/api/billing/tenant/changeOrderBilling': { billingIds: ['6', '5'] },
      '/api/applicationInformation/apply/billingRegistration': { billingName: '新部署', applyDate: day(3) },
      '/api/applicationInformation/cancel': { applicationId: 1, lastUpdated: stamp },
    };
    for (const [method, path] of WRITE_CALLS) {
      const result = await caller().call<{ code: string; message: string }>(method, path, bodies[path] ?? { billingId: 5, lastUpdated: stamp });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body.code).toBe(ErrorCode.PERMISSION);
      expect(result.body.message).toBe(t('error.permission'));
    }
    expect(await departmentRow(5)).toEqual(before);
  });

  it.each([['cookie', () => clerk], ['bearer', () => clerkBearer]] as const)('shows clerk01 (%s) only departments 5 and 6', async (_via, caller) => {
    const list = await search(caller());
    expect(list.rows.map((r) => r.billingId)).toEqual(['5', '6']);
    expect((await detail(caller(), 6)).billingName).toBe('営業第二部');
    expect((await detail(caller(), 5)).allowedOperations).toEqual([]);
    // Another department is, to a clerk, no department at all (as a made-up id would be).
    for (const id of [1, 11]) {
      const refused = await caller().get<{ code: string; message: string }>(`/api/billing/${id}`);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(t('billing.notFound'));
    }
    for (const path of ['/api/billing/tenant/designation', '/api/billing/tenant/withMark']) {
      const choices = await caller().get<DepartmentOption[]>(path);
      expect(choices.body.map((c) => c.billingId)).toEqual(['5', '6']);
    }
    expect((await caller().get<ApplicationRow[]>('/api/applicationInformation/list/division1')).body).toEqual([]);
    // Application 3 became department 10, which clerk01 does not look after.
    expect((await caller().get('/api/applicationInformation/details/3')).status).toBe(404);
  });

  it('shows admin01 every department of the viewed corporation, and nothing of another corporation', async () => {
    const list = await search(admin);
    expect(list.rows.map((r) => r.billingId)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(list.sort).toBe('displayOrder');
    const one = await detail(admin, 1);
    expect(one).toMatchObject({ billingName: '経営企画部', registrationFeeChargeFlg: true, representativeFeeSetting: true, corporationAutoApprovalSetting: 3 });
    expect(one.allowedOperations).toEqual(['update', 'delete', 'usageSuspend']);
    expect((await detail(admin, 11)).allowedOperations).toEqual(['delete', 'usageResume']);
    expect((await admin.get('/api/billing/12')).status).toBe(404);
    expect((await admin.get('/api/billing/abc')).status).toBe(400);
  });
});

describe('会員数: one count on every page', () => {
  it('is the member list\'s count and the budget detail\'s count for every department (staff and deleted members excluded)', async () => {
    const list = await search(admin);
    for (const row of list.rows) {
      const members = await admin.get<MemberSearchResponse>(`/api/users/tenant/users?sOrganizationId=${row.billingId}&limit=1`);
      expect([row.billingName, row.memberCount]).toEqual([row.billingName, members.body.totalCount]);
      expect((await detail(admin, Number(row.billingId))).memberCount).toBe(row.memberCount);
      const budget = await admin.get<LimitAmountBillingDetail>(`/api/billing/tenant/limitAmount/detail/${row.billingId}`);
      if (budget.status === 200) expect([row.billingName, budget.body.memberCount]).toEqual([row.billingName, row.memberCount]);
    }
    // Department 1 is admin01's own department: the responsible person is not one of its members.
    const [own] = await server.db.query<{ staff: number }>('select count(*)::int as staff from users where department_id = 1 and role_type is not null and not delete_flg');
    expect(own.staff).toBeGreaterThan(0);
  });

  it('refuses to delete a department that is a responsible person\'s own department, naming why', async () => {
    // Department 11 emptied of its members and clerks for the test, then admin03 made to belong to it.
    const members = await server.db.query<{ id: number }>('select id from users where department_id = 11');
    const clerks = await server.db.query<{ user_id: number }>('select user_id from clerk_departments where department_id = 11');
    const [admin03] = await server.db.query<{ department_id: number }>("select department_id from users where login_id = 'admin03'");
    await server.db.query('update users set department_id = 10 where department_id = 11');
    await server.db.query('delete from clerk_departments where department_id = 11');
    await server.db.query("update users set department_id = 11 where login_id = 'admin03'");
    try {
      const current = await detail(admin, 11);
      expect([current.memberCount, current.clerkCount]).toEqual([0, 0]);
      const refused = await admin.patch<{ fields: Record<string, string> }>('/api/billing/tenant/confirmDelete', { billingId: 11, lastUpdated: current.lastUpdated });
      expect(refused.status).toBe(400);
      expect(refused.body.fields.billingId).toBe(t('billing.refuse.deleteHasStaff', { count: 1 }));
    } finally {
      await server.db.query("update users set department_id = $1 where login_id = 'admin03'", [admin03.department_id]);
      await server.db.query('update users set department_id = 11 where id = any($1::int[])', [members.map((m) => m.id)]);
      for (const clerk of clerks) await server.db.query('insert into clerk_departments (user_id, department_id) values ($1, 11)', [clerk.user_id]);
    }
  });
});

describe('search filters (spec 3)', () => {
  it('filters by name, auto approval and usage state, and sorts', async () => {
    expect((await search(admin, `?organizationName=${encodeURIComponent('営業')}`)).rows.map((r) => r.billingName)).toEqual(['営業第一部', '営業第二部']);
    expect((await search(admin, '?autoApprovalFlg=1')).rows.map((r) => r.billingId)).toEqual(['2', '3', '7', '10']);
    expect((await search(admin, '?disableFlg=1')).rows.map((r) => r.billingId)).toEqual(['11']);
    expect((await search(admin, '?disableFlg=0')).rows).toHaveLength(10);
    const desc = await search(admin, '?sort=displayOrder&sortOrder=desc');
    expect(desc.rows[0].billingId).toBe('11');
    const byMembers = await search(admin, '?sort=memberCount&sortOrder=desc');
    const counts = byMembers.rows.map((r) => r.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers 400 with Japanese per-field errors for a bad filter', async () => {
    const result = await admin.get<{ code: string; fields: Record<string, string> }>('/api/billing/tenant/search?sort=secret&sortOrder=up&disableFlg=2');
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ sort: t('billing.validation.choice'), sortOrder: t('billing.validation.choice'), disableFlg: t('billing.validation.choice') });
  });

  it('lists departments for other screens: designation leaves suspended ones out, withMark marks them, flex follows the contracts', async () => {
    const designation = (await admin.get<DepartmentOption[]>('/api/billing/tenant/designation')).body;
    expect(designation.map((d) => d.billingId)).not.toContain('11');
    const marked = (await admin.get<DepartmentOption[]>('/api/billing/tenant/withMark')).body;
    expect(marked.find((d) => d.billingId === '11')?.mark).toBe(t('billing.mark.suspended'));
    expect(marked.find((d) => d.billingId === '1')?.mark).toBe('');
    const charged = await server.db.query<{ id: number }>(
      'select distinct charge_department_id as id from flex_contracts where corporation_id = 1 and charge_department_id is not null order by 1',
    );
    const flex = (await admin.get<DepartmentOption[]>('/api/billing/tenant/flex/withOutOfPeriod')).body;
    expect(flex.map((d) => Number(d.billingId)).sort((a, b) => a - b)).toEqual(charged.map((r) => r.id));
    expect((await admin.get<DepartmentOption[]>('/api/billing/tenant/flex')).body.length).toBeLessThanOrEqual(flex.length);
  });
});

const updateBody = (id: number, lastUpdated: string, changes: Record<string, unknown> = {}) => ({
  billingId: String(id), lastUpdated, billingName: '', autoApprovalFlg: false, registrationFeeChargeFlg: false, serviceUsageAlertChoiceFlg: false, ...changes,
});

describe('department info update (WFAC005)', () => {
  it('confirms the changes, then updates with the lastUpdated it saw', async () => {
    const before = await detail(admin, 8);
    const body = updateBody(8, before.lastUpdated, { billingName: 'マーケティング本部', autoApprovalFlg: true, serviceUsageAlertChoiceFlg: true });
    const preview = await admin.patch<DepartmentUpdatePreview>('/api/billing/tenant/confirm', body);
    expect(preview.status).toBe(200);
    expect(preview.body.changes.map((c) => c.field)).toEqual(['billingName', 'autoApprovalFlg', 'serviceUsageAlertChoiceFlg']);
    expect((await departmentRow(8)).billing_name).toBe('マーケティング部');
    const done = await admin.patch<DepartmentWriteResult>('/api/billing/tenant/update', body);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(t('billing.done.update'));
    expect(done.body.department).toMatchObject({ billingName: 'マーケティング本部', autoApprovalFlg: true, serviceUsageAlertChoiceFlg: true });
    expect(await departmentRow(8)).toMatchObject({ billing_name: 'マーケティング本部', auto_approval_flg: true, service_usage_alert_choice_flg: true });
  });

  it('refuses a stale lastUpdated with 409 and changes nothing', async () => {
    const before = await departmentRow(9);
    const result = await admin.patch<{ code: string }>('/api/billing/tenant/update', updateBody(9, '2020-01-01T00:00:00.000Z', { billingName: '別の名前' }));
    expect(result.status).toBe(409);
    expect(result.body.code).toBe(ErrorCode.CONFLICT);
    expect(await departmentRow(9)).toEqual(before);
  });

  it.each([
    ['a comma', 'CS,サポート', t('validation.departmentName')],
    ['a double quote', 'CS"サポート"', t('validation.departmentName')],
    ['no name', '', t('validation.required')],
    ['51 characters', 'あ'.repeat(51), t('validation.max', { length: 50 })],
    ['the name of another department', '総務部', t('billing.validation.nameTaken')],
    ['the name of a waiting registration', '法務部', t('billing.validation.nameTaken')],
  ])('answers 400 for a name with %s and changes nothing', async (_case, name, message) => {
    const before = await departmentRow(9);
    for (const path of ['/api/billing/tenant/confirm', '/api/billing/tenant/update']) {
      const result = await admin.patch<{ code: string; fields: Record<string, string> }>(path, updateBody(9, before.last_updated.toISOString(), { billingName: name }));
      expect(result.status, path).toBe(400);
      expect(result.body.code).toBe(ErrorCode.VALIDATION);
      expect(result.body.fields.billingName).toBe(message);
    }
    expect(await departmentRow(9)).toEqual(before);
  });

  it('never moves the registration-fee charge target: a differing flag is refused towards the application, nothing changes', async () => {
    const two = await detail(admin, 2);
    const before = await departmentRow(2);
    for (const path of ['/api/billing/tenant/confirm', '/api/billing/tenant/update']) {
      const result = await admin.patch<{ fields: Record<string, string> }>(path, updateBody(2, two.lastUpdated, { billingName: two.billingName, autoApprovalFlg: two.autoApprovalFlg, registrationFeeChargeFlg: true }));
      expect(result.status, path).toBe(400);
      expect(result.body.fields.registrationFeeChargeFlg).toBe(t('billing.validation.registrationFeeByApplication'));
    }
    expect(await departmentRow(2)).toEqual(before);
    // The target itself may be updated (its flag sent as it is, or not at all): it stays the target.
    const one = await detail(admin, 1);
    const kept = await admin.patch('/api/billing/tenant/update', updateBody(1, one.lastUpdated, { billingName: one.billingName, autoApprovalFlg: one.autoApprovalFlg, registrationFeeChargeFlg: true }));
    expect(kept.status).toBe(200);
    const again = await detail(admin, 1);
    const { registrationFeeChargeFlg: _omitted, ...withoutFlag } = updateBody(1, again.lastUpdated, { billingName: again.billingName, autoApprovalFlg: again.autoApprovalFlg });
    expect((await admin.patch('/api/billing/tenant/update', withoutFlag)).status).toBe(200);
    expect((await departmentRow(1)).registration_fee_charge_flg).toBe(true);
  });

  it('refuses per-department auto approval unless the corporation sets it per department', async () => {
    await server.db.query('update corporations set auto_approval_setting = 1 where id = 1');
    try {
      const three = await detail(admin, 3);
      const result = await admin.patch<{ fields: Record<string, string> }>('/api/billing/tenant/confirm', updateBody(3, three.lastUpdated, { billingName: three.billingName, autoApprovalFlg: false }));
      expect(result.status).toBe(400);
      expect(result.body.fields.autoApprovalFlg).toBe(t('billing.validation.autoApprovalNotPerDepartment'));
    } finally {
      await server.db.query('update corporations set auto_approval_setting = 3 where id = 1');
    }
  });
});

describe('delete (spec 4: only once its clerks and members are removed)', () => {
  it('refuses a department with clerks and members, in the confirm and the delete, and changes nothing', async () => {
    const before = await departmentRow(5);
    const five = await detail(admin, 5);
    expect(five.memberCount).toBeGreaterThan(0);
    expect(five.clerkCount).toBeGreaterThan(0);
    const message = t('billing.refuse.deleteNotEmpty', { clerks: five.clerkCount, members: five.memberCount });
    for (const path of ['/api/billing/tenant/confirmDelete', '/api/billing/tenant/delete']) {
      const result = await admin.patch<{ code: string; message: string; fields: Record<string, string> }>(path, { billingId: '5', lastUpdated: five.lastUpdated });
      expect(result.status, path).toBe(400);
      expect(result.body.message).toBe(message);
      expect(result.body.fields.billingId).toBe(message);
    }
    expect(await departmentRow(5)).toEqual(before);
    expect((await search(admin)).rows.map((r) => r.billingId)).toContain('5');
  });

  it('answers 400 for a missing or malformed department id and 409 for a stale one', async () => {
    const missing = await admin.patch<{ fields: Record<string, string> }>('/api/billing/tenant/delete', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ billingId: t('validation.required'), lastUpdated: t('validation.required') });
    const malformed = await admin.patch<{ fields: Record<string, string> }>('/api/billing/tenant/confirmDelete', { billingId: 'x' });
    expect(malformed.body.fields.billingId).toBe(t('validation.integer'));
    const stale = await admin.patch('/api/billing/tenant/delete', { billingId: '5', lastUpdated: '2020-01-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
  });
});

describe('usage suspend and resume', () => {
  it('suspends, mailing its members, refuses a second suspend, then resumes, mailing them again', async () => {
    const recipients = await memberMails(9);
    expect(recipients.length).toBeGreaterThan(0);
    const nine = await detail(admin, 9);
    const preview = await admin.patch<DepartmentOperationPreview>('/api/billing/tenant/usageSuspend/confirm', { billingId: '9' });
    expect(preview.body).toMatchObject({ operation: 'usageSuspend', notifyCount: recipients.length });
    expect((await departmentRow(9)).disable_flg).toBe(false);
    // Each write gets its own instant, so the lastUpdated read before it is stale afterwards.
    clock.advance(1000);
    const done = await admin.patch<DepartmentWriteResult>('/api/billing/tenant/usageSuspend', { billingId: '9', lastUpdated: nine.lastUpdated });
    expect(done.status).toBe(200);
    expect(done.body.mailedCount).toBe(recipients.length);
    expect(done.body.department?.disableFlg).toBe(true);
    expect(done.body.department?.allowedOperations).toEqual(['delete', 'usageResume']);
    const suspendMails = await mailsTo(recipients);
    expect(suspendMails).toHaveLength(recipients.length);
    expect(suspendMails[0].subject).toBe(t('billing.mail.suspendSubject'));
    expect(suspendMails[0].body).toContain('カスタマーサクセス部');

    const again = await admin.patch<{ message: string }>('/api/billing/tenant/usageSuspend', { billingId: '9', lastUpdated: done.body.department?.lastUpdated });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(t('billing.refuse.alreadySuspended'));
    // A suspended department is resumed before its info changes.
    const blocked = await admin.patch<{ message: string }>('/api/billing/tenant/confirm', updateBody(9, done.body.department?.lastUpdated ?? '', { billingName: 'カスタマーサクセス部' }));
    expect(blocked.status).toBe(400);
    expect(blocked.body.message).toBe(t('billing.refuse.disabled'));

    clock.advance(1000);
    const stale = await admin.patch('/api/billing/tenant/usageResume', { billingId: '9', lastUpdated: nine.lastUpdated });
    expect(stale.status).toBe(409);
    const resumed = await admin.patch<DepartmentWriteResult>('/api/billing/tenant/usageResume', { billingId: '9', lastUpdated: done.body.department?.lastUpdated });
    expect(resumed.status).toBe(200);
    expect(resumed.body.department?.disableFlg).toBe(false);
    const allMails = await mailsTo(recipients);
    expect(allMails).toHaveLength(recipients.length * 2);
    expect(allMails.at(-1)?.subject).toBe(t('billing.mail.resumeSubject'));
  });

  it('refuses to resume a department in use and answers 400 without an id', async () => {
    const notSuspended = await admin.patch<{ message: string }>('/api/billing/tenant/usageResume/confirm', { billingId: '4' });
    expect(notSuspended.status).toBe(400);
    expect(notSuspended.body.message).toBe(t('billing.refuse.notSuspended'));
    const bad = await admin.patch<{ fields: Record<string, string> }>('/api/billing/tenant/usageSuspend', { lastUpdated: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.billingId).toBe(t('validation.required'));
  });
});

describe('display order (changeOrderBilling)', () => {
  it('confirms and changes the order of every department', async () => {
    const current = (await search(admin)).rows.map((r) => r.billingId);
    const reordered = [current[1], current[0], ...current.slice(2)];
    const preview = await admin.patch<ChangeOrderPreview>('/api/billing/tenant/changeOrderBilling/confirm', { billingIds: reordered });
    expect(preview.status).toBe(200);
    expect(preview.body.rows[0]).toMatchObject({ billingId: current[1], before: 2, after: 1 });
    const done = await admin.patch('/api/billing/tenant/changeOrderBilling', { billingIds: reordered });
    expect(done.status).toBe(200);
    expect((await search(admin)).rows.map((r) => r.billingId)).toEqual(reordered);
    // The member list's copy of the order follows (kept by the trigger of migration 002).
    const [member] = await server.db.query<{ department_display_order: number }>('select department_display_order from users where department_id = $1 limit 1', [Number(current[1])]);
    expect(member.department_display_order).toBe(1);
    await admin.patch('/api/billing/tenant/changeOrderBilling', { billingIds: current });
  });

  it('answers 400 for duplicates or bad ids and 409 when the departments changed, changing nothing', async () => {
    const current = (await search(admin)).rows.map((r) => r.billingId);
    const duplicate = await admin.patch<{ fields: Record<string, string> }>('/api/billing/tenant/changeOrderBilling', { billingIds: [current[0], ...current] });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.fields.billingIds).toBe(t('billing.validation.orderDuplicate'));
    const bad = await admin.patch<{ fields: Record<string, string> }>('/api/billing/tenant/changeOrderBilling', { billingIds: ['x'] });
    expect(bad.body.fields.billingIds).toBe(t('validation.integer'));
    const missing = await admin.patch('/api/billing/tenant/changeOrderBilling', { billingIds: current.slice(1) });
    expect(missing.status).toBe(409);
    expect((await search(admin)).rows.map((r) => r.billingId)).toEqual(current);
  });
});

describe('department registration (application division 1) under the test clock', () => {
  const registration = (changes: Record<string, unknown> = {}) => ({ billingName: '品質保証部', autoApprovalFlg: false, registrationFeeChargeFlg: false, applyDate: day(1), ...changes });

  it('answers 400 with per-field errors for bad input and records nothing', async () => {
    const [{ count: before }] = await server.db.query<{ count: number }>('select count(*)::int as count from applications');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ billingName: '品質,保証部' }, { billingName: t('validation.departmentName') }],
      [{ billingName: '' , applyDate: '' }, { billingName: t('validation.required'), applyDate: t('validation.required') }],
      [{ applyDate: '2026/02/30' }, { applyDate: t('billing.validation.applyDateFormat') }],
      [{ applyDate: day(0) }, { applyDate: t('billing.validation.applyDateRange', { from: day(1), to: day(365) }) }],
      [{ billingName: '法務部' }, { billingName: t('billing.validation.nameTaken') }],
      [{ autoApprovalFlg: 'maybe' }, { autoApprovalFlg: t('billing.validation.choice') }],
    ];
    for (const [changes, fields] of cases) {
      for (const path of ['/api/applicationInformation/apply/billingRegistration/confirm', '/api/applicationInformation/apply/billingRegistration']) {
        const result = await admin.post<{ code: string; fields: Record<string, string> }>(path, registration(changes));
        expect(result.status, `${path} ${JSON.stringify(changes)}`).toBe(400);
        expect(result.body.fields).toEqual(fields);
      }
    }
    const [{ count: after }] = await server.db.query<{ count: number }>('select count(*)::int as count from applications');
    expect(after).toBe(before);
  });

  it('names every wrong field in one answer: a taken name, a date out of range and a refused auto approval together', async () => {
    const [{ count: before }] = await server.db.query<{ count: number }>('select count(*)::int as count from applications');
    await server.db.query('update corporations set auto_approval_setting = 1 where id = 1');
    try {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        // The name's uniqueness reads the database; it used to be told only once the date was right.
        [{ billingName: '法務部', applyDate: day(0) }, {
          billingName: t('billing.validation.nameTaken'), applyDate: t('billing.validation.applyDateRange', { from: day(1), to: day(365) }),
        }],
        [{ billingName: '品質,保証部', applyDate: '2026/13/01', autoApprovalFlg: true }, {
          billingName: t('validation.departmentName'), applyDate: t('billing.validation.applyDateFormat'), autoApprovalFlg: t('billing.validation.autoApprovalNotPerDepartment'),
        }],
        [{ billingName: '法務部', applyDate: day(2), autoApprovalFlg: true }, {
          billingName: t('billing.validation.nameTaken'), autoApprovalFlg: t('billing.validation.autoApprovalNotPerDepartment'),
        }],
      ];
      for (const [changes, fields] of cases) {
        for (const path of ['/api/applicationInformation/apply/billingRegistration/confirm', '/api/applicationInformation/apply/billingRegistration']) {
          const result = await admin.post<{ code: string; fields: Record<string, string> }>(path, registration(changes));
          expect(result.status, `${path} ${JSON.stringify(changes)}`).toBe(400);
          expect(result.body.code).toBe(ErrorCode.VALIDATION);
          expect(result.body.fields).toEqual(fields);
        }
      }
    } finally {
      await server.db.query('update corporations set auto_approval_setting = 3 where id = 1');
    }
    const [{ count: after }] = await server.db.query<{ count: number }>('select count(*)::int as count from applications');
    expect(after).toBe(before);
  });

  it('becomes a department on its apply date; an application cancelled before its date never does', async () => {
    const preview = await admin.post<BillingRegistrationPreview>('/api/applicationInformation/apply/billingRegistration/confirm', registration());
    expect(preview.status).toBe(200);
    expect(preview.body.fields).toEqual({ billingName: '品質保証部', autoApprovalFlg: false, registrationFeeChargeFlg: false, applyDate: day(1) });
    const applied = await admin.post<BillingRegistrationResult>('/api/applicationInformation/apply/billingRegistration', registration());
    expect(applied.status).toBe(200);
    expect(applied.body.application).toMatchObject({ status: 1, billingName: '品質保証部', applyDate: day(1), cancellable: true, billingId: null });
    const other = await admin.post<BillingRegistrationResult>('/api/applicationInformation/apply/billingRegistration', registration({ billingName: '監査室' }));
    const otherId = other.body.application.applicationId;

    // The cancel: a stale lastUpdated is 409, the confirm changes nothing, the cancel marks it cancelled.
    expect((await admin.patch('/api/applicationInformation/cancel', { applicationId: otherId, lastUpdated: '2020-01-01T00:00:00.000Z' })).status).toBe(409);
    const cancelPreview = await admin.patch<{ message: string; lastUpdated: string }>('/api/applicationInformation/cancel/confirm', { applicationId: otherId });
    expect(cancelPreview.status).toBe(200);
    const cancelled = await admin.patch<{ application: ApplicationDetail }>('/api/applicationInformation/cancel', { applicationId: otherId, lastUpdated: cancelPreview.body.lastUpdated });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.application).toMatchObject({ status: 3, cancellable: false });
    const twice = await admin.patch<{ message: string }>('/api/applicationInformation/cancel', { applicationId: otherId, lastUpdated: cancelled.body.application.lastUpdated });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(t('billing.application.alreadyCancelled'));

    const list = (await admin.get<ApplicationRow[]>('/api/applicationInformation/list/division1')).body;
    expect(list.slice(0, 2).map((a) => a.billingName)).toEqual(['監査室', '品質保証部']);
    expect((await search(admin)).rows.map((r) => r.billingName)).not.toContain('品質保証部');

    clock.advance(2 * DAY_MS);
    await signInAll();
    const names = (await search(admin)).rows.map((r) => r.billingName);
    expect(names).toContain('品質保証部');
    expect(names).not.toContain('監査室');
    const done = (await admin.get<ApplicationDetail>(`/api/applicationInformation/details/${applied.body.application.applicationId}`)).body;
    expect(done).toMatchObject({ status: 2, cancellable: false });
    const created = await detail(admin, Number(done.billingId));
    expect(created).toMatchObject({ billingName: '品質保証部', memberCount: 0, clerkCount: 0, applicationId: done.applicationId });
    const late = await admin.patch<{ message: string }>('/api/applicationInformation/cancel/confirm', { applicationId: done.applicationId });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(t('billing.application.notCancellable'));

    // An empty department can be deleted (and leaves every list).
    const preview2 = await admin.patch<DepartmentOperationPreview>('/api/billing/tenant/confirmDelete', { billingId: created.billingId });
    expect(preview2.status).toBe(200);
    const deleted = await admin.patch<DepartmentWriteResult>('/api/billing/tenant/delete', { billingId: created.billingId, lastUpdated: created.lastUpdated });
    expect(deleted.status).toBe(200);
    expect(deleted.body.department).toBeNull();
    expect((await departmentRow(Number(created.billingId))).delete_flg).toBe(true);
    expect((await admin.get(`/api/billing/${created.billingId}`)).status).toBe(404);
  });

  it('refuses to delete the registration-fee charge target even when empty', async () => {
    const applied = await admin.post<BillingRegistrationResult>('/api/applicationInformation/apply/billingRegistration', registration({ billingName: '請求管理室', registrationFeeChargeFlg: true }));
    expect(applied.status).toBe(200);
    clock.advance(2 * DAY_MS);
    await signInAll();
    const created = (await search(admin, `?organizationName=${encodeURIComponent('請求管理室')}`)).rows[0];
    expect(created.registrationFeeChargeFlg).toBe(true);
    const feeTargets = (await search(admin)).rows.filter((r) => r.registrationFeeChargeFlg);
    expect(feeTargets.map((r) => r.billingName)).toEqual(['請求管理室']);
    const refused = await admin.patch<{ message: string }>('/api/billing/tenant/delete', { billingId: created.billingId, lastUpdated: created.lastUpdated });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(t('billing.refuse.deleteFeeTarget'));
  });
});
