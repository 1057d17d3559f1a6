// Departments as the budget screens show them: settings, the current period's usage and rate, the service usage
// status, and the detail with the period's alerts and the members' standing.
import { COUNTED_MEMBER } from '../users/member-rows';
import {
  LIMIT_ALERT_PERCENT, LIMIT_FULL_ALERT_PERCENT, usageRateOf, usageRateStatusOf,
  type LimitAlertRecord, type LimitAmountBillingDetail, type LimitAmountBillingRow, type MemberCapDivision,
} from '../../core/limit-amount/domain';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { formatDateTime, formatLastUpdated } from '../format/dates';
import { notFound, permissionDenied } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { currentWindow, departmentUsage, memberUsageSql, type UsageWindow } from './usage';

export interface BudgetDepartmentRow extends Row {
  id: number;
  corporation_id: number;
  billing_name: string;
  display_order: number;
  disable_flg: boolean;
  monthly_limit_amount: number | null;
  limit_amount_alert_choice_flg: boolean;
  limit_full_amount_alert_choice_flg: boolean;
  limit_amount_for_user: number | null;
  limit_amount_for_user_alert_choice_flg: boolean;
  limit_full_amount_for_user_alert_division: MemberCapDivision;
  registration_fee_charge_flg: boolean;
  last_updated: Date;
}

const COLUMNS = `id, corporation_id, billing_name, display_order, disable_flg, monthly_limit_amount, limit_amount_alert_choice_flg,
  limit_full_amount_alert_choice_flg, limit_amount_for_user, limit_amount_for_user_alert_choice_flg,
  limit_full_amount_for_user_alert_division, registration_fee_charge_flg, last_updated`;

/** The departments of the viewed corporation the viewer reaches (all for a responsible person), in display order. */
export async function reachableDepartments(db: SqlExecutor, viewer: MemberViewer): Promise<BudgetDepartmentRow[]> {
  return db.query<BudgetDepartmentRow>(
    `select ${COLUMNS} from departments where corporation_id = $1 and id = any($2::int[]) and not delete_flg order by display_order, id`,
    [viewer.corporationId, [...viewer.departmentIds]],
  );
}

/**
 * One department for a budget screen or write: 404 when the corporation has no such department, 403 when the
 * viewer does not reach it (a clerk outside their departments).
 */
export async function targetDepartment(db: SqlExecutor, viewer: MemberViewer, departmentId: number, forUpdate = false): Promise<BudgetDepartmentRow> {
  const [row] = await db.query<BudgetDepartmentRow>(
    `select ${COLUMNS} from departments where id = $1 and corporation_id = $2 and not delete_flg${forUpdate ? ' for update' : ''}`,
    [departmentId, viewer.corporationId],
  );
  if (!row) throw notFound(t('limitAmount.notFound'));
  if (!viewer.departmentIds.has(row.id)) throw permissionDenied();
  return row;
}

export function toBillingRow(row: BudgetDepartmentRow, usage: { usageAmount: number; registrationFeeAmount: number } | undefined): LimitAmountBillingRow {
  const usageAmount = usage?.usageAmount ?? 0;
  const rate = usageRateOf(usageAmount, row.monthly_limit_amount);
  return {
    billingId: String(row.id),
    billingName: row.billing_name,
    displayOrder: row.display_order,
    disableFlg: row.disable_flg,
    limitAmount: row.monthly_limit_amount,
    usageAmount,
    registrationFeeAmount: usage?.registrationFeeAmount ?? 0,
    registrationFeeChargeFlg: row.registration_fee_charge_flg,
    usageRate: rate,
    usageRateStatus: usageRateStatusOf(rate),
    // A department's usage is suspended while it is disabled.
    serviceUsageStatus: row.disable_flg ? '2' : '1',
    limitAmountForUser: row.limit_amount_for_user,
    limitAmountAlertChoiceFlg: row.limit_amount_alert_choice_flg,
    limitFullAmountAlertChoiceFlg: row.limit_full_amount_alert_choice_flg,
    limitAmountForUserAlertChoiceFlg: row.limit_amount_for_user_alert_choice_flg,
    limitFullAmountForUserAlertDivision: row.limit_full_amount_for_user_alert_division,
    lastUpdated: formatLastUpdated(row.last_updated),
  };
}

/** The rows of the departments with their current usage. */
export async function billingRows(db: SqlExecutor, rows: readonly BudgetDepartmentRow[], window: UsageWindow): Promise<LimitAmountBillingRow[]> {
  const usage = await departmentUsage(db, rows.map((r) => r.id), window);
  return rows.map((r) => toBillingRow(r, usage.get(r.id)));
}

interface AlertRow extends Row {
  kind: LimitAlertRecord['kind'];
  sent_at: Date;
  recipients: string[];
}

interface MemberStandingRow extends Row {
  member_count: number;
  over_alert: number;
  over_limit: number;
  stopped: number;
}

export async function billingDetail(db: SqlExecutor, row: BudgetDepartmentRow, now: Date): Promise<LimitAmountBillingDetail> {
  const window = currentWindow(now);
  const [billing] = await billingRows(db, [row], window);
  const alerts = await db.query<AlertRow>(
    `select kind, sent_at, recipients from limit_amount_alerts
      where department_id = $1 and user_id is null and period_start = $2::date order by sent_at, id`,
    [row.id, window.period.start],
  );
  const limit = row.limit_amount_for_user;
  const [standing] = await db.query<MemberStandingRow>(
    `select count(*)::int as member_count,
            count(*) filter (where $4::int is not null and m.usage_amount * 100 >= $4::int * ${LIMIT_ALERT_PERCENT} and m.usage_amount > 0)::int as over_alert,
            count(*) filter (where $4::int is not null and m.usage_amount * 100 >= $4::int * ${LIMIT_FULL_ALERT_PERCENT} and m.usage_amount > 0)::int as over_limit,
            count(*) filter (where m.reservation_stop_flg)::int as stopped
       from (select u.reservation_stop_flg, ${memberUsageSql('u.id', '$2', '$3')} as usage_amount
               from users u where u.department_id = $1 and ${COUNTED_MEMBER}) m`,
    [row.id, window.period.start, window.through, limit],
  );
  return {
    ...billing,
    period: window.period,
    alerts: alerts.map((a) => ({ kind: a.kind, sentAt: formatDateTime(a.sent_at), recipients: a.recipients })),
    memberCount: standing?.member_count ?? 0,
    membersOverAlert: standing?.over_alert ?? 0,
    membersOverLimit: standing?.over_limit ?? 0,
    membersStopped: standing?.stopped ?? 0,
  };
}
