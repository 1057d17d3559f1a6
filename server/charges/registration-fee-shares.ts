// Who bears how much of the registration management fee (登録管理料) of a billing period: the one place the monthly
// close (server/charges/close.ts, which writes the fee lines and the ledger's fee rows) and the open period's budget
// usage (server/limit-amount/usage.ts, the fee as it stands before the close) both ask.
//
// - The fee is registrationFee(actual users) of core/domain/charges.ts; an actual user is a member with a use in the
//   period (not the fee rows, not the adjustments 90, 91, 99), counted once, in the department of their last use.
// - The fee charge division in force on the period's last day (server/payment/fee-arrangement.ts) decides who bears
//   it: 1 (代表部署へ一括) the fee department, 2 (部署ごと) the departments by their actual users
//   (apportionRegistrationFee). For an open period that day is still ahead, so the arrangement read is the current one:
//   the fee as it stands.
// - `through` (yyyy-MM-dd) counts the actual users of the period up to that day only (an open period so far); the
//   close counts the whole period.
import { ADJUSTMENT_RESOURCE_TYPES, apportionRegistrationFee, registrationFee } from '../../core/domain/charges';
import { FeeChargeDivision } from '../../core/domain/payment';
import type { BudgetPeriod } from '../../core/domain/limit-amount';
import type { Row, SqlExecutor } from '../db/database';
import { feeArrangementOn, feeBearingDepartment } from '../payment/fee-arrangement';

const ADJUSTMENT_TYPES_SQL = ADJUSTMENT_RESOURCE_TYPES.join(', ');

/** A department and its actual users (members whose last use of the period was recorded under it). */
export interface DepartmentUsers extends Row {
  department_id: number;
  n: number;
}

/**
 * The actual users of the period (core/domain/charges.ts) per department of their last use in it (latest start, then
 * highest id), counting the uses that start on or before `through` (default: the period's last day). One pass over
 * the period's records hashed by member and department (a sort of the month, as distinct on would need, is several
 * times slower); only the members whose last start is shared by two departments are looked at record by record.
 * The records are read by start instant rather than by usage_date (the Japan-time day of the start, a check
 * constraint keeps them equal), so the (corporation_id, start_at) index serves it.
 */
export async function actualUsersByDepartment(tx: SqlExecutor, corporationId: number, period: BudgetPeriod, through: string = period.end): Promise<DepartmentUsers[]> {
  const counted = `r.corporation_id = $1 and r.start_at >= ($2::date::timestamp at time zone 'Asia/Tokyo')
    and r.start_at < (($3::date + 1)::timestamp at time zone 'Asia/Tokyo') and r.user_id is not null
    and not r.registration_fee_flg and coalesce(r.resource_type, 0) not in (${ADJUSTMENT_TYPES_SQL})`;
  return tx.query<DepartmentUsers>(
    `with last_by_department as (
       select r.user_id, r.department_id, max(r.start_at) as last_at from usage_records r where ${counted} group by r.user_id, r.department_id
     ), last_use as (
       select user_id, max(last_at) as last_at from last_by_department group by user_id
     ), candidates as (
       select b.user_id, b.department_id, count(*) over (partition by b.user_id) as departments
         from last_by_department b join last_use l on l.user_id = b.user_id and l.last_at = b.last_at
     ), resolved as (
       select user_id, department_id from candidates where departments = 1
       union all
       (select distinct on (r.user_id) r.user_id, r.department_id
          from usage_records r join last_use l on l.user_id = r.user_id and r.start_at = l.last_at
         where ${counted} and r.user_id in (select user_id from candidates where departments > 1)
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
  const [named] = arrangement.division === FeeChargeDivision.REPRESENTATIVE && arrangement.billingId !== null
    ? await tx.query<{ id: number } & Row>('select id from departments where id = $1 and corporation_id = $2 and not delete_flg', [Number(arrangement.billingId), corporationId])
    : [];
  const departmentId = named?.id ?? (await feeBearingDepartment(tx, corporationId))?.id ?? null;
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
