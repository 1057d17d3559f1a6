// Usage of the budget period from the usage ledger (usage_records: one row per use): per department (registration fee included, since the fee is
// charged to the fee-bearing department) and per member (registration fee excluded), spec 5 and 9.
//
// The registration management fee (登録管理料) of a department's budget:
// - a closed period (a charge_months row, status 0 or 2): the ledger's fee rows, which the close wrote (one per
//   department bearing a share, replaced at each close), so the budget and the invoice read the same amounts;
// - the open period (not closed yet): the fee as it stands, registrationFee(actual users so far, through the window's
//   last day) borne as the close would bear it (server/charges/registration-fee-shares.ts: the fee department under
//   division 1, the departments by their actual users under division 2). The ledger has no fee rows of an open period
//   (only the close writes them); any there are not counted, so the fee is never counted twice.
import { addDays, budgetPeriodOf, isoDay, jstDay, type BudgetPeriod, type CalendarDay } from '../../core/limit-amount/domain';
import { departmentFeeShares } from '../charges/registration-fee-shares';
import type { Row, SqlExecutor } from '../db/database';

/** The window of usage a reading covers: the period and the last day counted. */
export interface UsageWindow {
  period: BudgetPeriod;
  /** yyyy-MM-dd, the last usage day counted (inclusive). */
  through: string;
}

/** The current period with every day up to and including today (what the screens show). */
export function currentWindow(now: Date): UsageWindow {
  const today = jstDay(now);
  return { period: budgetPeriodOf(today), through: isoDay(today) };
}

/** Spec 9 "sent next day": the period holding yesterday, counted up to yesterday. */
export function yesterdayWindow(now: Date): UsageWindow {
  const yesterday: CalendarDay = addDays(jstDay(now), -1);
  return { period: budgetPeriodOf(yesterday), through: isoDay(yesterday) };
}

interface DepartmentUsageRow extends Row {
  department_id: number;
  corporation_id: number;
  closed: boolean;
  use_amount: string | number;
  fee_amount: string | number;
}

export interface DepartmentUsage {
  /** Everything charged to the department in the window, its registration fee share included. */
  usageAmount: number;
  /** Of which the registration fee share. */
  registrationFeeAmount: number;
}

/** Usage charged to each of the departments in the window (a department without any: 0, or its fee share). */
export async function departmentUsage(db: SqlExecutor, departmentIds: readonly number[], window: UsageWindow): Promise<Map<number, DepartmentUsage>> {
  const rows = await db.query<DepartmentUsageRow>(
    `select d.id as department_id, d.corporation_id,
            exists (select 1 from charge_months m where m.corporation_id = d.corporation_id and m.period_start = $2::date) as closed,
            coalesce(sum(l.amount) filter (where not l.registration_fee_flg), 0)::bigint as use_amount,
            coalesce(sum(l.amount) filter (where l.registration_fee_flg), 0)::bigint as fee_amount
       from departments d
       left join usage_records l on l.department_id = d.id and l.usage_date between $2::date and $3::date
      where d.id = any($1::int[])
      group by d.id, d.corporation_id`,
    [[...departmentIds], window.period.start, window.through],
  );
  const liveFees = new Map<number, number>();
  for (const corporationId of new Set(rows.filter((r) => !r.closed).map((r) => r.corporation_id))) {
    const departments = new Set(rows.filter((r) => r.corporation_id === corporationId).map((r) => r.department_id));
    for (const [id, amount] of await departmentFeeShares(db, corporationId, window.period, window.through, departments)) liveFees.set(id, amount);
  }
  return new Map(rows.map((r) => {
    const fee = r.closed ? Number(r.fee_amount) : (liveFees.get(r.department_id) ?? 0);
    return [r.department_id, { usageAmount: Number(r.use_amount) + fee, registrationFeeAmount: fee }];
  }));
}

/** SQL for one member's usage in the window, registration fee excluded ($u: user id column; $s/$t the window). */
export function memberUsageSql(userColumn: string, startParam: string, throughParam: string): string {
  return `coalesce((select sum(l.amount) from usage_records l
     where l.user_id = ${userColumn} and not l.registration_fee_flg and l.usage_date between ${startParam}::date and ${throughParam}::date), 0)::int`;
}
