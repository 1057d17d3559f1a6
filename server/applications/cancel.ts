// The one cancel of every application division (spec 4: change applications can be cancelled). The access guard
// admits the call on any division's write code; here the application's own division decides: its write code
// (1 WFAC006, 2 WFAI001, 3 WFAI002 or WFAI004, 4 WFAH022) and the responsible person alone (spec 6), else 403. Another
// corporation's id is absent (404); a stale lastUpdated is 409; only an application still waiting for a future apply
// date can be cancelled (else 400 on applicationId with the reason).
import type { ApplicationDetail } from '../../core/billing/domain';
import type { PaymentApplicationDetail } from '../../core/payment/domain';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { formatLastUpdated } from '../format/dates';
import { conflict, notFound } from '../http/http-error';
import type { ApplicationTarget } from '../../core/applications/calls';
import type { MemberViewer } from '../users/viewer';
import { refused } from '../billing/department-rows';
import { registrationDetail } from '../billing/applications';
import { paymentDetail } from '../payment/application-rows';
import type { PaymentContents } from '../payment/contents';
import type { TransferRow } from '../../core/billing/transfer';
import { transferDetail, transferSummary, type TransferContents } from '../billing/transfers';
import { assertDivisionWrite, assertResponsible } from './access';
import { findApplicationRow, type ApplicationDbRow, type ApplicationDivision } from './application-record';

export interface ApplicationTargetInput {
  applicationId: number;
  lastUpdated?: string;
}

/** The target of a cancel or its confirm as the edge checked it (the id's digits; lastUpdated required on the cancel). */
export function applicationTargetOf(input: ApplicationTarget): ApplicationTargetInput {
  return { applicationId: Number(input.applicationId), lastUpdated: input.lastUpdated };
}

/** An application of any division as the cancel answers it, with its one-line summary and department name. */
export interface DescribedApplication {
  division: ApplicationDivision;
  detail: ApplicationDetail | PaymentApplicationDetail | TransferRow;
  billingName: string;
  summary: string;
}

async function describe(db: SqlExecutor, row: ApplicationDbRow, now: Date): Promise<DescribedApplication> {
  if (row.division === 1) {
    const detail = registrationDetail(row, now);
    return { division: 1, detail, billingName: detail.billingName, summary: detail.billingName };
  }
  if (row.division === 4) {
    const detail = await transferDetail(db, row as unknown as ApplicationDbRow<TransferContents>, now);
    return { division: 4, detail, billingName: '', summary: transferSummary(detail) };
  }
  const detail = await paymentDetail(db, row as unknown as ApplicationDbRow<PaymentContents>, now);
  return { division: detail.division, detail, billingName: '', summary: detail.summary };
}

/** Only an application still waiting for its day can be cancelled; answers it for the confirm. */
export async function cancellableApplication(db: SqlExecutor, viewer: MemberViewer, target: ApplicationTargetInput, now: Date, forUpdate: boolean): Promise<DescribedApplication> {
  assertResponsible(viewer);
  const row = await findApplicationRow(db, viewer.corporationId, target.applicationId, { forUpdate });
  if (!row) throw notFound(t('payment.application.notFound'));
  assertDivisionWrite(viewer, row.division as ApplicationDivision);
  if (target.lastUpdated !== undefined && target.lastUpdated !== formatLastUpdated(row.last_updated)) throw conflict();
  const described = await describe(db, row, now);
  if (!described.detail.cancellable) {
    const message = t(row.status === 3 ? 'billing.application.alreadyCancelled' : 'billing.application.notCancellable');
    throw refused('applicationId', message);
  }
  return described;
}

export async function cancelApplication(db: SqlExecutor, viewer: MemberViewer, target: ApplicationTargetInput, now: Date): Promise<DescribedApplication> {
  const described = await cancellableApplication(db, viewer, target, now, true);
  await db.query('update applications set status = 3, cancelled_at = $2, last_updated = $2 where id = $1', [target.applicationId, now]);
  const row = await findApplicationRow(db, viewer.corporationId, target.applicationId);
  return row ? describe(db, row, now) : described;
}
