// The demo ledger's uses besides those of demo-reservations.ts: uses that take the first members of each department
// with a stopping member cap just over it in the current period. Nothing here marks a member stopped or alerted: the
// seed ends with the product's own budget sweep, which reads this same ledger. No registration fee rows: as in the
// product, only the monthly close writes them (demo-charges.ts closes the ended periods), and the open period's
// budgets count the fee as it stands (server/limit-amount/usage.ts).
import { addDays, budgetPeriodOf, isoDay, jstDay } from '../../core/limit-amount/domain';
import { PRICE_UNIT_MINUTES, ROUNDING_UNIT_MINUTES, closedTimeConflict } from '../../core/usage/domain';
import type { Row, SqlExecutor } from '../db/database';
import { memberUsageSql } from '../limit-amount/usage';
import type { MemberSeed } from './demo-members';
import { DEPARTMENTS } from './demo-organizations';
import { AMOUNT_INDEX, USE_COLUMNS, jstInstant, loadSites, ledgerValues } from './demo-reservations';
import { insertColumns } from './insert-rows';

/** How many members of each department with a stopping member cap the demo shows over it, whatever the date. */
const CAPPED_PER_DEPARTMENT = 2;

export async function seedUsage(tx: SqlExecutor, members: readonly MemberSeed[], now: Date): Promise<void> {
  await insertColumns(tx, 'usage_records', USE_COLUMNS, await capReachingUses(tx, members, now));
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
