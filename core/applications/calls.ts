// Applications calls (spec 7, Applications) for division 1, the department registration: apply (with its
// confirm), the list, the detail and the cancel (with its confirm). A registration is an application that
// becomes a department on its apply date (server clock); until then it can be cancelled. Division 4, the transfer
// (転用申請, core/billing/transfer.ts): apply (with its confirm) and the list; the paths follow the spec's
// applicationInformation family (the spec names none for it).
import { defineCall } from '../api/call';
import type { Empty } from '../auth/calls';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import type { ApplicationDetail, ApplicationRow, BillingRegistrationFields } from '../billing/domain';
import type { PaymentApplicationDetail } from '../payment/domain';
import type { TransferFields, TransferPreview, TransferResult, TransferRow } from '../billing/transfer';

const registerWrite = SCREEN_PERMISSIONS['/Billing/Register'];
const historyRead = SCREEN_PERMISSIONS['/Billing/HistoryDetail/:applicationId'];
const listRead = { codes: ['WFAC001', 'WFAC003'], level: 'read' } as const;
// A transfer changes members' department in bulk: the bulk member change's write code (WFAH022; spec 6: bulk member
// changes are the responsible person's alone, which the server also checks).
export const TRANSFER_WRITE = SCREEN_PERMISSIONS['/User/Upload'];
// One cancel for every division (spec 4: change applications can be cancelled): the server also checks the write code
// of the application's own division (WFAC006 for 1, WFAI001 for 2, WFAI002 or WFAI004 for 3, WFAH022 for 4).
const cancelWrite = { codes: ['WFAC006', 'WFAI001', 'WFAI002', 'WFAI004', 'WFAH022'], level: 'write' } as const;

export interface BillingRegistrationPreview {
  fields: BillingRegistrationFields;
  /** The department that stops being the registration-fee charge target when this one becomes it. */
  registrationFeeMovesFrom: string | null;
  message: string;
}

export interface BillingRegistrationResult {
  result: 'OK';
  application: ApplicationDetail;
  message: string;
}

export interface ApplicationTarget {
  applicationId: string;
  /** Required on the cancel itself; a stale value is refused with 409. */
  lastUpdated?: string;
}

export interface ApplicationCancelPreview {
  applicationId: string;
  division: 1 | 2 | 3 | 4;
  /** Division 1: the department's name; 2, 3 and 4: empty (see summary). */
  billingName: string;
  /** What the application changes, in one line (every division). */
  summary: string;
  applyDate: string;
  lastUpdated: string;
  message: string;
}

export interface ApplicationCancelResult {
  result: 'OK';
  /** Division 1: the registration; 2 and 3: the payment application (core/payment/domain.ts); 4: the transfer. */
  application: ApplicationDetail | PaymentApplicationDetail | TransferRow;
  message: string;
}

export const applicationCalls = {
  billingRegistrationConfirm: defineCall<BillingRegistrationFields, BillingRegistrationPreview>({ id: 'applications.billingRegistrationConfirm', method: 'POST', base: '/api', path: '/applicationInformation/apply/billingRegistration/confirm', access: registerWrite }),
  billingRegistration: defineCall<BillingRegistrationFields, BillingRegistrationResult>({ id: 'applications.billingRegistration', method: 'POST', base: '/api', path: '/applicationInformation/apply/billingRegistration', access: registerWrite }),
  listDivision1: defineCall<Empty, ApplicationRow[]>({ id: 'applications.listDivision1', method: 'GET', base: '/api', path: '/applicationInformation/list/division1', access: listRead }),
  details: defineCall<{ applicationId: string }, ApplicationDetail>({ id: 'applications.details', method: 'GET', base: '/api', path: '/applicationInformation/details/:applicationId', access: historyRead }),
  transferConfirm: defineCall<TransferFields, TransferPreview>({ id: 'applications.transferConfirm', method: 'POST', base: '/api', path: '/applicationInformation/apply/transfer/confirm', access: TRANSFER_WRITE }),
  transfer: defineCall<TransferFields, TransferResult>({ id: 'applications.transfer', method: 'POST', base: '/api', path: '/applicationInformation/apply/transfer', access: TRANSFER_WRITE }),
  listDivision4: defineCall<Empty, TransferRow[]>({ id: 'applications.listDivision4', method: 'GET', base: '/api', path: '/applicationInformation/list/division4', access: listRead }),
  cancelConfirm: defineCall<ApplicationTarget, ApplicationCancelPreview>({ id: 'applications.cancelConfirm', method: 'PATCH', base: '/api', path: '/applicationInformation/cancel/confirm', access: cancelWrite }),
  cancel: defineCall<ApplicationTarget, ApplicationCancelResult>({ id: 'applications.cancel', method: 'PATCH', base: '/api', path: '/applicationInformation/cancel', access: cancelWrite }),
};
