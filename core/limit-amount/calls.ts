// Usage budget calls (spec 7, Departments: "limit amount (general, billing, user variants)", the limit lists, the
// pulldowns, the detail and the user-level list).
//
// Paths: the spec names these calls without paths; they live under /billing/tenant/limitAmount beside the other
// department calls. Every write is a confirm (changes nothing, answers what will change) and an update, both
// carrying lastUpdated of the department; a stale one is refused with 409.
//
// Access: the screens of spec 2.2. The general variant is the department screen /Billing/LimitAmount (WFAC004
// write); the billing variant /LimitAmountBilling/Edit (WFAF003 write); the user variant /LimitAmountUser/Edit
// (WFAF005 write). The handlers add what a code cannot say: a department clerk reaches only their own
// departments (403 otherwise), and the gates of spec 2.4 hold on the server too (403).
import { defineCall } from '../api/call';
import { SCREEN_PERMISSIONS, type PermissionRequirement } from '../domain/permissions';
import type {
  LimitAmountBillingDetail,
  LimitAmountBillingRow,
  LimitAmountUserRow,
  LimitBillingSortColumn,
  LimitDepartmentChoice,
  LimitSortOrder,
  LimitUserSortColumn,
  MemberCapDivision,
  ServiceUsageStatus,
  UsageRateStatus,
} from './domain';

const anyOf = (...paths: (keyof typeof SCREEN_PERMISSIONS)[]): PermissionRequirement => ({
  codes: paths.flatMap((p) => SCREEN_PERMISSIONS[p].codes),
  level: 'read',
});

const billingListRead = SCREEN_PERMISSIONS['/LimitAmountBilling/Info'];
/** The detail serves the detail page and the three edit pages (and their gates). */
const billingDetailRead = anyOf('/LimitAmountBilling/Detail/:billingId', '/LimitAmountBilling/Edit/:billingId', '/LimitAmountUser/Edit/:billingId', '/Billing/LimitAmount/:billingId');
const billingPulldownRead = anyOf('/LimitAmountBilling/Info', '/LimitAmountBilling/Detail/:billingId');
const userListRead = SCREEN_PERMISSIONS['/LimitAmountUser/Info'];
const userPulldownRead = anyOf('/LimitAmountUser/Info', '/LimitAmountUser/Edit/:billingId');

// ---- lists ----

/** Spec 3, limit-amount departments. sBillingId is a comma-joined list of department ids (empty: all reachable). */
export interface LimitBillingSearchQuery {
  corporationId?: string;
  sBillingId?: string;
  usageRateStatus?: UsageRateStatus;
  serviceUsageStatus?: ServiceUsageStatus;
  sort?: LimitBillingSortColumn;
  sortOrder?: LimitSortOrder;
}

export interface LimitBillingSearchResponse {
  /** yyyy/MM/dd of the current budget period. */
  periodStart: string;
  periodEnd: string;
  rows: LimitAmountBillingRow[];
}

/** Spec 3, limit-amount members. billingId is a comma-joined list. */
export interface LimitUserSearchQuery {
  corporationId?: string;
  billingId?: string;
  userName?: string;
  usageRateStatus?: UsageRateStatus;
  serviceUsageStatus?: ServiceUsageStatus;
  offset?: number;
  /** At most 100 (spec 9: limit-alert user list limit 100). */
  limit?: number;
  sort?: LimitUserSortColumn;
  sortOrder?: LimitSortOrder;
}

export interface LimitUserSearchResponse {
  periodStart: string;
  periodEnd: string;
  totalCount: number;
  offset: number;
  limit: number;
  rows: LimitAmountUserRow[];
}

// ---- writes ----

/** The general variant (/Billing/LimitAmount/{billingId}): every budget setting of the department. */
export interface LimitAmountGeneralRequest {
  billingId: string;
  /** Yen; empty means no department budget. */
  limitAmount: string;
  limitAmountAlertChoiceFlg: boolean;
  limitFullAmountAlertChoiceFlg: boolean;
  /** Yen; empty means no member budget. */
  limitAmountForUser: string;
  limitAmountForUserAlertChoiceFlg: boolean;
  limitFullAmountForUserAlertDivision: MemberCapDivision;
  lastUpdated: string;
}

/** The billing variant (/LimitAmountBilling/Edit/{billingId}): the department budget. */
export interface LimitAmountBillingRequest {
  billingId: string;
  limitAmount: string;
  lastUpdated: string;
}

/** The user variant (/LimitAmountUser/Edit/{billingId}): the member budget and what the cap does. */
export interface LimitAmountUserRequest {
  billingId: string;
  limitAmountForUser: string;
  limitFullAmountForUserAlertDivision: MemberCapDivision;
  lastUpdated: string;
}

export interface LimitAmountChange {
  /** The request field changed. */
  field: string;
  /** Its Japanese label. */
  label: string;
  /** Japanese texts as the confirm page shows them. */
  before: string;
  after: string;
}

export interface LimitAmountPreview {
  billingId: string;
  billingName: string;
  changes: LimitAmountChange[];
  lastUpdated: string;
  message: string;
  /** What the person should know before saving (a new limit below what is already used this period). */
  warnings: string[];
}

export interface LimitAmountResult {
  result: 'OK';
  detail: LimitAmountBillingDetail;
  message: string;
}

export const limitAmountCalls = {
  billingList: defineCall<LimitBillingSearchQuery, LimitBillingSearchResponse>({ id: 'limitAmount.billingList', method: 'GET', base: '/api', path: '/billing/tenant/limitAmount/list', access: billingListRead }),
  billingPulldown: defineCall<{ id: string }, LimitDepartmentChoice[]>({ id: 'limitAmount.billingPulldown', method: 'GET', base: '/api', path: '/billing/tenant/limitAmount/pulldown/:id', access: billingPulldownRead }),
  detail: defineCall<{ id: string }, LimitAmountBillingDetail>({ id: 'limitAmount.detail', method: 'GET', base: '/api', path: '/billing/tenant/limitAmount/detail/:id', access: billingDetailRead }),
  userList: defineCall<LimitUserSearchQuery, LimitUserSearchResponse>({ id: 'limitAmount.userList', method: 'GET', base: '/api', path: '/billing/tenant/limitAmount/user/list', access: userListRead }),
  userPulldown: defineCall<{ id: string }, LimitDepartmentChoice[]>({ id: 'limitAmount.userPulldown', method: 'GET', base: '/api', path: '/billing/tenant/limitAmount/user/pulldown/:id', access: userPulldownRead }),

  generalConfirm: defineCall<LimitAmountGeneralRequest, LimitAmountPreview>({ id: 'limitAmount.generalConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/confirm', access: SCREEN_PERMISSIONS['/Billing/LimitAmount/:billingId'] }),
  generalUpdate: defineCall<LimitAmountGeneralRequest, LimitAmountResult>({ id: 'limitAmount.generalUpdate', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/update', access: SCREEN_PERMISSIONS['/Billing/LimitAmount/:billingId'] }),
  billingConfirm: defineCall<LimitAmountBillingRequest, LimitAmountPreview>({ id: 'limitAmount.billingConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/billing/confirm', access: SCREEN_PERMISSIONS['/LimitAmountBilling/Edit/:billingId'] }),
  billingUpdate: defineCall<LimitAmountBillingRequest, LimitAmountResult>({ id: 'limitAmount.billingUpdate', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/billing/update', access: SCREEN_PERMISSIONS['/LimitAmountBilling/Edit/:billingId'] }),
  userConfirm: defineCall<LimitAmountUserRequest, LimitAmountPreview>({ id: 'limitAmount.userConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/user/confirm', access: SCREEN_PERMISSIONS['/LimitAmountUser/Edit/:billingId'] }),
  userUpdate: defineCall<LimitAmountUserRequest, LimitAmountResult>({ id: 'limitAmount.userUpdate', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/user/update', access: SCREEN_PERMISSIONS['/LimitAmountUser/Edit/:billingId'] }),
};
