// The monthly close on hand-computed examples (issue 14): SHARE lines per department, member and resource; the
// 21st boundary; a member who changed department mid-period; the registration management fee at 100 and 101 actual
// users, on one department (fee charge division 1) or split by the departments' actual users (division 2, as in force
// on the period's last day); FLEX/BASE seats, excess seats and added members (code 14); adjustments; invoices per destination with
// the tax once per invoice and rate; recomputing a not-confirmed month and never touching a confirmed one.
// Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chargeTestWorld, type ChargeTestWorld } from './test-support';
import { consumptionTax, taxByRate } from '../../core/charges/domain';
import type { Database, Row } from '../db/database';
import { closeChargeMonth, closeChargeMonthIn, closeEndedMonths, lastEndedChargeMonth } from './close';
import { confirmChargeMonth } from './confirm';
import { invoicesOfMonth } from './invoices';
import { chargeLine, type LineDbRow } from './read';

const NOW = new Date('2026-11-24T03:00:00.000Z');
let world: ChargeTestWorld;
let db: Database;

/** Fixture ids. */
const CORP = 1;
const [DEPT_A, DEPT_B, DEPT_C] = [1, 2, 3];
const CLIENT_X = 100;
const [SITE, ROOM, LOCKER, FEE_RESOURCE, CONTRACT_ADJ, OTHER_ADJ] = [1, 2, 3, 4, 5, 6];
let nextUser = 1000;

beforeAll(async () => {
  // 代表部署へ一括 (fee charge division 1): the fee falls on 総務部, the department with the fee flag.
  world = await chargeTestWorld(NOW, { name: '試験商事株式会社', kana: 'シケンショウジ' });
  db = world.db;
  await db.query(`insert into facilities (id, parent_facility_id, facility_name, resource_type, service_division, base_point_type, unit_price, display_order) values
    (${SITE}, null, '東京拠点', 1, 1, 1, null, 1), (${ROOM}, ${SITE}, '会議室A', 2, 1, 1, 1000, 2), (${LOCKER}, ${SITE}, 'デイロッカー', 7, 1, 1, 300, 3),
    (${FEE_RESOURCE}, null, '登録管理調整', 90, 1, 1, null, 4), (${CONTRACT_ADJ}, null, '契約調整', 91, 1, 1, null, 5), (${OTHER_ADJ}, null, 'その他', 99, 1, 1, null, 6)`);
  await db.query(`insert into charge_clients (id, corporation_id, client_name, address, created_at, last_updated)
    values (${CLIENT_X}, 1, '試験商事株式会社 営業本部', '大阪府大阪市', now(), now())`);
  await db.query(`insert into departments (id, corporation_id, billing_name, display_order, registration_fee_charge_flg, charge_client_id, created_at, last_updated) values
    (${DEPT_A}, 1, '総務部', 1, true, null, now(), now()), (${DEPT_B}, 1, '営業一課', 2, false, ${CLIENT_X}, now(), now()),
    (${DEPT_C}, 1, '営業二課', 3, false, ${CLIENT_X}, now(), now())`);
}, 60_000);

afterAll(async () => {
  await world?.close();
});

beforeEach(async () => {
  await db.query('delete from charge_lines');
  await db.query('delete from charge_months');
  await db.query('delete from usage_records');
  await db.query('delete from flex_users');
  await db.query('delete from flex_contracts');
});

async function member(departmentId: number, name = '試験'): Promise<number> {
  const id = nextUser++;
  await db.query(
    `insert into users (id, login_id, password_hash, corporation_id, department_id, user_last_name, user_first_name, user_last_name_kana,
        user_first_name_kana, trinity_code, approval_division, created_at, last_updated)
     values ($1, $2, 'x', 1, $3, $4, $5, 'シケン', 'タロウ', 'T0001', 2, now(), now())`,
    [id, `u${id}`, departmentId, name, `太郎${id}`],
  );
  return id;
}

interface Use {
  user: number | null;
  department: number;
  /** Japan time, yyyy-MM-ddTHH:mm. */
  start: string;
  minutes?: number;
  resource?: number;
  resourceType?: number;
  amount: number;
  quantity?: number;
  useOnly?: boolean;
}

async function use(u: Use): Promise<void> {
  const start = new Date(`${u.start}:00+09:00`);
  const minutes = u.minutes ?? 0;
  const end = new Date(start.getTime() + minutes * 60_000);
  const day = new Date(start.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const type = u.resourceType ?? 2;
  await db.query(
    `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, amount, registration_fee_flg, resource_id,
        facility_id, resource_type, used_minutes, billed_minutes, quantity, unit_price, use_only_flg, created_at)
     values (1, $1, $2, $3::date, $4, $5, $6, false, $7, $8, $9, $10, $11, $12, $13, $14, now())`,
    [u.user, u.department, day, start, end, u.amount, u.resource ?? ROOM, type === 2 ? SITE : null, type, minutes,
      Math.ceil(minutes / 10) * 10, u.quantity ?? 1, type === 2 ? 1000 : u.amount, u.useOnly ?? false],
  );
}

interface LineRow extends Row {
  charge_division: number;
  line_kind: string;
  adding_up_code: number | null;
  department_id: number;
  charge_client_id: number;
  user_id: number | null;
  details_name: string;
  unit: string;
  unit_price: number;
  value: number;
  price_apply_value: number;
  use_count: number;
  amount: number;
}

/** The month's lines as the readers see them (a live use line's unit named as read.ts chargeLine names it). */
const lines = async (month: string) =>
  (await db.query<LineRow & LineDbRow>(
    `select l.* from charge_line_rows l join charge_months m using (corporation_id, period_start) where m.month = $1
      order by l.charge_division, l.line_kind, l.department_id, l.user_id nulls first, l.resource_id nulls first, l.id`, [month]))
    .map((l) => ({ ...l, unit: chargeLine(l).unit }));

/** The month's invoices through their one reader (computed from the lines until the month is confirmed). */
const invoices = async (month: string) => {
  const [m] = await db.query<{ period_start: string } & Row>('select period_start::text as period_start from charge_months where month = $1', [month]);
  return m ? invoicesOfMonth(db, CORP, m.period_start) : [];
};

describe('consumption tax (rounded once per invoice and rate, fractions of a yen down)', () => {
  it('rounds the total, not each line', () => {
    expect(consumptionTax(211, 10)).toBe(21);
    expect(consumptionTax(105, 10) + consumptionTax(106, 10)).toBe(20);
    expect(consumptionTax(1_999, 8)).toBe(159);
    expect(consumptionTax(-105, 10)).toBe(-10);
    expect(taxByRate([{ amount: 105, taxRate: 10 }, { amount: 106, taxRate: 10 }, { amount: 1_999, taxRate: 8 }])).toEqual([
      { taxRate: 10, taxableAmount: 211, taxAmount: 21 },
      { taxRate: 8, taxableAmount: 1_999, taxAmount: 159 },
    ]);
  });
});

describe('the monthly close', () => {
  it('names the last ended period from the 21st on', () => {
    expect(lastEndedChargeMonth(new Date('2026-11-20T14:59:00.000Z'))).toBe('2026-10');
    expect(lastEndedChargeMonth(new Date('2026-11-20T15:00:00.000Z'))).toBe('2026-11');
    expect(lastEndedChargeMonth(new Date('2026-01-05T03:00:00.000Z'))).toBe('2025-12');
  });

  it('writes SHARE lines per department, member and resource, the fee, and invoices per destination', async () => {
    const m1 = await member(DEPT_A);
    const moved = await member(DEPT_B);
    // The period of 2026-11 runs from 2026-10-21 00:00 to 2026-11-20 24:00, Japan time.
    await use({ user: m1, department: DEPT_A, start: '2026-10-21T00:00', minutes: 30, amount: 1000 });
    await use({ user: m1, department: DEPT_A, start: '2026-11-20T23:30', minutes: 25, amount: 1000 });
    await use({ user: m1, department: DEPT_A, start: '2026-11-21T00:00', minutes: 30, amount: 1000 });
    await use({ user: m1, department: DEPT_A, start: '2026-10-20T23:59', minutes: 1, amount: 1000 });
    await use({ user: m1, department: DEPT_A, start: '2026-11-02T09:00', resource: LOCKER, resourceType: 7, amount: 600, quantity: 2 });
    // The moved member used under 営業一課, then under 総務部 after moving.
    await use({ user: moved, department: DEPT_B, start: '2026-10-25T10:00', minutes: 60, amount: 2000 });
    await use({ user: moved, department: DEPT_A, start: '2026-11-10T10:00', minutes: 30, amount: 1000 });
    // A FLEX seat holder's covered use: no line, yet an actual user.
    const seated = await member(DEPT_C);
    await use({ user: seated, department: DEPT_C, start: '2026-11-05T10:00', minutes: 120, amount: 0, useOnly: true });
    // Adjustments: other (SHARE) and contract (FLEX/BASE).
    await use({ user: null, department: DEPT_C, start: '2026-11-01T00:00', resource: OTHER_ADJ, resourceType: 99, amount: 700 });
    await use({ user: null, department: DEPT_C, start: '2026-11-01T00:00', resource: CONTRACT_ADJ, resourceType: 91, amount: 3000 });

    const result = await closeChargeMonth(db, CORP, '2026-11', NOW);
    expect(result).toMatchObject({ outcome: 'closed', month: '2026-11', actualUsers: 3, invoices: 2 });

    const got = await lines('2026-11');
    const pick = (l: LineRow) => [l.charge_division, l.line_kind, l.department_id, l.user_id, l.unit, l.unit_price, l.value, l.price_apply_value, l.use_count, l.amount];
    expect(got.map(pick)).toEqual([
      [1, 'adjustment', DEPT_C, null, '式', 700, 1, 1, 1, 700],
      [1, 'registrationFee', DEPT_A, null, '式', 50_000, 3, 1, 0, 50_000],
      // 総務部: m1's room (30 + 25 minutes used, 30 + 30 billed; the 23:59 use of 10/20 and the 00:00 use of 11/21 are other periods')
      [1, 'use', DEPT_A, m1, '分', 1000, 55, 60, 2, 2000],
      [1, 'use', DEPT_A, m1, '回', 600, 2, 2, 1, 600],
      [1, 'use', DEPT_A, moved, '分', 1000, 30, 30, 1, 1000],
      [1, 'use', DEPT_B, moved, '分', 1000, 60, 60, 1, 2000],
      [2, 'adjustment', DEPT_C, null, '式', 3000, 1, 1, 1, 3000],
    ]);
    expect(got.find((l) => l.line_kind === 'use' && l.department_id === DEPT_A && l.unit === '分' && l.user_id === m1)?.details_name).toBe('東京拠点 会議室A');
    expect(got.find((l) => l.line_kind === 'registrationFee')?.details_name).toContain('実利用者3名');

    // 総務部 (default destination): 50,000 + 2,000 + 600 + 1,000 = 53,600, tax 5,360; 営業一課 and 営業二課 share
    // destination X: 2,000 + 700 + 3,000 = 5,700, tax 570.
    const [defaultClient] = await db.query<{ id: number } & Row>('select id from charge_clients where corporation_id = 1 and default_flg');
    expect((await invoices('2026-11')).map(({ charge_client_id, amount_excluding_tax, tax_amount, client_name }) =>
      ({ charge_client_id, amount_excluding_tax, tax_amount, client_name }))).toEqual([
      { charge_client_id: defaultClient.id, amount_excluding_tax: 53_600, tax_amount: 5_360, client_name: '試験商事株式会社' },
      { charge_client_id: CLIENT_X, amount_excluding_tax: 5_700, tax_amount: 570, client_name: '試験商事株式会社 営業本部' },
    ].sort((a, b) => a.charge_client_id - b.charge_client_id));

    // The ledger's fee row of the period is the close's fee (one ledger for budgets and invoices).
    const fee = await db.query<{ amount: number; department_id: number; usage_date: string } & Row>(
      "select amount, department_id, to_char(usage_date, 'YYYY-MM-DD') as usage_date from usage_records where registration_fee_flg");
    expect(fee).toEqual([{ amount: 50_000, department_id: DEPT_A, usage_date: '2026-10-21' }]);

    // The 21st's use belongs to the next month.
    await closeChargeMonth(db, CORP, '2026-12', NOW);
    expect((await lines('2026-12')).filter((l) => l.line_kind === 'use').map((l) => [l.user_id, l.value, l.amount])).toEqual([[m1, 30, 1000]]);
  });

  it('keeps a month of more than 2,147,483,647 yen exactly (invoice totals are bigint)', async () => {
    await use({ user: null, department: DEPT_C, start: '2026-11-01T00:00', resource: OTHER_ADJ, resourceType: 99, amount: 1_500_000_000 });
    await use({ user: null, department: DEPT_C, start: '2026-11-02T00:00', resource: OTHER_ADJ, resourceType: 99, amount: 1_500_000_001 });
    await closeChargeMonth(db, CORP, '2026-11', NOW);
    const [period] = await db.query<{ period_start: string } & Row>("select to_char(period_start, 'YYYY-MM-DD') as period_start from charge_months where month = '2026-11'");
    const invoice = (await invoicesOfMonth(db, CORP, period.period_start)).find((i) => i.charge_client_id === CLIENT_X);
    expect(invoice).toMatchObject({ amount_excluding_tax: 3_000_000_001, tax_amount: 300_000_000 });
    expect(invoice?.tax_lines).toEqual([{ tax_rate: 10, taxable_amount: 3_000_000_001, tax_amount: 300_000_000 }]);
  });

  it('charges 50,000 yen flat for 100 actual users and 500 yen a person for 101', async () => {
    const users: number[] = [];
    for (let i = 0; i < 101; i++) users.push(await member(i % 2 === 0 ? DEPT_A : DEPT_B));
    for (const u of users.slice(0, 100)) await use({ user: u, department: DEPT_A, start: '2026-08-01T10:00', resource: LOCKER, resourceType: 7, amount: 300 });
    for (const u of users) await use({ user: u, department: DEPT_A, start: '2026-09-01T10:00', resource: LOCKER, resourceType: 7, amount: 300 });
    // A member using twice and in two departments is still one actual user.
    await use({ user: users[0], department: DEPT_B, start: '2026-09-02T10:00', resource: LOCKER, resourceType: 7, amount: 300 });

    const august = await closeChargeMonth(db, CORP, '2026-08', NOW);
    const september = await closeChargeMonth(db, CORP, '2026-09', NOW);
    expect([august.actualUsers, september.actualUsers]).toEqual([100, 101]);
    const fee = async (month: string) => (await lines(month)).filter((l) => l.line_kind === 'registrationFee').map((l) => [l.unit_price, l.price_apply_value, l.amount]);
    expect(await fee('2026-08')).toEqual([[50_000, 1, 50_000]]);
    expect(await fee('2026-09')).toEqual([[500, 101, 50_500]]);
  });

  it('charges FLEX/BASE seats, excess seats and members added in the period (code 14)', async () => {
    await db.query(`insert into flex_contracts (id, corporation_id, owner_department_id, charge_department_id, contract_name, service_kind, seats, start_date,
        end_date, monthly_price_per_seat, add_member_monthly_price, last_updated) values
      (1, 1, ${DEPT_C}, ${DEPT_B}, 'FLEX契約（東京）', 'FLEX', 2, '2026-01-01', '2027-12-31', 30000, 5000, now()),
      (2, 1, ${DEPT_C}, null, 'BASE契約（大阪）', 'BASE', 3, '2026-11-15', '2027-12-31', 20000, null, now()),
      (3, 1, ${DEPT_C}, ${DEPT_C}, '終了済み契約', 'FLEX', 5, '2025-01-01', '2026-10-20', 10000, 1000, now())`);
    const [a, b, c, gone, late] = [await member(DEPT_B), await member(DEPT_B), await member(DEPT_B), await member(DEPT_B), await member(DEPT_B)];
    const seat = (contract: number, user: number, addedAt: string, releasedAt: string | null = null) =>
      db.query(`insert into flex_users (flex_contract_id, user_id, delegate_division, delete_flg, released_at, added_at, last_updated)
        values ($1, $2, 0, $3, $4, $5, now())`, [contract, user, releasedAt !== null, releasedAt, new Date(`${addedAt}:00+09:00`)]);
    await seat(1, a, '2026-06-01T10:00');
    await seat(1, b, '2026-06-01T10:00');
    await seat(1, c, '2026-10-21T00:00'); // added on the period's first moment: an excess user, and a code 14 line
    await seat(1, gone, '2026-06-01T10:00', '2026-10-20T12:00'); // released before the period: not counted
    await seat(1, late, '2026-11-21T00:00'); // added in the next period: not counted here
    await seat(2, a, '2026-11-16T10:00');

    await closeChargeMonth(db, CORP, '2026-11', NOW);
    const flex = (await lines('2026-11')).filter((l) => l.charge_division === 2);
    expect(flex.map((l) => [l.line_kind, l.adding_up_code, l.department_id, l.user_id, l.unit_price, l.value, l.price_apply_value, l.amount])).toEqual([
      ['addMember', 14, DEPT_B, c, 5000, 1, 1, 5000],
      ['excessSeat', null, DEPT_B, null, 30000, 3, 1, 30000],
      ['seat', null, DEPT_B, null, 30000, 3, 2, 60000],
      // BASE without a charge department goes to its owner; a contract starting mid-period is charged the month.
      ['seat', null, DEPT_C, null, 20000, 1, 3, 60000],
    ]);
  });

  it('recomputes a not-confirmed month and never changes a confirmed one', async () => {
    const m = await member(DEPT_B);
    await use({ user: m, department: DEPT_B, start: '2026-11-01T10:00', minutes: 30, amount: 105 });
    await use({ user: m, department: DEPT_B, start: '2026-11-02T10:00', minutes: 30, amount: 106 });
    expect((await closeChargeMonth(db, CORP, '2026-11', NOW)).outcome).toBe('closed');
    // Tax once per invoice and rate: 211 yen at 10 % is 21 yen (per line it would be 10 + 10).
    expect((await invoices('2026-11')).find((i) => i.charge_client_id === CLIENT_X)).toMatchObject({ amount_excluding_tax: 211, tax_amount: 21 });

    await use({ user: m, department: DEPT_B, start: '2026-11-03T10:00', minutes: 30, amount: 1000 });
    expect((await closeChargeMonth(db, CORP, '2026-11', NOW)).outcome).toBe('recomputed');
    expect((await invoices('2026-11')).find((i) => i.charge_client_id === CLIENT_X)).toMatchObject({ amount_excluding_tax: 1211, tax_amount: 121 });

    expect(await confirmChargeMonth(db, CORP, '2026-11', NOW)).toBe(true);
    expect(await confirmChargeMonth(db, CORP, '2026-11', NOW)).toBe(false);
    // The confirmation writes the invoice with its tax per rate, as computed from the same lines.
    const [taxLine] = await db.query('select t.tax_rate, t.taxable_amount::float8 as taxable_amount, t.tax_amount::float8 as tax_amount from invoice_tax_lines t join invoices i on i.id = t.invoice_id where i.charge_client_id = $1', [CLIENT_X]);
    expect(taxLine).toEqual({ tax_rate: 10, taxable_amount: 1211, tax_amount: 121 });
    const before = await lines('2026-11');
    await use({ user: m, department: DEPT_B, start: '2026-11-04T10:00', minutes: 30, amount: 1000 });
    await db.query("update departments set billing_name = '改称後の部署' where id = $1", [DEPT_B]);
    const again = await closeChargeMonth(db, CORP, '2026-11', NOW);
    expect(again.outcome).toBe('confirmed');
    expect(await lines('2026-11')).toEqual(before);
    expect((await invoices('2026-11')).find((i) => i.charge_client_id === CLIENT_X)).toMatchObject({ amount_excluding_tax: 1211, tax_amount: 121 });
    const [status] = await db.query<{ status: number } & Row>("select status from charge_months where month = '2026-11'");
    expect(status.status).toBe(2);
    await db.query("update departments set billing_name = '営業一課' where id = $1", [DEPT_B]);
  });

  it('keeps an open month\'s use lines with the ledger, and the confirmation writes them as they read that day', async () => {
    const m = await member(DEPT_A, '変更前');
    await use({ user: m, department: DEPT_A, start: '2026-11-01T10:00', minutes: 30, amount: 1000 });
    await use({ user: m, department: DEPT_A, start: '2026-11-02T10:00', minutes: 20, amount: 700 });
    await closeChargeMonth(db, CORP, '2026-11', NOW);
    const uses = async () => (await lines('2026-11')).filter((l) => l.line_kind === 'use')
      .map((l) => [l.department_id, l.user_id, l.details_name, l.unit, l.value, l.price_apply_value, l.use_count, l.amount, l.charge_client_id]);
    const [defaultClient] = await db.query<{ id: number } & Row>('select id from charge_clients where corporation_id = 1 and default_flg');
    expect(await uses()).toEqual([[DEPT_A, m, '東京拠点 会議室A', '分', 50, 50, 2, 1700, defaultClient.id]]);

    // Written, moved and deleted records: the open month's lines follow at once (statement triggers on the ledger).
    await use({ user: m, department: DEPT_A, start: '2026-11-03T10:00', minutes: 10, amount: 300 });
    await db.query("update usage_records set department_id = $1 where user_id = $2 and usage_date = '2026-11-02'", [DEPT_B, m]);
    expect(await uses()).toEqual([
      [DEPT_A, m, '東京拠点 会議室A', '分', 40, 40, 2, 1300, defaultClient.id],
      [DEPT_B, m, '東京拠点 会議室A', '分', 20, 20, 1, 700, CLIENT_X],
    ]);
    await db.query("delete from usage_records where user_id = $1 and usage_date = '2026-11-02'", [m]);
    expect(await uses()).toEqual([[DEPT_A, m, '東京拠点 会議室A', '分', 40, 40, 2, 1300, defaultClient.id]]);
    // The totals equal a fresh grouping of the ledger.
    const [drift] = await db.query<{ n: number } & Row>(
      `select count(*)::int as n from (
         select corporation_id, charge_period_start(usage_date) as p, department_id, user_id, resource_id, resource_type, unit_price, sum(amount)::bigint as amount, count(*)::int as c
           from usage_records where not registration_fee_flg and not use_only_flg and coalesce(resource_type, 0) not in (90, 91, 99) group by 1, 2, 3, 4, 5, 6, 7
         except select corporation_id, period_start, department_id, user_id, resource_id, resource_type, unit_price, amount, use_count from usage_line_totals where use_count > 0) x`);
    expect(drift.n).toBe(0);

    // The confirmation writes the lines with the names of that day; later renames and records leave them.
    const open = await uses();
    expect(await confirmChargeMonth(db, CORP, '2026-11', NOW)).toBe(true);
    expect(await uses()).toEqual(open);
    const [written] = await db.query<{ n: number; unit: string; user_name: string } & Row>(
      "select count(*)::int as n, min(unit) as unit, min(user_name) as user_name from charge_lines where line_kind = 'use' and period_start = '2026-10-21'");
    expect(written).toEqual({ n: 1, unit: '分', user_name: `変更前 太郎${m}` });
    await db.query("update users set user_last_name = '変更後' where id = $1", [m]);
    await use({ user: m, department: DEPT_A, start: '2026-11-04T10:00', minutes: 10, amount: 300 });
    expect(await uses()).toEqual(open);
    expect((await lines('2026-11')).find((l) => l.line_kind === 'use')?.user_name).toBe(`変更前 太郎${m}`);
  });

  it('the scheduler step closes the ended period once for each corporation', async () => {
    const m = await member(DEPT_A);
    await use({ user: m, department: DEPT_A, start: '2026-11-01T10:00', minutes: 30, amount: 1000 });
    expect(await closeEndedMonths(db, new Date('2026-11-20T14:00:00.000Z'))).toBe(1); // still 11/20 in Japan: closes 2026-10
    expect(await closeEndedMonths(db, new Date('2026-11-20T15:00:00.000Z'))).toBe(1); // 11/21 00:00 in Japan: closes 2026-11
    expect(await closeEndedMonths(db, new Date('2026-11-21T03:00:00.000Z'))).toBe(0);
    // A scheduler that looked before another server's close finished leaves the month as it is.
    expect((await db.transaction((tx) => closeChargeMonthIn(tx, CORP, '2026-11', NOW, { onlyIfMissing: true }))).outcome).toBe('present');
    const months = await db.query<{ month: string; status: number } & Row>('select month, status from charge_months order by month');
    expect(months).toEqual([{ month: '2026-10', status: 0 }, { month: '2026-11', status: 0 }]);
  });
});

describe('the registration fee under the charge division in force on the period\'s last day (issue 15)', () => {
  const feeRows = () => db.query<{ department_id: number; amount: number } & Row>(
    'select department_id, amount from usage_records where registration_fee_flg order by department_id');

  afterEach(async () => {
    await db.query('delete from applications');
    await db.query('update corporations set representative_fee_setting = true where id = 1');
  });

  it('splits the fee by the departments\' actual users under 部署ごと (a member counts in the department of their last use)', async () => {
    await db.query('update corporations set representative_fee_setting = false where id = 1');
    const [a1, a2, moved] = [await member(DEPT_A), await member(DEPT_A), await member(DEPT_B)];
    // The moved member used under 営業二課 first, then under 営業一課: they count in 営業一課. a2's last two uses start at
    // the same minute under 営業二課 and 総務部: the record written last (the higher id, 総務部) decides.
    const uses: [user: number, department: number, day: string][] = [
      [a1, DEPT_A, '02'], [a2, DEPT_C, '03'], [a2, DEPT_A, '03'], [moved, DEPT_C, '04'], [moved, DEPT_B, '09'],
    ];
    for (const [user, department, day] of uses) await use({ user, department, start: `2026-11-${day}T10:00`, minutes: 30, amount: 1000 });
    await closeChargeMonth(db, CORP, '2026-11', NOW);
    const fees = (await lines('2026-11')).filter((l) => l.line_kind === 'registrationFee');
    // 50,000 x 2/3 = 33,333.3 and 50,000 x 1/3 = 16,666.6: the larger remainder takes the left-over yen.
    expect(fees.map((l) => [l.department_id, l.value, l.amount])).toEqual([[DEPT_A, 2, 33_333], [DEPT_B, 1, 16_667]]);
    expect(fees[0].details_name).toContain('実利用者3名中2名');
    expect(await feeRows()).toEqual([{ department_id: DEPT_A, amount: 33_333 }, { department_id: DEPT_B, amount: 16_667 }]);
    // 営業一課 and 営業二課 are billed to destination X: 営業一課's share is on X's invoice with both uses.
    const x = (await invoices('2026-11')).find((i) => i.charge_client_id === CLIENT_X);
    expect(x?.amount_excluding_tax).toBe(16_667 + 1000 + 1000 + 1000);
  });

  it('bills a period ended before a division change took effect as it was then (the change\'s before)', async () => {
    const applicant = await member(DEPT_A);
    const m1 = await member(DEPT_B);
    const m2 = await member(DEPT_C);
    await use({ user: m1, department: DEPT_B, start: '2026-11-02T10:00', minutes: 30, amount: 1000 });
    await use({ user: m2, department: DEPT_C, start: '2026-11-03T10:00', minutes: 30, amount: 1000 });
    // 部署ごと took effect on 2026-11-21 (the day after the period of 2026-11 ended): that period was under 代表部署 (総務部).
    await db.query('update corporations set representative_fee_setting = false where id = 1');
    await db.query(
      `insert into applications (corporation_id, division, status, contents, apply_date, applicant_user_id, created_at, completed_at, last_updated)
       values (1, 2, 2, $1, '2026-11-21', $2, now(), now(), now())`,
      [JSON.stringify({ kind: 'registrationFee', division: 2, billingId: null, billingName: null, before: { division: 1, billingId: String(DEPT_A), billingName: '総務部' } }), applicant],
    );
    await closeChargeMonth(db, CORP, '2026-11', NOW);
    expect((await lines('2026-11')).filter((l) => l.line_kind === 'registrationFee').map((l) => [l.department_id, l.amount])).toEqual([[DEPT_A, 50_000]]);
    // The period of 2026-12 ends after the change: split between 営業一課 and 営業二課.
    await use({ user: m1, department: DEPT_B, start: '2026-11-25T10:00', minutes: 30, amount: 1000 });
    await use({ user: m2, department: DEPT_C, start: '2026-11-26T10:00', minutes: 30, amount: 1000 });
    await closeChargeMonth(db, CORP, '2026-12', NOW);
    expect((await lines('2026-12')).filter((l) => l.line_kind === 'registrationFee').map((l) => [l.department_id, l.amount])).toEqual([[DEPT_B, 25_000], [DEPT_C, 25_000]]);
  });

  it('bills a period without any user as under 代表部署 (the flat fee on the fee department)', async () => {
    await db.query('update corporations set representative_fee_setting = false where id = 1');
    await closeChargeMonth(db, CORP, '2026-11', NOW);
    expect((await lines('2026-11')).filter((l) => l.line_kind === 'registrationFee').map((l) => [l.department_id, l.amount])).toEqual([[DEPT_A, 50_000]]);
  });
});
