// The usage page's filters, sort and page as URL parameters (spec 7 usage filters), and their translation into
// the list, summary and CSV requests. Without a period the server answers the current billing period.
import { USAGE_SORT_COLUMNS, type UsageFilter, type UsageSearchQuery } from '../../../core/usage/calls';
import { USAGE_PAGE_SIZE } from '../../../core/usage/domain';
import { urlParam, type UrlFilterValues } from '../../../web/kit';
import { filterList, filterText, PERIOD_PARAMS, withoutUndefined } from '../../shared/filter-query';

export const USAGE_FILTER_SCHEMA = {
  ...PERIOD_PARAMS,
  organizationId: urlParam.list(),
  userName: urlParam.text(),
  resourceType: urlParam.list(),
  facilityId: urlParam.text(),
  facilityName: urlParam.text(),
  sort: urlParam.choice(USAGE_SORT_COLUMNS, 'startDate'),
  sortOrder: urlParam.choice(['asc', 'desc'] as const, 'desc'),
  currentPage: urlParam.int(1, 1),
};

export type UsageFilterValues = UrlFilterValues<typeof USAGE_FILTER_SCHEMA>;

export interface UsageFilterDraft {
  startDate: string;
  toDate: string;
  organizationId: readonly string[];
  userName: string;
  resourceType: readonly string[];
  facilityId: string;
  facilityName: string;
}

export const USAGE_FILTER_KEYS = ['startDate', 'toDate', 'organizationId', 'userName', 'resourceType', 'facilityId', 'facilityName'] as const;

export function usageDraftOf(values: UsageFilterValues): UsageFilterDraft {
  return {
    startDate: values.startDate, toDate: values.toDate, organizationId: values.organizationId, userName: values.userName,
    resourceType: values.resourceType, facilityId: values.facilityId, facilityName: values.facilityName,
  };
}

export function usageFilterOf(values: UsageFilterValues): UsageFilter {
  return withoutUndefined<UsageFilter>({
    startDate: filterText(values.startDate),
    toDate: filterText(values.toDate),
    organizationId: filterList(values.organizationId),
    userName: filterText(values.userName),
    resourceType: filterList(values.resourceType),
    facilityId: filterText(values.facilityId),
  });
}

export function usageQueryOf(values: UsageFilterValues): UsageSearchQuery {
  return { ...usageFilterOf(values), sort: values.sort, sortOrder: values.sortOrder, offset: (values.currentPage - 1) * USAGE_PAGE_SIZE, limit: USAGE_PAGE_SIZE };
}
