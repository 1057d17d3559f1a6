// The budget sweep (spec 9), a plain function of (db, now) that the server runs on a timer and tests run at chosen
// clock times. Each run, in order:
// 1. releases members whose cap stop ends today or earlier (the 21st that starts the next budget period);
// 2. department alerts over the period holding yesterday, counted up to yesterday ("sent next day"): 80% to the
//    department clerks (or the responsible persons when it has none), 100% to the responsible persons;
// 3. member caps over the current period, counted up to today: STOP stops reservations and notifies, MAIL_ONLY
//    only mails, NONE does nothing.
// Alerts and cap actions are recorded in limit_amount_alerts; its unique index makes each happen once per
// period however often (and on however many servers) the sweep runs.
import { LIMIT_ALERT_PERCENT, LIMIT_FULL_ALERT_PERCENT, type MemberCapDivision } from '../../core/limit-amount/domain';
import { t } from '../../core/i18n';
import '../../core/limit-amount/load-messages';
import type { Database, Row, SqlExecutor } from '../db/database';
import { queueMail } from '../mail/outbox';
import { formatDate } from '../format/dates';
import { fullName } from '../users/member-rows';
import { clerkOrResponsibleMails, responsiblePersonMails } from './recipients';
import { currentWindow, departmentUsage, memberUsageSql, yesterdayWindow, type UsageWindow } from './usage';

export interface SweepReport {
  released: number[];
  department80: number[];
  department100: number[];
  memberStops: number[];
  memberMails: number[];
}

interface BudgetDepartmentRow extends Row {
  id: number;
  corporation_id: number;
  billing_name: string;
  corporation_name: string;
  monthly_limit_amount: number | null;
  limit_amount_alert_choice_flg: boolean;
  limit_full_amount_alert_choice_flg: boolean;
  limit_amount_for_user: number | null;
  limit_full_amount_for_user_alert_division: MemberCapDivision;
}

const slashDate = (iso: string): string => iso.replaceAll('-', '/');

/** Records an alert; false when this one was already recorded for the period (another run got there first). */
async function recordOnce(
  tx: SqlExecutor,
  alert: { kind: string; corporationId: number; departmentId: number; userId: number | null; periodStart: string; usage: number; limit: number;
    action: 'STOP' | 'MAIL_ONLY' | null; recipients: string[]; releaseOn: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into limit_amount_alerts (kind, corporation_id, department_id, user_id, period_start, usage_amount, limit_amount, action, recipients, release_on, sent_at)
     values ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10::date, $11)
     on conflict (kind, department_id, coalesce(user_id, 0), period_start) do nothing returning id`,
    [alert.kind, alert.corporationId, alert.departmentId, alert.userId, alert.periodStart, alert.usage, alert.limit, alert.action,
      alert.recipients, alert.releaseOn, now],
  );
  return rows.length === 1;
}

async function mailAll(tx: SqlExecutor, recipients: readonly string[], subject: string, body: string, now: Date): Promise<void> {
  for (const recipient of recipients) await queueMail(tx, { recipient, subject, body }, now);
}

interface ReleaseRow extends Row {
  id: number;
  user_id: number;
  mail_address: string | null;
  user_last_name: string;
  user_first_name: string;
}

/** Step 1: members stopped by the cap whose release day has come get their reservations back. */
async function releaseStops(db: Database, now: Date, today: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx.query<ReleaseRow>(
      `select a.id, a.user_id, u.mail_address, u.user_last_name, u.user_first_name
         from limit_amount_alerts a join users u on u.id = a.user_id
        where a.release_on <= $1::date and a.released_at is null for update of a`,
      [today],
    );
    const released: number[] = [];
    for (const row of due) {
      await tx.query('update limit_amount_alerts set released_at = $2 where id = $1', [row.id, now]);
      // Only a stop the cap set is lifted here; an unlock by a clerk in between already did the work.
      const lifted = await tx.query(
        `update users set reservation_stop_flg = false, reservation_stop_at = null,
                last_updated = greatest($2::timestamptz, last_updated + interval '1 millisecond')
          where id = $1 and reservation_stop_flg returning id`,
        [row.user_id, now],
      );
      if (lifted.length === 0) continue;
      released.push(row.user_id);
      if (row.mail_address) {
        await queueMail(tx, {
          recipient: row.mail_address,
          userId: row.user_id,
          subject: t('limitAmount.mail.released.subject'),
          body: t('limitAmount.mail.released.body', { name: fullName(row.user_last_name, row.user_first_name) }),
        }, now);
      }
    }
    return released;
  });
}

async function budgetDepartments(db: SqlExecutor): Promise<BudgetDepartmentRow[]> {
  return db.query<BudgetDepartmentRow>(
    `select d.id, d.corporation_id, d.billing_name, c.corporation_name, d.monthly_limit_amount, d.limit_amount_alert_choice_flg,
            d.limit_full_amount_alert_choice_flg, d.limit_amount_for_user, d.limit_full_amount_for_user_alert_division
       from departments d join corporations c on c.id = d.corporation_id
      where not d.delete_flg and (d.monthly_limit_amount is not null or d.limit_amount_for_user is not null)
      order by d.id`,
  );
}

/** Step 2: the 80% and 100% department alerts. */
async function departmentAlerts(db: Database, departments: readonly BudgetDepartmentRow[], window: UsageWindow, now: Date, report: SweepReport): Promise<void> {
  const watched = departments.filter((d) => d.monthly_limit_amount !== null);
  const usage = await departmentUsage(db, watched.map((d) => d.id), window);
  for (const d of watched) {
    const limit = d.monthly_limit_amount ?? 0;
    const used = usage.get(d.id)?.usageAmount ?? 0;
    const params = {
      corporation: d.corporation_name,
      department: d.billing_name,
      usage: used.toLocaleString('ja-JP'),
      limit: limit.toLocaleString('ja-JP'),
      start: slashDate(window.period.start),
      end: slashDate(window.period.end),
    };
    const over = (percent: number) => used * 100 >= limit * percent && (limit > 0 || used > 0);
    await db.transaction(async (tx) => {
      if (!d.limit_amount_alert_choice_flg && over(LIMIT_ALERT_PERCENT)) {
        const recipients = await clerkOrResponsibleMails(tx, d.corporation_id, d.id);
        const base = { corporationId: d.corporation_id, departmentId: d.id, userId: null, periodStart: window.period.start, usage: used, limit, action: null, recipients, releaseOn: null };
        if (await recordOnce(tx, { ...base, kind: 'department80' }, now)) {
          await mailAll(tx, recipients, t('limitAmount.mail.department80.subject', params), t('limitAmount.mail.department80.body', params), now);
          report.department80.push(d.id);
        }
      }
      if (!d.limit_full_amount_alert_choice_flg && over(LIMIT_FULL_ALERT_PERCENT)) {
        const recipients = await responsiblePersonMails(tx, d.corporation_id);
        const base = { corporationId: d.corporation_id, departmentId: d.id, userId: null, periodStart: window.period.start, usage: used, limit, action: null, recipients, releaseOn: null };
        if (await recordOnce(tx, { ...base, kind: 'department100' }, now)) {
          await mailAll(tx, recipients, t('limitAmount.mail.department100.subject', params), t('limitAmount.mail.department100.body', params), now);
          report.department100.push(d.id);
        }
      }
    });
  }
}

interface CappedMemberRow extends Row {
  id: number;
  mail_address: string | null;
  user_last_name: string;
  user_first_name: string;
  usage_amount: number;
}

/** Step 3: members at or over their member budget, by the department's cap choice (spec 9: 1, 2 or 3). */
async function memberCaps(db: Database, departments: readonly BudgetDepartmentRow[], window: UsageWindow, now: Date, report: SweepReport): Promise<void> {
  for (const d of departments) {
    const division = d.limit_full_amount_for_user_alert_division;
    if (d.limit_amount_for_user === null || division === 'NONE') continue;
    const limit = d.limit_amount_for_user;
    const members = await db.query<CappedMemberRow>(
      `select * from (
         select u.id, u.mail_address, u.user_last_name, u.user_first_name, ${memberUsageSql('u.id', '$2', '$3')} as usage_amount
           from users u where u.department_id = $1 and u.role_type is null and not u.delete_flg and u.approval_division = 2
       ) m where m.usage_amount >= $4 and m.usage_amount > 0 order by m.id`,
      [d.id, window.period.start, window.through, limit],
    );
    for (const m of members) {
      await db.transaction(async (tx) => {
        const stop = division === 'STOP';
        const staff = await clerkOrResponsibleMails(tx, d.corporation_id, d.id);
        const recipients = [...(m.mail_address ? [m.mail_address] : []), ...staff];
        const recorded = await recordOnce(tx, {
          kind: 'memberCap', corporationId: d.corporation_id, departmentId: d.id, userId: m.id, periodStart: window.period.start,
          usage: m.usage_amount, limit, action: division, recipients, releaseOn: stop ? window.period.next : null,
        }, now);
        if (!recorded) return;
        if (stop) {
          await tx.query(
            `update users set reservation_stop_flg = true, reservation_stop_at = $2,
                    last_updated = greatest($2::timestamptz, last_updated + interval '1 millisecond') where id = $1`,
            [m.id, now],
          );
          report.memberStops.push(m.id);
        } else {
          report.memberMails.push(m.id);
        }
        const params = {
          name: fullName(m.user_last_name, m.user_first_name),
          corporation: d.corporation_name,
          department: d.billing_name,
          usage: m.usage_amount.toLocaleString('ja-JP'),
          limit: limit.toLocaleString('ja-JP'),
          release: slashDate(window.period.next),
        };
        const [subject, body] = stop
          ? (['limitAmount.mail.stop.subject', 'limitAmount.mail.stop.body'] as const)
          : (['limitAmount.mail.mailOnly.subject', 'limitAmount.mail.mailOnly.body'] as const);
        // The member's own mail follows the member's mail-delivery choice; the clerks' copies follow theirs.
        if (m.mail_address) await queueMail(tx, { recipient: m.mail_address, userId: m.id, subject: t(subject, params), body: t(body, params) }, now);
        await mailAll(tx, staff, t(subject, params), t(body, params), now);
      });
    }
  }
}

/** One sweep at `now`; answers what it did (ids of members and departments), for logs and tests. */
export async function runBudgetSweep(db: Database, now: Date): Promise<SweepReport> {
  const report: SweepReport = { released: [], department80: [], department100: [], memberStops: [], memberMails: [] };
  const today = formatDate(now).replaceAll('/', '-');
  report.released = await releaseStops(db, now, today);
  const departments = await budgetDepartments(db);
  await departmentAlerts(db, departments, yesterdayWindow(now), now, report);
  await memberCaps(db, departments, currentWindow(now), now, report);
  return report;
}
