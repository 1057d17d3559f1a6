// Reading departments: the columns every department query selects, their API shapes (list row, detail) and the
// operations a viewer may do on one (the web shows exactly those).
import type { DepartmentDetail, DepartmentListRow, DepartmentOperation } from '../../core/billing/domain';
import { SCREEN_PERMISSIONS, satisfies } from '../../core/domain/permissions';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { formatDateTime, formatLastUpdated } from '../format/dates';
import { ErrorCode } from '../../core/api/error';
import { conflict, HttpError, notFound } from '../http/http-error';
import { memberCountSql } from '../users/member-rows';
import type { MemberViewer } from '../users/viewer';

/** Responsible persons and clerks whose own department it is (not members, so not in 会員数; they block a delete). */
const STAFF_COUNT = `(select count(*)::int from users u where u.department_id = d.id and u.role_type is not null and not u.delete_flg)`;
/** Department clerks looking after it. */
const CLERK_COUNT = `(select count(*)::int from clerk_departments cd join users u on u.id = cd.user_id
  where cd.department_id = d.id and not u.delete_flg)`;

export const DEPARTMENT_COLUMNS = `d.id, d.corporation_id, d.billing_name, d.display_order, d.auto_approval_flg, d.disable_flg,
  d.service_usage_alert_choice_flg, d.registration_fee_charge_flg, d.monthly_limit_amount, d.limit_amount_for_user,
  d.limit_amount_alert_choice_flg, d.limit_full_amount_alert_choice_flg, d.limit_amount_for_user_alert_choice_flg,
  d.limit_full_amount_for_user_alert_division, d.application_id, d.created_at, d.last_updated,
  ${memberCountSql('d.id')} as member_count, ${CLERK_COUNT} as clerk_count, ${STAFF_COUNT} as staff_count,
  c.corporation_name, c.auto_approval_setting, c.representative_fee_setting`;

export const DEPARTMENT_FROM = 'departments d join corporations c on c.id = d.corporation_id';

export interface DepartmentRow extends Row {
  id: number;
  corporation_id: number;
  billing_name: string;
  display_order: number;
  auto_approval_flg: boolean;
  disable_flg: boolean;
  service_usage_alert_choice_flg: boolean;
  registration_fee_charge_flg: boolean;
  monthly_limit_amount: number | null;
  limit_amount_for_user: number | null;
  limit_amount_alert_choice_flg: boolean;
  limit_full_amount_alert_choice_flg: boolean;
  limit_amount_for_user_alert_choice_flg: boolean;
  limit_full_amount_for_user_alert_division: string;
  application_id: number | null;
  created_at: Date;
  last_updated: Date;
  member_count: number;
  clerk_count: number;
  staff_count: number;
  corporation_name: string;
  auto_approval_setting: number;
  representative_fee_setting: boolean;
}

export async function findDepartment(db: SqlExecutor, corporationId: number, billingId: number, forUpdate = false): Promise<DepartmentRow | null> {
  const lock = forUpdate ? ' for update of d' : '';
  const rows = await db.query<DepartmentRow>(
    `select ${DEPARTMENT_COLUMNS} from ${DEPARTMENT_FROM} where d.id = $1 and d.corporation_id = $2 and not d.delete_flg${lock}`,
    [billingId, corporationId],
  );
  return rows[0] ?? null;
}

export interface DepartmentTargetInput {
  billingId: number;
  lastUpdated?: string;
}

/**
 * The department of a read, a confirm or an execute: 404 when the viewed corporation has no such department or
 * a clerk does not look after it (to a clerk, other departments do not exist: the same answer as a made-up id,
 * and the access guard stays the only source of 403), 409 when it changed since the viewer read it.
 */
export async function targetDepartment(db: SqlExecutor, viewer: MemberViewer, target: DepartmentTargetInput, forUpdate = false): Promise<DepartmentRow> {
  const row = await findDepartment(db, viewer.corporationId, target.billingId, forUpdate);
  if (!row || !viewer.departmentIds.has(row.id)) throw notFound(t('billing.notFound'));
  if (target.lastUpdated !== undefined && target.lastUpdated !== formatLastUpdated(row.last_updated)) throw conflict();
  return row;
}

export function toListRow(row: DepartmentRow): DepartmentListRow {
  return {
    billingId: String(row.id),
    billingName: row.billing_name,
    displayOrder: row.display_order,
    autoApprovalFlg: row.auto_approval_flg,
    disableFlg: row.disable_flg,
    serviceUsageAlertChoiceFlg: row.service_usage_alert_choice_flg,
    registrationFeeChargeFlg: row.registration_fee_charge_flg,
    memberCount: row.member_count,
    clerkCount: row.clerk_count,
    lastUpdated: formatLastUpdated(row.last_updated),
  };
}

/**
 * Spec 6: rename, auto approval, the fee target and delete are the responsible person's; suspend and resume
 * need the update screen's permission. A suspended department is resumed before anything else changes.
 */
export function allowedOperations(viewer: MemberViewer, row: DepartmentRow): DepartmentOperation[] {
  if (!satisfies(viewer.authorities, SCREEN_PERMISSIONS['/Billing/Update/:billingId'])) return [];
  const allowed: DepartmentOperation[] = [];
  if (viewer.responsible && !row.disable_flg) allowed.push('update');
  if (viewer.responsible) allowed.push('delete');
  allowed.push(row.disable_flg ? 'usageResume' : 'usageSuspend');
  return allowed;
}

export function toDetail(viewer: MemberViewer, row: DepartmentRow): DepartmentDetail {
  const setting = row.auto_approval_setting === 1 || row.auto_approval_setting === 2 ? row.auto_approval_setting : 3;
  return {
    ...toListRow(row),
    corporationId: String(row.corporation_id),
    corporationName: row.corporation_name,
    corporationAutoApprovalSetting: setting,
    representativeFeeSetting: row.representative_fee_setting,
    monthlyLimitAmount: row.monthly_limit_amount,
    limitAmountForUser: row.limit_amount_for_user,
    limitAmountAlertChoiceFlg: row.limit_amount_alert_choice_flg,
    limitFullAmountAlertChoiceFlg: row.limit_full_amount_alert_choice_flg,
    limitAmountForUserAlertChoiceFlg: row.limit_amount_for_user_alert_choice_flg,
    limitFullAmountForUserAlertDivision: row.limit_full_amount_for_user_alert_division,
    applicationId: row.application_id === null ? null : String(row.application_id),
    createdAt: formatDateTime(row.created_at),
    allowedOperations: allowedOperations(viewer, row),
  };
}

/** A refused change: 400 with the reason as the message and on the named field. */
export function refused(field: string, message: string): HttpError {
  return new HttpError(400, ErrorCode.VALIDATION, message, { [field]: message });
}
