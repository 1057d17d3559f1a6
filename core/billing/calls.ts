// Departments calls (spec 7, Departments): the search, the detail, the info update, delete, usage suspend and
// resume, the display order, and the department lists other screens choose from. The budget (limit amount)
// calls belong to the limit-amount group.
//
// Paths: the spec names "PATCH confirm/update for info, confirm delete/delete, usageSuspend, usageResume,
// changeOrderBilling" under the departments prefix; they live under /billing/tenant/ like the search. Every write
// is a pair (a confirm that changes nothing, then the execute), and every execute carries the lastUpdated the
// viewer saw (409 when stale).
//
// Access: the screen permissions of spec 2.2. Reads need a department screen; the writes need WFAC005 write
// (the update screen). The handlers add what a code cannot say: a department clerk reaches only their own
// departments, and rename, auto approval and delete are the responsible person's (spec 6).
import { defineCall } from '../api/call';
import type { Empty } from '../auth/calls';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import type { DepartmentChoice } from '../users/domain';
import type { DepartmentDetail, DepartmentListRow, DepartmentOperation, DepartmentSearchQuery, DepartmentSortColumn, DepartmentSortOrder } from './domain';

const listRead = SCREEN_PERMISSIONS['/Billing/Info'];
const updateWrite = SCREEN_PERMISSIONS['/Billing/Update/:billingId'];
/** The detail also feeds the billing gate of every department-specific page (spec 2.4), so any of them may read it. */
const detailRead = {
  codes: ['WFAC001', 'WFAC002', 'WFAC004', 'WFAC005', 'WFAD001', 'WFAD002', 'WFAD003', 'WFAD004', 'WFAF001', 'WFAF002', 'WFAF003', 'WFAF004', 'WFAF005'],
  level: 'read',
} as const;
/** The department lists of other screens (member, budget, FLEX and charge screens). */
const choiceRead = {
  codes: ['WFAC001', 'WFAG001', 'WFAG002', 'WFAG003', 'WFAG004', 'WFAF001', 'WFAF004', 'WFAL001', 'WFAM001', 'WFAN001', 'WFAN002', 'WFAJ001', 'WFAK001'],
  level: 'read',
} as const;

export interface DepartmentSearchResponse {
  totalCount: number;
  /** The corporation's approval mode (spec 9): per-department auto approval applies only under 3. */
  corporationAutoApprovalSetting: 1 | 2 | 3;
  /** The corporation bills its registration fee to exactly one department (spec 5). */
  representativeFeeSetting: boolean;
  sort: DepartmentSortColumn;
  sortOrder: DepartmentSortOrder;
  rows: DepartmentListRow[];
}

/** One department as the writes carry it. */
export interface DepartmentTarget {
  billingId: string;
  /** Required on execute calls; a stale value is refused with 409. */
  lastUpdated?: string;
}

/** The registration-fee charge target is not here: it changes by application (core/payment/calls.ts). */
export interface DepartmentUpdateRequest extends DepartmentTarget {
  billingName: string;
  autoApprovalFlg: boolean;
  serviceUsageAlertChoiceFlg: boolean;
}

export interface DepartmentFieldChange {
  field: 'billingName' | 'autoApprovalFlg' | 'serviceUsageAlertChoiceFlg';
  before: string;
  after: string;
}

export interface DepartmentUpdatePreview {
  billingId: string;
  changes: DepartmentFieldChange[];
  lastUpdated: string;
  message: string;
}

/** What an operation (delete, suspend, resume) will do; the confirm call changes nothing. */
export interface DepartmentOperationPreview {
  operation: Exclude<DepartmentOperation, 'update'>;
  billingId: string;
  billingName: string;
  /** Members told by mail (suspend and resume). */
  notifyCount: number;
  lastUpdated: string;
  message: string;
}

export interface DepartmentWriteResult {
  result: 'OK';
  /** The department after the write; null after a delete. */
  department: DepartmentDetail | null;
  /** Members mailed (suspend and resume). */
  mailedCount: number;
  message: string;
}

/** The whole display order: every department of the corporation once, first to last. */
export interface ChangeOrderRequest { billingIds: readonly string[] }
export interface ChangeOrderPreview {
  rows: { billingId: string; billingName: string; before: number; after: number }[];
  message: string;
}
export interface ChangeOrderResult { result: 'OK'; message: string }

/** A department in the lists other screens choose from; `mark` flags a suspended one (withMark). */
export interface DepartmentOption extends DepartmentChoice {
  mark: string;
}

export const billingCalls = {
  search: defineCall<DepartmentSearchQuery, DepartmentSearchResponse>({ id: 'billing.search', method: 'GET', base: '/api', path: '/billing/tenant/search', access: listRead }),
  detail: defineCall<{ billingId: string }, DepartmentDetail>({ id: 'billing.detail', method: 'GET', base: '/api', path: '/billing/:billingId', access: detailRead }),

  updateConfirm: defineCall<DepartmentUpdateRequest, DepartmentUpdatePreview>({ id: 'billing.updateConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/confirm', access: updateWrite }),
  update: defineCall<DepartmentUpdateRequest, DepartmentWriteResult>({ id: 'billing.update', method: 'PATCH', base: '/api', path: '/billing/tenant/update', access: updateWrite }),
  deleteConfirm: defineCall<DepartmentTarget, DepartmentOperationPreview>({ id: 'billing.deleteConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/confirmDelete', access: updateWrite }),
  delete: defineCall<DepartmentTarget, DepartmentWriteResult>({ id: 'billing.delete', method: 'PATCH', base: '/api', path: '/billing/tenant/delete', access: updateWrite }),
  usageSuspendConfirm: defineCall<DepartmentTarget, DepartmentOperationPreview>({ id: 'billing.usageSuspendConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/usageSuspend/confirm', access: updateWrite }),
  usageSuspend: defineCall<DepartmentTarget, DepartmentWriteResult>({ id: 'billing.usageSuspend', method: 'PATCH', base: '/api', path: '/billing/tenant/usageSuspend', access: updateWrite }),
  usageResumeConfirm: defineCall<DepartmentTarget, DepartmentOperationPreview>({ id: 'billing.usageResumeConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/usageResume/confirm', access: updateWrite }),
  usageResume: defineCall<DepartmentTarget, DepartmentWriteResult>({ id: 'billing.usageResume', method: 'PATCH', base: '/api', path: '/billing/tenant/usageResume', access: updateWrite }),
  changeOrderConfirm: defineCall<ChangeOrderRequest, ChangeOrderPreview>({ id: 'billing.changeOrderConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/changeOrderBilling/confirm', access: updateWrite }),
  changeOrder: defineCall<ChangeOrderRequest, ChangeOrderResult>({ id: 'billing.changeOrder', method: 'PATCH', base: '/api', path: '/billing/tenant/changeOrderBilling', access: updateWrite }),

  /** Departments the viewer may designate (reachable and not suspended), e.g. as a member's department. */
  designation: defineCall<Empty, DepartmentOption[]>({ id: 'billing.designation', method: 'GET', base: '/api', path: '/billing/tenant/designation', access: choiceRead }),
  /** Every reachable department, suspended ones marked. */
  withMark: defineCall<Empty, DepartmentOption[]>({ id: 'billing.withMark', method: 'GET', base: '/api', path: '/billing/tenant/withMark', access: choiceRead }),
  /** Reachable departments charged for a FLEX/BASE contract in its period today. */
  flex: defineCall<Empty, DepartmentOption[]>({ id: 'billing.flex', method: 'GET', base: '/api', path: '/billing/tenant/flex', access: choiceRead }),
  /** As flex, contracts out of their period included. */
  flexWithOutOfPeriod: defineCall<Empty, DepartmentOption[]>({ id: 'billing.flexWithOutOfPeriod', method: 'GET', base: '/api', path: '/billing/tenant/flex/withOutOfPeriod', access: choiceRead }),
};
