// The usage records of the usage page (GET /usage/tenant/usage and /summary): the filters of spec 7 within the
// viewer's reach over the one ledger (usage_records) the budgets read too, paging, sort, the totals of the filtered
// set, and the figures of the picture (per billing period and per department).
import {
  USAGE_LIST_DEFAULTS, type UsageFilter as UsageFilterFields, type UsageRow, type UsageSearchQuery, type UsageSearchResponse, type UsageSortColumn,
  type UsageSummaryResponse,
} from '../../core/usage/calls';
import type { SortOrder } from '../../core/reservations/calls';
import { idsOfList } from '../../core/api/schema';
import { USAGE_PAGE_SIZE } from '../../core/usage/domain';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { formatDateTime } from '../format/dates';
import type { MemberViewer } from '../users/viewer';
import { containsPattern, departmentScope, optionalId, usagePeriod } from './filters';

export interface UsageFilter {
  /** yyyy-MM-dd, inclusive, Japan time. */
  from: string;
  to: string;
  departmentIds: number[];
  allDepartments: boolean;
  userName?: string;
  resourceTypes: number[];
  facilityId?: number;
}

export interface UsagePage {
  offset: number;
  limit: number;
  sort: UsageSortColumn;
  sortOrder: SortOrder;
}

/**
 * The filter of a request the edge has checked (kinds, days, codes): the period's rules (400, told together), then
 * the departments (403 for one outside the viewer's reach).
 */
export function parseUsageFilter(input: UsageFilterFields, viewer: MemberViewer, now: Date): UsageFilter {
  const { from, to } = usagePeriod(input, now);
  const scope = departmentScope(input.organizationId, viewer);
  return {
    from, to, departmentIds: scope.ids, allDepartments: scope.all, userName: input.userName?.trim(),
    resourceTypes: idsOfList(input.resourceType), facilityId: optionalId(input.facilityId),
  };
}

export function parseUsageSearch(input: UsageSearchQuery, viewer: MemberViewer, now: Date): { filter: UsageFilter; page: UsagePage } {
  const filter = parseUsageFilter(input, viewer, now);
  return {
    filter,
    page: {
      offset: input.offset ?? 0,
      limit: input.limit ?? USAGE_PAGE_SIZE,
      sort: input.sort ?? USAGE_LIST_DEFAULTS.sort,
      sortOrder: input.sortOrder ?? USAGE_LIST_DEFAULTS.sortOrder,
    },
  };
}

/**
 * The where clause over usage_records (alias l) with its parameters. The period is on start_at, so the
 * (corporation_id, start_at) and (department_id, start_at) indexes serve it; a name filter joins the member.
 */
export function usageWhere(viewer: MemberViewer, f: UsageFilter): { sql: string; params: unknown[]; needsUser: boolean; corporationId: number } {
  const params: unknown[] = [viewer.corporationId, f.from, f.to];
  const where = [
    'l.corporation_id = $1',
    "l.start_at >= ($2::date::timestamp at time zone 'Asia/Tokyo')",
    "l.start_at < (($3::date + 1)::timestamp at time zone 'Asia/Tokyo')",
  ];
  const add = (clause: (n: string) => string, value: unknown): void => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (!f.allDepartments) add((n) => `l.department_id = any(${n}::int[])`, f.departmentIds);
  if (f.resourceTypes.length > 0) add((n) => `l.resource_type = any(${n}::int[])`, f.resourceTypes);
  if (f.facilityId !== undefined) add((n) => `l.facility_id = ${n}`, f.facilityId);
  // A name of blanks only is no filter (as on the page): joining the members for it dropped the flat fee's records.
  if (f.userName) add((n) => `u.member_search_text like ${n} escape '\\'`, containsPattern(f.userName));
  return { sql: where.join(' and '), params, needsUser: Boolean(f.userName), corporationId: viewer.corporationId };
}

export interface UsageDbRow extends Row {
  id: number;
  start_at: Date;
  end_at: Date;
  site_name: string | null;
  resource_name: string | null;
  resource_type: number | null;
  user_id: number | null;
  user_last_name: string | null;
  user_first_name: string | null;
  department_id: number;
  billing_name: string;
  price_plan_id: number | null;
  plan_name: string | null;
  used_minutes: number;
  billed_minutes: number;
  quantity: number;
  unit_price: number;
  amount: number;
  not_cleared_flg: boolean;
  use_only_flg: boolean;
  registration_fee_flg: boolean;
}

const USAGE_COLUMNS = `select l.id, l.start_at, l.end_at, site.facility_name as site_name, res.facility_name as resource_name, l.resource_type,
       l.user_id, u.user_last_name, u.user_first_name, l.department_id, d.billing_name, l.price_plan_id, p.plan_name, l.used_minutes,
       l.billed_minutes, l.quantity, l.unit_price, l.amount, l.not_cleared_flg, l.use_only_flg, l.registration_fee_flg`;

// user_rows, not the users view: a record's member is never one an upload has written ahead and still hides (new
// members have no uses), and the view's per-row check of the hidden lists was 40 % of a CSV batch's database time.
const USAGE_NAMES = `join departments d on d.id = l.department_id
  left join user_rows u on u.id = l.user_id
  left join facilities site on site.id = l.facility_id
  left join facilities res on res.id = l.resource_id
  left join price_plans p on p.id = l.price_plan_id`;

/** The records with their names, as the list and the CSV show them. */
export const USAGE_SELECT = `${USAGE_COLUMNS} from usage_records l ${USAGE_NAMES}`;

/**
 * The records whose ids `ids` (a query of one column, id) picks, with their names. The ids drive the join: written as
 * `where l.id in (ids)`, the planner joined the names to every record of the table and only then kept the page's
 * (1.6 s of 2.2 s for the first page of a month, 600,000 records in the table).
 */
const usageSelectOf = (ids: string): string => `${USAGE_COLUMNS} from (${ids}) picked join usage_records l on l.id = picked.id ${USAGE_NAMES}`;


/** A member's name as the usage pages show it: family and given name with a space. */
export const usageMemberName = (lastName: string | null, firstName: string | null): string | null =>
  lastName === null ? null : `${lastName} ${firstName ?? ''}`.trim();

/** The resource column of a record: the registration fee line names the fee, not a room. */
export const usageResourceName = (registrationFee: boolean, resourceName: string | null): string | null =>
  registrationFee ? t('resourceType.90') : resourceName;

export function usageRow(r: UsageDbRow): UsageRow {
  return {
    usageId: String(r.id),
    startDate: formatDateTime(r.start_at),
    endDate: formatDateTime(r.end_at),
    facilityName: r.site_name,
    resourceName: usageResourceName(r.registration_fee_flg, r.resource_name),
    resourceType: r.resource_type,
    userId: r.user_id === null ? null : String(r.user_id),
    userName: usageMemberName(r.user_last_name, r.user_first_name),
    organizationId: String(r.department_id),
    organizationName: r.billing_name,
    chargeId: r.price_plan_id === null ? null : String(r.price_plan_id),
    chargeName: r.plan_name,
    usedMinutes: r.used_minutes,
    billedMinutes: r.billed_minutes,
    quantity: r.quantity,
    unitPrice: r.unit_price,
    amount: r.amount,
    notClearedFlg: r.not_cleared_flg,
    useOnlyFlg: r.use_only_flg,
    registrationFeeFlg: r.registration_fee_flg,
  };
}

const SORT_SQL: Readonly<Record<UsageSortColumn, string>> = {
  startDate: 'l.start_at',
  userName: 'u.user_last_name_kana',
  organizationName: 'd.display_order',
  facilityName: 'site.facility_name',
  resourceType: 'l.resource_type',
  billedMinutes: 'l.billed_minutes',
  amount: 'l.amount',
};

/** Sort columns of not-null columns (usage_records.start_at, billed_minutes, amount). */
const NEVER_NULL: ReadonlySet<UsageSortColumn> = new Set<UsageSortColumn>(['startDate', 'billedMinutes', 'amount']);

/** The table a sort column needs besides the records (alias as in USAGE_SELECT). */
const SORT_JOIN: Readonly<Record<UsageSortColumn, 'u' | 'd' | 'site' | null>> = {
  startDate: null, userName: 'u', organizationName: 'd', facilityName: 'site', resourceType: null, billedMinutes: null, amount: null,
};
const JOIN_SQL = { d: 'join departments d on d.id = l.department_id', site: 'left join facilities site on site.id = l.facility_id' } as const;

const slash = (iso: string): string => iso.replaceAll('-', '/');

export async function searchUsage(db: SqlExecutor, viewer: MemberViewer, filter: UsageFilter, page: UsagePage): Promise<UsageSearchResponse> {
  const { sql, params, needsUser } = usageWhere(viewer, filter);
  const direction = page.sortOrder === 'asc' ? 'asc' : 'desc';
  const [totals] = await db.query<{ count: number; billed: number; amount: number } & Row>(
    `select count(*)::int as count, coalesce(sum(l.billed_minutes), 0)::bigint as billed, coalesce(sum(l.amount), 0)::bigint as amount
       from usage_records l ${needsUser ? 'join users u on u.id = l.user_id' : ''} where ${sql}`,
    params,
  );
  // The page's ids first, joining only what the filter or the sort reads (start order walks the period index from
  // one end); the names of those rows only then, instead of joining every record of the period.
  // Columns that are never null sort without "nulls last": a descending "nulls last" is no backward walk of an
  // ascending index, and would make the first page sort every record of the period (330 ms of 2M records).
  const nulls = NEVER_NULL.has(page.sort) ? '' : ' nulls last';
  const order = `${SORT_SQL[page.sort]} ${direction}${nulls}, l.id ${direction}`;
  const sortJoin = SORT_JOIN[page.sort];
  const joins = [needsUser || sortJoin === 'u' ? 'join users u on u.id = l.user_id' : '', sortJoin && sortJoin !== 'u' ? JOIN_SQL[sortJoin] : '']
    .filter(Boolean).join(' ');
  // A sort by member keeps the records without one (the flat fee): left join then.
  const pageJoins = !needsUser && sortJoin === 'u' ? joins.replace('join users', 'left join users') : joins;
  const rows = await db.query<UsageDbRow>(
    `${usageSelectOf(`select l.id from usage_records l ${pageJoins} where ${sql} order by ${order} limit ${page.limit} offset ${page.offset}`)}
      order by ${order}`,
    params,
  );
  return {
    startDate: slash(filter.from),
    toDate: slash(filter.to),
    totalCount: totals?.count ?? 0,
    offset: page.offset,
    limit: page.limit,
    totals: { count: totals?.count ?? 0, billedMinutes: Number(totals?.billed ?? 0), amount: Number(totals?.amount ?? 0) },
    rows: rows.map(usageRow),
  };
}

export async function summarizeUsage(db: SqlExecutor, viewer: MemberViewer, filter: UsageFilter): Promise<UsageSummaryResponse> {
  const { sql, params, needsUser } = usageWhere(viewer, filter);
  const from = `from usage_records l ${needsUser ? 'join users u on u.id = l.user_id' : ''}`;
  // The billing period of a use: the 21st on or before its day (usage_date is its Japan-time day).
  const period = "(case when extract(day from l.usage_date) >= 21 then date_trunc('month', l.usage_date) else date_trunc('month', l.usage_date) - interval '1 month' end + interval '20 days')::date";
  const months = await db.query<{ period: string; billed: number; amount: number } & Row>(
    `select ${period}::text as period, sum(l.billed_minutes)::bigint as billed, sum(l.amount)::bigint as amount ${from} where ${sql} group by 1 order by 1`,
    params,
  );
  const departments = await db.query<{ department_id: number; billing_name: string; billed: number; amount: number } & Row>(
    `select l.department_id, d.billing_name, sum(l.billed_minutes)::bigint as billed, sum(l.amount)::bigint as amount
       ${from} join departments d on d.id = l.department_id where ${sql} group by l.department_id, d.billing_name, d.display_order
      order by amount desc, d.display_order`,
    params,
  );
  return {
    startDate: slash(filter.from),
    toDate: slash(filter.to),
    byMonth: months.map((m) => {
      const [y, mo] = m.period.split('-').map(Number);
      const endMonth = mo === 12 ? { year: y + 1, month: 1 } : { year: y, month: mo + 1 };
      return { periodStart: slash(m.period), label: t('usage.chart.monthLabel', endMonth), billedMinutes: Number(m.billed), amount: Number(m.amount) };
    }),
    byDepartment: departments.map((d) => ({ organizationId: String(d.department_id), organizationName: d.billing_name, billedMinutes: Number(d.billed), amount: Number(d.amount) })),
  };
}
