// Department registration applications (applicationInformation division 1): apply, read, and the apply that turns
// an application into a department once its apply date has come. The model every division shares (rows, list,
// cancel, the due step run by the scheduler and at the start of every department and application call) is
// server/applications/; this module holds what is division 1's own.
import { departmentAutoApprovalRefusal } from '../../core/billing/refusals';
import { messageOf } from '../../core/validation';
import type { ApplicationDetail, ApplicationRow, BillingRegistrationFields } from '../../core/billing/domain';
import type { BillingRegistrationPreview, applicationCalls } from '../../core/applications/calls';
import type { CallRequest } from '../../core/api/call';
import { isoApplyDate } from '../../core/billing/apply-date';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { notFound, validationFailed } from '../http/http-error';
import { assertResponsible } from '../applications/access';
import type { MemberViewer } from '../users/viewer';
import {
  applicationCommon, completeApplication, findApplicationRow, insertApplication, listApplicationRows, settledAt, type ApplicationDbRow,
} from '../applications/application-record';
import { applyDateFieldProblem, billingNameProblem, nameTaken } from './department-form';
import { otherFeeTarget, representativeFeeSetting, takeFeeTarget } from './registration-fee';

interface RegistrationContents {
  billingName?: string;
  autoApprovalFlg?: boolean;
  registrationFeeChargeFlg?: boolean;
}

type RegistrationDbRow = ApplicationDbRow<RegistrationContents>;

function toRow(row: RegistrationDbRow, now: Date): ApplicationRow {
  return { ...applicationCommon(row, now), division: 1, billingName: row.contents.billingName ?? '' };
}

/** A department registration as its detail (and the cancel) answers it. */
export function registrationDetail(row: RegistrationDbRow, now: Date): ApplicationDetail {
  return {
    ...toRow(row, now),
    autoApprovalFlg: row.contents.autoApprovalFlg ?? false,
    registrationFeeChargeFlg: row.contents.registrationFeeChargeFlg ?? false,
    billingId: row.department_id === null ? null : String(row.department_id),
    ...settledAt(row),
  };
}

/** The apply of one due registration: the department appears, last in the display order. */
export async function realizeRegistration(db: SqlExecutor, application: RegistrationDbRow, now: Date): Promise<void> {
  const corporationId = application.corporation_id;
  const [order] = await db.query<{ next: number }>(
    'select coalesce(max(display_order), 0) + 1 as next from departments where corporation_id = $1 and not delete_flg',
    [corporationId],
  );
  const feeTarget = application.contents.registrationFeeChargeFlg ?? false;
  const [created] = await db.query<{ id: number }>(
    `insert into departments (corporation_id, billing_name, display_order, auto_approval_flg, registration_fee_charge_flg, application_id, created_at, last_updated)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
    [corporationId, application.contents.billingName ?? '', order.next, application.contents.autoApprovalFlg ?? false, feeTarget, application.id, now],
  );
  if (feeTarget) await takeFeeTarget(db, corporationId, created.id, now);
  await completeApplication(db, application.id, now, { departmentId: created.id });
}

interface CheckedRegistration {
  fields: BillingRegistrationFields;
  isoApplyDate: string;
  feeMovesFrom: string | null;
}

/** The registration request as the edge checked it (the flags are booleans; the name and the date texts by kind). */
export type RegistrationRequest = CallRequest<typeof applicationCalls.billingRegistration>;

async function checkRegistration(db: SqlExecutor, viewer: MemberViewer, input: RegistrationRequest, now: Date): Promise<CheckedRegistration> {
  assertResponsible(viewer);
  const billingName = input.billingName.trim();
  const { autoApprovalFlg = false, registrationFeeChargeFlg = false } = input;
  const problems: Record<string, string> = {};
  const nameProblem = billingNameProblem(billingName);
  if (nameProblem) problems.billingName = nameProblem;
  const dateProblem = applyDateFieldProblem(input.applyDate, now);
  if (dateProblem) problems.applyDate = dateProblem;
  // The rules that read the corporation's data join the form's own: one answer names every field that is wrong, so
  // a taken name and a bad date are told together (issue 33). (A name that failed its own rules is not looked up.)
  if (!nameProblem && (await nameTaken(db, viewer.corporationId, billingName, null))) problems.billingName = t('billing.validation.nameTaken');
  if (autoApprovalFlg) {
    const [corporation] = await db.query<{ auto_approval_setting: number }>('select auto_approval_setting from corporations where id = $1', [viewer.corporationId]);
    const perDepartment = departmentAutoApprovalRefusal(corporation?.auto_approval_setting ?? 0);
    if (perDepartment) problems.autoApprovalFlg = messageOf(perDepartment);
  }
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  const isoDate = isoApplyDate(input.applyDate.trim()) ?? '';
  let feeMovesFrom: string | null = null;
  if (registrationFeeChargeFlg && (await representativeFeeSetting(db, viewer.corporationId))) {
    feeMovesFrom = (await otherFeeTarget(db, viewer.corporationId, null))?.billing_name ?? null;
  }
  return { fields: { billingName, autoApprovalFlg, registrationFeeChargeFlg, applyDate: isoDate.replaceAll('-', '/') }, isoApplyDate: isoDate, feeMovesFrom };
}

export async function previewRegistration(db: SqlExecutor, viewer: MemberViewer, input: RegistrationRequest, now: Date): Promise<BillingRegistrationPreview> {
  const checked = await checkRegistration(db, viewer, input, now);
  return {
    fields: checked.fields,
    registrationFeeMovesFrom: checked.feeMovesFrom,
    message: t('billing.confirm.register', { name: checked.fields.billingName, date: checked.fields.applyDate }),
  };
}

export async function applyRegistration(db: SqlExecutor, viewer: MemberViewer, input: RegistrationRequest, now: Date): Promise<ApplicationDetail> {
  const checked = await checkRegistration(db, viewer, input, now);
  const { billingName, autoApprovalFlg, registrationFeeChargeFlg } = checked.fields;
  const id = await insertApplication(db, {
    corporationId: viewer.corporationId, division: 1, contents: { billingName, autoApprovalFlg, registrationFeeChargeFlg }, isoApplyDate: checked.isoApplyDate,
    applicantUserId: viewer.userId,
  }, now);
  return findApplicationDetail(db, viewer, id, now);
}

/** Responsible persons see the corporation's registrations; clerks none (they cannot register departments). */
export async function listRegistrations(db: SqlExecutor, viewer: MemberViewer, now: Date): Promise<ApplicationRow[]> {
  if (!viewer.responsible) return [];
  const rows = await listApplicationRows<RegistrationContents>(db, viewer.corporationId, [1]);
  return rows.map((row) => toRow(row, now));
}

export async function findApplicationDetail(db: SqlExecutor, viewer: MemberViewer, applicationId: number, now: Date): Promise<ApplicationDetail> {
  const row = await findApplicationRow<RegistrationContents>(db, viewer.corporationId, applicationId, { divisions: [1] });
  // A clerk may read the history of a department they look after; to them other applications do not exist.
  const hidden = !viewer.responsible && (row?.department_id == null || !viewer.departmentIds.has(row.department_id));
  if (!row || hidden) throw notFound(t('billing.application.notFound'));
  return registrationDetail(row, now);
}
