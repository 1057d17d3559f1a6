// The demo's invoices, to the destinations of server/seed/demo-payment.ts (営業第一部 and 営業第二部 of corporation 1
// share one, so they are billed on one invoice; 営業部 of corporation 2 has its own): an add-member monthly amount on the demo FLEX/BASE contracts, two adjustments, and then the product's own monthly close over
// the thirteen periods that have ended, each closed on its 21st and confirmed on the day the billing terms give
// (server/charges/confirm.ts, the scheduler's own step), so the months whose day has not come stay 未確定. Nothing here
// writes a charge line.
import { chargePeriodOfMonth, confirmationDayOf } from '../../core/charges/domain';
import { addDays, isoDay, jstDay } from '../../core/limit-amount/domain';
import type { Row, SqlExecutor } from '../db/database';
import { closeChargeMonthIn, lastEndedChargeMonth } from '../charges/close';
import { confirmChargeMonth } from '../charges/confirm';
import { loadBillingTerms } from '../charges/issuer';
import { CORPORATIONS } from './demo-organizations';

/** Periods closed by the demo. */
export const DEMO_CLOSED_MONTHS = 13;

/** The closing months of the last `count` ended periods at `now`, oldest first. */
export function endedMonths(now: Date, count: number): string[] {
  const months = [lastEndedChargeMonth(now)];
  while (months.length < count) {
    const [y, m, d] = chargePeriodOfMonth(months[0]).start.split('-').map(Number);
    // The day before a period's 21st is the 20th that ends the period before, in that period's closing month.
    const before = addDays({ year: y, month: m, day: d }, -1);
    months.unshift(`${before.year}-${String(before.month).padStart(2, '0')}`);
  }
  return months;
}

async function seedAdjustments(tx: SqlExecutor, months: readonly string[], now: Date): Promise<void> {
  const resources = await tx.query<{ id: number; resource_type: number } & Row>('select id, resource_type from facilities where resource_type in (91, 99) order by id');
  const resourceOf = (type: number) => resources.find((r) => r.resource_type === type)?.id ?? null;
  const adjustments = [
    { month: months[months.length - 3], corporationId: 1, departmentId: 5, type: 91, amount: 11_000 },
    { month: months[months.length - 2], corporationId: 1, departmentId: 1, type: 99, amount: 3_000 },
    { month: months[months.length - 1], corporationId: 2, departmentId: 12, type: 99, amount: 1_500 },
  ];
  for (const a of adjustments) {
    const day = chargePeriodOfMonth(a.month).end;
    await tx.query(
      `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, amount, resource_id, resource_type, quantity,
          unit_price, created_at)
       values ($1, null, $2, $3::date, ($3::date + time '12:00') at time zone 'Asia/Tokyo', ($3::date + time '12:00') at time zone 'Asia/Tokyo', $4, $5, $6, 1, $4, $7)`,
      [a.corporationId, a.departmentId, day, a.amount, resourceOf(a.type), a.type, now],
    );
  }
}

export async function seedCharges(tx: SqlExecutor, now: Date): Promise<void> {
  await tx.query('update flex_contracts set add_member_monthly_price = 3000');
  const months = endedMonths(now, DEMO_CLOSED_MONTHS);
  await seedAdjustments(tx, months, now);
  const terms = await loadBillingTerms(tx);
  const today = isoDay(jstDay(now));
  const startOf = (day: string): Date => new Date(`${day}T00:00:00+09:00`);
  for (const corporation of CORPORATIONS) {
    for (const month of months) {
      // Closed at the start of the 21st, as the scheduler would have (the day after the period's last).
      const [y, m, d] = chargePeriodOfMonth(month).end.split('-').map(Number);
      await closeChargeMonthIn(tx, corporation.id, month, startOf(isoDay(addDays({ year: y, month: m, day: d }, 1))));
      const confirmation = confirmationDayOf(month, terms);
      if (confirmation <= today) await confirmChargeMonth(tx, corporation.id, month, startOf(confirmation));
    }
  }
}
