// The demo ledger's charges besides the uses of demo-reservations.ts: the registration management fee of each
// period charged to each corporation's fee-bearing department, and uses that take the first members of each
// department with a stopping member cap just over it in the current period. Nothing here marks a member stopped
// or alerted: the seed ends with the product's own budget sweep, which reads this same ledger.
import { addDays, budgetPeriodOf, isoDay, jstDay } from '../../core/domain/limit-amount';
import { PRICE_UNIT_MINUTES, REGISTRATION_FEE_RESOURCE_TYPE, ROUNDING_UNIT_MINUTES, closedTimeConflict } from '../../core/domain/usage';
import type { Row, SqlExecutor } from '../db/database';
import { memberUsageSql } from '../limit-amount/usage';
import type { MemberSeed } from './demo-members';
import { DEPARTMENTS } from './demo-organizations';
import { AMOUNT_INDEX, USE_COLUMNS, historyStart, jstInstant, loadSites, ledgerValues, type UseRow } from './demo-reservations';
import { insertColumns } from './insert-rows';

/** Spec 9: up to 100 actual users a flat 50,000 yen; above 100, 500 yen per person (excluding tax). */
export function registrationFee(actualUsers: number): number {
  return actualUsers <= 100 ? 50_000 : actualUsers * 500;
}

/** How many members of each department with a stopping member cap the demo shows over it, whatever the date. */
const CAPPED_PER_DEPARTMENT = 2;

export async function seedUsage(tx: SqlExecutor, members: readonly MemberSeed[], now: Date): Promise<void> {
  const [feeResource] = await tx.query<{ id: number } & Row>('select id from facilities where resource_type = $1 order by id limit 1', [REGISTRATION_FEE_RESOURCE_TYPE]);
  const rows: unknown[][] = [];
  // Actual users of a period: members with at least one use in it.
  const yesterday = addDays(jstDay(now), -1);
  const actual = await tx.query<{ corporation_id: number; period: string; users: number } & Row>(
    `select corporation_id, period, count(distinct user_id)::int as users from (
       select corporation_id, user_id,
              (case when extract(day from usage_date) >= 21 then date_trunc('month', usage_date) else date_trunc('month', usage_date) - interval '1 month' end
                + interval '20 days')::date::text as period
         from usage_records where user_id is not null and not registration_fee_flg) u
      group by corporation_id, period`,
  );
  const current = budgetPeriodOf(yesterday).start;
  for (const fee of DEPARTMENTS.filter((d) => d.registrationFeeCharge)) {
    for (let start = historyStart(now); start <= current; ) {
      const users = actual.find((a) => a.corporation_id === fee.corporationId && a.period === start)?.users ?? 0;
      const at = jstInstant(start, 0);
      const use: UseRow = { corporationId: fee.corporationId, userId: null, departmentId: fee.id, start: at, end: at,
        resource: { id: feeResource.id, siteId: null, type: REGISTRATION_FEE_RESOURCE_TYPE, unitPrice: registrationFee(users) },
        reservationId: null, pricePlanId: 1, quantity: 1, useOnly: false, registrationFee: true, notCleared: false };
      rows.push(ledgerValues(use, now));
      const [y, m, d] = start.split('-').map(Number);
      start = budgetPeriodOf(addDays({ year: y, month: m, day: d }, 31)).start;
    }
  }
  rows.push(...(await capReachingUses(tx, members, now)));
  await insertColumns(tx, 'usage_records', USE_COLUMNS, rows);
}

/**
 * Uses of the large conference room that take the first members of each department with a STOP member cap just
 * over it in the current period, so the demo always has cap stops to show (early in a period nobody has used
 * enough yet). Booked on the last day that has ended or on today before now; the sweep counts up to today.
 */
async function capReachingUses(tx: SqlExecutor, members: readonly MemberSeed[], now: Date): Promise<unknown[][]> {
  const today = jstDay(now);
  const period = budgetPeriodOf(today);
  const sites = await loadSites(tx);
  const site = sites[0];
  const room = site?.rooms.find((r) => r.resource_type === 5);
  if (!site || !room) return [];
  const price = room.unit_price ?? 0;
  const extra: unknown[][] = [];
  for (const department of DEPARTMENTS.filter((d) => d.userLimitDivision === 'STOP' && d.userLimit !== null)) {
    const capped = members.filter((m) => m.departmentId === department.id && m.status === 'active').slice(0, CAPPED_PER_DEPARTMENT);
    for (const member of capped) {
      const [used] = await tx.query<{ used: number } & Row>(`select ${memberUsageSql('$1::int', '$2', '$3')} as used`, [member.id, period.start, isoDay(today)]);
      let missing = (department.userLimit ?? 0) + 500 - (used?.used ?? 0);
      // Days of this period up to today, latest first, each offering its opening hours before now.
      for (let day = today; missing > 0 && isoDay(day) >= period.start; day = addDays(day, -1)) {
        const open = Number(site.hours.open.slice(0, 2)) * 60 + Number(site.hours.open.slice(3, 5));
        const close = Number(site.hours.close.slice(0, 2)) * 60 + Number(site.hours.close.slice(3, 5));
        const start = jstInstant(isoDay(day), open);
        const latestEnd = Math.min(jstInstant(isoDay(day), close).getTime(), now.getTime());
        const need = Math.ceil((missing * PRICE_UNIT_MINUTES) / price / ROUNDING_UNIT_MINUTES) * ROUNDING_UNIT_MINUTES;
        const minutes = Math.min(need, Math.floor((latestEnd - start.getTime()) / 60_000 / ROUNDING_UNIT_MINUTES) * ROUNDING_UNIT_MINUTES);
        if (minutes <= 0) continue;
        const end = new Date(start.getTime() + minutes * 60_000);
        if (closedTimeConflict(start, end, site.hours, site.closed) !== null) continue;
        const values = ledgerValues({ corporationId: member.corporationId, userId: member.id, departmentId: member.departmentId, start, end,
          resource: { id: room.id, siteId: site.id, type: room.resource_type, unitPrice: price }, reservationId: null, pricePlanId: 1,
          quantity: 1, useOnly: false, registrationFee: false, notCleared: false }, now);
        extra.push(values);
        missing -= values[AMOUNT_INDEX] as number;
      }
    }
  }
  return extra;
}
