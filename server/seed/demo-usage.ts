// Demo usage ledger (spec 9 budgets): what members used per day over the previous and the current budget period
// (up to yesterday: a day is posted once it is over), with a few heavy users who reach their member budget, and
// the registration management fee charged to each corporation's fee-bearing department. Nothing here marks a
// member stopped or alerted: the seed ends with the product's own budget sweep, so every stop and alert of the demo
// follows the rules (a stopped member has truly reached the cap of a STOP department).
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
  rows.push(...capReachingUsage(users, rows, now));
  await insertRows(tx, 'usage_ledger', ['corporation_id', 'user_id', 'department_id', 'usage_date', 'amount', 'registration_fee_flg', 'created_at'], rows);
}

/** How many members of each department with a stopping member cap the demo shows over it, whatever the date. */
const CAPPED_PER_DEPARTMENT = 2;

/**
 * Usage that takes the first members of each department with a STOP member cap just over it in the current period,
 * so the demo always has cap stops to show (early in a period nobody has used enough yet). Dated yesterday, or
 * today on the first day of a period (the sweep counts the current period up to today).
 */
function capReachingUsage(users: readonly MemberSeed[], rows: readonly unknown[][], now: Date): unknown[][] {
  const today = jstDay(now);
  const period = budgetPeriodOf(today);
  const yesterday = isoDay(addDays(today, -1));
  const day = yesterday >= period.start ? yesterday : isoDay(today);
  const used = new Map<number, number>();
  for (const row of rows) {
    const [, userId, , usageDay, amount] = row as [number, number | null, number, string, number];
    if (userId !== null && usageDay >= period.start) used.set(userId, (used.get(userId) ?? 0) + amount);
  }
  const extra: unknown[][] = [];
  for (const department of DEPARTMENTS.filter((d) => d.userLimitDivision === 'STOP' && d.userLimit !== null)) {
    const members = users.filter((m) => m.departmentId === department.id && m.status === 'active').slice(0, CAPPED_PER_DEPARTMENT);
    for (const member of members) {
      const missing = (department.userLimit ?? 0) + 500 - (used.get(member.id) ?? 0);
      if (missing > 0) extra.push([member.corporationId, member.id, member.departmentId, day, missing, false, now]);
    }
  }
  return extra;
}
