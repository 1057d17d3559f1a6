// The two budget lists (spec 3 filters): departments (corporationId, sBillingId comma list, usageRateStatus,
// serviceUsageStatus, sort) and members (plus userName, offset and limit, at most 100 a page).
import {
  DEFAULT_SERVICE_USAGE_STATUS, DEFAULT_USAGE_RATE_STATUS, LIMIT_ALERT_PERCENT, LIMIT_BILLING_SORT_COLUMNS,
  LIMIT_FULL_ALERT_PERCENT, LIMIT_USER_PAGE_SIZE, LIMIT_USER_SORT_COLUMNS, SERVICE_USAGE_STATUSES, USAGE_RATE_STATUSES,
  usageRateStatusOf, usageRateSql, type LimitAmountBillingRow, type LimitAmountUserRow, type LimitBillingSortColumn, type LimitSortOrder,
  type LimitUserSortColumn, type ServiceUsageStatus, type UsageRateStatus,
} from '../../core/limit-amount/domain';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { permissionDenied } from '../http/http-error';
import { InputReader, type Input } from '../http/input';
import { fullName } from '../users/member-rows';
import type { MemberViewer } from '../users/viewer';
import { memberUsageSql, type UsageWindow } from './usage';

function choice<V extends string>(reader: InputReader, name: string, values: readonly V[], fallback: V): V {
  const text = reader.text(name) ?? fallback;
  if (!(values as readonly string[]).includes(text)) {
    reader.fail(name, t('limitAmount.validation.choice'));
    return fallback;
  }
  return text as V;
}

/** A comma-joined id list (null: none chosen); ids outside the viewer's departments are refused later (403). */
function departmentFilter(reader: InputReader, name: string): number[] | null {
  const ids = reader.idList(name);
  return ids.length === 0 ? null : ids;
}

function assertReachable(viewer: MemberViewer, ids: readonly number[] | null): void {
  if (ids && ids.some((id) => !viewer.departmentIds.has(id))) throw permissionDenied();
}

/** The corporationId of a query must be the viewed corporation (a stale tab after a switch, or a crafted call). */
function assertCorporation(reader: InputReader, viewer: MemberViewer): void {
  const corporationId = reader.id('corporationId', false);
  if (corporationId !== undefined && corporationId !== viewer.corporationId) throw permissionDenied();
}

export interface BillingSearch {
  departmentIds: number[] | null;
  usageRateStatus: UsageRateStatus;
  serviceUsageStatus: ServiceUsageStatus;
  sort: LimitBillingSortColumn;
  sortOrder: LimitSortOrder;
}

export function parseBillingSearch(input: Input, viewer: MemberViewer): BillingSearch {
  const reader = new InputReader(input);
  assertCorporation(reader, viewer);
  const departmentIds = departmentFilter(reader, 'sBillingId');
  const search: BillingSearch = {
    departmentIds,
    usageRateStatus: choice(reader, 'usageRateStatus', USAGE_RATE_STATUSES, DEFAULT_USAGE_RATE_STATUS),
    serviceUsageStatus: choice(reader, 'serviceUsageStatus', SERVICE_USAGE_STATUSES, DEFAULT_SERVICE_USAGE_STATUS),
    sort: choice(reader, 'sort', LIMIT_BILLING_SORT_COLUMNS, 'displayOrder'),
    sortOrder: choice(reader, 'sortOrder', ['asc', 'desc'] as const, 'asc'),
  };
  reader.check();
  assertReachable(viewer, departmentIds);
  return search;
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

export function parseUserSearch(input: Input, viewer: MemberViewer): UserSearch {
  const reader = new InputReader(input);
  assertCorporation(reader, viewer);
  const departmentIds = departmentFilter(reader, 'billingId');
  const userName = reader.text('userName', { max: 100 }) ?? '';
  const offsetText = reader.text('offset') ?? '0';
  const limitText = reader.text('limit') ?? String(LIMIT_USER_PAGE_SIZE);
  if (!/^\d{1,9}$/.test(offsetText)) reader.fail('offset', t('validation.integer'));
  if (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > LIMIT_USER_PAGE_SIZE) {
    reader.fail('limit', t('validation.between', { min: 1, max: LIMIT_USER_PAGE_SIZE }));
  }
  const search: UserSearch = {
    departmentIds,
    userName,
    usageRateStatus: choice(reader, 'usageRateStatus', USAGE_RATE_STATUSES, DEFAULT_USAGE_RATE_STATUS),
    serviceUsageStatus: choice(reader, 'serviceUsageStatus', SERVICE_USAGE_STATUSES, DEFAULT_SERVICE_USAGE_STATUS),
    offset: Number(offsetText),
    limit: Number(limitText),
    sort: choice(reader, 'sort', LIMIT_USER_SORT_COLUMNS, 'displayOrder'),
    sortOrder: choice(reader, 'sortOrder', ['asc', 'desc'] as const, 'asc'),
  };
  reader.check();
  assertReachable(viewer, departmentIds);
  return search;
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
