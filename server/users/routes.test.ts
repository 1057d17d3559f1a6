// Members calls against a real server: every call for every kind of caller, each transition with its side effects
// (reservations cancelled, FLEX released, mails written), refusals, stale lastUpdated (409) and bad input (400).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import type { MemberDetail } from '../../core/users/domain';
import type { MemberOperationPreview, MemberOperationResult, MemberSearchResponse } from '../../core/users/calls';
import { t } from '../../core/i18n';
import { signInWithBearer, signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';
import { memberWhere, parseMemberSearch } from './search';
import type { MemberViewer } from './viewer';

/** The search text's form of a typed name: half-width single spaces, lower case. */
const normalForTest = (text: string) => text.replace(/\u3000/g, ' ').toLowerCase();

let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;
let clerkBearer: TestCaller;
let anonymous: TestCaller;

/** clerk01 looks after departments 5 and 6 of corporation 1. */
const CLERK_DEPARTMENTS = [5, 6];

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
  clerkBearer = await signInWithBearer(server.baseUrl, 'clerk01');
  anonymous = new TestCaller(server.baseUrl);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const taken = new Set<number>();

/** A plain member of corporation 1 matching the condition, not used by another test yet. */
async function member(condition: string, inside: boolean): Promise<number> {
  const rows = await server.db.query<{ id: number }>(
    `select u.id from users u where u.corporation_id = 1 and u.role_type is null and ${inside ? '' : 'not '}(u.department_id = any($1::int[]))
        and ${condition} order by u.id`,
    [CLERK_DEPARTMENTS],
  );
  const free = rows.find((r) => !taken.has(r.id));
  if (!free) throw new Error(`no member for ${condition}`);
  taken.add(free.id);
  return free.id;
}

const ACTIVE = 'not u.delete_flg and u.approval_division = 2 and not u.service_usage';
const WITH_FUTURE_RESERVATION = `exists (select 1 from reservations r where r.user_id = u.id and not r.cancel_flg and r.start_date > now())`;

async function detail(caller: TestCaller, userId: number): Promise<MemberDetail> {
  const result = await caller.get<MemberDetail>(`/api/users/tenant/detail?id=${userId}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

async function userRow(userId: number) {
  const [row] = await server.db.query<{ approval_division: number; service_usage: boolean; delete_flg: boolean; password_reset_flg: number; flex_contract_flg: boolean; reservation_stop_flg: boolean; user_last_name_kana: string; mail_address: string; last_updated: Date }>(
    'select approval_division, service_usage, delete_flg, password_reset_flg, flex_contract_flg, reservation_stop_flg, user_last_name_kana, mail_address, last_updated from users where id = $1',
    [userId],
  );
  return row;
}

async function outbox(recipient: string) {
  return server.db.query<{ subject: string; body: string }>('select subject, body from mail_outbox where recipient = $1 order by id', [recipient]);
}

describe('who may call what', () => {
  it('refuses anonymous callers on every member call with 401', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/users/tenant/users'], ['GET', '/api/users/tenant/detail?id=101'], ['GET', '/api/billing/tenant/pulldown'],
      ['PATCH', '/api/users/conf'], ['PATCH', '/api/users/tenant/delete/users'], ['PATCH', '/api/users/tenant/operation/check'],
      ['PATCH', '/api/users/tenant/app'], ['PATCH', '/api/users/tenant/stop'], ['PATCH', '/api/users/tenant/permit'],
      ['PATCH', '/api/users/tenant/passwordReset'], ['PATCH', '/api/users/tenant/reservationStop/unlock'], ['PATCH', '/api/users/tenant/deleteConf'],
      ['PATCH', '/api/users/tenant/delete'], ['POST', '/api/users/tenant/registration/mail/check'], ['POST', '/api/users/tenant/registration/check'],
      ['POST', '/api/users/tenant/registration'], ['POST', '/api/users/tenant/registration/flex/check'], ['POST', '/api/users/tenant/registration/flex'],
      ['PATCH', '/api/users/tenant/update/check'], ['PATCH', '/api/users/tenant/update'], ['GET', '/api/users/tenant/flex/contracts'],
      ['GET', '/api/users/tenant/flex/userList?flexContractInformationId=1'], ['GET', '/api/users/tenant/flex/userList/all/1'],
      ['PATCH', '/asynchronousApi/transfer/selectedMemberListCSV'], ['GET', '/asynchronousApi/downloadFile/valid?downloadFileId=x'],
      ['GET', '/asynchronousApi/downloadFile?downloadFileId=x'],
    ];
    for (const [method, path] of calls) {
      const result = await anonymous.call<{ code: string }>(method, path, method === 'GET' ? undefined : {});
      expect(result.status, `${method} ${path}`).toBe(401);
      expect(result.body.code).toBe(ErrorCode.UNAUTHENTICATED);
    }
  });

  describe.each([
    ['admin01 (cookie)', () => admin, true],
    ['clerk01 (cookie)', () => clerk, false],
    ['clerk01 (bearer)', () => clerkBearer, false],
  ] as const)('%s', (_name, caller, responsible) => {
    it('searches only the members it may see', async () => {
      const result = await caller().get<MemberSearchResponse>('/api/users/tenant/users?limit=500');
      expect(result.status).toBe(200);
      expect(result.body.totalCount).toBeGreaterThan(0);
      const departments = new Set(result.body.rows.map((r) => Number(r.sOrganizationId)));
      if (responsible) expect(departments.size).toBeGreaterThan(2);
      else expect([...departments].every((d) => CLERK_DEPARTMENTS.includes(d))).toBe(true);
    });

    it('reads the detail of a member inside its departments', async () => {
      const userId = await member(ACTIVE, true);
      const body = await detail(caller(), userId);
      expect(body.userId).toBe(String(userId));
      expect(body.allowedOperations).toContain('suspend');
    });

    it(responsible ? 'reads a member of any department' : 'is refused a member outside its departments (403), also in confirm and execute calls', async () => {
      const userId = await member(ACTIVE, false);
      const read = await caller().get<{ code: string }>(`/api/users/tenant/detail?id=${userId}`);
      if (responsible) {
        expect(read.status).toBe(200);
        return;
      }
      expect(read.status).toBe(403);
      expect(read.body.code).toBe(ErrorCode.PERMISSION);
      const before = await userRow(userId);
      const stamp = before.last_updated.toISOString();
      const crafted: [string, string, unknown][] = [
        ['PATCH', '/api/users/conf', { userId }],
        ['PATCH', '/api/users/tenant/delete/users', { userId }],
        ['PATCH', '/api/users/tenant/operation/check', { userId, operation: 'passwordReset' }],
        ['PATCH', '/api/users/tenant/stop', { userId, lastUpdated: stamp }],
        ['PATCH', '/api/users/tenant/app', { userId, lastUpdated: stamp }],
        ['PATCH', '/api/users/tenant/permit', { userId, lastUpdated: stamp }],
        ['PATCH', '/api/users/tenant/passwordReset', { userId, lastUpdated: stamp }],
        ['PATCH', '/api/users/tenant/reservationStop/unlock', { userId, lastUpdated: stamp }],
        ['PATCH', '/api/users/tenant/deleteConf', { userIds: [userId] }],
        ['PATCH', `/api/users/tenant/delete?id=${userId}&lastUpdated=${encodeURIComponent(stamp)}`, {}],
        ['PATCH', '/api/users/tenant/update', { division: 'update', userId, lastUpdated: stamp, sOrganizationId: '5', userLastName: '山田', userFirstName: '一郎', userLastNameKana: 'ヤマダ', userFirstNameKana: 'イチロウ', mailAddress: 'ichiro.x@mirai-works.co.jp' }],
        ['GET', `/api/users/tenant/users?sOrganizationId=1`, undefined],
        ['PATCH', '/asynchronousApi/transfer/selectedMemberListCSV', { sOrganizationId: ['1'] }],
      ];
      for (const [method, path, body] of crafted) {
        const result = await caller().call<{ code: string }>(method, path, body);
        expect(result.status, `${method} ${path}`).toBe(403);
        expect(result.body.code).toBe(ErrorCode.PERMISSION);
      }
      expect(await userRow(userId)).toEqual(before);
    });

    it('gets the departments it may choose in the pulldown', async () => {
      const result = await caller().get<{ billingId: string }[]>('/api/billing/tenant/pulldown');
      expect(result.status).toBe(200);
      const ids = result.body.map((d) => Number(d.billingId));
      if (responsible) expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
      else expect(ids.sort()).toEqual(CLERK_DEPARTMENTS);
    });

    it('sees only FLEX users of its departments', async () => {
      const result = await caller().get<{ totalCount: number; rows: { userId: string }[] }>('/api/users/tenant/flex/userList?flexContractInformationId=1');
      expect(result.status).toBe(200);
      const all = await caller().get<{ userId: string }[]>('/api/users/tenant/flex/userList/all/1');
      expect(all.body.length).toBe(result.body.totalCount);
      const [expected] = await server.db.query<{ count: number }>(
        `select count(*)::int as count from flex_users f join users u on u.id = f.user_id where f.flex_contract_id = 1 and not f.delete_flg
            ${responsible ? '' : 'and u.department_id = any($1::int[])'}`,
        responsible ? [] : [CLERK_DEPARTMENTS],
      );
      expect(result.body.totalCount).toBe(expected.count);
    });
  });

  it('refuses the member calls to a session without the member permissions (password change pending)', async () => {
    const result = await (await signInWithCookies(server.baseUrl, 'newadmin01').catch(() => anonymous)).get<{ code: string }>('/api/users/tenant/users');
    expect([401, 403]).toContain(result.status);
  });
});

describe('search', () => {
  it('filters by every filter and sorts by every column', async () => {
    const base = await admin.get<MemberSearchResponse>('/api/users/tenant/users');
    expect(base.body.defaultFilter).toBe(true);
    expect(base.body.sort).toBe('chargeDisplayOrder');
    const orders = base.body.rows.map((r) => r.chargeDisplayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(base.body.rows.every((r) => !r.deleteFlg)).toBe(true);

    const cases: [string, (r: MemberSearchResponse['rows'][number]) => boolean][] = [
      ['approvalDivision=1', (r) => r.approvalDivision === 1],
      ['passwordResetFlg=true', (r) => r.passwordResetFlg],
      ['serviceUsage=true', (r) => r.serviceUsage],
      ['serviceUsage=false', (r) => !r.serviceUsage],
      ['deleteFlg=true', (r) => r.deleteFlg],
      ['flexContractFlg=true', (r) => r.flexContractFlg],
      ['sOrganizationId=2,3', (r) => ['2', '3'].includes(r.sOrganizationId)],
      [`userName=${encodeURIComponent('ヤマ')}`, (r) => r.userNameKana.includes('ヤマ')],
    ];
    for (const [query, holds] of cases) {
      const result = await admin.get<MemberSearchResponse>(`/api/users/tenant/users?${query}`);
      expect(result.status, query).toBe(200);
      expect(result.body.defaultFilter, query).toBe(false);
      expect(result.body.rows.length, query).toBeGreaterThan(0);
      expect(result.body.rows.every(holds), query).toBe(true);
    }
    const withDeleted = await admin.get<MemberSearchResponse>('/api/users/tenant/users?includDeletedFlg=true');
    expect(withDeleted.body.totalCount).toBeGreaterThan(base.body.totalCount);

    for (const sort of ['organizationName', 'userName', 'userNameKana', 'userCode', 'loginId', 'mailAddress', 'approvalDivision', 'passwordResetFlg', 'serviceUsage', 'deleteFlg', 'flexContractFlg', 'reservationStopFlg', 'createdAt', 'lastUpdated']) {
      for (const sortOrder of ['asc', 'desc']) {
        const result = await admin.get<MemberSearchResponse>(`/api/users/tenant/users?sort=${sort}&sortOrder=${sortOrder}&limit=50`);
        expect(result.status, sort).toBe(200);
        expect(result.body.rows.length).toBe(50);
      }
    }
    // Descending puts members without a code first (PostgreSQL's order, which the indexes follow).
    const codes = (await admin.get<MemberSearchResponse>('/api/users/tenant/users?sort=userCode&sortOrder=desc&limit=20')).body.rows.map((r) => r.userCode ?? '').filter((c) => c !== '');
    expect(codes).toEqual([...codes].sort().reverse());
  });

  it('pages by offset and limit (at most 500)', async () => {
    const first = await admin.get<MemberSearchResponse>('/api/users/tenant/users?limit=10');
    const second = await admin.get<MemberSearchResponse>('/api/users/tenant/users?limit=10&offset=10');
    expect(second.body.rows[0].userId).not.toBe(first.body.rows[0].userId);
    expect(second.body.totalCount).toBe(first.body.totalCount);
    const tooMany = await admin.get<{ code: string; fields: Record<string, string> }>('/api/users/tenant/users?limit=501');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.limit).toBe(t('validation.between', { min: 1, max: 500 }));
    const badSort = await admin.get<{ code: string }>('/api/users/tenant/users?sort=password_hash');
    expect(badSort.status).toBe(400);
  });

  it('matches the name filter as a contains-match: one kanji, characters in order, spaces, case and wildcards', async () => {
    const members = await server.db.query<{ text: string }>(
      'select member_search_text as text from users where corporation_id = 1 and role_type is null and not delete_flg',
    );
    const expected = (needle: string) => members.filter((m) => m.text.includes(needle)).length;
    const count = async (userName: string) =>
      (await admin.get<MemberSearchResponse>(`/api/users/tenant/users?limit=1&userName=${encodeURIComponent(userName)}`)).body.totalCount;
    expect(await count('田')).toBe(expected('田'));
    expect(await count('田')).toBeGreaterThan(0);
    // Both characters of 山田 are in 田中 山本's text too, but only 山田 has them side by side and in order.
    expect(await count('山田')).toBe(expected('山田'));
    expect(await count('田山')).toBe(expected('田山'));
    // A full-width space and capitals are typed as the list shows them; the search text is half-width, lower case.
    const [sample] = await server.db.query<{ last: string; first: string; mail: string }>(
      "select user_last_name as last, user_first_name as first, mail_address as mail from users where corporation_id = 1 and role_type is null and not delete_flg and mail_address is not null order by id limit 1",
    );
    expect(await count(`${sample.last}\u3000${sample.first}`)).toBe(expected(`${sample.last} ${sample.first}`.toLowerCase()));
    expect(await count(sample.mail.toUpperCase())).toBe(expected(sample.mail.toLowerCase()));
    expect(await count('%')).toBe(expected('%'));
    expect(await count('_')).toBe(expected('_'));

    // Both ways of writing the filter (the character index, or LIKE alone for walking a sort index) match alike.
    const viewer = { corporationId: 1, responsible: true, departmentIds: new Set<number>() } as unknown as MemberViewer;
    for (const userName of ['田', '山田', '田山', `${sample.last}\u3000${sample.first}`, '%']) {
      const counts = [];
      for (const match of ['characters', 'pattern'] as const) {
        const where = memberWhere(parseMemberSearch({ userName }, viewer), viewer, match);
        const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from users u where ${where.sql}`, where.params);
        counts.push(row.n);
      }
      expect(counts, userName).toEqual([expected(normalForTest(userName)), expected(normalForTest(userName))]);
    }
  });
});

describe('transitions', () => {
  it('approves an unapproved member, mails them, and refuses a second approval', async () => {
    const userId = await member('not u.delete_flg and u.approval_division = 1 and u.mail_address is not null', true);
    const before = await detail(clerk, userId);
    expect(before.allowedOperations).toContain('approve');
    const check = await clerk.patch<MemberOperationPreview>('/api/users/tenant/operation/check', { userId, operation: 'approve' });
    expect(check.status).toBe(200);
    expect(check.body.mailTo).toBe(before.mailAddress);
    const done = await clerk.patch<MemberOperationResult>('/api/users/tenant/app', { userId, organizationId: before.sOrganizationId, lastUpdated: before.lastUpdated });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.member.approvalDivision).toBe(2);
    expect(done.body.member.lastUpdated).not.toBe(before.lastUpdated);
    expect((await userRow(userId)).approval_division).toBe(2);
    const mails = await outbox(before.mailAddress ?? '');
    expect(mails.at(-1)?.subject).toBe(t('members.mail.approved.subject'));
    const again = await clerk.patch<{ code: string; message: string }>('/api/users/tenant/app', { userId, lastUpdated: done.body.member.lastUpdated });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(t('members.refuse.approve'));
  });

  it('suspends a member: future reservations are cancelled, the member is not deleted; permit resumes', async () => {
    const userId = await member(`${ACTIVE} and ${WITH_FUTURE_RESERVATION}`, true);
    const before = await detail(clerk, userId);
    // The demo data has cancelled reservations of its own (a member may have one): only what the suspension cancels counts.
    const cancelledBefore = await server.db.query<{ id: number }>('select id from reservations where user_id = $1 and cancel_flg', [userId]);
    const confirm = await clerk.patch<MemberOperationPreview>('/api/users/conf', { userId, organizationId: before.sOrganizationId });
    expect(confirm.status).toBe(200);
    expect(confirm.body.cancelReservationCount).toBe(before.futureReservationCount);
    expect(confirm.body.cancelReservationCount).toBeGreaterThan(0);
    const done = await clerk.patch<MemberOperationResult>('/api/users/tenant/stop', { userId, organizationId: before.sOrganizationId, lastUpdated: before.lastUpdated });
    expect(done.status).toBe(200);
    expect(done.body.cancelledReservationCount).toBe(before.futureReservationCount);
    expect(done.body.member.serviceUsage).toBe(true);
    expect(done.body.member.futureReservationCount).toBe(0);
    expect(done.body.member.allowedOperations).toContain('permit');
    const cancelled = await server.db.query<{ cancel_reason: string }>(
      'select cancel_reason from reservations where user_id = $1 and cancel_flg and not (id = any($2::int[]))', [userId, cancelledBefore.map((r) => r.id)]);
    expect(cancelled.length).toBe(before.futureReservationCount);
    expect(cancelled.every((r) => r.cancel_reason === 'suspend')).toBe(true);
    const row = await userRow(userId);
    expect(row.service_usage).toBe(true);
    expect(row.delete_flg).toBe(false);

    const permit = await clerk.patch<MemberOperationResult>('/api/users/tenant/permit', { userId, lastUpdated: done.body.member.lastUpdated });
    expect(permit.status).toBe(200);
    expect((await userRow(userId)).service_usage).toBe(false);
  });

  it('deletes a member: reservations cancelled, FLEX released, still viewable; restore needs the responsible person and mails', async () => {
    const userId = await member(`${ACTIVE} and u.flex_contract_flg and ${WITH_FUTURE_RESERVATION} and u.mail_address is not null`, false);
    const before = await detail(admin, userId);
    expect(before.flexRegistrations.length).toBeGreaterThan(0);
    const confirm = await admin.patch<MemberOperationPreview>('/api/users/tenant/delete/users', { userId, organizationId: before.sOrganizationId });
    expect(confirm.body.releaseFlexRegistrations.length).toBe(before.flexRegistrations.length);
    expect(confirm.body.cancelReservationCount).toBe(before.futureReservationCount);
    const done = await admin.patch<{ cancelledReservationCount: number; releasedFlexCount: number }>(
      `/api/users/tenant/delete?id=${userId}&lastUpdated=${encodeURIComponent(before.lastUpdated)}`,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.cancelledReservationCount).toBe(before.futureReservationCount);
    expect(done.body.releasedFlexCount).toBe(before.flexRegistrations.length);
    const row = await userRow(userId);
    expect(row.delete_flg).toBe(true);
    expect(row.flex_contract_flg).toBe(false);
    const seats = await server.db.query('select 1 from flex_users where user_id = $1 and not delete_flg', [userId]);
    expect(seats).toEqual([]);
    const deleted = await detail(admin, userId);
    expect(deleted.deleteFlg).toBe(true);
    expect(deleted.allowedOperations).toEqual(['restore']);

    // A clerk of the member's department may not restore (the member is moved into clerk01's department first).
    await server.db.query('update users set department_id = 5 where id = $1', [userId]);
    const moved = await detail(clerk, userId);
    expect(moved.allowedOperations).toEqual([]);
    const form = {
      division: 'restore', userId, lastUpdated: moved.lastUpdated, sOrganizationId: '5', userLastName: moved.userLastName, userFirstName: moved.userFirstName,
      userLastNameKana: moved.userLastNameKana, userFirstNameKana: moved.userFirstNameKana, userCode: moved.userCode ?? '', mailAddress: moved.mailAddress ?? '',
      tenantRemakes: '',
    };
    const byClerk = await clerk.patch<{ code: string; message: string }>('/api/users/tenant/update', form);
    expect(byClerk.status).toBe(403);
    expect(byClerk.body.message).toBe(t('members.refuse.restoreRole'));
    expect((await userRow(userId)).delete_flg).toBe(true);

    const check = await admin.patch<{ mailTo: string }>('/api/users/tenant/update/check', form);
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.mailTo).toBe(moved.mailAddress);
    const restored = await admin.patch<{ member: MemberDetail; mailedTo: string }>('/api/users/tenant/update', form);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.member.deleteFlg).toBe(false);
    const mails = await outbox(moved.mailAddress ?? '');
    expect(mails.at(-1)?.subject).toBe(t('members.mail.restored.subject'));
  });

  it('reissues the initial password only while it is unchanged', async () => {
    const fresh = await member('not u.delete_flg and u.password_reset_flg = 1 and u.approval_division = 2 and u.mail_address is not null', true);
    const before = await detail(clerk, fresh);
    expect(before.allowedOperations).toContain('passwordReset');
    const [{ password_hash: oldHash }] = await server.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [fresh]);
    const done = await clerk.patch<MemberOperationResult>('/api/users/tenant/passwordReset', { userId: fresh, lastUpdated: before.lastUpdated });
    expect(done.status).toBe(200);
    expect(done.body.mailedTo).toBe(before.mailAddress);
    const [{ password_hash: newHash }] = await server.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [fresh]);
    expect(newHash).not.toBe(oldHash);
    const mail = (await outbox(before.mailAddress ?? '')).at(-1);
    expect(mail?.subject).toBe(t('members.mail.passwordReset.subject'));
    expect(mail?.body).toContain(before.loginId);

    const changed = await member(`${ACTIVE} and u.password_reset_flg = 0`, true);
    const other = await detail(clerk, changed);
    expect(other.allowedOperations).not.toContain('passwordReset');
    const refused = await clerk.patch<{ code: string; message: string }>('/api/users/tenant/passwordReset', { userId: changed, lastUpdated: other.lastUpdated });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(t('members.refuse.passwordReset'));
    const check = await clerk.patch<{ message: string }>('/api/users/tenant/operation/check', { userId: changed, operation: 'passwordReset' });
    expect(check.status).toBe(400);
  });

  it('unlocks a reservation stop', async () => {
    const userId = await member('not u.delete_flg and u.reservation_stop_flg', true);
    const before = await detail(admin, userId);
    expect(before.allowedOperations).toContain('reservationUnlock');
    const done = await admin.patch<MemberOperationResult>('/api/users/tenant/reservationStop/unlock', { userId, lastUpdated: before.lastUpdated });
    expect(done.status).toBe(200);
    expect((await userRow(userId)).reservation_stop_flg).toBe(false);
    const again = await admin.patch<{ message: string }>('/api/users/tenant/reservationStop/unlock', { userId, lastUpdated: done.body.member.lastUpdated });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(t('members.refuse.reservationUnlock'));
  });

  it('bulk-deletes the selected members, all or none', async () => {
    const a = await member(ACTIVE, true);
    const b = await member(ACTIVE, true);
    const [da, db] = [await detail(clerk, a), await detail(clerk, b)];
    const confirm = await clerk.patch<{ members: unknown[] }>('/api/users/tenant/deleteConf', { userIds: [a, b] });
    expect(confirm.status).toBe(200);
    expect(confirm.body.members).toHaveLength(2);
    const stale = await clerk.patch<{ code: string }>(`/api/users/tenant/delete`, { id: `${a},${b}`, lastUpdated: `${da.lastUpdated},2020-01-01T00:00:00.000Z` });
    expect(stale.status).toBe(409);
    expect((await userRow(a)).delete_flg).toBe(false);
    const done = await clerk.patch<{ deletedUserIds: string[] }>(`/api/users/tenant/delete`, { id: `${a},${b}`, lastUpdated: `${da.lastUpdated},${db.lastUpdated}` });
    expect(done.status).toBe(200);
    expect(done.body.deletedUserIds).toEqual([String(a), String(b)]);
    expect((await userRow(a)).delete_flg).toBe(true);
    expect((await userRow(b)).delete_flg).toBe(true);
  });
});

describe('lastUpdated and input checks', () => {
  it('refuses a stale lastUpdated with 409 and changes nothing', async () => {
    const userId = await member(ACTIVE, true);
    const before = await detail(clerk, userId);
    const first = await clerk.patch('/api/users/tenant/stop', { userId, lastUpdated: before.lastUpdated });
    expect(first.status).toBe(200);
    const row = await userRow(userId);
    const stale = await clerk.patch<{ code: string }>('/api/users/tenant/permit', { userId, lastUpdated: before.lastUpdated });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ErrorCode.CONFLICT);
    expect(await userRow(userId)).toEqual(row);
  });

  it('lets exactly one of two concurrent updates with the same lastUpdated through', async () => {
    const userId = await member(ACTIVE, true);
    const before = await detail(clerk, userId);
    const form = (kana: string) => ({
      division: 'update', userId, lastUpdated: before.lastUpdated, sOrganizationId: before.sOrganizationId, userLastName: before.userLastName,
      userFirstName: before.userFirstName, userLastNameKana: kana, userFirstNameKana: before.userFirstNameKana, mailAddress: before.mailAddress ?? '',
    });
    const [one, two] = await Promise.all([clerk.patch('/api/users/tenant/update', form('アイウ')), clerk.patch('/api/users/tenant/update', form('カキク'))]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const winner = one.status === 200 ? 'アイウ' : 'カキク';
    expect((await userRow(userId)).user_last_name_kana).toBe(winner);
  });

  it('answers 400 with Japanese per-field messages and changes nothing', async () => {
    const userId = await member(ACTIVE, true);
    const before = await detail(clerk, userId);
    const row = await userRow(userId);
    const bad = await clerk.patch<{ code: string; fields: Record<string, string> }>('/api/users/tenant/update', {
      division: 'update', userId, lastUpdated: before.lastUpdated, sOrganizationId: before.sOrganizationId, userLastName: 'Yamada', userFirstName: '',
      userLastNameKana: 'やまだ', userFirstNameKana: 'ｲﾁﾛｳ', mailAddress: 'someone@gmail.com', userCode: 'あ',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(bad.body.fields).toEqual({
      userLastName: t('validation.fullWidth30'),
      userFirstName: t('validation.required'),
      userLastNameKana: t('validation.katakana'),
      userFirstNameKana: t('validation.katakana'),
      userCode: t('validation.alphanumericSymbol'),
      mailAddress: t('members.validation.freeMail'),
    });
    expect(await userRow(userId)).toEqual(row);
  });

  it('checks mail addresses against the permitted domains, free mail and addresses in use', async () => {
    const check = (mailAddress: string) => admin.post<{ fields?: Record<string, string> }>('/api/users/tenant/registration/mail/check', { mailAddress });
    expect((await check('new.person@mirai-works.co.jp')).status).toBe(200);
    expect((await check('new.person@docomo.ne.jp')).body.fields?.mailAddress).toBe(t('members.validation.freeMail'));
    expect((await check('new.person@example.com')).body.fields?.mailAddress).toBe(t('members.validation.mailDomain', { domains: 'mirai-works.co.jp' }));
    expect((await check('hanako.suzuki@mirai-works.co.jp')).body.fields?.mailAddress).toBe(t('members.validation.mailInUse'));
    expect((await check('not-an-address')).body.fields?.mailAddress).toBe(t('validation.mail'));
  });
});

describe('registration', () => {
  const form = (mail: string, department = '5') => ({
    sOrganizationId: department, userLastName: '髙橋', userFirstName: '一郎', userLastNameKana: 'タカハシ', userFirstNameKana: 'イチロウ',
    userCode: 'E-0001', mailAddress: mail, tenantRemakes: '新入社員',
  });

  it('registers a member (confirm, then execute) and mails the login details', async () => {
    const check = await clerk.post<{ organizationName: string; fields: { mailAddress: string } }>('/api/users/tenant/registration/check', form('twb.new.member1@mirai-works.co.jp'));
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.organizationName).toBe('営業第一部');
    const done = await clerk.post<{ userId: string; loginId: string }>('/api/users/tenant/registration', form('twb.new.member1@mirai-works.co.jp'));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const created = await detail(clerk, Number(done.body.userId));
    expect(created.approvalDivision).toBe(2);
    expect(created.passwordResetFlg).toBe(true);
    const mail = (await outbox('twb.new.member1@mirai-works.co.jp')).at(-1);
    expect(mail?.subject).toBe(t('members.mail.registered.subject'));
    expect(mail?.body).toContain(done.body.loginId);
  });

  it('refuses a clerk registering into another department (403)', async () => {
    const result = await clerk.post<{ code: string }>('/api/users/tenant/registration', form('someone.else@mirai-works.co.jp', '1'));
    expect(result.status).toBe(403);
    const rows = await server.db.query("select 1 from users where mail_address = 'someone.else@mirai-works.co.jp'");
    expect(rows).toEqual([]);
  });

  it('seats a FLEX registration and warns when the seats are exceeded', async () => {
    const contracts = await admin.get<{ flexContractInformationId: string; seats: number; usedSeats: number }[]>('/api/users/tenant/flex/contracts');
    const full = contracts.body.find((c) => c.usedSeats >= c.seats);
    expect(full).toBeDefined();
    const body = { ...form('twb.new.member2@mirai-works.co.jp'), flexContractInformationId: full?.flexContractInformationId };
    const check = await admin.post<{ warning: string | null }>('/api/users/tenant/registration/flex/check', body);
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.warning).toContain('追加の登録管理料');
    const done = await admin.post<{ userId: string; flexUserId: string; warning: string | null }>('/api/users/tenant/registration/flex', body);
    expect(done.status).toBe(200);
    expect(done.body.warning).toContain('追加の登録管理料');
    expect((await userRow(Number(done.body.userId))).flex_contract_flg).toBe(true);
  });
});
