// The limit-amount plugin's calls, typed from the contract (isomorphic: the CLI may use them too).
import type { ApiClient } from '../../core/api/client-types';
import {
  limitAmountCalls, type LimitAmountPreview, type LimitAmountResult, type LimitBillingSearchQuery, type LimitBillingSearchResponse,
  type LimitUserSearchQuery, type LimitUserSearchResponse,
} from '../../core/limit-amount/calls';
import type { BudgetVariant, LimitAmountBillingDetail, LimitDepartmentChoice } from '../../core/limit-amount/domain';
import type { BudgetFormValues } from './components/budget-form';

export function searchBudgetDepartments(client: ApiClient, query: LimitBillingSearchQuery, signal?: AbortSignal): Promise<LimitBillingSearchResponse> {
  return client.call(limitAmountCalls.billingList, query, { signal });
}

export function searchBudgetMembers(client: ApiClient, query: LimitUserSearchQuery, signal?: AbortSignal): Promise<LimitUserSearchResponse> {
  return client.call(limitAmountCalls.userList, query, { signal });
}

export function fetchBudgetDetail(client: ApiClient, billingId: string, signal?: AbortSignal): Promise<LimitAmountBillingDetail> {
  return client.call(limitAmountCalls.detail, { id: billingId }, { signal });
}

export function fetchBudgetDepartments(client: ApiClient, corporationId: string, memberBudgets: boolean, signal?: AbortSignal): Promise<LimitDepartmentChoice[]> {
  return client.call(memberBudgets ? limitAmountCalls.userPulldown : limitAmountCalls.billingPulldown, { id: corporationId }, { signal });
}

const generalRequest = (detail: LimitAmountBillingDetail, values: BudgetFormValues) => ({ billingId: detail.billingId, lastUpdated: detail.lastUpdated, ...values });
const billingRequest = (detail: LimitAmountBillingDetail, values: BudgetFormValues) => ({ billingId: detail.billingId, lastUpdated: detail.lastUpdated, limitAmount: values.limitAmount });
const userRequest = (detail: LimitAmountBillingDetail, values: BudgetFormValues) => ({
  billingId: detail.billingId,
  lastUpdated: detail.lastUpdated,
  limitAmountForUser: values.limitAmountForUser,
  limitFullAmountForUserAlertDivision: values.limitFullAmountForUserAlertDivision,
});

/** The confirm call of a variant (only the settings it may change): what will change; nothing changes yet. */
export function confirmBudget(client: ApiClient, variant: BudgetVariant, detail: LimitAmountBillingDetail, values: BudgetFormValues): Promise<LimitAmountPreview> {
  if (variant === 'general') return client.call(limitAmountCalls.generalConfirm, generalRequest(detail, values));
  if (variant === 'billing') return client.call(limitAmountCalls.billingConfirm, billingRequest(detail, values));
  return client.call(limitAmountCalls.userConfirm, userRequest(detail, values));
}

/** The update call of a variant, carrying the lastUpdated that was loaded (a change in between is refused with 409). */
export function updateBudget(client: ApiClient, variant: BudgetVariant, detail: LimitAmountBillingDetail, values: BudgetFormValues): Promise<LimitAmountResult> {
  if (variant === 'general') return client.call(limitAmountCalls.generalUpdate, generalRequest(detail, values));
  if (variant === 'billing') return client.call(limitAmountCalls.billingUpdate, billingRequest(detail, values));
  return client.call(limitAmountCalls.userUpdate, userRequest(detail, values));
}
