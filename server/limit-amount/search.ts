// The two budget lists (spec 3 filters): departments (corporationId, sBillingId comma list, usageRateStatus,
// serviceUsageStatus, sort) and members (plus userName, offset and limit, at most 100 a page).
import {
  DEFAULT_SERVICE_USAGE_STATUS, DEFAULT_USAGE_RATE_STATUS, LIMIT_ALERT_PERCENT, LIMIT_FULL_ALERT_PERCENT, LIMIT_USER_PAGE_SIZE,
  usageRateStatusOf, usageRateSql, type LimitAmountBillingRow, type LimitAmountUserRow, type LimitBillingSortColumn, type LimitSortOrder,
  type LimitUserSortColumn, type ServiceUsageStatus, type UsageRateStatus,
} from '../../core/limit-amount/domain';
import { idsOfList } from '../../core/api/schema';
import type { LimitBillingSearchQuery, LimitUserSearchQuery } from '../../core/limit-amount/calls';
import type { Row, SqlExecutor } from '../db/database';
import { permissionDenied } from '../http/http-error';
import { fullName } from '../users/member-rows';
import type { MemberViewer } from '../users/viewer';
import { memberUsageSql, type UsageWindow } from './usage';

/** A list's department filter (null: none chosen); ids outside the viewer's departments are refused (403). */
function departmentFilter(list: string | undefined): number[] | null {
  const ids = idsOfList(list);
  return ids.length === 0 ? null : ids;
}

function assertReachable(viewer: MemberViewer, ids: readonly number[] | null): void {
  if (ids && ids.some((id) => !viewer.departmentIds.has(id))) throw permissionDenied();
}

/** The corporationId of a query must be the viewed corporation (a stale tab after a switch, or a crafted call). */
function assertCorporation(corporationId: string | undefined, viewer: MemberViewer): void {
  if (corporationId !== undefined && Number(corporationId) !== viewer.corporationId) throw permissionDenied();
}

export interface BillingSearch {
  departmentIds: number[] | null;
  usageRateStatus: UsageRateStatus;
  serviceUsageStatus: ServiceUsageStatus;
  sort: LimitBillingSortColumn;
  sortOrder: LimitSortOrder;
}

/** The search of the department list from its checked query (the schema gave the absent choices their defaults). */
export function parseBillingSearch(input: LimitBillingSearchQuery, viewer: MemberViewer): BillingSearch {
  assertCorporation(input.corporationId, viewer);
  const departmentIds = departmentFilter(input.sBillingId);
  assertReachable(viewer, departmentIds);
  return {
    departmentIds,
    usageRateStatus: input.usageRateStatus ?? DEFAULT_USAGE_RATE_STATUS,
    serviceUsageStatus: input.serviceUsageStatus ?? DEFAULT_SERVICE_USAGE_STATUS,
    sort: input.sort ?? 'displayOrder',
    sortOrder: input.sortOrder ?? 'asc',
  };
}

const rateMatches = (status: UsageRateStatus, rowStatus: string | null): boolean => status === '0' || rowStatus === status;
const serviceMatches = (status: ServiceUsageStatus, rowStatus: string): boolean => status === '0' || rowStatus === status;

/** Filters and sorts the department rows (a corporation has tens of departments: done in memory). */
export function filterBillingRows(rows: readonly LimitAmountBillingRow[], search: BillingSearch): LimitAmountBillingRow[] {
  const chosen = search.departmentIds ? new Set(search.departmentIds.map(String)) : null;
  const kept = rows.filter((r) => (!chosen || chosen.has(r.billingId)) && rateMatches(search.usageRateStatus, r.usageRateStatus)
    && serviceMatches(search.serviceUsageStatus, r.serviceUsageStatus));
  const key = (r: LimitAmountBillingRow): number | string | null =>
    search.sort === 'billingName' ? r.billingName : search.sort === 'displayOrder' ? r.displayOrder : r[search.sort];
  const direction = search.sortOrder === 'asc' ? 1 : -1;
  return [...kept].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    // Departments without a budget go last whichever the direction.
    if (x === null || y === null) return x === y ? a.displayOrder - b.displayOrder : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y), 'ja') : x - Number(y);
    return order !== 0 ? order * direction : a.displayOrder - b.displayOrder;
  });
}

export interface UserSearch {
  departmentIds: number[] | null;
  userName: string;
  usageRateStatus: UsageRateStatus;
  serviceUsageStatus: ServiceUsageStatus;
  offset: number;
  limit: number;
  sort: LimitUserSortColumn;
  sortOrder: LimitSortOrder;
}

/** The search of the member list from its checked query (the schema gave the absent fields their defaults). */
export function parseUserSearch(input: LimitUserSearchQuery, viewer: MemberViewer): UserSearch {
  assertCorporation(input.corporationId, viewer);
  const departmentIds = departmentFilter(input.billingId);
  assertReachable(viewer, departmentIds);
  return {
    departmentIds,
    userName: input.userName ?? '',
    usageRateStatus: input.usageRateStatus ?? DEFAULT_USAGE_RATE_STATUS,
    serviceUsageStatus: input.serviceUsageStatus ?? DEFAULT_SERVICE_USAGE_STATUS,
    offset: input.offset ?? 0,
    limit: input.limit ?? LIMIT_USER_PAGE_SIZE,
    sort: input.sort ?? 'displayOrder',
    sortOrder: input.sortOrder ?? 'asc',
  };
}

interface UserDbRow extends Row {
  id: number;
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  department_id: number;
  billing_name: string;
  limit_amount: number | null;
  usage_amount: number;
  usage_rate: string | number | null;
  service_usage: boolean;
  reservation_stop_flg: boolean;
  release_on: string | null;
  total: number;
}

const USER_ORDER: Readonly<Record<LimitUserSortColumn, string>> = {
  displayOrder: 'display_order {dir}, user_last_name_kana {dir}, user_first_name_kana {dir}',
  userNameKana: 'user_last_name_kana {dir}, user_first_name_kana {dir}',
  billingName: 'billing_name {dir}, user_last_name_kana, user_first_name_kana',
  limitAmount: 'limit_amount {dir} nulls last, display_order',
  usageAmount: 'usage_amount {dir}, display_order',
  usageRate: 'usage_rate {dir} nulls last, display_order',
};

const RATE_FILTER: Readonly<Record<UsageRateStatus, string>> = {
  '0': 'true',
  '1': `usage_rate < ${LIMIT_ALERT_PERCENT}`,
  '2': `usage_rate >= ${LIMIT_ALERT_PERCENT} and usage_rate < ${LIMIT_FULL_ALERT_PERCENT}`,
  '3': `usage_rate >= ${LIMIT_FULL_ALERT_PERCENT}`,
};

const SERVICE_FILTER: Readonly<Record<ServiceUsageStatus, string>> = {
  '0': 'true',
  '1': 'not service_usage and not reservation_stop_flg',
  '2': '(service_usage or reservation_stop_flg)',
};

/**
 * Members of the reachable departments that have a member budget, with their usage of the period (registration
 * fee excluded), filtered, sorted and paged in SQL.
 */
export async function searchBudgetUsers(db: SqlExecutor, viewer: MemberViewer, search: UserSearch, window: UsageWindow): Promise<{ totalCount: number; rows: LimitAmountUserRow[] }> {
  const params: unknown[] = [viewer.corporationId, search.departmentIds ?? [...viewer.departmentIds], window.period.start, window.through];
  let nameFilter = '';
  if (search.userName) {
    params.push(`%${search.userName.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    nameFilter = ` and u.member_search_text like $${params.length}`;
  }
  params.push(search.limit, search.offset);
  const dir = search.sortOrder === 'asc' ? 'asc' : 'desc';
  const rows = await db.query<UserDbRow>(
    `with m as (
       select u.id, u.user_last_name, u.user_first_name, u.user_last_name_kana, u.user_first_name_kana, u.service_usage, u.reservation_stop_flg,
              d.id as department_id, d.billing_name, d.display_order, d.limit_amount_for_user as limit_amount,
              ${memberUsageSql('u.id', '$3', '$4')} as usage_amount
         from users u join departments d on d.id = u.department_id
        where u.corporation_id = $1 and u.role_type is null and not u.delete_flg and not d.delete_flg
          and u.department_id = any($2::int[]) and d.limit_amount_for_user is not null${nameFilter}
     ), r as (
       select m.*, ${usageRateSql('usage_amount', 'limit_amount')} as usage_rate
         from m
     )
     select r.*, count(*) over ()::int as total,
            (select to_char(a.release_on, 'YYYY/MM/DD') from limit_amount_alerts a
              where a.user_id = r.id and a.release_on is not null and a.released_at is null order by a.release_on desc limit 1) as release_on
       from r where ${RATE_FILTER[search.usageRateStatus]} and ${SERVICE_FILTER[search.serviceUsageStatus]}
      order by ${USER_ORDER[search.sort].replaceAll('{dir}', dir)}, id
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  const totalCount = rows[0]?.total ?? (search.offset > 0 ? await countOnly(db, viewer, search, window) : 0);
  return {
    totalCount,
    rows: rows.map((r): LimitAmountUserRow => {
      const rate = r.usage_rate === null ? null : Number(r.usage_rate);
      return {
        userId: String(r.id),
        userName: fullName(r.user_last_name, r.user_first_name),
        userNameKana: fullName(r.user_last_name_kana, r.user_first_name_kana),
        billingId: String(r.department_id),
        billingName: r.billing_name,
        limitAmount: r.limit_amount,
        usageAmount: r.usage_amount,
        usageRate: rate,
        usageRateStatus: usageRateStatusOf(rate),
        serviceUsageStatus: r.service_usage || r.reservation_stop_flg ? '2' : '1',
        reservationStopFlg: r.reservation_stop_flg,
        releaseDate: r.release_on,
      };
    }),
  };
}

/** The total when the page asked for lies past the end (no row carries the window count). */
async function countOnly(db: SqlExecutor, viewer: MemberViewer, search: UserSearch, window: UsageWindow): Promise<number> {
  const first = await searchBudgetUsers(db, viewer, { ...search, offset: 0, limit: 1 }, window);
  return first.totalCount;
}
