// Applications calls (spec 7, Applications) for division 1, the department registration: apply (with its
// confirm), the list, the detail and the cancel (with its confirm). A registration is an application that
// becomes a department on its apply date (server clock); until then it can be cancelled.
import { defineCall } from '../api/call';
import type { Empty } from '../auth/calls';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import type { ApplicationDetail, ApplicationRow, BillingRegistrationFields } from '../billing/domain';
import type { PaymentApplicationDetail } from '../payment/domain';

const registerWrite = SCREEN_PERMISSIONS['/Billing/Register'];
const historyRead = SCREEN_PERMISSIONS['/Billing/HistoryDetail/:applicationId'];
const listRead = { codes: ['WFAC001', 'WFAC003'], level: 'read' } as const;
// One cancel for every division (spec 4: change applications can be cancelled): the server also checks the write code
// of the application's own division (WFAC006 for 1, WFAI001 for 2, WFAI002 or WFAI004 for 3).
const cancelWrite = { codes: ['WFAC006', 'WFAI001', 'WFAI002', 'WFAI004'], level: 'write' } as const;

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
  division: 1 | 2 | 3;
  /** Division 1: the department's name; 2 and 3: empty (see summary). */
  billingName: string;
  /** What the application changes, in one line (every division). */
  summary: string;
  applyDate: string;
  lastUpdated: string;
  message: string;
}

export interface ApplicationCancelResult {
  result: 'OK';
  /** Division 1: the registration; 2 and 3: the payment application (core/payment/domain.ts). */
  application: ApplicationDetail | PaymentApplicationDetail;
  message: string;
}

export const applicationCalls = {
  billingRegistrationConfirm: defineCall<BillingRegistrationFields, BillingRegistrationPreview>({ id: 'applications.billingRegistrationConfirm', method: 'POST', base: '/api', path: '/applicationInformation/apply/billingRegistration/confirm', access: registerWrite }),
  billingRegistration: defineCall<BillingRegistrationFields, BillingRegistrationResult>({ id: 'applications.billingRegistration', method: 'POST', base: '/api', path: '/applicationInformation/apply/billingRegistration', access: registerWrite }),
  listDivision1: defineCall<Empty, ApplicationRow[]>({ id: 'applications.listDivision1', method: 'GET', base: '/api', path: '/applicationInformation/list/division1', access: listRead }),
  details: defineCall<{ applicationId: string }, ApplicationDetail>({ id: 'applications.details', method: 'GET', base: '/api', path: '/applicationInformation/details/:applicationId', access: historyRead }),
  cancelConfirm: defineCall<ApplicationTarget, ApplicationCancelPreview>({ id: 'applications.cancelConfirm', method: 'PATCH', base: '/api', path: '/applicationInformation/cancel/confirm', access: cancelWrite }),
  cancel: defineCall<ApplicationTarget, ApplicationCancelResult>({ id: 'applications.cancel', method: 'PATCH', base: '/api', path: '/applicationInformation/cancel', access: cancelWrite }),
};
