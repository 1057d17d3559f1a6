// The registration management fee in the department budgets (spec 5: the department budget includes it for the
// department bearing it, the member budget never does) on hand-made fixtures: in the open period the fee as it stands
// (registrationFee(actual users so far)) on the fee department under division 1 and split by actual users under
// division 2; the yesterday window counts the users up to yesterday; a member's usage never includes it; and after the
// close the figure is the closed fee line's, not doubled (the close replaces the ledger's fee rows), whatever the uses.
// Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chargeTestWorld, type ChargeTestWorld } from '../charges/test-support';
import { apportionRegistrationFee, registrationFee } from '../../core/charges/domain';
import { budgetPeriodOf } from '../../core/limit-amount/domain';
import type { Database, Row } from '../db/database';
import { closeChargeMonth } from '../charges/close';
import { currentWindow, departmentUsage, memberUsageSql, yesterdayWindow, type UsageWindow } from './usage';

/** Noon in Japan on 2026/11/15: the period 2026/10/21 - 2026/11/20 is open. */
const OPEN_NOW = new Date('2026-11-15T03:00:00.000Z');
/** After the period ended: its close. */
const CLOSE_NOW = new Date('2026-11-24T03:00:00.000Z');
const PERIOD = budgetPeriodOf({ year: 2026, month: 11, day: 15 });
/** The whole period, as the close counts it. */
const WHOLE: UsageWindow = { period: PERIOD, through: PERIOD.end };

let world: ChargeTestWorld;
let db: Database;
const [DEPT_A, DEPT_B, DEPT_C] = [1, 2, 3];
const DEPARTMENTS = [DEPT_A, DEPT_B, DEPT_C];
const [SITE, ROOM, FEE_RESOURCE] = [1, 2, 4];
let nextUser = 1000;

beforeAll(async () => {
  world = await chargeTestWorld(OPEN_NOW, { name: '試験商事株式会社', kana: 'シケンショウジ' });
  db = world.db;
  await db.query(`insert into facilities (id, parent_facility_id, facility_name, resource_type, service_division, base_point_type, unit_price, display_order) values
    (${SITE}, null, '東京拠点', 1, 1, 1, null, 1), (${ROOM}, ${SITE}, '会議室A', 2, 1, 1, 1000, 2), (${FEE_RESOURCE}, null, '登録管理調整', 90, 1, 1, null, 4)`);
  // 総務部 carries the fee flag: it bears the fee under 代表部署へ一括 (division 1).
  await db.query(`insert into departments (id, corporation_id, billing_name, display_order, registration_fee_charge_flg, created_at, last_updated) values
    (${DEPT_A}, 1, '総務部', 1, true, now(), now()), (${DEPT_B}, 1, '営業一課', 2, false, now(), now()), (${DEPT_C}, 1, '営業二課', 3, false, now(), now())`);
}, 60_000);

afterAll(async () => {
  await world?.close();
});

beforeEach(async () => {
  await db.query('delete from charge_lines');
  await db.query('delete from charge_months');
  await db.query('delete from usage_records');
  await db.query('update corporations set representative_fee_setting = true where id = 1');
});

async function members(departmentId: number, count: number): Promise<number[]> {
  const first = nextUser;
  nextUser += count;
  await db.query(
    `insert into users (id, login_id, password_hash, corporation_id, department_id, user_last_name, user_first_name, user_last_name_kana,
        user_first_name_kana, trinity_code, approval_division, created_at, last_updated)
     select n, 'u' || n, 'x', 1, $2, '試験', '太郎' || n, 'シケン', 'タロウ', 'T0001', 2, now(), now() from generate_series($1::int, $1::int + $3 - 1) n`,
    [first, departmentId, count],
  );
  return Array.from({ length: count }, (_, i) => first + i);
}

/** One 30-minute use of the room at 10:00 Japan time of the day (yyyy-MM-dd). */
async function use(user: number | null, departmentId: number, day: string, amount = 1000): Promise<void> {
  await db.query(
    `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, amount, resource_id, facility_id, resource_type,
        used_minutes, billed_minutes, quantity, unit_price, created_at)
     values (1, $1, $2, $3::date, ($3::date + time '10:00') at time zone 'Asia/Tokyo', ($3::date + time '10:30') at time zone 'Asia/Tokyo', $4,
        ${ROOM}, ${SITE}, 2, 30, 30, 1, 1000, now())`,
    [user, departmentId, day, amount],
  );
}

/** [usageAmount, registrationFeeAmount] of each department, in order A, B, C. */
async function budgets(window: UsageWindow): Promise<[number, number][]> {
  const usage = await departmentUsage(db, DEPARTMENTS, window);
  return DEPARTMENTS.map((id) => [usage.get(id)?.usageAmount ?? -1, usage.get(id)?.registrationFeeAmount ?? -1]);
}

async function memberUsage(user: number, window: UsageWindow): Promise<number> {
  const [row] = await db.query<{ used: number } & Row>(`select ${memberUsageSql('$1::int', '$2', '$3')} as used`, [user, window.period.start, window.through]);
  return row.used;
}

/** The closed month's fee line amounts per department (0 for none), in order A, B, C. */
async function closedFeeLines(): Promise<number[]> {
  const rows = await db.query<{ department_id: number; amount: number } & Row>(
    `select department_id, sum(amount)::int as amount from charge_line_rows
      where corporation_id = 1 and period_start = $1::date and line_kind = 'registrationFee' group by department_id`, [PERIOD.start]);
  return DEPARTMENTS.map((id) => rows.find((r) => r.department_id === id)?.amount ?? 0);
}

describe('the open period: the fee as it stands', () => {
  it('puts the flat fee on the fee department under division 1 from the first day, users or not', async () => {
    expect(await budgets(currentWindow(OPEN_NOW))).toEqual([[50_000, 50_000], [0, 0], [0, 0]]);
    const [b1] = await members(DEPT_B, 1);
    await use(b1, DEPT_B, '2026-11-02', 3_000);
    await use(null, DEPT_A, '2026-11-03', 2_000);
    expect(await budgets(currentWindow(OPEN_NOW))).toEqual([[52_000, 50_000], [3_000, 0], [0, 0]]);
  });

  it('charges 500 yen a person from the 101st actual user, counted up to the window\'s last day', async () => {
    const users = await members(DEPT_B, 101);
    for (const user of users.slice(0, 100)) await use(user, DEPT_B, '2026-11-10', 0);
    await use(users[100], DEPT_B, '2026-11-15', 0);
    // Today's 101st user is in today's figure, not yet in the sweep's (up to yesterday).
    expect(await budgets(currentWindow(OPEN_NOW))).toEqual([[50_500, 50_500], [0, 0], [0, 0]]);
    expect(await budgets(yesterdayWindow(OPEN_NOW))).toEqual([[50_000, 50_000], [0, 0], [0, 0]]);
  });

  it('splits the fee by the departments\' actual users under division 2 (a member counts in the department of their last use)', async () => {
    await db.query('update corporations set representative_fee_setting = false where id = 1');
    // No user yet: the whole fee on the fee department, as the close would bill it.
    expect(await budgets(currentWindow(OPEN_NOW))).toEqual([[50_000, 50_000], [0, 0], [0, 0]]);
    const [b1, b2] = await members(DEPT_B, 2);
    const [moved] = await members(DEPT_C, 1);
    await use(b1, DEPT_B, '2026-10-25');
    await use(b2, DEPT_B, '2026-11-01');
    await use(moved, DEPT_B, '2026-11-02');
    await use(moved, DEPT_C, '2026-11-09');
    // 50,000 x 2/3 = 33,333.3 and 50,000 x 1/3 = 16,666.6: the larger remainder takes the left-over yen.
    expect(await budgets(currentWindow(OPEN_NOW))).toEqual([[0, 0], [3_000 + 33_333, 33_333], [1_000 + 16_667, 16_667]]);
    expect(apportionRegistrationFee(50_000, [2, 1])).toEqual([33_333, 16_667]);
    // A page about one department reads its share alone.
    expect((await departmentUsage(db, [DEPT_C], currentWindow(OPEN_NOW))).get(DEPT_C)).toEqual({ usageAmount: 1_000 + 16_667, registrationFeeAmount: 16_667 });
  });

  it('reads the fee department\'s fee alone, and none for a department outside it, under division 1', async () => {
    const [b1] = await members(DEPT_B, 1);
    await use(b1, DEPT_B, '2026-11-02', 3_000);
    expect((await departmentUsage(db, [DEPT_B, DEPT_C], currentWindow(OPEN_NOW))).get(DEPT_B)).toEqual({ usageAmount: 3_000, registrationFeeAmount: 0 });
    expect((await departmentUsage(db, [DEPT_A], currentWindow(OPEN_NOW))).get(DEPT_A)).toEqual({ usageAmount: 50_000, registrationFeeAmount: 50_000 });
  });

  it('never counts the fee in a member\'s usage, under either division', async () => {
    const [a1] = await members(DEPT_A, 1);
    const [b1] = await members(DEPT_B, 1);
    await use(a1, DEPT_A, '2026-11-05', 4_000);
    await use(b1, DEPT_B, '2026-11-05', 6_000);
    for (const representative of [true, false]) {
      await db.query('update corporations set representative_fee_setting = $1 where id = 1', [representative]);
      expect([await memberUsage(a1, currentWindow(OPEN_NOW)), await memberUsage(b1, currentWindow(OPEN_NOW))]).toEqual([4_000, 6_000]);
    }
    expect((await budgets(currentWindow(OPEN_NOW))).map(([, fee]) => fee)).toEqual([25_000, 25_000, 0]);
  });

  it('does not count a fee row of the ledger in an open period (only the close writes them; the fee is never counted twice)', async () => {
    await db.query(
      `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, amount, registration_fee_flg, resource_id,
          resource_type, quantity, unit_price, created_at)
       values (1, null, $1, $2::date, $2::date::timestamp at time zone 'Asia/Tokyo', $2::date::timestamp at time zone 'Asia/Tokyo', 50000, true, $3, 90, 1, 50000, now())`,
      [DEPT_A, PERIOD.start, FEE_RESOURCE],
    );
    expect(await budgets(currentWindow(OPEN_NOW))).toEqual([[50_000, 50_000], [0, 0], [0, 0]]);
  });
});

describe('after the close', () => {
  it('reads the closed fee lines (the ledger\'s fee rows the close wrote), equal to the figure before it, not doubled', async () => {
    for (const representative of [true, false]) {
      await db.query('delete from charge_lines');
      await db.query('delete from charge_months');
      await db.query('delete from usage_records');
      await db.query('update corporations set representative_fee_setting = $1 where id = 1', [representative]);
      const [b1, b2] = await members(DEPT_B, 2);
      const [c1] = await members(DEPT_C, 1);
      for (const [user, department] of [[b1, DEPT_B], [b2, DEPT_B], [c1, DEPT_C]] as const) await use(user, department, '2026-11-10', 2_000);
      const live = await budgets(WHOLE);
      await closeChargeMonth(db, 1, '2026-11', CLOSE_NOW);
      const closed = await budgets(WHOLE);
      expect(closed, `representative ${representative}`).toEqual(live);
      expect(closed.map(([, fee]) => fee)).toEqual(await closedFeeLines());
      expect(closed.map(([, fee]) => fee)).toEqual(representative ? [50_000, 0, 0] : [0, 33_333, 16_667]);
      // Closed again (recomputed): the fee rows are replaced, still once.
      await closeChargeMonth(db, 1, '2026-11', CLOSE_NOW);
      expect(await budgets(WHOLE)).toEqual(live);
    }
  });

  it('agrees with the close for any uses and either division (property)', async () => {
    const pool = { a: await members(DEPT_A, 4), b: await members(DEPT_B, 4), c: await members(DEPT_C, 4) };
    const everyone = [...pool.a, ...pool.b, ...pool.c];
    const useArb = fc.record({
      user: fc.option(fc.constantFrom(...everyone), { nil: null }),
      department: fc.constantFrom(...DEPARTMENTS),
      day: fc.integer({ min: 0, max: 30 }),
      amount: fc.integer({ min: 0, max: 20_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(useArb, { maxLength: 12 }), async (representative, uses) => {
        await db.query('delete from charge_lines');
        await db.query('delete from charge_months');
        await db.query('delete from usage_records');
        await db.query('update corporations set representative_fee_setting = $1 where id = 1', [representative]);
        for (const u of uses) {
          const day = new Date(Date.parse(`${PERIOD.start}T00:00:00Z`) + u.day * 86_400_000).toISOString().slice(0, 10);
          await use(u.user, u.department, day, u.amount);
        }
        const live = await budgets(WHOLE);
        const fees = live.map(([, fee]) => fee);
        // The rule by hand: a member counts in the department of their last use (all start at 10:00: the later day,
        // then the record written last); division 2 splits by those counts, else (or without users) 総務部 bears all.
        const last = new Map<number, { day: number; department: number }>();
        for (const u of uses) if (u.user !== null && (last.get(u.user)?.day ?? -1) <= u.day) last.set(u.user, { day: u.day, department: u.department });
        const fee = registrationFee(last.size);
        const counts = DEPARTMENTS.map((d) => [...last.values()].filter((l) => l.department === d).length);
        const bearing = DEPARTMENTS.filter((_, i) => counts[i] > 0);
        const split = apportionRegistrationFee(fee, bearing.map((d) => counts[DEPARTMENTS.indexOf(d)]));
        expect(fees).toEqual(!representative && last.size > 0
          ? DEPARTMENTS.map((d) => (bearing.includes(d) ? split[bearing.indexOf(d)] : 0))
          : [fee, 0, 0]);
        const own = (d: number) => uses.filter((u) => u.department === d).reduce((sum, u) => sum + u.amount, 0);
        expect(live.map(([used]) => used)).toEqual(DEPARTMENTS.map((d, i) => own(d) + fees[i]));
        await closeChargeMonth(db, 1, '2026-11', CLOSE_NOW);
        expect(await budgets(WHOLE)).toEqual(live);
        expect(fees).toEqual(await closedFeeLines());
        for (const user of everyone.slice(0, 3)) {
          expect(await memberUsage(user, WHOLE)).toBe(uses.filter((u) => u.user === user).reduce((sum, u) => sum + u.amount, 0));
        }
      }),
      { numRuns: 15 },
    );
  });
});
