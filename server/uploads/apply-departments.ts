// The four department kinds, each through the billing domain (server/billing) the department screens use:
// names (4) rename, order (5) set the display order, registration (10) applies for departments that appear on the
// job's day, deletion (11) deletes only departments whose clerks and members are gone (a non-empty one fails). Every
// refusal here is also a rule of the kind's validation (core/csv/kinds/department-*.ts, with the lookups' facts), so
// the dry run says it first; they stay here for what changes between the validation and the row.
import type { CsvRow } from '../../core/csv/kind';
import { departmentAutoApprovalRefusal } from '../../core/billing/refusals';
import { messageOf } from '../../core/validation';
import { t } from '../../core/i18n';
import { realizeDueApplications } from '../applications/realize';
import { isoDay, nameTaken } from '../billing/department-form';
import { findDepartment, targetDepartment, type DepartmentRow } from '../billing/department-rows';
import { applyOperation, applyUpdate } from '../billing/operations';
import { formatLastUpdated } from '../format/dates';
import { notFound, permissionDenied, validationFailed } from '../http/http-error';
import type { ApplyContext, KindApplier, RowOutcome } from './apply-context';

async function department(ctx: ApplyContext, billingIdText: string): Promise<DepartmentRow> {
  const row = await findDepartment(ctx.tx, ctx.viewer.corporationId, Number(billingIdText), true);
  if (!row || !ctx.viewer.departmentIds.has(row.id)) throw notFound(t('uploads.row.billingNotFound', { id: billingIdText }));
  return row;
}

/** A name no department holds while the job renames (unique per job and department; never committed). */
const parkedName = (jobId: number, departmentId: number): string => `#upload-${jobId}-${departmentId}`;

export const departmentNamesApplier: KindApplier = {
  /**
   * The departments the file renames first give up their names, so that a file may swap or rotate names (A to B and
   * B to A); a name held by a department the file does not rename stays taken. All inside the job's transaction.
   */
  async before(ctx, rows) {
    for (const row of rows) {
      const current = await findDepartment(ctx.tx, ctx.viewer.corporationId, Number(row.values.billingId), true);
      if (!current || !ctx.viewer.departmentIds.has(current.id) || current.billing_name === row.values.billingName) continue;
      await ctx.tx.query('update departments set billing_name = $2 where id = $1', [current.id, parkedName(ctx.jobId, current.id)]);
    }
  },
  async row(ctx, row): Promise<RowOutcome> {
    const current = await department(ctx, row.values.billingId);
    // Rows that keep their name were not parked.
    if (current.billing_name === row.values.billingName) return 'kept';
    // Only the name changes: the flags are passed back as they are.
    await applyUpdate(ctx.tx, ctx.viewer, {
      billingId: String(current.id),
      lastUpdated: formatLastUpdated(current.last_updated),
      billingName: row.values.billingName,
      autoApprovalFlg: current.auto_approval_flg,
      registrationFeeChargeFlg: current.registration_fee_charge_flg,
      serviceUsageAlertChoiceFlg: current.service_usage_alert_choice_flg,
    }, ctx.now);
    return 'applied';
  },
};

export const departmentOrderApplier: KindApplier = {
  async row(ctx, row): Promise<RowOutcome> {
    // Spec 6: the display order is the responsible person's (as the change-order screen).
    if (!ctx.viewer.responsible) throw permissionDenied();
    const current = await targetDepartment(ctx.tx, ctx.viewer, { billingId: Number(row.values.billingId) }, true);
    const order = Number(row.values.displayOrder);
    if (current.display_order === order) return 'kept';
    await ctx.tx.query('update departments set display_order = $2, last_updated = $3 where id = $1', [current.id, order, ctx.now]);
    return 'applied';
  },
};

export const departmentDeleteApplier: KindApplier = {
  async row(ctx, row): Promise<RowOutcome> {
    const current = await department(ctx, row.values.billingId);
    await applyOperation(ctx.tx, ctx.viewer, 'delete', { billingId: String(current.id), lastUpdated: formatLastUpdated(current.last_updated) }, ctx.now);
    return 'applied';
  },
};

/**
 * Registration: each row becomes a department registration application with the job's day as its apply date (the
 * delay of spec 4 is the job's schedule), realized at the end of the job by the billing domain's own step.
 */
export const departmentRegisterApplier: KindApplier = {
  async row(ctx, row: CsvRow): Promise<RowOutcome> {
    if (!ctx.viewer.responsible) throw permissionDenied();
    const { billingName, autoApproval, monthlyLimitAmount } = row.values;
    if (await nameTaken(ctx.tx, ctx.viewer.corporationId, billingName, null)) throw validationFailed({ billingName: t('billing.validation.nameTaken') });
    const [corporation] = await ctx.tx.query<{ auto_approval_setting: number }>('select auto_approval_setting from corporations where id = $1', [ctx.viewer.corporationId]);
    const perDepartment = autoApproval === '1' ? departmentAutoApprovalRefusal(corporation?.auto_approval_setting ?? 0) : null;
    if (perDepartment) throw validationFailed({ autoApproval: messageOf(perDepartment) });
    await ctx.tx.query(
      `insert into applications (corporation_id, division, status, contents, apply_date, applicant_user_id, created_at, last_updated)
       values ($1, 1, 1, $2, $3::date, $4, $5, $5)`,
      [
        ctx.viewer.corporationId,
        JSON.stringify({ billingName, autoApprovalFlg: autoApproval === '1', registrationFeeChargeFlg: false, monthlyLimitAmount: monthlyLimitAmount === '' ? null : Number(monthlyLimitAmount), uploadJobId: ctx.jobId }),
        isoDay(ctx.now),
        ctx.viewer.userId,
        ctx.now,
      ],
    );
    return 'applied';
  },
  async after(ctx) {
    await realizeDueApplications(ctx.tx, ctx.viewer.corporationId, ctx.now);
    // The budget of the file is set on the departments this job created.
    await ctx.tx.query(
      `update departments d set monthly_limit_amount = (a.contents->>'monthlyLimitAmount')::int
         from applications a
        where a.id = d.application_id and (a.contents->>'uploadJobId')::int = $1 and a.contents->>'monthlyLimitAmount' is not null`,
      [ctx.jobId],
    );
  },
};
