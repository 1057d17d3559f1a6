// Usage result calls (spec 7, Usage): the usage records of a period with filters, paging, sort and the totals of
// the filtered set; the picture's figures (by billing period and by department); and the CSV of the filtered
// records (UTF-8 with BOM, or CP932, like the member export).
//
// Access: /Usage/Usage (WFAK001 read). A department clerk reaches only their own departments' records (403 for
// another department in the filter). Periods start no earlier than 2020/12/01 (spec 9 download period limit):
// an earlier day is a 400.
//
// Their types are their schemas' (docs/api-contract.md); the fields they share with the reservation calls are in
// core/usage/filter-schemas.ts.
import { defineCall, FILE_TYPES } from '../api/call';
import { ArraySchema, BooleanSchema, IdListText, IdText, IntegerSchema, Nullable, ObjectSchema, OneOf, Optional, Text, type Static } from '../api/schema';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import { RESOURCE_TYPES, USAGE_PAGE_SIZE } from './domain';
import { CHOICE_MESSAGE, CodeListText, DayText, pagingFields, SORT_ORDERS } from './filter-schemas';

const usageRead = SCREEN_PERMISSIONS['/Usage/Usage'];

export const USAGE_SORT_COLUMNS = ['startDate', 'userName', 'organizationName', 'facilityName', 'resourceType', 'billedMinutes', 'amount'] as const;
export type UsageSortColumn = (typeof USAGE_SORT_COLUMNS)[number];
/** The order of the list when the query names none: newest first. */
export const USAGE_LIST_DEFAULTS = { sort: 'startDate', sortOrder: 'desc' } as const;

// ---- the requests ----

/**
 * Filters of the usage records. Dates are yyyy/MM/dd (Japan time, inclusive; not before 2020/12/01, and the end not
 * before the start: the server's rules); without them, the current billing period's.
 */
const usageFilterFields = {
  startDate: Optional(DayText()),
  toDate: Optional(DayText()),
  /** Department ids, comma-joined (a clerk: within their departments, another's is 403). */
  organizationId: Optional(IdListText()),
  /** Part of the member's name, kana, code or login id. */
  userName: Optional(Text({ max: 100 })),
  /** Resource types (spec 3), comma-joined. */
  resourceType: Optional(CodeListText(RESOURCE_TYPES)),
  facilityId: Optional(IdText()),
};
const UsageFilterSchema = ObjectSchema(usageFilterFields);
export type UsageFilter = Static<typeof UsageFilterSchema>;

const UsageSearchQuerySchema = ObjectSchema({
  ...usageFilterFields,
  /** Default 100, at most 500. */
  ...pagingFields(USAGE_PAGE_SIZE, 500),
  /** Default startDate descending (newest first). */
  sort: Optional(OneOf(USAGE_SORT_COLUMNS, { ...CHOICE_MESSAGE, default: USAGE_LIST_DEFAULTS.sort })),
  sortOrder: Optional(OneOf(SORT_ORDERS, { ...CHOICE_MESSAGE, default: USAGE_LIST_DEFAULTS.sortOrder })),
});
export type UsageSearchQuery = Static<typeof UsageSearchQuerySchema>;

const UsageCsvRequestSchema = ObjectSchema({
  ...usageFilterFields,
  /** 'utf-8' (with BOM, the default) or 'cp932' (and their usual names; the CSV exports' one rule names them). */
  encoding: Optional(Text({ max: 20 })),
});
export type UsageCsvRequest = Static<typeof UsageCsvRequestSchema>;

// ---- the answers ----

const UsageRowSchema = ObjectSchema({
  usageId: Text(),
  /** yyyy/MM/dd HH:mm:ss, Japan time. */
  startDate: Text(),
  endDate: Text(),
  facilityName: Nullable(Text()),
  resourceName: Nullable(Text()),
  resourceType: Nullable(IntegerSchema()),
  userId: Nullable(Text()),
  userName: Nullable(Text()),
  organizationId: Text(),
  organizationName: Text(),
  chargeId: Nullable(Text()),
  chargeName: Nullable(Text()),
  usedMinutes: IntegerSchema(),
  /** Minutes billed by the rounding rule of the use's date (spec 5). */
  billedMinutes: IntegerSchema(),
  quantity: IntegerSchema(),
  unitPrice: IntegerSchema(),
  /** Yen excluding tax. */
  amount: IntegerSchema(),
  notClearedFlg: BooleanSchema(),
  useOnlyFlg: BooleanSchema(),
  registrationFeeFlg: BooleanSchema(),
});
export type UsageRow = Static<typeof UsageRowSchema>;

const UsageTotalsSchema = ObjectSchema({
  count: IntegerSchema(),
  billedMinutes: IntegerSchema(),
  amount: IntegerSchema(),
});
export type UsageTotals = Static<typeof UsageTotalsSchema>;

const UsageSearchResponseSchema = ObjectSchema({
  /** yyyy/MM/dd, the period actually searched. */
  startDate: Text(),
  toDate: Text(),
  totalCount: IntegerSchema(),
  offset: IntegerSchema(),
  limit: IntegerSchema(),
  totals: UsageTotalsSchema,
  rows: ArraySchema(UsageRowSchema),
});
export type UsageSearchResponse = Static<typeof UsageSearchResponseSchema>;

const UsageSummaryResponseSchema = ObjectSchema({
  startDate: Text(),
  toDate: Text(),
  /** Per billing period (21st to 20th) touched by the filter, oldest first; label is the month the period ends in. */
  byMonth: ArraySchema(ObjectSchema({ periodStart: Text(), label: Text(), billedMinutes: IntegerSchema(), amount: IntegerSchema() })),
  /** Per department, largest amount first. */
  byDepartment: ArraySchema(ObjectSchema({ organizationId: Text(), organizationName: Text(), billedMinutes: IntegerSchema(), amount: IntegerSchema() })),
});
export type UsageSummaryResponse = Static<typeof UsageSummaryResponseSchema>;

export const usageCalls = {
  list: defineCall({ id: 'usage.list', method: 'GET', base: '/api', path: '/usage/tenant/usage', access: usageRead,
    schema: { query: UsageSearchQuerySchema, response: UsageSearchResponseSchema } }),
  summary: defineCall({ id: 'usage.summary', method: 'GET', base: '/api', path: '/usage/tenant/summary', access: usageRead,
    schema: { query: UsageFilterSchema, response: UsageSummaryResponseSchema } }),
  csv: defineCall({ id: 'usage.csv', method: 'POST', base: '/api', path: '/usage/tenant/csv', access: usageRead, file: true, fileTypes: FILE_TYPES.csv,
    schema: { body: UsageCsvRequestSchema } }),
};
