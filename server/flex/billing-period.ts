// What the invoices read of FLEX/BASE: for a corporation and a billing period (21st to 20th, core/usage/domain.ts),
// each contract overlapping the period with its seats, the users active in it, the price per seat and the charged
// department. Users past the seats are the excess the extra registration fee is charged for (spec 8).
import { budgetPeriodOf, type BudgetPeriod } from '../../core/limit-amount/domain';
import type { Row, SqlExecutor } from '../db/database';

export interface FlexPeriodContract {
  flexContractId: number;
  contractName: string;
  serviceKind: 'FLEX' | 'BASE';
  seatsContracted: number;
  /** Users seated at any time within the period (added on or before its last day, not released before its first). */
  activeUsers: number;
  /** activeUsers beyond seatsContracted (0 when within). */
  excessUsers: number;
  monthlyPricePerSeat: number;
  chargeDepartmentId: number | null;
  chargeDepartmentName: string | null;
}

interface PeriodRow extends Row {
  id: number;
  contract_name: string;
  service_kind: 'FLEX' | 'BASE';
  seats: number;
  active_users: number;
  monthly_price_per_seat: number;
  charge_department_id: number | null;
  billing_name: string | null;
}

/** The billing period named by its closing month (yyyy-MM: the period ending on the 20th of that month). */
export function billingPeriodOfMonth(month: string): BudgetPeriod {
  const [year, m] = month.split('-').map(Number);
  return budgetPeriodOf({ year, month: m, day: 20 });
}

/**
 * The corporation's FLEX/BASE contracts for one billing period. A user counts when added before the day after the
 * period's end (Japan time) and not released before its start; `period` is a BudgetPeriod (start, end, next as
 * yyyy-MM-dd) such as billingPeriodAt(instant) or billingPeriodOfMonth('2026-11').
 */
export async function flexContractsForPeriod(db: SqlExecutor, corporationId: number, period: BudgetPeriod): Promise<FlexPeriodContract[]> {
  const rows = await db.query<PeriodRow>(
    `select c.id, c.contract_name, c.service_kind, c.seats, c.monthly_price_per_seat, c.charge_department_id, d.billing_name,
        (select count(distinct f.user_id)::int from flex_users f
          where f.flex_contract_id = c.id
            and f.added_at < ($3::date::timestamp at time zone 'UTC') - interval '9 hours'
            and (not f.delete_flg or f.released_at is null or f.released_at >= ($2::date::timestamp at time zone 'UTC') - interval '9 hours')
        ) as active_users
       from flex_contracts c left join departments d on d.id = c.charge_department_id
      where c.corporation_id = $1 and c.start_date <= $4::date and c.end_date >= $2::date
      order by c.id`,
    [corporationId, period.start, period.next, period.end],
  );
  return rows.map((r) => ({
    flexContractId: r.id,
    contractName: r.contract_name,
    serviceKind: r.service_kind,
    seatsContracted: r.seats,
    activeUsers: r.active_users,
    excessUsers: Math.max(0, r.active_users - r.seats),
    monthlyPricePerSeat: r.monthly_price_per_seat,
    chargeDepartmentId: r.charge_department_id,
    chargeDepartmentName: r.billing_name,
  }));
}
