// FLEX/BASE calls against a real server: the lists with their filters, clerk scoping, the spec 5 rules (each
// refusal leaves nothing changed), the spec 8 over-seat warning, stale 409, 403 without the codes, the company flags
// from the contracts, member delete releasing the seat, and the billing-period function the invoices read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlexAddPreview, FlexAddResult, FlexUserChangeResult } from '../../core/flex/calls';
import { flexCalls } from '../../core/flex/calls';
import { fillPath } from '../../core/api/call';
import type { FlexContract, FlexPage, FlexUser } from '../../core/flex/domain';
import type { LoginUser, ViewPermission } from '../../core/domain/entities';
import { billingPeriodAt } from '../../core/usage/domain';
import { t } from '../../core/i18n';
import { signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';
import { flexContractsForPeriod } from './billing-period';

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

/** The whole flex state, to show a refusal changed nothing. */
const flexState = () => server.db.query('select to_jsonb(f) as row from flex_users f order by f.id');

async function users(caller: TestCaller, query: string): Promise<FlexUser[]> {
  const result = await caller.get<FlexPage<FlexUser>>(`/api/flexlong/tenant/flexUserList?${query}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.rows;
}

async function contract(caller: TestCaller, id: number): Promise<FlexContract> {
  const result = await caller.get<FlexContract>(`/api/flexlong/tenant/flexDetail/${id}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

/** Active approved members of corporation 1 in a department, not seated on any contract. */
async function freeMembers(departmentId: number, count: number): Promise<number[]> {
  const rows = await server.db.query<{ id: number }>(
    `select u.id from users u where u.corporation_id = 1 and u.department_id = $1 and u.role_type is null and not u.delete_flg
        and u.approval_division = 2 and not exists (select 1 from flex_users f where f.user_id = u.id and not f.delete_flg)
      order by u.id desc limit $2`,
    [departmentId, count],
  );
  expect(rows.length).toBe(count);
  return rows.map((r) => r.id);
}

describe('contract lists', () => {
  it('lists the reachable contracts with the spec 3 filters', async () => {
    const all = await admin.get<FlexPage<FlexContract>>('/api/flexlong/tenant/flexList');
    expect(all.status).toBe(200);
    expect(all.body.rows.map((c) => c.flexContractInformationId).sort()).toEqual(['1', '2', '3']);
    const inPeriod = await admin.get<FlexPage<FlexContract>>('/api/flexlong/tenant/flexList?excludeFlg=true');
    expect(inPeriod.body.rows.map((c) => c.flexContractInformationId).sort()).toEqual(['1', '2']);
    const owned = await admin.get<FlexPage<FlexContract>>('/api/flexlong/tenant/flexList?organizationId=2');
    expect(owned.body.rows.map((c) => c.flexContractInformationId)).toEqual(['3']);
    const charged = await admin.get<FlexPage<FlexContract>>('/api/flexlong/tenant/flexList?chargeorganizationId=1');
    expect(charged.body.rows.map((c) => c.flexContractInformationId)).toEqual(['1']);
    const keyword = await admin.get<FlexPage<FlexContract>>(`/api/flexlong/tenant/flexList?keyWord=${encodeURIComponent('新宿')}`);
    expect(keyword.body.rows.map((c) => c.flexContractInformationId)).toEqual(['2']);
    const base = await contract(admin, 2);
    expect(base).toMatchObject({ serviceKind: 'BASE', seats: 4, usedSeats: 5, inPeriod: true, monthlyPricePerSeat: 22_000 });
    expect((await contract(admin, 1)).facilities.length).toBe(2);
    expect((await admin.get('/api/flexlong/tenant/flexList?sort=bogus')).status).toBe(400);
  });

  it('shows a department clerk only the contracts of their departments (others 404 like an unknown id)', async () => {
    const list = await clerk.get<FlexPage<FlexContract>>('/api/flexlong/tenant/flexList');
    expect(list.body.rows.map((c) => c.flexContractInformationId).sort()).toEqual(['1', '2']);
    expect((await clerk.get('/api/flexlong/tenant/flexDetail/3')).status).toBe(404);
    expect((await admin.get('/api/flexlong/tenant/flexDetail/999')).status).toBe(404);
    expect(await users(clerk, 'flexContractInformationId=3')).toEqual([]);
    const seen = await users(clerk, 'flexContractInformationId=1');
    const [{ count }] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from flex_users f join users u on u.id = f.user_id where f.flex_contract_id = 1 and not f.delete_flg and u.department_id = any($1::int[])',
      [[5, 6]],
    );
    expect(seen.length).toBe(count);
    const flexs = await clerk.get<FlexContract[]>('/api/flexlong/tenant/flexs');
    expect(flexs.body.map((c) => c.flexContractInformationId).sort()).toEqual(['1', '2']);
  });

  it('pages users at most 500 (spec 9) and finds them by card number', async () => {
    expect((await admin.get('/api/flexlong/tenant/flexUserList?limit=501')).status).toBe(400);
    const page = await admin.get<FlexPage<FlexUser>>('/api/flexlong/tenant/flexUserList');
    expect(page.body.limit).toBe(500);
    const found = await users(admin, 'keyWord=FX02000003');
    expect(found.map((u) => u.cardNo)).toEqual(['FX02000003']);
    const over = await users(admin, 'flexContractInformationId=2');
    expect(over.filter((u) => u.numberAdd).length).toBe(1);
  });
});

describe('company flags come from the contracts', () => {
  it('has the basic contract and the flags for corporation 1, none for corporation 2', async () => {
    const caller = await signInWithCookies(server.baseUrl, 'admin01');
    const me = await caller.get<LoginUser>('/api/users/loginUser');
    expect(me.body.corporation.attributes.flexBasicContractFlg).toBe(true);
    const flags = await caller.get<ViewPermission>('/api/billing/tenant/viewPermission');
    expect(flags.body).toMatchObject({ flexContractExistFlg: true, availableFlexContractFlg: true });
    const switched = await caller.put<LoginUser>('/api/users/tenant/selectedOrganization?selectedOrganizationId=2');
    expect(switched.body.corporation.attributes.flexBasicContractFlg).toBe(false);
    const none = await caller.get<ViewPermission>('/api/billing/tenant/viewPermission');
    expect(none.body).toMatchObject({ flexContractExistFlg: false, availableFlexContractFlg: false });
    expect((await caller.get<{ flexBasicContractFlg: boolean }>('/api/corporations/2')).body.flexBasicContractFlg).toBe(false);
    expect((await caller.get<FlexPage<FlexContract>>('/api/flexlong/tenant/flexList')).body.totalCount).toBe(0);
  });

  it('turns availableFlexContractFlg off when every contract in force is full', async () => {
    await server.db.query('update flex_contracts set seats = 0 where id = 1');
    try {
      const flags = await admin.get<ViewPermission>('/api/billing/tenant/viewPermission');
      expect(flags.body).toMatchObject({ flexContractExistFlg: true, availableFlexContractFlg: false });
    } finally {
      await server.db.query('update flex_contracts set seats = 20 where id = 1');
    }
  });
});

describe('adding existing members', () => {
  it('refuses members of two departments at once, changing nothing', async () => {
    const [a] = await freeMembers(5, 1);
    const [b] = await freeMembers(6, 1);
    const before = await flexState();
    const body = { flexContractInformationId: '1', userIds: [String(a), String(b)] };
    for (const path of ['/api/flexlong/tenant/useNumberConf', '/api/flexlong/tenant/add/flexUser']) {
      const answer = await admin.post<{ message: string; fields: Record<string, string> }>(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.fields.userIds).toBe(t('flex.refuse.oneDepartment'));
    }
    expect(await flexState()).toEqual(before);
  });

  it('confirms within the seats without a warning, then adds', async () => {
    const ids = await freeMembers(5, 2);
    const body = { flexContractInformationId: '1', userIds: ids.map(String), delegateUserIds: [String(ids[0])] };
    const preview = await admin.post<FlexAddPreview>('/api/flexlong/tenant/useNumberConf', body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ seats: 20, usedSeats: 12, after: 14, overSeats: 0, warning: null });
    const done = await admin.post<FlexAddResult>('/api/flexlong/tenant/add/flexUser', body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const added = Object.fromEntries(done.body.added.map((u) => [u.userId, [u.delegateDivision, u.numberAdd]]));
    expect(added).toEqual({ [String(ids[0])]: [1, false], [String(ids[1])]: [0, false] });
    expect((await contract(admin, 1)).usedSeats).toBe(14);
    const again = await admin.post('/api/flexlong/tenant/add/flexUser', body);
    expect(again.status).toBe(400);
  });

  it('allows adding past the seats with the extra registration fee warning (spec 8), marking the excess', async () => {
    const ids = await freeMembers(5, 1);
    const body = { flexContractInformationId: '2', userIds: ids.map(String) };
    const preview = await admin.post<FlexAddPreview>('/api/flexlong/tenant/useNumberConf', body);
    expect(preview.body.warning).toBe(t('flex.warning.overSeats', { seats: 4, after: 6, over: 2 }));
    const done = await admin.post<FlexAddResult>('/api/flexlong/tenant/add/flexUser', body);
    expect(done.status).toBe(200);
    expect(done.body.warning).toBe(preview.body.warning);
    expect(done.body.added[0].numberAdd).toBe(true);
    const [user] = await server.db.query<{ flex_contract_flg: boolean }>('select flex_contract_flg from users where id = $1', [ids[0]]);
    expect(user.flex_contract_flg).toBe(true);
  });

  it('refuses a contract out of its period, a clerk outside their departments (403), and bad input (400)', async () => {
    const [own] = await freeMembers(2, 1);
    const before = await flexState();
    const outOfPeriod = await admin.post<{ fields: Record<string, string> }>('/api/flexlong/tenant/add/flexUser', { flexContractInformationId: '3', userIds: [String(own)] });
    expect(outOfPeriod.status).toBe(400);
    expect(outOfPeriod.body.fields.flexContractInformationId).toBe(t('flex.refuse.outOfPeriod'));
    expect((await clerk.post('/api/flexlong/tenant/add/flexUser', { flexContractInformationId: '1', userIds: [String(own)] })).status).toBe(403);
    expect((await clerk.post('/api/flexlong/tenant/add/flexUser', { flexContractInformationId: '3', userIds: [String(own)] })).status).toBe(404);
    // An administrator's account (admin01 also administers corporation 2) is no member to seat.
    expect((await admin.post('/api/flexlong/tenant/add/flexUser', { flexContractInformationId: '1', userIds: ['1'] })).status).toBe(404);
    const refusals = [
      [{}, { flexContractInformationId: t('validation.required'), userIds: t('validation.required') }],
      [{ flexContractInformationId: '1', userIds: [{ x: 1 }] }, { userIds: t('validation.integer') }],
      [{ flexContractInformationId: 'x', userIds: ['1'] }, { flexContractInformationId: t('validation.integer') }],
      [{ flexContractInformationId: '1', userIds: [] }, { userIds: t('flex.validation.userIds') }],
      [{ flexContractInformationId: '1', userIds: [String(own)], delegateUserIds: ['2'] }, { delegateUserIds: t('flex.validation.delegateNotAdded') }],
    ] as const;
    for (const [bad, fields] of refusals) {
      const answer = await admin.post<{ fields: Record<string, string> }>('/api/flexlong/tenant/add/flexUser', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.fields, JSON.stringify(bad)).toEqual(fields);
    }
    expect(await flexState()).toEqual(before);
  });

  it('registers a new member as a FLEX user one at a time through the member registration (WFAM003)', async () => {
    const [domain] = await server.db.query<{ mail_domains: string[] }>('select mail_domains from corporations where id = 1');
    const form = {
      sOrganizationId: '5', userLastName: '新規', userFirstName: '花子', userLastNameKana: 'シンキ', userFirstNameKana: 'ハナコ',
      mailAddress: `flex.new@${domain.mail_domains[0]}`, flexContractInformationId: '2', delegateDivision: 0,
    };
    const check = await admin.post<{ warning: string | null }>('/api/users/tenant/registration/flex/check', form);
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.warning).not.toBeNull();
    const done = await admin.post<{ userId: string }>('/api/users/tenant/registration/flex', form);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [seat] = await server.db.query<{ number_add: boolean }>('select number_add from flex_users where user_id = $1 and flex_contract_id = 2', [Number(done.body.userId)]);
    expect(seat.number_add).toBe(true);
  });
});

describe('changing a user', () => {
  const patch = (caller: TestCaller, path: string, body: Record<string, unknown>) => caller.patch<FlexUserChangeResult & { fields?: Record<string, string> }>(`/api/flexlong/tenant/${path}`, body);

  it('keeps at least one contact person per contract (spec 5)', async () => {
    const seated = await users(admin, 'flexContractInformationId=1');
    const contacts = seated.filter((u) => u.delegateDivision === 1);
    // Contract 1 was seeded with one contact person; the addition above made a second: remove that one first.
    const [first, ...others] = contacts;
    for (const other of others) {
      expect((await patch(admin, 'delegateDivision/update', { flexUserId: other.flexUserId, delegateDivision: 0, lastUpdated: other.lastUpdated })).status).toBe(200);
    }
    const before = await flexState();
    const unset = await patch(admin, 'delegateDivision/update', { flexUserId: first.flexUserId, delegateDivision: 0, lastUpdated: first.lastUpdated });
    expect(unset.status).toBe(400);
    expect(unset.body.fields?.delegateDivision).toBe(t('flex.refuse.lastContact'));
    const removed = await patch(admin, 'flexUser/delete', { flexUserId: first.flexUserId, lastUpdated: first.lastUpdated });
    expect(removed.status).toBe(400);
    expect(removed.body.fields?.flexUserId).toBe(t('flex.refuse.lastContactDelete'));
    expect(await flexState()).toEqual(before);
    // With another contact person set, the first one can step down.
    const next = seated.find((u) => u.delegateDivision === 0)!;
    const set = await patch(admin, 'delegateDivision/update', { flexUserId: next.flexUserId, delegateDivision: 1, lastUpdated: next.lastUpdated });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.user.delegateDivision).toBe(1);
    const stepDown = await patch(admin, 'delegateDivision/update', { flexUserId: first.flexUserId, delegateDivision: 0, lastUpdated: first.lastUpdated });
    expect(stepDown.status, JSON.stringify(stepDown.body)).toBe(200);
    // The copy the first change answered is stale now.
    const stale = await patch(admin, 'delegateDivision/update', { flexUserId: next.flexUserId, delegateDivision: 0, lastUpdated: next.lastUpdated });
    expect(stale.status).toBe(409);
  });

  it('keeps card numbers unique within a contract and checks their form', async () => {
    const [a, b] = (await users(admin, 'flexContractInformationId=1')).filter((u) => u.cardNo);
    const before = await flexState();
    const taken = await patch(admin, 'cardNo/update', { flexUserId: a.flexUserId, cardNo: b.cardNo, cardDeliveryDivision: 1, lastUpdated: a.lastUpdated });
    expect(taken.status).toBe(400);
    expect(taken.body.fields?.cardNo).toBe(t('flex.refuse.cardTaken', { cardNo: b.cardNo ?? '' }));
    const refusals = [
      [{ cardNo: 'カード', cardDeliveryDivision: 1 }, { cardNo: t('flex.validation.cardNo') }],
      [{ cardNo: 'A1', cardDeliveryDivision: 7 }, { cardDeliveryDivision: t('validation.format') }],
      [{ cardNo: 'A1' }, { cardDeliveryDivision: t('validation.required') }],
      [{ cardNo: 'A'.repeat(21), cardDeliveryDivision: 'x' }, { cardNo: t('flex.validation.cardNo'), cardDeliveryDivision: t('validation.format') }],
    ] as const;
    for (const [bad, fields] of refusals) {
      const answer = await patch(admin, 'cardNo/update', { flexUserId: a.flexUserId, lastUpdated: a.lastUpdated, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.fields, JSON.stringify(bad)).toEqual(fields);
    }
    const badDivision = await patch(admin, 'delegateDivision/update', { flexUserId: a.flexUserId, delegateDivision: 2, lastUpdated: a.lastUpdated });
    expect(badDivision.status).toBe(400);
    expect(badDivision.body.fields).toEqual({ delegateDivision: t('validation.format') });
    expect(await flexState()).toEqual(before);
    // The same number on another contract is fine.
    const other = (await users(admin, 'flexContractInformationId=2'))[0];
    const done = await patch(admin, 'cardNo/update', { flexUserId: other.flexUserId, cardNo: b.cardNo, cardDeliveryDivision: 2, lastUpdated: other.lastUpdated });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user).toMatchObject({ cardNo: b.cardNo, cardDeliveryDivision: 2 });
    const stale = await patch(admin, 'cardNo/update', { flexUserId: other.flexUserId, cardNo: 'Z9', cardDeliveryDivision: 2, lastUpdated: other.lastUpdated });
    expect(stale.status).toBe(409);
  });

  it('deletes a user: the seat is released and the list shows them only with includDeletedFlg', async () => {
    const seated = await users(admin, 'flexContractInformationId=1');
    const target = seated.find((u) => u.delegateDivision === 0)!;
    const usedBefore = (await contract(admin, 1)).usedSeats;
    const done = await patch(admin, 'flexUser/delete', { flexUserId: target.flexUserId, lastUpdated: target.lastUpdated });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.deleteFlg).toBe(true);
    expect((await contract(admin, 1)).usedSeats).toBe(usedBefore - 1);
    expect((await users(admin, 'flexContractInformationId=1')).some((u) => u.flexUserId === target.flexUserId)).toBe(false);
    expect((await users(admin, 'flexContractInformationId=1&includDeletedFlg=true')).some((u) => u.flexUserId === target.flexUserId)).toBe(true);
    expect((await users(admin, 'flexContractInformationId=1&deleteFlg=true')).every((u) => u.deleteFlg)).toBe(true);
    expect((await patch(admin, 'flexUser/delete', { flexUserId: target.flexUserId, lastUpdated: done.body.user.lastUpdated })).status).toBe(404);
  });

  it('lets a clerk change only users of their departments and contracts', async () => {
    const [outside] = await server.db.query<{ id: number; last_updated: Date }>(
      `select f.id, f.last_updated from flex_users f join users u on u.id = f.user_id
        where f.flex_contract_id = 1 and not f.delete_flg and u.department_id <> all($1::int[]) order by f.id limit 1`,
      [[5, 6]],
    );
    const before = await flexState();
    const answer = await patch(clerk, 'cardNo/update', { flexUserId: String(outside.id), cardNo: 'CLERK1', cardDeliveryDivision: 1, lastUpdated: outside.last_updated.toISOString() });
    expect(answer.status).toBe(404);
    expect(await flexState()).toEqual(before);
  });

  it('releases a deleted member\'s seat (member delete)', async () => {
    const [seat] = await server.db.query<{ user_id: number }>(
      `select f.user_id from flex_users f join users u on u.id = f.user_id where f.flex_contract_id = 2 and not f.delete_flg and f.delegate_division = 0
          and u.role_type is null order by f.id limit 1`,
    );
    const [member] = await server.db.query<{ last_updated: Date }>('select last_updated from users where id = $1', [seat.user_id]);
    const usedBefore = (await contract(admin, 2)).usedSeats;
    const deleted = await admin.patch(`/api/users/tenant/delete?id=${seat.user_id}&lastUpdated=${encodeURIComponent(member.last_updated.toISOString())}`, {});
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await contract(admin, 2)).usedSeats).toBe(usedBefore - 1);
    const [row] = await server.db.query<{ delete_flg: boolean; released_at: Date | null }>('select delete_flg, released_at from flex_users where user_id = $1 and flex_contract_id = 2', [seat.user_id]);
    expect(row.delete_flg).toBe(true);
    expect(row.released_at).not.toBeNull();
  });
});

describe('permissions', () => {
  it('answers 403 to a caller without the FLEX codes, for every flex call', async () => {
    await server.db.query("update users set authority_template = null where login_id = 'clerk03'");
    const bare = await signInWithCookies(server.baseUrl, 'clerk03');
    const before = await flexState();
    for (const call of Object.values(flexCalls)) {
      const { path } = fillPath(call.path, { id: '1' });
      const body = { flexContractInformationId: '1', userIds: ['5'], flexUserId: '1', delegateDivision: 1, cardNo: 'A1', cardDeliveryDivision: 1, lastUpdated: 'x' };
      const answer = await bare.call(call.method, `${call.base}${path}`, call.method === 'GET' ? undefined : body);
      expect(answer.status, call.id).toBe(403);
    }
    for (const path of ['/api/users/tenant/registration/flex/check', '/api/users/tenant/registration/flex']) {
      expect((await bare.post(path, {})).status, path).toBe(403);
    }
    expect(await flexState()).toEqual(before);
  });
});

describe('the billing period function for the invoices', () => {
  it('lists each contract in the period with seats, active users, price and charged department', async () => {
    const period = billingPeriodAt(new Date());
    const rows = await flexContractsForPeriod(server.db, 1, period);
    // Contract 3 starts in 10 days: within this period or the next one, depending on today.
    const startsWithin = (await server.db.query<{ yes: boolean }>('select start_date <= $1::date as yes from flex_contracts where id = 3', [period.end]))[0].yes;
    expect(rows.map((r) => r.flexContractId)).toEqual(startsWithin ? [1, 2, 3] : [1, 2]);
    const base = rows.find((r) => r.flexContractId === 2)!;
    const [{ count }] = await server.db.query<{ count: number }>('select count(distinct user_id)::int as count from flex_users where flex_contract_id = 2');
    // Released this period still counts: the user held the seat within it.
    expect(base).toMatchObject({ seatsContracted: 4, activeUsers: count, excessUsers: count - 4, monthlyPricePerSeat: 22_000, chargeDepartmentId: 5 });
    expect(await flexContractsForPeriod(server.db, 2, period)).toEqual([]);
    const old = await flexContractsForPeriod(server.db, 1, { start: '2020-01-21', end: '2020-02-20', next: '2020-02-21' });
    expect(old).toEqual([]);
  });
});
