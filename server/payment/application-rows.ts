// Payment applications (divisions 2 and 3) as the pages read them: the row of the lists, the detail (/Payment/Detail)
// and the confirm preview, all built from the stored contents: one Japanese summary line (e.g. 「請求先 10000002 の
// 住所変更」), the changes as label / before / after (before is the contents' snapshot), the departments concerned.
// A direct-debit account appears only as its summary (bank, branch, type, ****+last 3 digits).
import {
  FeeChargeDivision, type ApplicationChange, type DepartmentRef, type DestinationFields, type PaymentApplicationDetail, type PaymentApplicationPreview,
  type PaymentApplicationRow,
} from '../../core/payment/domain';
import { t, type MessageKey } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { notFound } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { assertResponsible } from '../applications/access';
import { applicationCommon, findApplicationRow, listApplicationRows, settledAt } from '../applications/application-record';
import type { FeeArrangement, PaymentApplicationDbRow, PaymentContents } from './contents';
import { accountSummary, billedDepartments, departmentRef } from './charge-branches';

const FIELD_LABELS: Record<keyof DestinationFields, MessageKey> = {
  clientName: 'payment.field.clientName',
  postalCode: 'payment.field.postalCode',
  address: 'payment.field.address',
  residence: 'payment.field.residence',
  personDepartment: 'payment.field.personDepartment',
  personName: 'payment.field.personName',
  mailAddress: 'payment.field.mailAddress',
};

const shown = (value: string | null | undefined): string => (value ? value : t('payment.none'));

function feeDivisionText(arrangement: FeeArrangement): string {
  return t(`payment.feeDivision.${arrangement.division}`);
}

/** Where departments go, in words: the destination's number and name, or the new destination's name until it has one. */
function destinationText(contents: Extract<PaymentContents, { kind: 'destination' }>): string {
  if (contents.chargeBranchNo === null) return t('payment.newDestination', { client: contents.clientName });
  return contents.chargeBranchNo;
}

export function paymentSummary(contents: PaymentContents): string {
  switch (contents.kind) {
    case 'registrationFee':
      return contents.division === FeeChargeDivision.REPRESENTATIVE
        ? t('payment.summary.registrationFee.1', { name: shown(contents.billingName) })
        : t('payment.summary.registrationFee.2');
    case 'address':
      return t('payment.summary.address', { no: contents.chargeBranchNo });
    case 'destination': {
      const [first] = contents.departments;
      const others = contents.departments.length - 1;
      const destination = destinationText(contents);
      return others > 0
        ? t('payment.summary.destinationMany', { name: first?.billingName ?? '', others, destination })
        : t('payment.summary.destination', { name: first?.billingName ?? '', destination });
    }
    case 'paymentMethod':
      return t('payment.summary.paymentMethod', { no: contents.chargeBranchNo, method: t(`payment.method.${contents.paymentMethod}`) });
  }
}

export function paymentChanges(contents: PaymentContents): ApplicationChange[] {
  switch (contents.kind) {
    case 'registrationFee':
      return [
        { label: t('payment.field.feeDivision'), before: feeDivisionText(contents.before), after: feeDivisionText(contents) },
        { label: t('payment.field.feeDepartment'), before: shown(contents.before.billingName), after: shown(contents.billingName) },
      ];
    case 'address':
      return (Object.keys(FIELD_LABELS) as (keyof DestinationFields)[])
        .filter((key) => contents.before[key] !== contents.destination[key])
        .map((key) => ({ label: t(FIELD_LABELS[key]), before: shown(contents.before[key]), after: shown(contents.destination[key]) }));
    case 'destination': {
      const after = contents.chargeBranchNo === null
        ? t('payment.newDestination', { client: contents.clientName })
        : t('payment.destinationLabel', { no: contents.chargeBranchNo, client: contents.clientName });
      return contents.departments.map((d) => {
        const was = contents.before.departments.find((b) => b.organizationId === d.organizationId);
        return { label: d.billingName, before: was ? t('payment.destinationLabel', { no: was.chargeBranchNo, client: was.clientName }) : t('payment.none'), after };
      });
    }
    case 'paymentMethod': {
      const changes = [{ label: t('payment.field.paymentMethod'), before: t(`payment.method.${contents.before.paymentMethod}`), after: t(`payment.method.${contents.paymentMethod}`) }];
      const afterAccount = accountSummary(contents.bankAccount);
      if (contents.before.accountSummary || afterAccount) {
        changes.push({ label: t('payment.field.accountNumber'), before: shown(contents.before.accountSummary), after: shown(afterAccount) });
      }
      return changes;
    }
  }
}

const reasonOf = (contents: PaymentContents): PaymentApplicationRow['reason'] => (contents.kind === 'address' || contents.kind === 'destination' ? contents.reason : null);

function toPaymentRow(row: PaymentApplicationDbRow, now: Date): PaymentApplicationRow {
  return {
    ...applicationCommon(row, now),
    division: row.division === 2 ? 2 : 3,
    kind: row.contents.kind,
    reason: reasonOf(row.contents),
    summary: paymentSummary(row.contents),
  };
}

/** The departments an application concerns: moved ones, those billed to the changed destination, the fee department. */
async function concernedDepartments(db: SqlExecutor, row: PaymentApplicationDbRow, now: Date): Promise<DepartmentRef[]> {
  const contents = row.contents;
  if (contents.kind === 'registrationFee') {
    return contents.billingId === null ? [] : [{ organizationId: contents.billingId, billingName: contents.billingName ?? '' }];
  }
  if (contents.kind === 'destination') return contents.departments;
  const departments = await billedDepartments(db, row.corporation_id, now);
  return departments.filter((d) => d.charge_client_id === contents.chargeClientId).map(departmentRef);
}

/** A payment application as its detail (and the cancel) answers it. */
export async function paymentDetail(db: SqlExecutor, row: PaymentApplicationDbRow, now: Date): Promise<PaymentApplicationDetail> {
  return {
    ...toPaymentRow(row, now),
    changes: paymentChanges(row.contents),
    departments: await concernedDepartments(db, row, now),
    chargeBranchNo: row.contents.kind === 'registrationFee' ? null : row.contents.chargeBranchNo,
    ...settledAt(row),
  };
}

/** The confirm answer of every payment application. `isoApplyDate` is yyyy-MM-dd. */
export function paymentPreview(contents: PaymentContents, isoApplyDate: string, notices: string[]): PaymentApplicationPreview {
  const applyDate = isoApplyDate.replaceAll('-', '/');
  const summary = paymentSummary(contents);
  return { kind: contents.kind, applyDate, changes: paymentChanges(contents), notices, message: t('payment.confirm.apply', { summary, date: applyDate }) };
}

export async function listPaymentApplications(db: SqlExecutor, viewer: MemberViewer, division: 2 | 3, now: Date): Promise<PaymentApplicationRow[]> {
  assertResponsible(viewer);
  const rows = await listApplicationRows<PaymentContents>(db, viewer.corporationId, [division]);
  return rows.map((row) => toPaymentRow(row, now));
}

export async function findPaymentDetail(db: SqlExecutor, viewer: MemberViewer, applicationId: number, now: Date): Promise<PaymentApplicationDetail> {
  assertResponsible(viewer);
  const row = await findApplicationRow<PaymentContents>(db, viewer.corporationId, applicationId, { divisions: [2, 3] });
  if (!row) throw notFound(t('payment.application.notFound'));
  return paymentDetail(db, row, now);
}
