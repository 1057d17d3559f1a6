// Usage of the budget period from the usage ledger (usage_records: one row per use): per department (registration fee included, since the fee is
// charged to the fee-bearing department) and per member (registration fee excluded), spec 5 and 9.
import { addDays, budgetPeriodOf, isoDay, jstDay, type BudgetPeriod, type CalendarDay } from '../../core/domain/limit-amount';
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
  usage_amount: number;
  fee_amount: number;
}

export interface DepartmentUsage {
  usageAmount: number;
  registrationFeeAmount: number;
}

/** Usage charged to each of the departments in the window. */
export async function departmentUsage(db: SqlExecutor, departmentIds: readonly number[], window: UsageWindow): Promise<Map<number, DepartmentUsage>> {
  const rows = await db.query<DepartmentUsageRow>(
    `select department_id, sum(amount)::int as usage_amount, coalesce(sum(amount) filter (where registration_fee_flg), 0)::int as fee_amount
       from usage_records where department_id = any($1::int[]) and usage_date between $2::date and $3::date
      group by department_id`,
    [[...departmentIds], window.period.start, window.through],
  );
  return new Map(rows.map((r) => [r.department_id, { usageAmount: r.usage_amount, registrationFeeAmount: r.fee_amount }]));
}

/** SQL for one member's usage in the window, registration fee excluded ($u: user id column; $s/$t the window). */
export function memberUsageSql(userColumn: string, startParam: string, throughParam: string): string {
  return `coalesce((select sum(l.amount) from usage_records l
     where l.user_id = ${userColumn} and not l.registration_fee_flg and l.usage_date between ${startParam}::date and ${throughParam}::date), 0)::int`;
}
