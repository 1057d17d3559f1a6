// The confirmation of a month (spec 4: charge status 0 → 2, 確定), the last step of a month's life: open → closed on
// the 21st (未確定, its use lines still follow the ledger) → confirmed on the day the billing terms give (the
// CHARGE_CONFIRM_DAY of the month after the closing month, server/charges/issuer.ts), by the scheduler that runs once
// across servers, and by the demo seed for the months its history has passed, through this same code.
//
// The confirmation recomputes the month from the ledger as it stands (a late use recorded after the close counts, and
// so does the registration fee it changes), writes the live use lines into charge_lines with the names of that day,
// keeps each department's budget of that day, and writes the invoices with the issue date (the confirmation's
// Japan-time day), the due date and the payment details. From then on nothing moves: the view charge_line_rows reads
// only the written lines of a confirmed month, the invoices are read as written, and the close leaves it alone.
import { CHARGE_STATUS, confirmationDayOf } from '../../core/charges/domain';
import { isoDay, jstDay } from '../../core/limit-amount/domain';
import { t } from '../../core/i18n';
import '../../core/charges/load-messages';
import type { Database, Row, SqlExecutor } from '../db/database';
import { closeChargeMonthIn } from './close';
import { writeInvoices } from './invoices';
import { loadBillingTerms } from './issuer';

/** Confirms one corporation's closed month (yyyy-MM) inside the caller's transaction. Answers whether it was waiting for it. */
export async function confirmChargeMonth(tx: SqlExecutor, corporationId: number, month: string, now: Date): Promise<boolean> {
  const [open] = await tx.query<{ period_start: string } & Row>(
    `select period_start::text as period_start from charge_months where corporation_id = $1 and month = $2 and status = ${CHARGE_STATUS.notConfirmed}
       for update`, [corporationId, month]);
  if (!open) return false;
  // The final figures: the month recomputed from the ledger of today (takes the close's lock for the corporation).
  await closeChargeMonthIn(tx, corporationId, month, now);
  // The live use lines written as they read today (names included), before the status hides them from the view.
  await tx.query(
    `insert into charge_lines (corporation_id, period_start, charge_division, line_kind, adding_up_code, department_id, billing_name, charge_client_id,
        user_id, user_name, resource_id, resource_type, resource_name, flex_contract_id, details_name, unit, unit_price, value, price_apply_value,
        use_count, amount, tax_rate)
     select l.corporation_id, l.period_start, l.charge_division, l.line_kind, l.adding_up_code, l.department_id, l.billing_name, l.charge_client_id,
        l.user_id, l.user_name, l.resource_id, l.resource_type, l.resource_name, l.flex_contract_id, l.details_name,
        coalesce(l.unit, case when l.time_based then $3 else $4 end), l.unit_price, l.value, l.price_apply_value, l.use_count, l.amount, l.tax_rate
       from charge_line_rows l where l.corporation_id = $1 and l.period_start = $2::date and l.time_based is not null
      order by l.department_id, coalesce(l.user_id, 0), l.id`,
    [corporationId, open.period_start, t('charges.unit.minute'), t('charges.unit.time')],
  );
  // Each department's budget as of the confirmation: the summary's budget and difference of this month never move.
  await tx.query(
    `update charge_month_departments md set monthly_limit_amount = d.monthly_limit_amount
       from departments d where d.id = md.department_id and md.corporation_id = $1 and md.period_start = $2::date`,
    [corporationId, open.period_start]);
  await tx.query(`update charge_months set status = ${CHARGE_STATUS.confirmed}, confirmed_at = $3 where corporation_id = $1 and month = $2`,
    [corporationId, month, now]);
  await writeInvoices(tx, corporationId, open.period_start, month, isoDay(jstDay(now)));
  return true;
}

/** The closed, not confirmed months whose confirmation day (by the billing terms) has come at `now`. */
export async function monthsDueForConfirmation(db: SqlExecutor, now: Date): Promise<{ corporationId: number; month: string }[]> {
  const terms = await loadBillingTerms(db);
  const today = isoDay(jstDay(now));
  const open = await db.query<{ corporation_id: number; month: string } & Row>(
    `select corporation_id, month from charge_months where status = ${CHARGE_STATUS.notConfirmed} order by month, corporation_id`);
  return open.filter((m) => confirmationDayOf(m.month, terms) <= today).map((m) => ({ corporationId: m.corporation_id, month: m.month }));
}

/**
 * The scheduler's step after the close: every month whose confirmation day has come is confirmed, each in its own
 * transaction (a second server waits on the month's row and then finds it confirmed). Answers how many it confirmed.
 */
export async function confirmDueMonths(db: Database, now: Date): Promise<number> {
  let confirmed = 0;
  for (const { corporationId, month } of await monthsDueForConfirmation(db, now)) {
    if (await db.transaction((tx) => confirmChargeMonth(tx, corporationId, month, now))) confirmed += 1;
  }
  return confirmed;
}
