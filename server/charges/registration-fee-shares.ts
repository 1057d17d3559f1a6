// Who bears how much of the registration management fee (登録管理料) of a billing period: the one place the monthly
// close (server/charges/close.ts, which writes the fee lines and the ledger's fee rows) and the open period's budget
// usage (server/limit-amount/usage.ts, the fee as it stands before the close) both ask.
//
// - The fee is registrationFee(actual users) of core/charges/domain.ts; an actual user is a member with a use in the
//   period (not the fee rows, not the adjustments 90, 91, 99), counted once, in the department of their last use.
// - The fee charge division in force on the period's last day (server/payment/fee-arrangement.ts) decides who bears
//   it: 1 (代表部署へ一括) the fee department, 2 (部署ごと) the departments by their actual users
//   (apportionRegistrationFee). For an open period that day is still ahead, so the arrangement read is the current one:
//   the fee as it stands.
// - `through` (yyyy-MM-dd) counts the actual users of the period up to that day only (an open period so far); the
//   close counts the whole period.
import { ADJUSTMENT_RESOURCE_TYPES, apportionRegistrationFee, registrationFee } from '../../core/charges/domain';
import { FeeChargeDivision } from '../../core/payment/domain';
import type { BudgetPeriod } from '../../core/limit-amount/domain';
import type { Row, SqlExecutor } from '../db/database';
import type { FeeArrangement } from '../payment/contents';
import { feeArrangementOn, feeBearingDepartment } from '../payment/fee-arrangement';

const ADJUSTMENT_TYPES_SQL = ADJUSTMENT_RESOURCE_TYPES.join(', ');

/** A department and its actual users (members whose last use of the period was recorded under it). */
export interface DepartmentUsers extends Row {
  department_id: number;
  n: number;
}

/**
 * The actual users of the period (core/charges/domain.ts) per department of their last use in it (latest start, then
 * highest id), counting the uses that start on or before `through` (default: the period's last day). One pass over
 * the period's records hashed by member and department (a sort of the month, as distinct on would need, is several
 * times slower); each member's latest departments are found by a window over those groups, not a join (a join planned
 * on stale statistics, as on an embedded database that was never analyzed, compared every member with every other);
 * only the members whose last start is shared by two departments are looked at record by record, and that step is
 * skipped outright when there are none. The records are read by start instant rather than by usage_date (the
 * Japan-time day of the start, a check constraint keeps them equal), so the (corporation_id, start_at) index serves it.
 */
export async function actualUsersByDepartment(tx: SqlExecutor, corporationId: number, period: BudgetPeriod, through: string = period.end): Promise<DepartmentUsers[]> {
  const counted = `r.corporation_id = $1 and r.start_at >= ($2::date::timestamp at time zone 'Asia/Tokyo')
    and r.start_at < (($3::date + 1)::timestamp at time zone 'Asia/Tokyo') and r.user_id is not null
    and not r.registration_fee_flg and coalesce(r.resource_type, 0) not in (${ADJUSTMENT_TYPES_SQL})`;
  return tx.query<DepartmentUsers>(
    `with last_by_department as (
       select r.user_id, r.department_id, max(r.start_at) as last_at from usage_records r where ${counted} group by r.user_id, r.department_id
     ), candidates as (
       select user_id, department_id, last_at, count(*) over (partition by user_id) as departments
         from (select b.*, max(b.last_at) over (partition by b.user_id) as user_last_at from last_by_department b) x
        where last_at = user_last_at
     ), resolved as (
       select user_id, department_id from candidates where departments = 1
       union all
       (select distinct on (r.user_id) r.user_id, r.department_id
          from candidates c join usage_records r on r.user_id = c.user_id and r.start_at = c.last_at
         where c.departments > 1 and ${counted} and exists (select 1 from candidates where departments > 1)
         order by r.user_id, r.id desc)
     )
     select department_id, count(*)::int as n from resolved group by department_id order by department_id`,
    [corporationId, period.start, through < period.end ? through : period.end],
  );
}

export interface FeeShare {
  departmentId: number;
  /** The department's actual users (its share), or every actual user when it bears the whole fee. */
  users: number;
  amount: number;
  whole: boolean;
}

/** The department bearing the whole fee under division 1 (or when nobody used anything under division 2). */
async function wholeFeeDepartment(tx: SqlExecutor, corporationId: number, arrangement: FeeArrangement): Promise<number | null> {
  const [named] = arrangement.division === FeeChargeDivision.REPRESENTATIVE && arrangement.billingId !== null
    ? await tx.query<{ id: number } & Row>('select id from departments where id = $1 and corporation_id = $2 and not delete_flg', [Number(arrangement.billingId), corporationId])
    : [];
  return named?.id ?? (await feeBearingDepartment(tx, corporationId))?.id ?? null;
}

/**
 * Who bears the fee of the period, under the arrangement in force on its last day (server/payment/fee-arrangement.ts).
 * Division 1: the whole fee on the fee department (when that department is gone, the close's old rule: the flagged
 * department, first in display order, else the first department). Division 2: split by the departments' actual users
 * (a member counts once, in the department of their last use in the period; apportionRegistrationFee); a period
 * without users is billed as under division 1.
 */
export async function feeShares(
  tx: SqlExecutor, corporationId: number, period: BudgetPeriod, byDepartment: readonly DepartmentUsers[], actualUsers: number, fee: number,
): Promise<FeeShare[]> {
  const arrangement = await feeArrangementOn(tx, corporationId, period.end);
  if (arrangement.division === FeeChargeDivision.EACH_DEPARTMENT) {
    const amounts = apportionRegistrationFee(fee, byDepartment.map((r) => r.n));
    const shares = byDepartment.map((r, i) => ({ departmentId: r.department_id, users: r.n, amount: amounts[i], whole: false })).filter((s) => s.amount > 0);
    if (shares.length > 0) return shares;
  }
  const departmentId = await wholeFeeDepartment(tx, corporationId, arrangement);
  return departmentId === null ? [] : [{ departmentId, users: actualUsers, amount: fee, whole: true }];
}

export interface RegistrationFeeOfPeriod {
  actualUsers: number;
  fee: number;
  shares: FeeShare[];
}

/** The fee of the period as it stands through `through` (default: the whole period) and who bears how much of it. */
export async function registrationFeeShares(tx: SqlExecutor, corporationId: number, period: BudgetPeriod, through: string = period.end): Promise<RegistrationFeeOfPeriod> {
  const byDepartment = await actualUsersByDepartment(tx, corporationId, period, through);
  const actualUsers = byDepartment.reduce((sum, d) => sum + d.n, 0);
  const fee = registrationFee(actualUsers);
  return { actualUsers, fee, shares: await feeShares(tx, corporationId, period, byDepartment, actualUsers, fee) };
}

/**
 * The fee shares (yen by department id) of the given departments of one corporation, as registrationFeeShares answers
 * them. Under division 1 the actual users (a pass over the period's records) are counted only when the fee department
 * is among them: a page about other departments does not pay for it.
 */
export async function departmentFeeShares(
  tx: SqlExecutor, corporationId: number, period: BudgetPeriod, through: string, departmentIds: ReadonlySet<number>,
): Promise<Map<number, number>> {
  const arrangement = await feeArrangementOn(tx, corporationId, period.end);
  if (arrangement.division !== FeeChargeDivision.EACH_DEPARTMENT) {
    const whole = await wholeFeeDepartment(tx, corporationId, arrangement);
    if (whole === null || !departmentIds.has(whole)) return new Map();
  }
  const amounts = new Map<number, number>();
  for (const share of (await registrationFeeShares(tx, corporationId, period, through)).shares) {
    if (departmentIds.has(share.departmentId)) amounts.set(share.departmentId, (amounts.get(share.departmentId) ?? 0) + share.amount);
  }
  return amounts;
}
