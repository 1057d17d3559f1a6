// Reservations and usage results against a real seeded server at a fixed clock (2026/11/15 12:00 JST, period
// 2026/10/21 - 2026/11/20): the reservation list and its filters, the cancel pair (future ok, started refused with
// the spec's message, another department's refused for a clerk, 403 without permission, stale 409, bad input 400),
// the facility popup list, rooms and equipment, the usage list and totals, the same figures as the budget page,
// and the CSV in both encodings with formula escaping.
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import { bookingOverlap } from '../../core/usage/domain';
import type {
  FacilitySearchResponse, ReservationCancelPreview, ReservationCancelResult, ReservationSearchResponse, ResourceRow,
} from '../../core/reservations/calls';
import type { UsageSearchResponse, UsageSummaryResponse } from '../../core/usage/calls';
import type { LimitBillingSearchResponse } from '../../core/limit-amount/calls';
import { t, type MessageKey } from '../../core/i18n';
import { signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';
import type { SqlExecutor } from '../db/database';
import { ledgerValues, USE_COLUMNS } from '../seed/demo-reservations';
import { insertColumns } from '../seed/insert-rows';
import type { MemberViewer } from '../users/viewer';
import { usageWhere } from '../usage/search';
import { USAGE_CSV_BATCH, usageCsvChunks } from '../usage/usage-csv';

const NOW = new Date('2026-11-15T03:00:00.000Z');
const LIST = '/api/reservations/tenant/reservations';
const USAGE = '/api/usage/tenant/usage';
/** clerk01 looks after departments 5 and 6 of corporation 1. */
const CLERK_DEPARTMENTS = ['5', '6'];

let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;
let noPermission: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: () => NOW });
  // clerk03 stands for a role without the reservation and usage codes: no authority template, so no codes at all.
  await server.db.query("update users set authority_template = null where login_id = 'clerk03'");
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
  noPermission = await signInWithCookies(server.baseUrl, 'clerk03');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function list(caller: TestCaller, query = ''): Promise<ReservationSearchResponse> {
  const result = await caller.get<ReservationSearchResponse>(`${LIST}${query}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params);
  return row.n;
}

interface ReservationState extends Record<string, unknown> {
  id: number;
  cancel_flg: boolean;
  cancel_reason: string | null;
  last_updated: Date;
}

async function reservation(where: string, params: unknown[] = []): Promise<ReservationState> {
  const [row] = await server.db.query<ReservationState>(`select r.id, r.cancel_flg, r.cancel_reason, r.last_updated from reservations r where ${where} order by r.id limit 1`, params);
  expect(row, where).toBeDefined();
  return row;
}

describe('demo data', () => {
  it('seeds bookings and uses that satisfy every reference, the closed hours and the suspension rule', async () => {
    // The embedded seed inserts these without per-row foreign-key triggers: every reference is checked here instead.
    expect(await count(`reservations r left join users u on u.id = r.user_id left join facilities f on f.id = r.facility_id
      left join facilities room on room.id = r.room_id left join departments d on d.id = r.department_id left join price_plans p on p.id = r.price_plan_id
      where u.id is null or f.id is null or (r.room_id is not null and room.id is null) or (r.department_id is not null and d.id is null)
         or (r.price_plan_id is not null and p.id is null)`)).toBe(0);
    expect(await count(`usage_records l left join users u on u.id = l.user_id left join departments d on d.id = l.department_id
      left join facilities res on res.id = l.resource_id left join facilities site on site.id = l.facility_id left join reservations r on r.id = l.reservation_id
      left join price_plans p on p.id = l.price_plan_id left join resource_types rt on rt.code = l.resource_type
      where (l.user_id is not null and u.id is null) or d.id is null or (l.resource_id is not null and res.id is null)
         or (l.facility_id is not null and site.id is null) or (l.reservation_id is not null and r.id is null)
         or (l.price_plan_id is not null and p.id is null) or (l.resource_type is not null and rt.code is null)`)).toBe(0);
    // Fourteen billing periods of uses (the thirteen the demo closes and the running one), and nobody suspended used anything after being suspended (five days at least).
    const [span] = await server.db.query<{ first: string }>('select min(usage_date)::text as first from usage_records');
    expect(span.first).toBe('2025-09-21');
    // By day: the seed's last day of a suspended member is five days before today or earlier, at any hour of that day.
    expect(await count("usage_records l join users u on u.id = l.user_id where u.service_usage and l.usage_date > '2026-11-10'")).toBe(0);
    expect(await count('reservations r join users u on u.id = r.user_id where u.service_usage and not r.cancel_flg and r.start_date > $1', [NOW])).toBe(0);
    // Time-based uses of the demo start and end inside their site's hours, and never in the closed evenings.
    expect(await count(`usage_records l join facilities s on s.id = l.facility_id where l.used_minutes > 0
      and ((l.start_at at time zone 'Asia/Tokyo')::time < s.open_time or (l.end_at at time zone 'Asia/Tokyo')::time > s.close_time)`)).toBe(0);
    expect(await count(`usage_records l join facility_closed_periods c on c.facility_id = l.facility_id
      where l.usage_date between c.start_day and c.end_day and (l.start_at at time zone 'Asia/Tokyo')::time < c.closed_to
        and (l.end_at at time zone 'Asia/Tokyo')::time > c.closed_from and l.used_minutes > 0`)).toBe(0);
  });
});

describe('demo bookings', () => {
  it('never books one room twice at a time (the rule the seed books by)', async () => {
    expect(await count(`reservations a join reservations b on b.room_id = a.room_id and b.id > a.id and not b.cancel_flg
      where not a.cancel_flg and a.start_date < b.to_date and b.start_date < a.to_date`)).toBe(0);
    const held = await server.db.query<{ room_id: number; start: Date; end: Date }>(
      'select room_id, start_date as start, to_date as "end" from reservations where not cancel_flg and room_id is not null order by room_id, start_date');
    expect(held.length).toBeGreaterThan(1000);
    for (let i = 1; i < held.length; i++) {
      if (held[i].room_id === held[i - 1].room_id) expect(bookingOverlap([held[i - 1]], held[i])).toBeNull();
    }
  });
});

describe('GET /reservations/tenant/reservations', () => {
  it('answers 100 by default, sorted by start, without cancelled ones, with the corporation count', async () => {
    const body = await list(admin);
    expect(body.limit).toBe(100);
    expect(body.rows).toHaveLength(100);
    expect(body.totalCount).toBe(await count('reservations where corporation_id = 1 and not cancel_flg'));
    const starts = body.rows.map((r) => r.startDate);
    expect([...starts].sort()).toEqual(starts);
    expect(body.rows.every((r) => !r.cancelFlg)).toBe(true);
    const withCancelled = await list(admin, '?allowCanceled=1&limit=1');
    expect(withCancelled.totalCount).toBe(await count('reservations where corporation_id = 1'));
  });

  it('combines the filters of spec 7', async () => {
    const [room] = await server.db.query<{ room_id: number; facility_id: number }>(
      'select room_id, facility_id from reservations where corporation_id = 1 and not cancel_flg group by 1, 2 order by count(*) desc limit 1');
    const query = `?facilityId=${room.facility_id}&roomId=${room.room_id}&chargeId=1&startDate=2026/11/01&toDate=2026/11/30&organizationId=5,6&limit=500`;
    const body = await list(admin, query);
    const expected = await count(
      `reservations r where r.corporation_id = 1 and not r.cancel_flg and r.facility_id = $1 and r.room_id = $2 and r.price_plan_id = 1
        and r.department_id in (5, 6) and r.start_date >= '2026-11-01T00:00:00+09:00' and r.start_date < '2026-12-01T00:00:00+09:00'`,
      [room.facility_id, room.room_id]);
    expect(expected).toBeGreaterThan(0);
    expect(body.totalCount).toBe(expected);
    expect(body.rows.every((r) => r.roomId === String(room.room_id) && CLERK_DEPARTMENTS.includes(r.organizationId ?? ''))).toBe(true);
    const [member] = await server.db.query<{ user_last_name: string; user_first_name: string; user_id: number }>(
      'select u.user_last_name, u.user_first_name, r.user_id from reservations r join users u on u.id = r.user_id where r.corporation_id = 1 order by r.id limit 1');
    const byName = await list(admin, `?userName=${encodeURIComponent(member.user_last_name + member.user_first_name)}&allowCanceled=true`);
    expect(byName.totalCount).toBeGreaterThan(0);
    expect(byName.rows.every((r) => r.userName.replace(' ', '') === member.user_last_name + member.user_first_name)).toBe(true);
  });

  it('sorts by another column in either order and pages', async () => {
    const desc = await list(admin, '?sort=chargeAmount&sortOrder=desc&limit=20');
    const amounts = desc.rows.map((r) => r.chargeAmount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const first = await list(admin, '?limit=10');
    const second = await list(admin, '?limit=10&offset=10');
    expect(second.rows[0].reservationId).not.toBe(first.rows[0].reservationId);
    expect(second.totalCount).toBe(first.totalCount);
  });

  it('shows a clerk only the departments it looks after, and refuses another department (403)', async () => {
    const body = await list(clerk, '?limit=500&allowCanceled=1');
    expect(body.totalCount).toBe(await count('reservations where corporation_id = 1 and department_id in (5, 6)'));
    expect(body.rows.every((r) => CLERK_DEPARTMENTS.includes(r.organizationId ?? ''))).toBe(true);
    expect((await clerk.get(`${LIST}?organizationId=1`)).status).toBe(403);
  });

  it('refuses a role without WFAJ001 (403) and bad filters (400, Japanese, per field)', async () => {
    expect((await noPermission.get(LIST)).status).toBe(403);
    const bad = await admin.get<{ code: string; fields: Record<string, string> }>(`${LIST}?startDate=2026/02/30&limit=0&sort=name&allowCanceled=maybe&facilityId=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(bad.body.fields).toEqual({
      startDate: t('usage.validation.date'),
      limit: t('validation.between', { min: 1, max: 500 }),
      sort: t('usage.validation.choice'),
      allowCanceled: t('usage.validation.choice'),
      facilityId: t('validation.integer'),
    });
    // Blanks around a value and an empty value are refused (they were trimmed, or read as absent); a number's other
    // writings are that number (docs/api-contract.md, usage and reservations).
    const blank = await admin.get<{ fields: Record<string, string> }>(`${LIST}?startDate=&sortOrder=%20asc&offset=&facilityId=%205`);
    expect(blank.body.fields).toEqual({
      startDate: t('usage.validation.date'), sortOrder: t('usage.validation.choice'), offset: t('validation.between', { min: 0, max: 10_000_000 }),
      facilityId: t('validation.integer'),
    });
    expect((await list(admin, '?limit=5.0')).rows).toHaveLength(5);
  });
});

describe('reservation cancel', () => {
  const CONFIRM = '/api/reservations/tenant/cancel/confirm';
  const CANCEL = '/api/reservations/tenant/cancel';

  it('cancels a future reservation after the confirm, and only then', async () => {
    const before = await reservation('r.corporation_id = 1 and not r.cancel_flg and r.start_date > $1', [NOW]);
    const request = { reservationId: String(before.id), lastUpdated: before.last_updated.toISOString() };
    const confirm = await admin.patch<ReservationCancelPreview>(CONFIRM, request);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body.message).toBe(t('reservations.cancel.confirm'));
    expect((await reservation('r.id = $1', [before.id])).cancel_flg).toBe(false);
    const done = await admin.patch<ReservationCancelResult>(CANCEL, request);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(t('reservations.cancel.done'));
    expect(done.body.reservation).toMatchObject({ cancelFlg: true, cancelReason: 'admin', cancellable: false });
    const after = await reservation('r.id = $1', [before.id]);
    expect(after).toMatchObject({ cancel_flg: true, cancel_reason: 'admin' });
    // The same copy again is stale now (409), and nothing more changes.
    const again = await admin.patch<{ code: string }>(CANCEL, request);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.CONFLICT);
  });

  it('refuses a reservation that has started or ended, with the spec message, and changes nothing', async () => {
    const past = await reservation('r.corporation_id = 1 and not r.cancel_flg and r.start_date <= $1', [NOW]);
    for (const path of [CONFIRM, CANCEL]) {
      const refused = await admin.patch<{ code: string; message: string; fields: Record<string, string> }>(path, { reservationId: String(past.id), lastUpdated: past.last_updated.toISOString() });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(t('reservations.cancel.failed'));
      expect(refused.body.fields.reservationId).toBe(t('reservations.cancel.failed'));
    }
    expect(await reservation('r.id = $1', [past.id])).toEqual(past);
  });

  it("lets a clerk cancel in its departments and refuses another department's (403, nothing changes)", async () => {
    const other = await reservation('r.corporation_id = 1 and not r.cancel_flg and r.start_date > $1 and r.department_id not in (5, 6)', [NOW]);
    for (const path of [CONFIRM, CANCEL]) {
      expect((await clerk.patch(path, { reservationId: String(other.id), lastUpdated: other.last_updated.toISOString() })).status).toBe(403);
    }
    expect(await reservation('r.id = $1', [other.id])).toEqual(other);
    const own = await reservation('r.corporation_id = 1 and not r.cancel_flg and r.start_date > $1 and r.department_id = 5', [NOW]);
    const done = await clerk.patch<ReservationCancelResult>(CANCEL, { reservationId: String(own.id), lastUpdated: own.last_updated.toISOString() });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await reservation('r.id = $1', [own.id])).cancel_flg).toBe(true);
  });

  it('refuses without permission (403), a stale lastUpdated (409) and bad input (400), changing nothing', async () => {
    const target = await reservation('r.corporation_id = 1 and not r.cancel_flg and r.start_date > $1', [NOW]);
    const fresh = { reservationId: String(target.id), lastUpdated: target.last_updated.toISOString() };
    expect((await noPermission.patch(CANCEL, fresh)).status).toBe(403);
    expect((await noPermission.patch(CONFIRM, fresh)).status).toBe(403);
    const stale = await admin.patch(CANCEL, { ...fresh, lastUpdated: new Date(target.last_updated.getTime() - 1000).toISOString() });
    expect(stale.status).toBe(409);
    const bad = await admin.patch<{ fields: Record<string, string> }>(CANCEL, { reservationId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ reservationId: t('validation.integer'), lastUpdated: t('validation.required') });
    expect((await admin.patch(CANCEL, { ...fresh, reservationId: '2147483000' })).status).toBe(404);
    expect(await reservation('r.id = $1', [target.id])).toEqual(target);
  });
});

describe('facility choices', () => {
  it('pages the popup list by 10 and filters by service division and base-point type', async () => {
    const all = await admin.get<FacilitySearchResponse>('/api/resources/facilities');
    expect(all.status).toBe(200);
    expect(all.body.limit).toBe(10);
    expect(all.body.totalCount).toBe(6);
    const share = await admin.get<FacilitySearchResponse>('/api/resources/facilities?serviceDivisionList=1&basePointTypeList=2&sort=facilityName&sortOrder=desc');
    expect(share.body.rows.length).toBeGreaterThan(0);
    expect(share.body.rows.every((f) => f.serviceDivision === 1 && f.basePointType === 2)).toBe(true);
    const names = share.body.rows.map((f) => f.facilityName);
    expect([...names].sort().reverse()).toEqual(names);
    const paged = await admin.get<FacilitySearchResponse>('/api/resources/facilities?limit=2&offset=4');
    expect(paged.body.rows.map((f) => f.facilityId)).toEqual(all.body.rows.slice(4, 6).map((f) => f.facilityId));
    const byWord = await clerk.get<FacilitySearchResponse>(`/api/resources/facilities?keyWord=${encodeURIComponent('大阪')}`);
    expect(byWord.body.rows.map((f) => f.prefecture)).toEqual(['大阪府']);
    const bad = await admin.get<{ fields: Record<string, string> }>('/api/resources/facilities?serviceDivisionList=4&limit=1000');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['limit', 'serviceDivisionList']);
    expect((await noPermission.get('/api/resources/facilities')).status).toBe(403);
  });

  it('lists the rooms and the equipment of a facility (404 for an unknown one)', async () => {
    const rooms = await admin.get<ResourceRow[]>('/api/resources/facilities/1/rooms');
    expect(rooms.status).toBe(200);
    expect(rooms.body.map((r) => r.resourceType)).toEqual([2, 2, 3, 4, 5, 6]);
    const equipment = await admin.get<ResourceRow[]>('/api/resources/facilities/1/equipment');
    expect(equipment.body.every((r) => ![2, 3, 4, 5, 6].includes(r.resourceType))).toBe(true);
    expect(equipment.body.length).toBeGreaterThan(0);
    // A room is no facility: 404 as for an unknown id.
    expect((await admin.get('/api/resources/facilities/2/rooms')).status).toBe(404);
    expect((await admin.get('/api/resources/facilities/3000/rooms')).status).toBe(404);
    expect((await admin.get('/api/resources/facilities/abc/rooms')).status).toBe(400);
  });
});

describe('GET /usage/tenant/usage', () => {
  it('answers the current period by default with the totals of the whole filtered set', async () => {
    const body = (await admin.get<UsageSearchResponse>(USAGE)).body;
    expect([body.startDate, body.toDate]).toEqual(['2026/10/21', '2026/11/20']);
    const [sum] = await server.db.query<{ n: number; amount: number; billed: number }>(
      "select count(*)::int as n, sum(amount)::int as amount, sum(billed_minutes)::int as billed from usage_records where corporation_id = 1 and usage_date between '2026-10-21' and '2026-11-20'");
    expect(body.totals).toEqual({ count: sum.n, amount: sum.amount, billedMinutes: sum.billed });
    expect(body.rows).toHaveLength(100);
    const starts = body.rows.map((r) => r.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    // Every time-based use of the demo is after 2023/03/21: billed in whole tens of minutes, never less than used.
    for (const row of body.rows.filter((r) => r.usedMinutes > 0)) {
      expect(row.billedMinutes % 10).toBe(0);
      expect(row.billedMinutes - row.usedMinutes).toBeGreaterThanOrEqual(0);
      expect(row.billedMinutes - row.usedMinutes).toBeLessThan(10);
    }
  });

  it('agrees with the budget page: each department of the period up to today, and the open period\'s fee as it stands besides', async () => {
    // The ledger holds the uses; the registration fee goes into it at the close. Until then the budget counts the fee
    // as it stands (server/limit-amount/usage.ts) and shows it apart: uses (this page) + fee share = budget usage.
    const budgets = await admin.get<LimitBillingSearchResponse>('/api/billing/tenant/limitAmount/list');
    const summary = await admin.get<UsageSummaryResponse>('/api/usage/tenant/summary?startDate=2026/10/21&toDate=2026/11/15');
    expect(summary.status).toBe(200);
    const byDepartment = new Map(summary.body.byDepartment.map((d) => [d.organizationId, d.amount]));
    for (const row of budgets.body.rows) expect((byDepartment.get(row.billingId) ?? 0) + row.registrationFeeAmount, row.billingName).toBe(row.usageAmount);
    expect(budgets.body.rows.filter((r) => r.registrationFeeAmount > 0).map((r) => r.billingId)).toEqual(['1']);
    expect(summary.body.byMonth.map((m) => m.label)).toEqual([t('usage.chart.monthLabel', { year: 2026, month: 11 })]);
  });

  it('filters by department, member, resource type and facility; a clerk only in its departments', async () => {
    const filtered = (await admin.get<UsageSearchResponse>(`${USAGE}?startDate=2026/01/01&toDate=2026/11/15&organizationId=5&resourceType=2,5&facilityId=1&limit=500`)).body;
    expect(filtered.totals.count).toBe(await count(
      "usage_records where corporation_id = 1 and department_id = 5 and resource_type in (2, 5) and facility_id = 1 and usage_date between '2026-01-01' and '2026-11-15'"));
    expect(filtered.rows.every((r) => r.organizationId === '5' && [2, 5].includes(r.resourceType ?? 0) && r.facilityName === 'ワークスペース東京駅前')).toBe(true);
    const mine = (await clerk.get<UsageSearchResponse>(`${USAGE}?limit=500`)).body;
    expect(mine.totals.count).toBe(await count("usage_records where corporation_id = 1 and department_id in (5, 6) and usage_date between '2026-10-21' and '2026-11-20'"));
    expect((await clerk.get(`${USAGE}?organizationId=1`)).status).toBe(403);
    expect((await noPermission.get(USAGE)).status).toBe(403);
  });

  it('bills by the rule of the use\'s day on both sides of 2023/03/21, and puts uses either side of a 21st in their periods', async () => {
    const [member] = await server.db.query<{ id: number }>('select id from users where corporation_id = 1 and department_id = 5 order by id limit 1');
    const [room] = await server.db.query<{ id: number; parent_facility_id: number; unit_price: number }>(
      'select id, parent_facility_id, unit_price from facilities where parent_facility_id = 1 and resource_type = 2 order by id limit 1');
    const at = (text: string): Date => new Date(`${text}+09:00`);
    const use = (start: string, end: string): unknown[] => ledgerValues({
      corporationId: 1, userId: member.id, departmentId: 5, start: at(start), end: at(end),
      resource: { id: room.id, siteId: room.parent_facility_id, type: 2, unitPrice: room.unit_price }, reservationId: null, pricePlanId: 1,
      quantity: 1, useOnly: false, registrationFee: false, notCleared: false,
    }, NOW);
    await insertColumns(server.db, 'usage_records', USE_COLUMNS, [
      use('2023-03-20T10:00:00', '2023-03-20T10:41:00'),
      use('2023-03-20T23:50:00', '2023-03-21T00:13:00'),
      use('2023-03-21T10:00:00', '2023-03-21T10:41:00'),
    ]);
    try {
      const query = '?startDate=2023/03/20&toDate=2023/03/21&organizationId=5&sort=startDate&sortOrder=asc';
      const body = (await admin.get<UsageSearchResponse>(`${USAGE}${query}`)).body;
      // Before 2023/03/21 (Japan time) as used, from then fractions under ten minutes up to ten; a use belongs to its start's day.
      expect(body.rows.map((r) => [r.startDate, r.usedMinutes, r.billedMinutes])).toEqual([
        ['2023/03/20 10:00:00', 41, 41], ['2023/03/20 23:50:00', 23, 23], ['2023/03/21 10:00:00', 41, 50],
      ]);
      expect(body.totals.billedMinutes).toBe(41 + 23 + 50);
      const summary = (await admin.get<UsageSummaryResponse>(`/api/usage/tenant/summary${query}`)).body;
      // The 20th closes the period of 2023/02/21-03/20 (March); the 21st opens April's.
      expect(summary.byMonth.map((m) => [m.periodStart, m.label, m.billedMinutes])).toEqual([
        ['2023/02/21', t('usage.chart.monthLabel', { year: 2023, month: 3 }), 64],
        ['2023/03/21', t('usage.chart.monthLabel', { year: 2023, month: 4 }), 50],
      ]);
    } finally {
      await server.db.query("delete from usage_records where corporation_id = 1 and usage_date between '2023-03-20' and '2023-03-21'");
    }
  });

  it('sorts the page by any column either way, the same records as the whole sorted set', async () => {
    const period = '?startDate=2026/10/21&toDate=2026/11/15';
    const amounts = (await admin.get<UsageSearchResponse>(`${USAGE}${period}&sort=amount&sortOrder=desc&limit=50`)).body.rows.map((r) => r.amount);
    const [top] = await server.db.query<{ amount: number }>(
      "select amount from usage_records where corporation_id = 1 and usage_date between '2026-10-21' and '2026-11-15' order by amount desc limit 1");
    expect(amounts[0]).toBe(top.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const oldest = (await admin.get<UsageSearchResponse>(`${USAGE}${period}&sortOrder=asc&limit=5`)).body.rows.map((r) => r.startDate);
    expect(oldest[0].startsWith('2026/10/21')).toBe(true);
    expect([...oldest].sort()).toEqual(oldest);
    // Records without a member (the flat fee) stay in a sort by member, last.
    const byName = (await admin.get<UsageSearchResponse>(`${USAGE}${period}&sort=userName&sortOrder=asc&limit=500&offset=0`)).body;
    expect(byName.rows).toHaveLength(Math.min(500, byName.totalCount));
  });

  it('a member name of blanks only filters nothing: a record without a member (a flat fee) stays', async () => {
    const period = '?startDate=2026/10/21&toDate=2026/11/15';
    // A copy of one record of the period without its member, as a flat fee is recorded.
    const columns = (await server.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_name = 'usage_records' and column_name not in ('id', 'user_id') and is_generated = 'NEVER' and column_default is null`,
    )).map((column) => column.column_name).join(', ');
    const [{ id }] = await server.db.query<{ id: number }>(
      `insert into usage_records (${columns}, user_id)
       select ${columns}, null from usage_records
        where corporation_id = 1 and usage_date between '2026-10-21' and '2026-11-15' order by id limit 1 returning id`);
    try {
      const all = (await admin.get<UsageSearchResponse>(`${USAGE}${period}&limit=1`)).body;
      const blanks = await admin.get<UsageSearchResponse>(`${USAGE}${period}&limit=1&userName=${encodeURIComponent('  ')}`);
      expect(blanks.status).toBe(200);
      expect(blanks.body.totalCount).toBe(all.totalCount);
    } finally {
      await server.db.query('delete from usage_records where id = $1', [id]);
    }
  });

  it('refuses a period before 2020/12/01 and bad values with Japanese messages (400)', async () => {
    const early = await admin.get<{ fields: Record<string, string> }>(`${USAGE}?startDate=2020/11/30&toDate=2020/12/31`);
    expect(early.status).toBe(400);
    expect(early.body.fields.startDate).toBe(t('usage.validation.beforeDownloadLimit'));
    // The period's own rules (the first day, the order) are told together; a field's form (a day, a resource type) is
    // the call's schema's, told before them.
    const bothEarly = await admin.get<{ fields: Record<string, string> }>(`${USAGE}?startDate=2020/11/01&toDate=2020/11/30`);
    expect(bothEarly.body.fields).toEqual({ startDate: t('usage.validation.beforeDownloadLimit'), toDate: t('usage.validation.beforeDownloadLimit') });
    const reversed = await admin.get<{ fields: Record<string, string> }>(`${USAGE}?startDate=2026/11/10&toDate=2026/11/01&resourceType=2,5`);
    expect(reversed.body.fields).toEqual({ toDate: t('usage.validation.periodOrder') });
    const malformed = await admin.get<{ fields: Record<string, string> }>(`${USAGE}?startDate=2026/02/29&toDate=2026/11/01&resourceType=2,12&sort=name`);
    expect(malformed.body.fields).toEqual({
      startDate: t('usage.validation.date'), resourceType: t('usage.validation.choice'), sort: t('usage.validation.choice'),
    });
    expect((await admin.get(`${USAGE}?startDate=2024/2/29&toDate=2024-03-01`)).status).toBe(200);
  });
});

describe('POST /usage/tenant/csv', () => {
  interface FileAnswer {
    status: number;
    bytes: Buffer;
    headers: Headers;
    error: { code: string; fields?: Record<string, string> } | null;
  }

  async function postCsv(caller: TestCaller, body: Record<string, unknown>, acceptEncoding = 'identity'): Promise<FileAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: '*/*', 'accept-encoding': acceptEncoding };
    headers.cookie = [...caller.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    headers['x-csrf-token'] = caller.cookies.get('twb_csrf') ?? '';
    const response = await fetch(`${server.baseUrl}/api/usage/tenant/csv`, { method: 'POST', headers, body: JSON.stringify(body) });
    const bytes = Buffer.from(await response.arrayBuffer());
    const error = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(bytes.toString('utf8')) : null;
    return { status: response.status, bytes, headers: response.headers, error };
  }

  it('writes the filtered records in UTF-8 with BOM and in CP932, formulas escaped', async () => {
    // A department name that a spreadsheet would run as a formula.
    await server.db.query("update departments set billing_name = '=HYPERLINK(\"x\")営業' where id = 6");
    try {
      const filter = { startDate: '2026/11/01', toDate: '2026/11/15', organizationId: '6' };
      const utf8 = await postCsv(admin, filter);
      expect(utf8.status, utf8.error ? JSON.stringify(utf8.error) : '').toBe(200);
      expect([...utf8.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = utf8.bytes.subarray(3).toString('utf8');
      const lines = text.trimEnd().split('\r\n');
      expect(lines[0].split(',')[0]).toBe(t('usage.field.startDate'));
      const total = (await admin.get<UsageSearchResponse>(`${USAGE}?startDate=2026/11/01&toDate=2026/11/15&organizationId=6`)).body.totals.count;
      expect(total).toBeGreaterThan(0);
      expect(lines).toHaveLength(total + 1);
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"")営業"`);
      const cp932 = await postCsv(admin, { ...filter, encoding: 'cp932' });
      expect(cp932.status).toBe(200);
      expect(cp932.headers.get('content-type')).toContain('Shift_JIS');
      expect(iconv.decode(cp932.bytes, 'cp932')).toBe(text);
    } finally {
      await server.db.query("update departments set billing_name = '営業第二部' where id = 6");
    }
  });

  it('writes each record as the list shows it: names, times, amounts and notes, with and without a member filter', async () => {
    const csvLines = async (query: Record<string, string>): Promise<string[]> => {
      const answer = await postCsv(admin, query);
      expect(answer.status).toBe(200);
      return answer.bytes.subarray(3).toString('utf8').split('\r\n').slice(1, -1);
    };
    const listed = async (query: string): Promise<string[]> => {
      const page = (await admin.get<UsageSearchResponse>(`${USAGE}?${query}&sortOrder=asc&limit=500`)).body;
      expect(page.totals.count).toBeLessThanOrEqual(500);
      // The line the file should hold for each listed record, written out here (no cell of these needs quoting).
      return page.rows.map((row) => [
        row.startDate, row.endDate, row.organizationName, row.userName ?? '', row.facilityName ?? '', row.resourceName ?? '',
        row.resourceType === null ? '' : t(`resourceType.${row.resourceType}` as MessageKey), row.chargeName ?? '', row.usedMinutes,
        row.billedMinutes, row.quantity, row.unitPrice, row.amount,
        [row.notClearedFlg && t('usage.flag.notCleared'), row.useOnlyFlg && t('usage.flag.useOnly'), row.registrationFeeFlg && t('usage.flag.registrationFee')]
          .filter(Boolean).join('・'),
      ].join(','));
    };
    // The first days of the last closed month hold the registration fee lines the close wrote (no member, no facility)
    // and ordinary uses; one use is marked not cleared and use only, so every note shows (the demo data clears every use).
    const [marked] = await server.db.query<{ id: number; not_cleared_flg: boolean; use_only_flg: boolean; amount: number }>(
      `select id, not_cleared_flg, use_only_flg, amount from usage_records where corporation_id = 1 and usage_date = '2026-09-22' and user_id is not null order by id limit 1`);
    await server.db.query('update usage_records set not_cleared_flg = true, use_only_flg = true, amount = 0 where id = $1', [marked.id]);
    try {
      const month = await csvLines({ startDate: '2026/09/21', toDate: '2026/09/23' });
      expect(month.length).toBeGreaterThan(20);
      expect(month.some((line) => line.includes(`,${t('resourceType.90')},`))).toBe(true);
      expect(month.some((line) => line.endsWith(`,${t('usage.flag.notCleared')}・${t('usage.flag.useOnly')}`))).toBe(true);
      expect(month).toEqual(await listed('startDate=2026/09/21&toDate=2026/09/23'));
    } finally {
      await server.db.query('update usage_records set not_cleared_flg = $2, use_only_flg = $3, amount = $4 where id = $1',
        [marked.id, marked.not_cleared_flg, marked.use_only_flg, marked.amount]);
    }
    const month = await csvLines({ startDate: '2026/09/21', toDate: '2026/09/23' });
    const [member] = await server.db.query<{ name: string }>(
      "select u.user_last_name as name from usage_records l join users u on u.id = l.user_id where l.corporation_id = 1 and l.usage_date = '2026-09-22' limit 1");
    const named = await csvLines({ startDate: '2026/09/21', toDate: '2026/09/23', userName: member.name });
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThan(month.length);
    expect(named).toEqual(await listed(`startDate=2026/09/21&toDate=2026/09/23&userName=${encodeURIComponent(member.name)}`));
  });

  it('streams: the first chunk leaves after one batch is read (and the next asked for), each chunk holds one batch, names are read once', async () => {
    const viewer: MemberViewer = { userId: 0, roleType: 3, corporationId: 1, authorities: {} as MemberViewer['authorities'], departmentIds: new Set(), responsible: true };
    const filter = { from: '2026-10-21', to: '2026-11-20', departmentIds: [], allDepartments: true, resourceTypes: [] };
    const records = await count("usage_records where corporation_id = 1 and usage_date between '2026-10-21' and '2026-11-20'");
    const BATCH = 50;
    expect(records).toBeGreaterThan(BATCH * 4);
    let batchReads = 0;
    const namesRead: string[] = [];
    /** The corporation whose names each names query read whole (null: only the ids it was given). */
    const corporationsRead: unknown[] = [];
    const counting: SqlExecutor = {
      query: (sql, params = []) => {
        if (sql.includes('from usage_records')) batchReads += 1;
        else {
          const [users, departments, facilities, plans, corporationId] = params as [number[], number[], number[], number[], number | null];
          namesRead.push(...[users, departments, facilities, plans].map((ids, kind) => ids.map((id) => `${kind}:${id}`)).flat());
          corporationsRead.push(corporationId);
        }
        return server.db.query(sql, params);
      },
      exec: (sql) => server.db.exec(sql),
    };
    const chunks = usageCsvChunks(counting, usageWhere(viewer, filter), 'utf-8', BATCH);
    const header = await chunks.next();
    const firstBatch = await chunks.next();
    // Two chunks out (header, first batch) after the first batch and the one read ahead, though the month needs many.
    expect(batchReads).toBe(2);
    const lines = (bytes: Uint8Array): string[] => new TextDecoder().decode(bytes).split('\r\n').filter(Boolean);
    expect(lines(firstBatch.value as Uint8Array)).toHaveLength(BATCH);
    const sizes: number[] = [];
    let rows = lines(firstBatch.value as Uint8Array).length;
    for await (const chunk of chunks) {
      sizes.push(chunk.length);
      rows += lines(chunk).length;
    }
    // Memory bound: never more than one batch in a chunk, and every record once.
    expect(Math.max(...sizes)).toBeLessThan(BATCH * 400);
    expect(rows).toBe(records);
    expect(batchReads).toBe(Math.floor(records / BATCH) + 1);
    // Each member, department, facility and plan name is read once for the whole file; a long file (a full first
    // batch) reads all of the corporation's members and departments with its first names, and later batches ask
    // only for what that did not hold.
    expect(namesRead.length).toBeGreaterThan(0);
    expect(new Set(namesRead).size).toBe(namesRead.length);
    expect(corporationsRead[0]).toBe(1);
    expect(corporationsRead.slice(1).every((id) => id === null)).toBe(true);
    expect(namesRead.filter((name) => name.startsWith('0:')).length).toBeLessThan(BATCH);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(header.value as Uint8Array).startsWith(`\uFEFF${t('usage.field.startDate')},`)).toBe(true);
    // Compressed for a browser that asks for it (brotli or gzip), the same file once inflated.
    for (const encoding of ['br', 'gzip']) {
      const compressed = await postCsv(admin, { startDate: '2026/10/21', toDate: '2026/11/20' }, encoding);
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.bytes.equals((await postCsv(admin, { startDate: '2026/10/21', toDate: '2026/11/20' })).bytes)).toBe(true);
    }
    // Through HTTP the file goes out in chunks rather than as one measured body.
    const answer = await postCsv(admin, { startDate: '2026/10/21', toDate: '2026/11/20' });
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')).toHaveLength(records + 1);
    // The names read with the corporation's are the ones read by id: the file in small batches (all of the corporation's
    // names up front) is the file in the server's batches (fewer records than one batch: names by id only).
    expect(records).toBeLessThan(USAGE_CSV_BATCH);
    const small: Uint8Array[] = [];
    for await (const chunk of usageCsvChunks(server.db, usageWhere(viewer, filter), 'utf-8', BATCH)) small.push(chunk);
    expect(Buffer.concat(small).equals(answer.bytes)).toBe(true);
  });

  it('refuses CP932 for a name it cannot hold before sending anything (400, row and column), and UTF-8 still writes it', async () => {
    const [member] = await server.db.query<{ id: number; user_first_name: string }>(
      "select u.id, u.user_first_name from usage_records l join users u on u.id = l.user_id where l.corporation_id = 1 and l.usage_date between '2026-11-01' and '2026-11-15' order by l.start_at desc, l.id desc limit 1");
    await server.db.query("update users set user_first_name = '𠮷子' where id = $1", [member.id]);
    try {
      const filter = { startDate: '2026/11/01', toDate: '2026/11/15' };
      const utf8 = await postCsv(admin, filter);
      expect(utf8.status).toBe(200);
      const lines = utf8.bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
      const line = lines.findIndex((l) => l.includes('𠮷子')) + 1;
      expect(line).toBeGreaterThan(1);
      const cp932 = await postCsv(admin, { ...filter, encoding: 'cp932' });
      expect(cp932.status).toBe(400);
      expect(cp932.error?.fields?.encoding).toBe(t('usage.validation.notCp932', { row: line, column: t('usage.field.userName') }));
      // Outside the records that use the name, CP932 goes through.
      const others = await postCsv(admin, { startDate: '2026/11/01', toDate: '2026/11/01', encoding: 'cp932', organizationId: '1' });
      const used = await count("usage_records where user_id = $1 and usage_date = '2026-11-01' and department_id = 1", [member.id]);
      expect(others.status).toBe(used === 0 ? 200 : 400);
    } finally {
      await server.db.query('update users set user_first_name = $2 where id = $1', [member.id, member.user_first_name]);
    }
  });

  it('refuses a period before 2020/12/01, an unknown encoding, another department for a clerk, and no permission', async () => {
    const early = await postCsv(admin, { startDate: '2020/11/01', toDate: '2020/12/31' });
    expect(early.status).toBe(400);
    expect(early.error?.fields?.startDate).toBe(t('usage.validation.beforeDownloadLimit'));
    expect((await postCsv(admin, { encoding: 'latin1' })).status).toBe(400);
    // The department list is a comma-joined text, in the body as in the query (a JSON array is refused).
    const listed = await postCsv(admin, { organizationId: ['6'] });
    expect(listed.status).toBe(400);
    expect(listed.error?.fields).toEqual({ organizationId: t('validation.integer') });
    expect((await postCsv(clerk, { organizationId: '1' })).status).toBe(403);
    expect((await postCsv(noPermission, {})).status).toBe(403);
  });
});
