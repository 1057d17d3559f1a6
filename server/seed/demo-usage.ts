// Demo usage ledger (spec 9 budgets): what members used per day over the previous and the current budget period
// (up to yesterday: a day is posted once it is over), with a few heavy users who reach their member budget, and
// the registration management fee charged to each corporation's fee-bearing department; the demo's cap stops are
// recorded so that they are released on the 21st.
import { addDays, budgetPeriodOf, isoDay, jstDay } from '../../core/domain/limit-amount';
import type { SqlExecutor } from '../db/database';
import type { MemberSeed } from './demo-members';
import { DEPARTMENTS } from './demo-organizations';
import { insertRows } from './insert-rows';
import { seededRandom } from './random';

/** Spec 9: up to 100 actual users a flat 50,000 yen; above 100, 500 yen per person (excluding tax). */
export function registrationFee(actualUsers: number): number {
  return actualUsers <= 100 ? 50_000 : actualUsers * 500;
}

/** Every day from `start` to `end` (yyyy-MM-dd, inclusive). */
function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const [y, m, d] = start.split('-').map(Number);
  for (let day = { year: y, month: m, day: d }; isoDay(day) <= end; day = addDays(day, 1)) days.push(isoDay(day));
  return days;
}

export async function seedUsage(tx: SqlExecutor, members: readonly MemberSeed[], now: Date): Promise<void> {
  const random = seededRandom(20_261_121);
  const yesterday = addDays(jstDay(now), -1);
  const current = budgetPeriodOf(yesterday);
  const [py, pm, pd] = current.start.split('-').map(Number);
  const previous = budgetPeriodOf(addDays({ year: py, month: pm, day: pd }, -1));
  const days = daysBetween(previous.start, isoDay(yesterday));
  // Members who could use facilities: approved and not deleted (suspended ones used them before suspension).
  const users = members.filter((m) => m.status === 'active' || m.status === 'initialPassword' || m.status === 'suspended');
  const rows: unknown[][] = [];
  const usersPerPeriod = new Map<string, Set<number>>();
  users.forEach((member, i) => {
    // One in nine is a heavy user, so member budgets are reached in the demo.
    const heavy = i % 9 === 0;
    for (const day of days) {
      if (random.next() >= (heavy ? 0.45 : 0.25)) continue;
      const amount = (heavy ? 2 : 1) * (800 + 100 * random.int(23));
      rows.push([member.corporationId, member.id, member.departmentId, day, amount, false, now]);
      const period = day >= current.start ? current.start : previous.start;
      const key = `${member.corporationId}:${period}`;
      if (!usersPerPeriod.has(key)) usersPerPeriod.set(key, new Set());
      usersPerPeriod.get(key)?.add(member.id);
    }
  });
  for (const fee of DEPARTMENTS.filter((d) => d.registrationFeeCharge)) {
    for (const period of [previous.start, current.start]) {
      const actual = usersPerPeriod.get(`${fee.corporationId}:${period}`)?.size ?? 0;
      rows.push([fee.corporationId, null, fee.id, period, registrationFee(actual), true, now]);
    }
  }
  await insertRows(tx, 'usage_ledger', ['corporation_id', 'user_id', 'department_id', 'usage_date', 'amount', 'registration_fee_flg', 'created_at'], rows);
  await recordSeededCapStops(tx, budgetPeriodOf(jstDay(now)).start, budgetPeriodOf(jstDay(now)).next, now);
}

/**
 * The members the demo shows as stopped by their budget cap (demo-reservations) get the cap record the sweep would
 * have written, so they too are released automatically when the next period starts.
 */
async function recordSeededCapStops(tx: SqlExecutor, periodStart: string, releaseOn: string, now: Date): Promise<void> {
  await tx.query(
    `insert into limit_amount_alerts (kind, corporation_id, department_id, user_id, period_start, usage_amount, limit_amount, action, recipients, release_on, sent_at)
     select 'memberCap', u.corporation_id, u.department_id, u.id, $1::date, coalesce(d.limit_amount_for_user, 0), coalesce(d.limit_amount_for_user, 0),
            'STOP', case when u.mail_address is null then '{}'::text[] else array[u.mail_address] end, $2::date, coalesce(u.reservation_stop_at, $3)
       from users u join departments d on d.id = u.department_id
      where u.reservation_stop_flg and u.role_type is null`,
    [periodStart, releaseOn, now],
  );
}
