// Usage result calls (spec 7, Usage): the usage records of a period with filters, paging, sort and the totals of
// the filtered set; the picture's figures (by billing period and by department); and the CSV of the filtered
// records (UTF-8 with BOM, or CP932, like the member export).
//
// Access: /Usage/Usage (WFAK001 read). A department clerk reaches only their own departments' records (403 for
// another department in the filter). Periods start no earlier than 2020/12/01 (spec 9 download period limit):
// an earlier day is a 400.
import { defineCall, FILE_TYPES } from '../api/call';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import type { SortOrder } from '../reservations/calls';

const usageRead = SCREEN_PERMISSIONS['/Usage/Usage'];

export const USAGE_SORT_COLUMNS = ['startDate', 'userName', 'organizationName', 'facilityName', 'resourceType', 'billedMinutes', 'amount'] as const;
export type UsageSortColumn = (typeof USAGE_SORT_COLUMNS)[number];

/** Filters of the usage records. Dates are yyyy/MM/dd (Japan time, inclusive); without both, the current period. */
export interface UsageFilter {
  startDate?: string;
  toDate?: string;
  /** Department ids, comma-joined. */
  organizationId?: string;
  /** Part of the member's name, kana, code or login id. */
  userName?: string;
  /** Resource types (spec 3), comma-joined. */
  resourceType?: string;
  facilityId?: string;
}

export interface UsageSearchQuery extends UsageFilter {
  offset?: number;
  /** Default 100, at most 500. */
  limit?: number;
  /** Default startDate descending (newest first). */
  sort?: UsageSortColumn;
  sortOrder?: SortOrder;
}

export interface UsageRow {
  usageId: string;
  /** yyyy/MM/dd HH:mm:ss, Japan time. */
  startDate: string;
  endDate: string;
  facilityName: string | null;
  resourceName: string | null;
  resourceType: number | null;
  userId: string | null;
  userName: string | null;
  organizationId: string;
  organizationName: string;
  chargeId: string | null;
  chargeName: string | null;
  usedMinutes: number;
  /** Minutes billed by the rounding rule of the use's date (spec 5). */
  billedMinutes: number;
  quantity: number;
  unitPrice: number;
  /** Yen excluding tax. */
  amount: number;
  notClearedFlg: boolean;
  useOnlyFlg: boolean;
  registrationFeeFlg: boolean;
}

export interface UsageTotals {
  count: number;
  billedMinutes: number;
  amount: number;
}

export interface UsageSearchResponse {
  /** yyyy/MM/dd, the period actually searched. */
  startDate: string;
  toDate: string;
  totalCount: number;
  offset: number;
  limit: number;
  totals: UsageTotals;
  rows: UsageRow[];
}

export interface UsageSummaryResponse {
  startDate: string;
  toDate: string;
  /** Per billing period (21st to 20th) touched by the filter, oldest first; label is the month the period ends in. */
  byMonth: { periodStart: string; label: string; billedMinutes: number; amount: number }[];
  /** Per department, largest amount first. */
  byDepartment: { organizationId: string; organizationName: string; billedMinutes: number; amount: number }[];
}

export interface UsageCsvRequest extends UsageFilter {
  /** 'utf-8' (with BOM, the default) or 'cp932'. */
  encoding?: string;
}

export const usageCalls = {
  list: defineCall<UsageSearchQuery, UsageSearchResponse>({ id: 'usage.list', method: 'GET', base: '/api', path: '/usage/tenant/usage', access: usageRead }),
  summary: defineCall<UsageFilter, UsageSummaryResponse>({ id: 'usage.summary', method: 'GET', base: '/api', path: '/usage/tenant/summary', access: usageRead }),
  csv: defineCall<UsageCsvRequest, Blob>({ id: 'usage.csv', method: 'POST', base: '/api', path: '/usage/tenant/csv', access: usageRead, file: true, fileTypes: FILE_TYPES.csv }),
};
