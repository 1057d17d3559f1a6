// The budget lists' filters, sort and page as URL parameters (spec 3: limit-amount departments and members), and
// their translation into the list queries. usageRateStatus and serviceUsageStatus default to "0" (spec 9).
import {
  DEFAULT_SERVICE_USAGE_STATUS, DEFAULT_USAGE_RATE_STATUS, LIMIT_BILLING_SORT_COLUMNS, LIMIT_USER_PAGE_SIZE, LIMIT_USER_SORT_COLUMNS,
  SERVICE_USAGE_STATUSES, USAGE_RATE_STATUSES,
} from '../../../core/limit-amount/domain';
import type { LimitBillingSearchQuery, LimitUserSearchQuery } from '../../../core/limit-amount/calls';
import { urlParam, type UrlFilterValues } from '../../../web/kit';

const statusParams = {
  usageRateStatus: urlParam.choice(USAGE_RATE_STATUSES, DEFAULT_USAGE_RATE_STATUS),
  serviceUsageStatus: urlParam.choice(SERVICE_USAGE_STATUSES, DEFAULT_SERVICE_USAGE_STATUS),
};

export const BILLING_FILTER_SCHEMA = {
  sBillingId: urlParam.list(),
  ...statusParams,
  sort: urlParam.choice(LIMIT_BILLING_SORT_COLUMNS, 'displayOrder'),
  sortOrder: urlParam.choice(['asc', 'desc'] as const, 'asc'),
};

export const USER_FILTER_SCHEMA = {
  userName: urlParam.text(),
  billingId: urlParam.list(),
  ...statusParams,
  sort: urlParam.choice(LIMIT_USER_SORT_COLUMNS, 'displayOrder'),
  sortOrder: urlParam.choice(['asc', 'desc'] as const, 'asc'),
  currentPage: urlParam.int(1, 1),
};

export type BillingFilterValues = UrlFilterValues<typeof BILLING_FILTER_SCHEMA>;
export type UserFilterValues = UrlFilterValues<typeof USER_FILTER_SCHEMA>;

/** What a person sets in a filter form (sort and page are set by the list itself). */
export interface BudgetFilterDraft {
  userName: string;
  departments: readonly string[];
  usageRateStatus: BillingFilterValues['usageRateStatus'];
  serviceUsageStatus: BillingFilterValues['serviceUsageStatus'];
}

export function billingQueryOf(values: BillingFilterValues, corporationId: string): LimitBillingSearchQuery {
  return {
    corporationId,
    ...(values.sBillingId.length > 0 ? { sBillingId: values.sBillingId.join(',') } : {}),
    usageRateStatus: values.usageRateStatus,
    serviceUsageStatus: values.serviceUsageStatus,
    sort: values.sort,
    sortOrder: values.sortOrder,
  };
}

export function userQueryOf(values: UserFilterValues, corporationId: string): LimitUserSearchQuery {
  return {
    corporationId,
    ...(values.billingId.length > 0 ? { billingId: values.billingId.join(',') } : {}),
    ...(values.userName.trim() ? { userName: values.userName.trim() } : {}),
    usageRateStatus: values.usageRateStatus,
    serviceUsageStatus: values.serviceUsageStatus,
    offset: (values.currentPage - 1) * LIMIT_USER_PAGE_SIZE,
    limit: LIMIT_USER_PAGE_SIZE,
    sort: values.sort,
    sortOrder: values.sortOrder,
  };
}
