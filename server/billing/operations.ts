// Department changes of spec 4: the info update (name, auto approval, fee target, usage alert), delete (only
// once its clerks and members are gone), usage suspend and resume (its members are told by mail) and the display
// order. Each is a confirm (what will happen, nothing changes) and an execute (one transaction) that carries
// the lastUpdated the viewer saw; a stale one is refused with 409 and nothing changes.
import type {
  ChangeOrderPreview, ChangeOrderRequest, DepartmentFieldChange, DepartmentOperationPreview, DepartmentTarget, DepartmentUpdatePreview, DepartmentUpdateRequest,
} from '../../core/billing/calls';
import { departmentAutoApprovalRefusal, departmentChangeRefusal, departmentDeleteRefusal, type DepartmentDeleteState } from '../../core/billing/refusals';
import { t } from '../../core/i18n';
import { messageOf } from '../../core/validation';
import type { Row, SqlExecutor } from '../db/database';
import { conflict, permissionDenied, validationFailed } from '../http/http-error';
import { queueMail } from '../mail/outbox';
import { COUNTED_MEMBER } from '../users/member-rows';
import type { MemberViewer } from '../users/viewer';
import { fullName } from '../users/member-rows';
import { formatLastUpdated } from '../format/dates';
import { billingNameProblem, nameTaken, isoDay } from './department-form';
import { refused, targetDepartment, type DepartmentRow, type DepartmentTargetInput } from './department-rows';

export type DepartmentChangeOperation = 'delete' | 'usageSuspend' | 'usageResume';

/** The department a write names, as the edge checked it (lastUpdated required on an execute). */
export function departmentTargetOf(input: DepartmentTarget): DepartmentTargetInput {
  return { billingId: Number(input.billingId), lastUpdated: input.lastUpdated };
}

// ---- info update ----

interface UpdateValues {
  billingName: string;
  autoApprovalFlg: boolean;
  serviceUsageAlertChoiceFlg: boolean;
}

const flagText = (on: boolean): string => t(on ? 'billing.value.on' : 'billing.value.off');

function changesOf(row: DepartmentRow, values: UpdateValues): DepartmentFieldChange[] {
  const changes: DepartmentFieldChange[] = [];
  if (row.billing_name !== values.billingName) changes.push({ field: 'billingName', before: row.billing_name, after: values.billingName });
  const flags = [
    ['autoApprovalFlg', row.auto_approval_flg],
    ['serviceUsageAlertChoiceFlg', row.service_usage_alert_choice_flg],
  ] as const;
  for (const [field, before] of flags) {
    if (before !== values[field]) changes.push({ field, before: flagText(before), after: flagText(values[field]) });
  }
  return changes;
}

interface CheckedUpdate {
  row: DepartmentRow;
  values: UpdateValues;
}

async function checkUpdate(db: SqlExecutor, viewer: MemberViewer, input: DepartmentUpdateRequest, execute: boolean): Promise<CheckedUpdate> {
  const values: UpdateValues = {
    billingName: input.billingName.trim(),
    autoApprovalFlg: input.autoApprovalFlg ?? false,
    serviceUsageAlertChoiceFlg: input.serviceUsageAlertChoiceFlg ?? false,
  };
  const nameProblem = billingNameProblem(values.billingName);
  if (nameProblem) throw validationFailed({ billingName: nameProblem });
  const row = await targetDepartment(db, viewer, departmentTargetOf(input), execute);
  // Spec 6: renaming and auto approval are the responsible person's.
  if (!viewer.responsible) throw permissionDenied();
  const disabled = departmentChangeRefusal({ disabled: row.disable_flg });
  if (disabled) throw refused('billingId', messageOf(disabled));
  const fields: Record<string, string> = {};
  if (values.billingName !== row.billing_name && (await nameTaken(db, viewer.corporationId, values.billingName, row.id))) {
    fields.billingName = t('billing.validation.nameTaken');
  }
  const perDepartment = values.autoApprovalFlg !== row.auto_approval_flg ? departmentAutoApprovalRefusal(row.auto_approval_setting) : null;
  if (perDepartment) fields.autoApprovalFlg = messageOf(perDepartment);
  // Which department bears the registration fee changes only through a registration-fee charge division application
  // (issue 15, /Payment/RegistrationFeeChargeDivisionChange), on its apply date: an older client that still sends the
  // flag is told where to go when it differs, and the flag is never written here.
  if (input.registrationFeeChargeFlg !== undefined && input.registrationFeeChargeFlg !== row.registration_fee_charge_flg) {
    fields.registrationFeeChargeFlg = t('billing.validation.registrationFeeByApplication');
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { row, values };
}

export async function previewUpdate(db: SqlExecutor, viewer: MemberViewer, input: DepartmentUpdateRequest): Promise<DepartmentUpdatePreview> {
  const { row, values } = await checkUpdate(db, viewer, input, false);
  const changes = changesOf(row, values);
  return {
    billingId: String(row.id),
    changes,
    lastUpdated: formatLastUpdated(row.last_updated),
    message: changes.length === 0 ? t('billing.confirm.noChanges') : t('billing.confirm.update', { name: row.billing_name }),
  };
}

export async function applyUpdate(db: SqlExecutor, viewer: MemberViewer, input: DepartmentUpdateRequest, now: Date): Promise<number> {
  const { row, values } = await checkUpdate(db, viewer, input, true);
  await db.query(
    `update departments set billing_name = $2, auto_approval_flg = $3, service_usage_alert_choice_flg = $4, last_updated = $5
      where id = $1`,
    [row.id, values.billingName, values.autoApprovalFlg, values.serviceUsageAlertChoiceFlg, now],
  );
  return row.id;
}

// ---- delete, suspend, resume ----

interface NotifyRow extends Row {
  mail_address: string;
  user_last_name: string;
  user_first_name: string;
}

/** Members of the department who can be told by mail (not deleted, with an address, receiving mail: spec 6). */
async function membersToNotify(db: SqlExecutor, departmentId: number): Promise<NotifyRow[]> {
  return db.query<NotifyRow>(
    `select mail_address, user_last_name, user_first_name from users u
      where department_id = $1 and ${COUNTED_MEMBER} and mail_address is not null and u.mail_delivery order by id`,
    [departmentId],
  );
}

/** The departments charged by a FLEX/BASE contract in force on `day` (an SQL expression of a yyyy-MM-dd date): its end date is that day or later. */
export const activeFlexChargeSql = (day: string): string => `select charge_department_id from flex_contracts where end_date >= ${day}::date`;

async function activeFlexCharge(db: SqlExecutor, departmentId: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ found: boolean }>(
    `select exists (select 1 from (${activeFlexChargeSql('$2')}) c where c.charge_department_id = $1) as found`,
    [departmentId, isoDay(now)],
  );
  return rows[0]?.found ?? false;
}

/** What core/domain departmentDeleteRefusal reads of a department row (the counts of DEPARTMENT_COLUMNS). */
export function deleteStateOf(row: DepartmentRow, flexCharge: boolean): DepartmentDeleteState {
  return {
    clerkCount: row.clerk_count,
    memberCount: row.member_count,
    staffCount: row.staff_count,
    feeTarget: row.representative_fee_setting && row.registration_fee_charge_flg,
    flexCharge,
  };
}

/** Why the operation cannot be done to this department now; refusals are 400 with a Japanese reason. */
async function assertAllowed(db: SqlExecutor, viewer: MemberViewer, operation: DepartmentChangeOperation, row: DepartmentRow, now: Date): Promise<void> {
  switch (operation) {
    case 'delete': {
      if (!viewer.responsible) throw permissionDenied();
      // Spec 4 and 5: its clerks and members are removed first (the rule the upload's validation applies too).
      const refusal = departmentDeleteRefusal(deleteStateOf(row, await activeFlexCharge(db, row.id, now)));
      if (refusal) throw refused('billingId', messageOf(refusal));
      return;
    }
    case 'usageSuspend':
      if (row.disable_flg) throw refused('billingId', t('billing.refuse.alreadySuspended'));
      return;
    case 'usageResume':
      if (!row.disable_flg) throw refused('billingId', t('billing.refuse.notSuspended'));
      return;
  }
}

const CONFIRM_KEYS = {
  delete: 'billing.confirm.delete',
  usageSuspend: 'billing.confirm.usageSuspend',
  usageResume: 'billing.confirm.usageResume',
} as const;

export const DONE_KEYS = {
  delete: 'billing.done.delete',
  usageSuspend: 'billing.done.usageSuspend',
  usageResume: 'billing.done.usageResume',
} as const;

export async function previewOperation(db: SqlExecutor, viewer: MemberViewer, operation: DepartmentChangeOperation, input: DepartmentTarget, now: Date): Promise<DepartmentOperationPreview> {
  const row = await targetDepartment(db, viewer, departmentTargetOf(input));
  await assertAllowed(db, viewer, operation, row, now);
  const notifyCount = operation === 'delete' ? 0 : (await membersToNotify(db, row.id)).length;
  return {
    operation,
    billingId: String(row.id),
    billingName: row.billing_name,
    notifyCount,
    lastUpdated: formatLastUpdated(row.last_updated),
    message: t(CONFIRM_KEYS[operation], { name: row.billing_name, count: notifyCount }),
  };
}

/** Runs the operation in the caller's transaction; answers the number of members mailed. */
export async function applyOperation(db: SqlExecutor, viewer: MemberViewer, operation: DepartmentChangeOperation, input: DepartmentTarget, now: Date): Promise<{ row: DepartmentRow; mailed: number }> {
  const row = await targetDepartment(db, viewer, departmentTargetOf(input), true);
  await assertAllowed(db, viewer, operation, row, now);
  if (operation === 'delete') {
    await db.query('update departments set delete_flg = true, last_updated = $2 where id = $1', [row.id, now]);
    return { row, mailed: 0 };
  }
  const suspend = operation === 'usageSuspend';
  await db.query('update departments set disable_flg = $2, last_updated = $3 where id = $1', [row.id, suspend, now]);
  const recipients = await membersToNotify(db, row.id);
  for (const member of recipients) {
    await queueMail(db, {
      recipient: member.mail_address,
      subject: t(suspend ? 'billing.mail.suspendSubject' : 'billing.mail.resumeSubject'),
      body: t(suspend ? 'billing.mail.suspendBody' : 'billing.mail.resumeBody', {
        name: fullName(member.user_last_name, member.user_first_name),
        department: row.billing_name,
        corporation: row.corporation_name,
      }),
    }, now);
  }
  return { row, mailed: recipients.length };
}

// ---- display order ----

interface OrderRow extends Row {
  id: number;
  billing_name: string;
  display_order: number;
}

/** The new order must name every department of the corporation exactly once (else someone changed them: 409). */
async function checkOrder(db: SqlExecutor, viewer: MemberViewer, input: ChangeOrderRequest, forUpdate: boolean): Promise<{ current: OrderRow[]; ids: number[] }> {
  if (!viewer.responsible) throw permissionDenied();
  // Each is an id (the edge's check); none, or one twice, is this order's refusal.
  const ids = input.billingIds;
  if (ids.length === 0) throw validationFailed({ billingIds: t('validation.required') });
  if (new Set(ids.map(Number)).size !== ids.length) throw validationFailed({ billingIds: t('billing.validation.orderDuplicate') });
  const current = await db.query<OrderRow>(
    `select id, billing_name, display_order from departments where corporation_id = $1 and not delete_flg order by display_order, id${forUpdate ? ' for update' : ''}`,
    [viewer.corporationId],
  );
  const known = new Set(current.map((r) => r.id));
  const numbers = ids.map(Number);
  if (numbers.length !== current.length || numbers.some((id) => !known.has(id))) throw conflict();
  return { current, ids: numbers };
}

export async function previewOrder(db: SqlExecutor, viewer: MemberViewer, input: ChangeOrderRequest): Promise<ChangeOrderPreview> {
  const { current, ids } = await checkOrder(db, viewer, input, false);
  const byId = new Map(current.map((r) => [r.id, r]));
  return {
    rows: ids.map((id, index) => {
      const row = byId.get(id) as OrderRow;
      return { billingId: String(id), billingName: row.billing_name, before: current.indexOf(row) + 1, after: index + 1 };
    }),
    message: t('billing.confirm.changeOrder'),
  };
}

export async function applyOrder(db: SqlExecutor, viewer: MemberViewer, input: ChangeOrderRequest, now: Date): Promise<void> {
  const { current, ids } = await checkOrder(db, viewer, input, true);
  const byId = new Map(current.map((r) => [r.id, r]));
  for (const [index, id] of ids.entries()) {
    if (byId.get(id)?.display_order !== index + 1) {
      await db.query('update departments set display_order = $2, last_updated = $3 where id = $1', [id, index + 1, now]);
    }
  }
}
