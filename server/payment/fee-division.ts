// Division 2 of the applications: the registration-fee charge division (登録管理料請求区分). Decisions (issue 15):
// - The division is corporations.representative_fee_setting (true: 1 代表部署へ一括請求, false: 2 部署ごとに請求).
// - An application stores { kind 'registrationFee', division, billingId (required under 1), billingName, before }
//   where before is the arrangement in force when applied for; the apply refreshes before with the arrangement in
//   force on the day, so the close can bill the periods ended before it as they were (server/payment/fee-arrangement.ts).
// - Applied on its day by the one scheduler step (server/applications/realize.ts): the corporation's setting takes
//   the division, and under 1 the chosen department takes the fee flag from every other (takeFeeTarget).
// - One pending division 2 application per corporation: a second is refused (400) until the first applies or is
//   cancelled. The chosen department must be the corporation's, not deleted and not suspended (disableFlg). A change to
//   what is already in force is refused (400).
import { FeeChargeDivision, type PaymentApplicationPreview, type RegistrationFeeApplyRequest, type RegistrationFeeChargeInfo } from '../../core/payment/domain';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { validationFailed } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { assertResponsible } from '../applications/access';
import { insertApplication, pendingApplicationRows, type ApplicationDbRow } from '../applications/application-record';
import { applyDateRange, readApplyDate } from '../billing/department-form';
import { takeFeeTarget } from '../billing/registration-fee';
import type { FeeArrangement, RegistrationFeeContents } from './contents';
import { currentFeeArrangement } from './fee-arrangement';
import { departmentRef } from './charge-branches';
import { paymentPreview } from './application-rows';
import { FieldProblems } from './destination-fields';

interface FeeDepartmentRow extends Row {
  id: number;
  billing_name: string;
}

/** Departments that may bear the fee: the corporation's, not deleted, not suspended. */
async function feeDepartmentChoices(db: SqlExecutor, corporationId: number): Promise<FeeDepartmentRow[]> {
  return db.query<FeeDepartmentRow>(
    'select id, billing_name from departments where corporation_id = $1 and not delete_flg and not disable_flg order by display_order, id',
    [corporationId],
  );
}

async function pendingFeeApplication(db: SqlExecutor, corporationId: number): Promise<ApplicationDbRow<unknown> | null> {
  return (await pendingApplicationRows(db, corporationId, [2]))[0] ?? null;
}

export async function registrationFeeChargeInfo(db: SqlExecutor, viewer: MemberViewer, now: Date): Promise<RegistrationFeeChargeInfo> {
  assertResponsible(viewer);
  const arrangement = await currentFeeArrangement(db, viewer.corporationId);
  const pending = await pendingFeeApplication(db, viewer.corporationId);
  const range = applyDateRange(now);
  return {
    division: arrangement.division,
    billingId: arrangement.billingId,
    billingName: arrangement.billingName,
    departments: (await feeDepartmentChoices(db, viewer.corporationId)).map(departmentRef),
    pendingApplicationId: pending ? String(pending.id) : null,
    applyDateFrom: range.from.replaceAll('-', '/'),
    applyDateTo: range.to.replaceAll('-', '/'),
  };
}

interface CheckedFeeChange {
  contents: RegistrationFeeContents;
  isoApplyDate: string;
}

async function checkFeeChange(db: SqlExecutor, viewer: MemberViewer, input: RegistrationFeeApplyRequest, now: Date): Promise<CheckedFeeChange> {
  assertResponsible(viewer);
  const problems = new FieldProblems();
  const division = input.division;
  // The department is required under 1 alone (the edge has checked that it is an id when given).
  if (division === FeeChargeDivision.REPRESENTATIVE && input.billingId === undefined) problems.fail('billingId', t('validation.required'));
  const billingId = input.billingId === undefined ? undefined : Number(input.billingId);
  const isoApplyDate = readApplyDate(input.applyDate, problems, now);
  problems.check();
  let department: FeeDepartmentRow | null = null;
  if (division === FeeChargeDivision.REPRESENTATIVE) {
    department = (await feeDepartmentChoices(db, viewer.corporationId)).find((d) => d.id === billingId) ?? null;
    if (!department) throw validationFailed({ billingId: t('payment.validation.feeDepartment') });
  }
  if (await pendingFeeApplication(db, viewer.corporationId)) throw validationFailed({ division: t('payment.validation.feePending') });
  const before = await currentFeeArrangement(db, viewer.corporationId);
  const after: FeeArrangement = {
    division,
    billingId: department ? String(department.id) : null,
    billingName: department?.billing_name ?? null,
  };
  if (before.division === after.division && (after.division === FeeChargeDivision.EACH_DEPARTMENT || before.billingId === after.billingId)) {
    throw validationFailed({ division: t('payment.validation.sameAsCurrent') });
  }
  return { contents: { kind: 'registrationFee', ...after, before }, isoApplyDate };
}

export async function previewFeeChange(db: SqlExecutor, viewer: MemberViewer, input: RegistrationFeeApplyRequest, now: Date): Promise<PaymentApplicationPreview> {
  const checked = await checkFeeChange(db, viewer, input, now);
  const notices = checked.contents.division === FeeChargeDivision.EACH_DEPARTMENT ? [t('payment.notice.allDepartmentsFee')] : [];
  return paymentPreview(checked.contents, checked.isoApplyDate, notices);
}

/** Files the application; answers its id. */
export async function applyFeeChange(db: SqlExecutor, viewer: MemberViewer, input: RegistrationFeeApplyRequest, now: Date): Promise<number> {
  const checked = await checkFeeChange(db, viewer, input, now);
  return insertApplication(db, { corporationId: viewer.corporationId, division: 2, contents: checked.contents, isoApplyDate: checked.isoApplyDate, applicantUserId: viewer.userId }, now);
}

/** The apply on the day: the setting, the fee department; answers the contents with `before` as it was on the day. */
export async function realizeFeeChange(db: SqlExecutor, corporationId: number, contents: RegistrationFeeContents, now: Date): Promise<RegistrationFeeContents> {
  const before = await currentFeeArrangement(db, corporationId);
  const representative = contents.division === FeeChargeDivision.REPRESENTATIVE;
  await db.query('update corporations set representative_fee_setting = $2, last_updated = $3 where id = $1', [corporationId, representative, now]);
  if (representative && contents.billingId !== null) {
    // A department deleted since keeps no flag; the close then falls back to the first department.
    const taken = await db.query(
      `update departments set registration_fee_charge_flg = true, last_updated = $3
        where id = $2 and corporation_id = $1 and not delete_flg returning id`,
      [corporationId, Number(contents.billingId), now],
    );
    if (taken.length > 0) await takeFeeTarget(db, corporationId, Number(contents.billingId), now);
  }
  return { ...contents, before };
}
