// The three budget writes (spec 7: general, billing and user variants), each a confirm that changes nothing and an
// update in one transaction. Both read the same checked input (the amounts' rule here: 400 with Japanese per-field
// messages), reach the department (404 / 403 for a clerk outside their departments), hold the gates of spec 2.4 (403;
// a suspended department: 409 DEPARTMENT_SUSPENDED), and refuse a stale lastUpdated (409).
import type { LimitAmountChange, LimitAmountPreview } from '../../core/limit-amount/calls';
import {
  BUDGET_FIELD_LABELS, BUDGET_VARIANT_FIELDS, MEMBER_CAP_DIVISION_LABELS, budgetAmountOf, budgetAmountProblem,
  isBillingBudgetOpen, isUserBudgetEditOpen, type BudgetField, type BudgetVariant, type MemberCapDivision,
} from '../../core/limit-amount/domain';
import { messageOf } from '../../core/validation';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { formatLastUpdated } from '../format/dates';
import { conflict, permissionDenied, validationFailed } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { targetDepartment, type BudgetDepartmentRow } from './budget-rows';
import { assertDepartmentInUse } from '../billing/department-in-use';
import { currentWindow, departmentUsage, memberUsageSql } from './usage';

export type { BudgetVariant };

/** The column each setting is kept in, and how it is read. */
const FIELDS = {
  limitAmount: { column: 'monthly_limit_amount', kind: 'amount' },
  limitAmountAlertChoiceFlg: { column: 'limit_amount_alert_choice_flg', kind: 'flag' },
  limitFullAmountAlertChoiceFlg: { column: 'limit_full_amount_alert_choice_flg', kind: 'flag' },
  limitAmountForUser: { column: 'limit_amount_for_user', kind: 'amount' },
  limitAmountForUserAlertChoiceFlg: { column: 'limit_amount_for_user_alert_choice_flg', kind: 'flag' },
  limitFullAmountForUserAlertDivision: { column: 'limit_full_amount_for_user_alert_division', kind: 'division' },
} as const satisfies Record<BudgetField, { column: keyof BudgetDepartmentRow & string; kind: 'amount' | 'flag' | 'division' }>;

type BudgetValue = number | null | boolean | MemberCapDivision;
const VARIANT_FIELDS = BUDGET_VARIANT_FIELDS;

export interface BudgetWrite {
  variant: BudgetVariant;
  departmentId: number;
  lastUpdated: string;
  values: Partial<Record<BudgetField, BudgetValue>>;
}

/** The checked request of any of the three variants: the settings it carries by name. */
type BudgetRequest = { billingId: string; lastUpdated: string } & Partial<Record<BudgetField, string | boolean>>;

/**
 * The write of a variant from its checked request (the schema has checked the id, lastUpdated, the flags and the
 * division). The amounts are checked here, with the rule the page shares (budgetAmountProblem), every wrong one at once.
 */
export function readBudgetWrite(variant: BudgetVariant, input: BudgetRequest): BudgetWrite {
  const values: BudgetWrite['values'] = {};
  const problems: Record<string, string> = {};
  for (const field of VARIANT_FIELDS[variant]) {
    const value = input[field];
    if (FIELDS[field].kind !== 'amount') {
      values[field] = value as boolean | MemberCapDivision;
      continue;
    }
    const text = typeof value === 'string' ? value : '';
    const problem = budgetAmountProblem(text);
    if (problem) problems[field] = messageOf(problem);
    else values[field] = budgetAmountOf(text);
  }
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  return { variant, departmentId: Number(input.billingId), lastUpdated: input.lastUpdated, values };
}

/** Spec 2.4 gates, held by the server as well: the pages they close cannot be written through either. */
function assertGateOpen(variant: BudgetVariant, row: BudgetDepartmentRow): void {
  const flags = {
    limitAmountAlertChoiceFlg: row.limit_amount_alert_choice_flg,
    limitFullAmountAlertChoiceFlg: row.limit_full_amount_alert_choice_flg,
    limitAmountForUserAlertChoiceFlg: row.limit_amount_for_user_alert_choice_flg,
    limitFullAmountForUserAlertDivision: row.limit_full_amount_for_user_alert_division,
  };
  if (variant === 'billing' && !isBillingBudgetOpen(flags)) throw permissionDenied();
  if (variant === 'user' && !isUserBudgetEditOpen(flags)) throw permissionDenied();
}

/** How a setting reads on the confirm page. */
export function settingText(field: BudgetField, value: BudgetValue): string {
  const kind = FIELDS[field].kind;
  if (kind === 'amount') return value === null ? t('limitAmount.value.unset') : t('limitAmount.value.yen', { amount: Number(value).toLocaleString('ja-JP') });
  if (kind === 'flag') return value ? t('limitAmount.value.alertOff') : t('limitAmount.value.alertOn');
  return t(MEMBER_CAP_DIVISION_LABELS[value as MemberCapDivision]);
}

function changesOf(write: BudgetWrite, row: BudgetDepartmentRow): LimitAmountChange[] {
  const changes: LimitAmountChange[] = [];
  for (const field of VARIANT_FIELDS[write.variant]) {
    const before = row[FIELDS[field].column] as BudgetValue;
    const after = write.values[field] as BudgetValue;
    if (before !== after) changes.push({ field, label: t(BUDGET_FIELD_LABELS[field]), before: settingText(field, before), after: settingText(field, after) });
  }
  return changes;
}

/** Finds, checks and (for an update) locks the department of a write. */
async function checkedDepartment(db: SqlExecutor, viewer: MemberViewer, write: BudgetWrite, forUpdate: boolean): Promise<BudgetDepartmentRow> {
  const row = await targetDepartment(db, viewer, write.departmentId, forUpdate);
  assertGateOpen(write.variant, row);
  // A suspended department's pages are closed (spec 2.4), and so are their writes: resumed first (409).
  assertDepartmentInUse(row);
  if (write.lastUpdated !== formatLastUpdated(row.last_updated)) throw conflict();
  return row;
}

/** A new limit already exceeded by this period's usage takes effect at once (alerts, stops): say so before saving. */
async function belowUsageWarnings(db: SqlExecutor, write: BudgetWrite, row: BudgetDepartmentRow, now: Date): Promise<string[]> {
  const window = currentWindow(now);
  const warnings: string[] = [];
  const limit = write.values.limitAmount;
  if (typeof limit === 'number' && limit !== row.monthly_limit_amount) {
    const usage = (await departmentUsage(db, [row.id], window)).get(row.id)?.usageAmount ?? 0;
    if (usage > limit) warnings.push(t('limitAmount.confirm.belowUsage', { limit: yen(limit), usage: yen(usage) }));
  }
  const memberLimit = write.values.limitAmountForUser;
  if (typeof memberLimit === 'number' && memberLimit !== row.limit_amount_for_user) {
    const [over] = await db.query<{ count: number } & Row>(
      `select count(*)::int as count from users u
        where u.department_id = $1 and u.role_type is null and not u.delete_flg and ${memberUsageSql('u.id', '$2', '$3')} > $4`,
      [row.id, window.period.start, window.through, memberLimit],
    );
    if ((over?.count ?? 0) > 0) warnings.push(t('limitAmount.confirm.membersOverLimit', { count: over.count, limit: yen(memberLimit) }));
  }
  return warnings;
}

const yen = (amount: number): string => amount.toLocaleString('ja-JP');

export async function previewBudgetWrite(db: SqlExecutor, viewer: MemberViewer, write: BudgetWrite, now: Date): Promise<LimitAmountPreview> {
  const row = await checkedDepartment(db, viewer, write, false);
  const changes = changesOf(write, row);
  return {
    billingId: String(row.id),
    billingName: row.billing_name,
    changes,
    lastUpdated: formatLastUpdated(row.last_updated),
    message: changes.length > 0 ? t('limitAmount.confirm.lead', { department: row.billing_name }) : t('limitAmount.confirm.noChanges'),
    warnings: await belowUsageWarnings(db, write, row, now),
  };
}

/** Applies the write inside the caller's transaction; answers the department row after it. */
export async function applyBudgetWrite(tx: SqlExecutor, viewer: MemberViewer, write: BudgetWrite, now: Date): Promise<BudgetDepartmentRow> {
  const row = await checkedDepartment(tx, viewer, write, true);
  const fields = VARIANT_FIELDS[write.variant];
  const assignments = fields.map((field, i) => `${FIELDS[field].column} = $${i + 3}`).join(', ');
  await tx.query(
    `update departments set ${assignments}, last_updated = greatest($2::timestamptz, last_updated + interval '1 millisecond') where id = $1`,
    [row.id, now, ...fields.map((field) => write.values[field])],
  );
  return targetDepartment(tx, viewer, row.id);
}
