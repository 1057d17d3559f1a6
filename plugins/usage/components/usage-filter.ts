// The usage page's filters, sort and page as URL parameters (spec 7 usage filters), and their translation into
// the list, summary and CSV requests. Without a period the server answers the current billing period.
import { USAGE_SORT_COLUMNS, type UsageFilter, type UsageSearchQuery } from '../../../core/api/calls-usage';
import { USAGE_PAGE_SIZE } from '../../../core/domain/usage';
import { urlParam, type UrlFilterValues } from '../../../web/kit';

export const USAGE_FILTER_SCHEMA = {
  startDate: urlParam.text(),
  toDate: urlParam.text(),
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
  const text = (value: string) => value.trim() || undefined;
  const filter: UsageFilter = {
    startDate: text(values.startDate),
    toDate: text(values.toDate),
    organizationId: values.organizationId.length > 0 ? values.organizationId.join(',') : undefined,
    userName: text(values.userName),
    resourceType: values.resourceType.length > 0 ? values.resourceType.join(',') : undefined,
    facilityId: text(values.facilityId),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as UsageFilter;
}

export function usageQueryOf(values: UsageFilterValues): UsageSearchQuery {
  return { ...usageFilterOf(values), sort: values.sort, sortOrder: values.sortOrder, offset: (values.currentPage - 1) * USAGE_PAGE_SIZE, limit: USAGE_PAGE_SIZE };
}
