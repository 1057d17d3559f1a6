// The monthly close (issue 14): per corporation and billing period (21st to 20th), the charge lines and invoices of
// the month, written from the usage ledger and the FLEX/BASE contracts in one transaction.
//
// - Idempotent: a second close of a not-confirmed month (status 0) recomputes it from scratch (its lines and
//   invoices are replaced); a confirmed month (status 2) is never touched again.
// - SHARE (division 1): one line per department, member, resource and unit price from the ledger's uses in the
//   period (by the Japan-time usage day, so a use starting at 00:00 on the 21st is the next period's). A member who
//   changed department has lines in each department their uses were recorded under. Uses covered by a FLEX/BASE
//   seat (use only, amount 0) are left out of the lines but count as actual users. These lines are kept by the
//   database as the ledger is written (usage_line_totals, migration 018): the close takes each department's name
//   and destination for them, and the confirmation writes them into charge_lines (charge_line_rows reads both).
// - Registration management fee (division 1), from the actual users as core/charges/domain.ts defines them, under the
//   fee charge division in force on the period's last day (issue 15; server/payment/fee-arrangement.ts): under 1
//   (代表部署へ一括) all on the fee-bearing department (the department with the registration-fee charge flag, first in
//   display order; without one, the first department); under 2 (部署ごと) split across the departments by their
//   actual users (apportionRegistrationFee), one line per department bearing a share. The ledger's fee rows of the
//   period are replaced by the same amounts, one per line, so the budget pages (a department's budget includes its
//   fee share) and the invoice read the same amounts (one ledger).
// - FLEX/BASE (division 2), per contract overlapping the period, charged to its charge department: the contracted
//   seats x the monthly price per seat (a contract is charged the whole month however little of it overlaps); the
//   excess seats, users seated in the period beyond the seats, at the same price; and one line per member added to
//   the contract within the period at the contract's add-member monthly amount (adding-up code 14) when it has one.
// - Adjustments: each ledger row of resource type 90, 91 or 99 (not the fee) is its own line, 91 in FLEX/BASE.
// - Invoices: one per invoice destination with lines in the month (a department without a destination goes to the
//   corporation's default one), computed from the lines while the month is not confirmed and written by the
//   confirmation (server/charges/confirm.ts, server/charges/invoices.ts).
import {
  ADD_MEMBER_ADDING_UP_CODE, ADJUSTMENT_RESOURCE_TYPES, CHARGE_STATUS, CONTRACT_ADJUSTMENT_RESOURCE_TYPE, REGISTRATION_FEE_FLAT_UP_TO,
  REGISTRATION_FEE_PER_PERSON, chargeMonthOfPeriodStart, chargePeriodOfMonth, registrationFee,
} from '../../core/charges/domain';
import { addDays, budgetPeriodOf, jstDay, type BudgetPeriod } from '../../core/limit-amount/domain';
import { REGISTRATION_FEE_RESOURCE_TYPE } from '../../core/usage/domain';
import { t } from '../../core/i18n';
import '../../core/charges/load-messages';
import '../../core/payment/load-messages';
import type { Database, Row, SqlExecutor } from '../db/database';
import { flexContractsForPeriod } from '../flex/billing-period';
import { feeBearingDepartment } from '../payment/fee-arrangement';
import { actualUsersByDepartment, feeShares, type DepartmentUsers } from './registration-fee-shares';
import { defaultChargeClient } from './default-client';
import { lineTotalsByClient } from './invoices';

/** Any fixed number: the close of one corporation takes this lock with the corporation id. */
const CLOSE_LOCK_KEY = 73_401_214;

/** closed: first close; recomputed: a not-confirmed month redone; confirmed: left as it was; present: left (onlyIfMissing). */
export type CloseOutcome = 'closed' | 'recomputed' | 'confirmed' | 'present';

export interface CloseResult {
  outcome: CloseOutcome;
  month: string;
  actualUsers: number;
  lines: number;
  invoices: number;
}

/** Japan-time midnight at the start of a yyyy-MM-dd day, as SQL. */
const jstMidnight = (param: string): string => `(${param}::date::timestamp at time zone 'Asia/Tokyo')`;

const ADJUSTMENT_TYPES_SQL = ADJUSTMENT_RESOURCE_TYPES.join(', ');

/**
 * The ledger rows of the period ($2 its first day, $3 its last): by start instant rather than by usage_date (the
 * Japan-time day of the start, a check constraint keeps them equal), so the (corporation_id, start_at) index serves it.
 */
const inPeriod = (alias: string): string =>
  `${alias}start_at >= ($2::date::timestamp at time zone 'Asia/Tokyo') and ${alias}start_at < (($3::date + 1)::timestamp at time zone 'Asia/Tokyo')`;

interface LineInsert {
  division: 1 | 2;
  kind: string;
  addingUpCode: number | null;
  departmentId: number;
  userId: number | null;
  userName: string | null;
  resourceId: number | null;
  resourceType: number | null;
  resourceName: string | null;
  flexContractId: number | null;
  detailsName: string;
  unit: string;
  unitPrice: number;
  value: number;
  priceApplyValue: number;
  useCount: number;
  amount: number;
}

const LINE_COLUMNS = [
  'charge_division', 'line_kind', 'adding_up_code', 'department_id', 'user_id', 'user_name', 'resource_id', 'resource_type', 'resource_name',
  'flex_contract_id', 'details_name', 'unit', 'unit_price', 'value', 'price_apply_value', 'use_count', 'amount',
] as const;

/** Inserts lines computed in code, taking names and destinations from the department rows. */
async function insertLines(tx: SqlExecutor, corporationId: number, period: BudgetPeriod, defaultClient: number, taxRate: number, lines: readonly LineInsert[]): Promise<void> {
  if (lines.length === 0) return;
  const columns = LINE_COLUMNS.map((c, i) => `$${i + 5}::${['charge_division', 'adding_up_code', 'resource_type'].includes(c) ? 'smallint' : ['line_kind', 'user_name', 'resource_name', 'details_name', 'unit'].includes(c) ? 'text' : 'bigint'}[]`);
  const values: unknown[][] = LINE_COLUMNS.map(() => []);
  for (const l of lines) {
    [l.division, l.kind, l.addingUpCode, l.departmentId, l.userId, l.userName, l.resourceId, l.resourceType, l.resourceName, l.flexContractId,
      l.detailsName, l.unit, l.unitPrice, l.value, l.priceApplyValue, l.useCount, l.amount].forEach((v, i) => values[i].push(v));
  }
  await tx.query(
    `insert into charge_lines (corporation_id, period_start, charge_division, line_kind, adding_up_code, department_id, billing_name, charge_client_id,
        user_id, user_name, resource_id, resource_type, resource_name, flex_contract_id, details_name, unit, unit_price, value, price_apply_value,
        use_count, amount, tax_rate)
     select $1, $2::date, x.charge_division, x.line_kind, x.adding_up_code, x.department_id, d.billing_name, coalesce(d.charge_client_id, $3),
        x.user_id, x.user_name, x.resource_id, x.resource_type, x.resource_name, x.flex_contract_id, x.details_name, x.unit, x.unit_price,
        x.value, x.price_apply_value, x.use_count, x.amount, $4
       from unnest(${columns.join(', ')}) as x (${LINE_COLUMNS.join(', ')})
       join departments d on d.id = x.department_id`,
    [corporationId, period.start, defaultClient, taxRate, ...values],
  );
}

/**
 * The departments as the month is closed: their billing names and invoice destinations, which the month's live use
 * lines (view charge_line_rows) take until the month is closed again or confirmed.
 */
async function snapshotDepartments(tx: SqlExecutor, corporationId: number, period: BudgetPeriod, defaultClient: number): Promise<void> {
  await tx.query(
    `insert into charge_month_departments (corporation_id, period_start, department_id, billing_name, charge_client_id)
     select $1, $2::date, d.id, d.billing_name, coalesce(d.charge_client_id, $3) from departments d where d.corporation_id = $1`,
    [corporationId, period.start, defaultClient],
  );
}

async function insertAdjustmentLines(tx: SqlExecutor, corporationId: number, period: BudgetPeriod, defaultClient: number, taxRate: number): Promise<void> {
  await tx.query(
    `insert into charge_lines (corporation_id, period_start, charge_division, line_kind, department_id, billing_name, charge_client_id, user_id,
        user_name, resource_id, resource_type, resource_name, details_name, unit, unit_price, value, price_apply_value, use_count, amount, tax_rate)
     select $1, $2::date, case when l.resource_type = ${CONTRACT_ADJUSTMENT_RESOURCE_TYPE} then 2 else 1 end, 'adjustment', l.department_id,
        d.billing_name, coalesce(d.charge_client_id, $4), l.user_id,
        case when l.user_id is null then null else u.user_last_name || ' ' || u.user_first_name end,
        l.resource_id, l.resource_type, f.facility_name, coalesce(f.facility_name, ''), $6, l.unit_price, l.quantity, l.quantity, 1, l.amount, $5
       from usage_records l
       join departments d on d.id = l.department_id
       left join user_rows u on u.id = l.user_id
       left join facilities f on f.id = l.resource_id
      where l.corporation_id = $1 and ${inPeriod('l.')}
        and not l.registration_fee_flg and l.resource_type in (${ADJUSTMENT_TYPES_SQL})`,
    [corporationId, period.start, period.end, defaultClient, taxRate, t('charges.unit.set')],
  );
}

/** The fee lines (one per department bearing a share), and the ledger's fee rows of the period replaced by the same amounts. */
async function registrationFeeLines(
  tx: SqlExecutor, corporationId: number, period: BudgetPeriod, byDepartment: readonly DepartmentUsers[], actualUsers: number, now: Date,
): Promise<LineInsert[]> {
  const fee = registrationFee(actualUsers);
  const shares = await feeShares(tx, corporationId, period, byDepartment, actualUsers, fee);
  const flat = actualUsers <= REGISTRATION_FEE_FLAT_UP_TO;
  const [resource] = await tx.query<{ id: number } & Row>('select id from facilities where resource_type = $1 order by id limit 1', [REGISTRATION_FEE_RESOURCE_TYPE]);
  await tx.query(`delete from usage_records where corporation_id = $1 and registration_fee_flg and ${inPeriod('')}`,
    [corporationId, period.start, period.end]);
  if (shares.length === 0) return [];
  await tx.query(
    `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, amount, registration_fee_flg, resource_id,
        resource_type, quantity, unit_price, created_at)
     select $1, null, x.department_id, $3::date, ${jstMidnight('$3')}, ${jstMidnight('$3')}, x.amount, true, $4, $5, 1, x.amount, $6
       from unnest($2::int[], $7::int[]) as x (department_id, amount)`,
    [corporationId, shares.map((s) => s.departmentId), period.start, resource?.id ?? null, REGISTRATION_FEE_RESOURCE_TYPE, now, shares.map((s) => s.amount)],
  );
  const base = {
    division: 1 as const, kind: 'registrationFee', addingUpCode: null, userId: null, userName: null, resourceId: resource?.id ?? null,
    resourceType: REGISTRATION_FEE_RESOURCE_TYPE, resourceName: t('charges.line.registrationFee'), flexContractId: null, useCount: 0,
  };
  return shares.map((share) => (share.whole
    ? {
      ...base,
      departmentId: share.departmentId,
      detailsName: t(flat ? 'charges.line.registrationFeeFlat' : 'charges.line.registrationFeePerPerson', { users: actualUsers }),
      unit: t(flat ? 'charges.unit.set' : 'charges.unit.person'),
      unitPrice: flat ? fee : REGISTRATION_FEE_PER_PERSON,
      value: actualUsers,
      priceApplyValue: flat ? 1 : actualUsers,
      amount: fee,
    }
    : {
      ...base,
      departmentId: share.departmentId,
      detailsName: t('payment.line.registrationFeeShare', { total: actualUsers, users: share.users }),
      unit: t('charges.unit.set'),
      unitPrice: share.amount,
      value: share.users,
      priceApplyValue: 1,
      amount: share.amount,
    }));
}

interface AddedMemberRow extends Row {
  flex_contract_id: number;
  user_id: number;
  user_name: string;
}

async function flexLines(tx: SqlExecutor, corporationId: number, period: BudgetPeriod, fallbackDepartment: number | null): Promise<LineInsert[]> {
  const contracts = await flexContractsForPeriod(tx, corporationId, period);
  if (contracts.length === 0) return [];
  const extra = await tx.query<{ id: number; owner_department_id: number | null; add_member_monthly_price: number | null } & Row>(
    'select id, owner_department_id, add_member_monthly_price from flex_contracts where id = any($1::int[])', [contracts.map((c) => c.flexContractId)]);
  const added = await tx.query<AddedMemberRow>(
    `select f.flex_contract_id, f.user_id, u.user_last_name || ' ' || u.user_first_name as user_name
       from flex_users f join user_rows u on u.id = f.user_id
      where f.flex_contract_id = any($1::int[]) and f.added_at >= ${jstMidnight('$2')} and f.added_at < ${jstMidnight('$3')}
      order by f.added_at, f.id`,
    [contracts.map((c) => c.flexContractId), period.start, period.next],
  );
  const lines: LineInsert[] = [];
  for (const c of contracts) {
    const more = extra.find((e) => e.id === c.flexContractId);
    const departmentId = c.chargeDepartmentId ?? more?.owner_department_id ?? fallbackDepartment;
    if (departmentId === null) continue;
    const base = { division: 2 as const, addingUpCode: null, departmentId, userId: null, userName: null, resourceId: null, resourceType: null,
      resourceName: c.contractName, flexContractId: c.flexContractId, unit: t('charges.unit.seat'), unitPrice: c.monthlyPricePerSeat, useCount: 0 };
    lines.push({ ...base, kind: 'seat', detailsName: t('charges.line.seat', { contract: c.contractName }), value: c.activeUsers,
      priceApplyValue: c.seatsContracted, amount: c.seatsContracted * c.monthlyPricePerSeat });
    if (c.excessUsers > 0) {
      lines.push({ ...base, kind: 'excessSeat', detailsName: t('charges.line.excessSeat', { contract: c.contractName, users: c.activeUsers, seats: c.seatsContracted }),
        value: c.activeUsers, priceApplyValue: c.excessUsers, amount: c.excessUsers * c.monthlyPricePerSeat });
    }
    const price = more?.add_member_monthly_price ?? null;
    if (price === null) continue;
    for (const member of added.filter((a) => a.flex_contract_id === c.flexContractId)) {
      lines.push({ ...base, kind: 'addMember', addingUpCode: ADD_MEMBER_ADDING_UP_CODE, userId: member.user_id, userName: member.user_name,
        detailsName: t('charges.line.addMember', { contract: c.contractName }), unit: t('charges.unit.person'), unitPrice: price, value: 1,
        priceApplyValue: 1, amount: price });
    }
  }
  return lines;
}

/**
 * Closes (or recomputes) one corporation's month, named by its closing month yyyy-MM (the period ending on the 20th
 * of it). A confirmed month is answered as it is.
 */
export async function closeChargeMonth(db: Database, corporationId: number, month: string, now: Date): Promise<CloseResult> {
  return db.transaction((tx) => closeChargeMonthIn(tx, corporationId, month, now));
}

/** closeChargeMonth inside a transaction the caller holds (the seed closes its history in its own). */
export async function closeChargeMonthIn(tx: SqlExecutor, corporationId: number, month: string, now: Date, options: { onlyIfMissing?: boolean } = {}): Promise<CloseResult> {
  const period = chargePeriodOfMonth(month);
  await tx.query('select pg_advisory_xact_lock($1, $2)', [CLOSE_LOCK_KEY, corporationId]);
  // The close groups a month of records into lines: with the default 4 MB the groups spill to disk and sort (4 s for
  // 2,000,000 records), with room for them in memory the database hashes them. Local to this transaction.
  await tx.query("set local work_mem = '256MB'");
  const [existing] = await tx.query<{ status: number; actual_users: number; closed_at: Date } & Row>(
    'select status, actual_users, closed_at from charge_months where corporation_id = $1 and period_start = $2::date', [corporationId, period.start]);
  // Another server's scheduler closed it between our look and our lock: once is enough.
  if (existing && options.onlyIfMissing) return { outcome: 'present', month, actualUsers: existing.actual_users, lines: 0, invoices: 0 };
  if (existing?.status === CHARGE_STATUS.confirmed) {
    const [counts] = await tx.query<{ lines: number; invoices: number } & Row>(
      `select (select count(*)::int from charge_line_rows where corporation_id = $1 and period_start = $2::date) as lines,
              (select count(*)::int from invoices where corporation_id = $1 and period_start = $2::date) as invoices`, [corporationId, period.start]);
    return { outcome: 'confirmed', month, actualUsers: existing.actual_users, lines: counts.lines, invoices: counts.invoices };
  }
  // The month's departments go with it (on delete cascade); lines have no foreign key (migration 015). Invoices are
  // written by the confirmation only (server/charges/invoices.ts): until then they are computed from the lines.
  if (existing) {
    await tx.query('delete from charge_lines where corporation_id = $1 and period_start = $2::date', [corporationId, period.start]);
    await tx.query('delete from charge_months where corporation_id = $1 and period_start = $2::date', [corporationId, period.start]);
  }
  const defaultClient = await defaultChargeClient(tx, corporationId, now);
  const [{ standard_tax_rate: taxRate }] = await tx.query<{ standard_tax_rate: number } & Row>('select standard_tax_rate from invoice_issuer where id = 1');
  const byDepartment = await actualUsersByDepartment(tx, corporationId, period);
  const actualUsers = byDepartment.reduce((sum, d) => sum + d.n, 0);
  await tx.query(
    `insert into charge_months (corporation_id, period_start, period_end, month, status, actual_users, closed_at, tax_rate)
     values ($1, $2::date, $3::date, $4, 0, $5, $6, $7)`,
    // A recomputed month keeps the day it was first closed.
    [corporationId, period.start, period.end, month, actualUsers, existing?.closed_at ?? now, taxRate],
  );
  // The use lines are not written: usage_line_totals keeps them as the ledger is written (migration 018), read
  // through charge_line_rows with these names and destinations until the confirmation writes them.
  await snapshotDepartments(tx, corporationId, period, defaultClient);
  await insertAdjustmentLines(tx, corporationId, period, defaultClient, taxRate);
  const computed = [
    ...(await registrationFeeLines(tx, corporationId, period, byDepartment, actualUsers, now)),
    ...(await flexLines(tx, corporationId, period, (await feeBearingDepartment(tx, corporationId))?.id ?? null)),
  ];
  await insertLines(tx, corporationId, period, defaultClient, taxRate, computed);
  const totals = await lineTotalsByClient(tx, corporationId, period.start);
  const invoices = new Set(totals.map((r) => r.charge_client_id)).size;
  const lines = totals.reduce((sum, r) => sum + r.lines, 0);
  return { outcome: existing ? 'recomputed' : 'closed', month, actualUsers, lines, invoices };
}

/** The closing month (yyyy-MM) of the last period that ended before the Japan-time day of `now`. */
export function lastEndedChargeMonth(now: Date): string {
  const current = budgetPeriodOf(jstDay(now));
  const [y, m, d] = current.start.split('-').map(Number);
  return chargeMonthOfPeriodStart(budgetPeriodOf(addDays({ year: y, month: m, day: d }, -1)).start);
}

/**
 * The scheduler's step: from the 21st on, every corporation whose contract covers the period that just ended and
 * whose month is not closed yet is closed, each in its own transaction. Answers how many were closed.
 */
export async function closeEndedMonths(db: Database, now: Date): Promise<number> {
  const month = lastEndedChargeMonth(now);
  const period = chargePeriodOfMonth(month);
  const due = await db.query<{ id: number } & Row>(
    `select c.id from corporations c
      where c.contract_start_date <= $2::date and (c.contract_end_date is null or c.contract_end_date >= $1::date)
        and not exists (select 1 from charge_months m where m.corporation_id = c.id and m.period_start = $1::date)
      order by c.id`,
    [period.start, period.end],
  );
  let closed = 0;
  for (const { id } of due) {
    const result = await db.transaction((tx) => closeChargeMonthIn(tx, id, month, now, { onlyIfMissing: true }));
    if (result.outcome === 'closed') closed += 1;
  }
  return closed;
}
