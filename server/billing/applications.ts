// Department registration applications (applicationInformation division 1): apply, read, cancel, and the step
// that turns an application into a department once its apply date has come. The server clock decides; the step
// runs at the start of every department and application call, so the department is there the first time anyone
// looks on or after that day.
import type { ApplicationDetail, ApplicationRow, BillingRegistrationFields } from '../../core/domain/department';
import type { BillingRegistrationPreview } from '../../core/api/calls-applications';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { formatDate, formatDateTime, formatLastUpdated } from '../format/dates';
import { conflict, notFound, permissionDenied, validationFailed } from '../http/http-error';
import { InputReader, type Input } from '../http/input';
import type { MemberViewer } from '../members/viewer';
import { fullName } from '../members/member-rows';
import { refused } from './department-rows';
import { isoDay, nameTaken, readApplyDate, readBillingName, readFlag } from './department-form';
import { otherFeeTarget, representativeFeeSetting, takeFeeTarget } from './registration-fee';

interface ApplicationDbRow extends Row {
  id: number;
  corporation_id: number;
  division: number;
  status: number;
  contents: { billingName?: string; autoApprovalFlg?: boolean; registrationFeeChargeFlg?: boolean };
  apply_date: string;
  department_id: number | null;
  created_at: Date;
  cancelled_at: Date | null;
  completed_at: Date | null;
  last_updated: Date;
  user_last_name: string;
  user_first_name: string;
}

const APPLICATION_SELECT = `select a.id, a.corporation_id, a.division, a.status, a.contents, to_char(a.apply_date, 'YYYY/MM/DD') as apply_date,
  a.department_id, a.created_at, a.cancelled_at, a.completed_at, a.last_updated, u.user_last_name, u.user_first_name
  from applications a join users u on u.id = a.applicant_user_id`;

function toRow(row: ApplicationDbRow, now: Date): ApplicationRow {
  return {
    applicationId: String(row.id),
    division: 1,
    status: row.status === 2 ? 2 : row.status === 3 ? 3 : 1,
    billingName: row.contents.billingName ?? '',
    applyDate: row.apply_date,
    applicantName: fullName(row.user_last_name, row.user_first_name),
    appliedAt: formatDateTime(row.created_at),
    cancellable: row.status === 1 && row.apply_date > formatDate(now),
    lastUpdated: formatLastUpdated(row.last_updated),
  };
}

function toDetail(row: ApplicationDbRow, now: Date): ApplicationDetail {
  return {
    ...toRow(row, now),
    autoApprovalFlg: row.contents.autoApprovalFlg ?? false,
    registrationFeeChargeFlg: row.contents.registrationFeeChargeFlg ?? false,
    billingId: row.department_id === null ? null : String(row.department_id),
    cancelledAt: row.cancelled_at ? formatDateTime(row.cancelled_at) : null,
    completedAt: row.completed_at ? formatDateTime(row.completed_at) : null,
  };
}

/** Turns every due registration of the corporation into a department (last in the display order). */
export async function realizeDueApplications(db: SqlExecutor, corporationId: number, now: Date): Promise<number> {
  const due = await db.query<ApplicationDbRow>(
    `${APPLICATION_SELECT} where a.corporation_id = $1 and a.division = 1 and a.status = 1 and a.apply_date <= $2::date
      order by a.apply_date, a.id for update of a skip locked`,
    [corporationId, isoDay(now)],
  );
  for (const application of due) {
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
    await db.query('update applications set status = 2, department_id = $2, completed_at = $3, last_updated = $3 where id = $1', [application.id, created.id, now]);
  }
  return due.length;
}

/** Spec 6: registering departments is the responsible person's. */
function assertResponsible(viewer: MemberViewer): void {
  if (!viewer.responsible) throw permissionDenied();
}

interface CheckedRegistration {
  fields: BillingRegistrationFields;
  isoApplyDate: string;
  feeMovesFrom: string | null;
}

async function checkRegistration(db: SqlExecutor, viewer: MemberViewer, input: Input, now: Date): Promise<CheckedRegistration> {
  assertResponsible(viewer);
  const reader = new InputReader(input);
  const billingName = readBillingName(reader);
  const autoApprovalFlg = readFlag(reader, input, 'autoApprovalFlg');
  const registrationFeeChargeFlg = readFlag(reader, input, 'registrationFeeChargeFlg');
  const isoApplyDate = readApplyDate(reader, now);
  reader.check();
  if (await nameTaken(db, viewer.corporationId, billingName, null)) throw validationFailed({ billingName: t('billing.validation.nameTaken') });
  const [corporation] = await db.query<{ auto_approval_setting: number }>('select auto_approval_setting from corporations where id = $1', [viewer.corporationId]);
  if (autoApprovalFlg && corporation?.auto_approval_setting !== 3) throw validationFailed({ autoApprovalFlg: t('billing.validation.autoApprovalNotPerDepartment') });
  let feeMovesFrom: string | null = null;
  if (registrationFeeChargeFlg && (await representativeFeeSetting(db, viewer.corporationId))) {
    feeMovesFrom = (await otherFeeTarget(db, viewer.corporationId, null))?.billing_name ?? null;
  }
  return { fields: { billingName, autoApprovalFlg, registrationFeeChargeFlg, applyDate: isoApplyDate.replaceAll('-', '/') }, isoApplyDate, feeMovesFrom };
}

export async function previewRegistration(db: SqlExecutor, viewer: MemberViewer, input: Input, now: Date): Promise<BillingRegistrationPreview> {
  const checked = await checkRegistration(db, viewer, input, now);
  return {
    fields: checked.fields,
    registrationFeeMovesFrom: checked.feeMovesFrom,
    message: t('billing.confirm.register', { name: checked.fields.billingName, date: checked.fields.applyDate }),
  };
}

export async function applyRegistration(db: SqlExecutor, viewer: MemberViewer, input: Input, now: Date): Promise<ApplicationDetail> {
  const checked = await checkRegistration(db, viewer, input, now);
  const { billingName, autoApprovalFlg, registrationFeeChargeFlg } = checked.fields;
  const [created] = await db.query<{ id: number }>(
    `insert into applications (corporation_id, division, status, contents, apply_date, applicant_user_id, created_at, last_updated)
     values ($1, 1, 1, $2, $3::date, $4, $5, $5) returning id`,
    [viewer.corporationId, JSON.stringify({ billingName, autoApprovalFlg, registrationFeeChargeFlg }), checked.isoApplyDate, viewer.userId, now],
  );
  return findApplicationDetail(db, viewer, created.id, now);
}

/** Responsible persons see the corporation's registrations; clerks none (they cannot register departments). */
export async function listRegistrations(db: SqlExecutor, viewer: MemberViewer, now: Date): Promise<ApplicationRow[]> {
  if (!viewer.responsible) return [];
  const rows = await db.query<ApplicationDbRow>(
    `${APPLICATION_SELECT} where a.corporation_id = $1 and a.division = 1 order by a.created_at desc, a.id desc`,
    [viewer.corporationId],
  );
  return rows.map((row) => toRow(row, now));
}

async function findApplication(db: SqlExecutor, viewer: MemberViewer, applicationId: number, forUpdate = false): Promise<ApplicationDbRow> {
  const rows = await db.query<ApplicationDbRow>(
    `${APPLICATION_SELECT} where a.id = $1 and a.corporation_id = $2 and a.division = 1${forUpdate ? ' for update of a' : ''}`,
    [applicationId, viewer.corporationId],
  );
  const row = rows[0];
  // A clerk may read the history of a department they look after; to them other applications do not exist.
  const hidden = !viewer.responsible && (row?.department_id == null || !viewer.departmentIds.has(row.department_id));
  if (!row || hidden) throw notFound(t('billing.application.notFound'));
  return row;
}

export async function findApplicationDetail(db: SqlExecutor, viewer: MemberViewer, applicationId: number, now: Date): Promise<ApplicationDetail> {
  return toDetail(await findApplication(db, viewer, applicationId), now);
}

export interface ApplicationTargetInput {
  applicationId: number;
  lastUpdated?: string;
}

export function readApplicationTarget(input: Input, execute: boolean): ApplicationTargetInput {
  const reader = new InputReader(input);
  const applicationId = reader.id('applicationId');
  const lastUpdated = reader.text('lastUpdated', { required: execute });
  reader.check();
  return { applicationId: applicationId ?? 0, lastUpdated };
}

/** Only an application still waiting for its day can be cancelled; answers it for the confirm. */
export async function cancellableApplication(db: SqlExecutor, viewer: MemberViewer, target: ApplicationTargetInput, now: Date, forUpdate: boolean): Promise<ApplicationDetail> {
  assertResponsible(viewer);
  const row = await findApplication(db, viewer, target.applicationId, forUpdate);
  if (target.lastUpdated !== undefined && target.lastUpdated !== formatLastUpdated(row.last_updated)) throw conflict();
  const detail = toDetail(row, now);
  if (!detail.cancellable) {
    const message = t(row.status === 3 ? 'billing.application.alreadyCancelled' : 'billing.application.notCancellable');
    throw refused('applicationId', message);
  }
  return detail;
}

export async function cancelApplication(db: SqlExecutor, viewer: MemberViewer, target: ApplicationTargetInput, now: Date): Promise<ApplicationDetail> {
  const detail = await cancellableApplication(db, viewer, target, now, true);
  await db.query('update applications set status = 3, cancelled_at = $2, last_updated = $2 where id = $1', [Number(detail.applicationId), now]);
  return findApplicationDetail(db, viewer, Number(detail.applicationId), now);
}
