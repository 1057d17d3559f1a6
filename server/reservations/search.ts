// The reservation list (GET /reservations/tenant/reservations): every filter of spec 7 within the viewer's reach
// (a clerk: their departments only), 100 per page by default, sorted by start; and the rows as the contract says.
import {
  RESERVATION_LIST_DEFAULTS, type ReservationRow, type ReservationSearchQuery, type ReservationSearchResponse, type ReservationSortColumn, type SortOrder,
} from '../../core/reservations/calls';
import { isFlagSet } from '../../core/usage/filter-schemas';
import { isCancellable, RESERVATION_PAGE_SIZE } from '../../core/usage/domain';
import type { Row, SqlExecutor } from '../db/database';
import { formatDateTime, formatLastUpdated } from '../format/dates';
import type { MemberViewer } from '../users/viewer';
import { containsPattern, dayOfField, departmentScope, optionalId } from '../usage/filters';

export interface ReservationDbRow extends Row {
  id: number;
  start_date: Date;
  to_date: Date;
  facility_id: number;
  facility_name: string;
  room_id: number | null;
  room_name: string | null;
  resource_type: number | null;
  price_plan_id: number | null;
  plan_name: string | null;
  charge_amount: number;
  user_id: number;
  user_last_name: string;
  user_first_name: string;
  department_id: number | null;
  billing_name: string | null;
  cancel_flg: boolean;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  last_updated: Date;
  total?: number;
}

export const RESERVATION_SELECT = `select r.id, r.start_date, r.to_date, r.facility_id, f.facility_name, r.room_id, room.facility_name as room_name,
       room.resource_type, r.price_plan_id, p.plan_name, r.charge_amount, r.user_id, u.user_last_name, u.user_first_name, r.department_id,
       d.billing_name, r.cancel_flg, r.cancelled_at, r.cancel_reason, r.last_updated
  from reservations r
  join users u on u.id = r.user_id
  join facilities f on f.id = r.facility_id
  left join facilities room on room.id = r.room_id
  left join price_plans p on p.id = r.price_plan_id
  left join departments d on d.id = r.department_id`;

export function reservationRow(r: ReservationDbRow, now: Date): ReservationRow {
  return {
    reservationId: String(r.id),
    startDate: formatDateTime(r.start_date),
    toDate: formatDateTime(r.to_date),
    facilityId: String(r.facility_id),
    facilityName: r.facility_name,
    roomId: r.room_id === null ? null : String(r.room_id),
    roomName: r.room_name,
    resourceType: r.resource_type,
    chargeId: r.price_plan_id === null ? null : String(r.price_plan_id),
    chargeName: r.plan_name,
    chargeAmount: r.charge_amount,
    userId: String(r.user_id),
    userName: `${r.user_last_name} ${r.user_first_name}`,
    organizationId: r.department_id === null ? null : String(r.department_id),
    organizationName: r.billing_name,
    cancelFlg: r.cancel_flg,
    cancelledAt: r.cancelled_at ? formatDateTime(r.cancelled_at) : null,
    cancelReason: r.cancel_reason,
    cancellable: isCancellable({ startDate: r.start_date, cancelled: r.cancel_flg }, now),
    lastUpdated: formatLastUpdated(r.last_updated),
  };
}

const SORT_SQL: Readonly<Record<ReservationSortColumn, string>> = {
  startDate: 'r.start_date',
  toDate: 'r.to_date',
  facilityName: 'f.facility_name',
  userName: 'u.user_last_name_kana, u.user_first_name_kana',
  organizationName: 'd.display_order',
  chargeAmount: 'r.charge_amount',
};

export interface ReservationFilter {
  offset: number;
  limit: number;
  sort: ReservationSortColumn;
  sortOrder: SortOrder;
  from?: string;
  to?: string;
  facilityId?: number;
  chargeId?: number;
  roomId?: number;
  userName?: string;
  departmentIds: number[];
  allDepartments: boolean;
  allowCanceled: boolean;
}

/** The filter of a query the edge has checked (kinds, days, choices); a department outside the viewer's reach is a 403. */
export function parseReservationFilter(input: ReservationSearchQuery, viewer: MemberViewer): ReservationFilter {
  const scope = departmentScope(input.organizationId, viewer);
  return {
    offset: input.offset ?? 0,
    limit: input.limit ?? RESERVATION_PAGE_SIZE,
    sort: input.sort ?? RESERVATION_LIST_DEFAULTS.sort,
    sortOrder: input.sortOrder ?? RESERVATION_LIST_DEFAULTS.sortOrder,
    from: input.startDate === undefined ? undefined : dayOfField(input.startDate),
    to: input.toDate === undefined ? undefined : dayOfField(input.toDate),
    facilityId: optionalId(input.facilityId),
    chargeId: optionalId(input.chargeId),
    roomId: optionalId(input.roomId),
    userName: input.userName?.trim(),
    departmentIds: scope.ids,
    allDepartments: scope.all,
    allowCanceled: isFlagSet(input.allowCanceled),
  };
}

/** The where clause and its parameters (corporation first). */
export function reservationWhere(viewer: MemberViewer, f: ReservationFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [viewer.corporationId];
  const where = ['r.corporation_id = $1'];
  const add = (clause: (n: string) => string, value: unknown): void => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (!f.allDepartments) add((n) => `r.department_id = any(${n}::int[])`, f.departmentIds);
  if (f.from) add((n) => `r.start_date >= (${n}::date::timestamp at time zone 'Asia/Tokyo')`, f.from);
  if (f.to) add((n) => `r.start_date < ((${n}::date + 1)::timestamp at time zone 'Asia/Tokyo')`, f.to);
  if (f.facilityId !== undefined) add((n) => `r.facility_id = ${n}`, f.facilityId);
  if (f.roomId !== undefined) add((n) => `r.room_id = ${n}`, f.roomId);
  if (f.chargeId !== undefined) add((n) => `r.price_plan_id = ${n}`, f.chargeId);
  if (f.userName) add((n) => `u.member_search_text like ${n} escape '\\'`, containsPattern(f.userName));
  if (!f.allowCanceled) where.push('not r.cancel_flg');
  return { sql: where.join(' and '), params };
}

export async function searchReservations(db: SqlExecutor, viewer: MemberViewer, f: ReservationFilter, now: Date): Promise<ReservationSearchResponse> {
  const { sql, params } = reservationWhere(viewer, f);
  const direction = f.sortOrder === 'desc' ? 'desc' : 'asc';
  const order = SORT_SQL[f.sort].split(', ').map((c) => `${c} ${direction}`).join(', ');
  const rows = await db.query<ReservationDbRow>(
    `${RESERVATION_SELECT.replace('select r.id,', 'select count(*) over ()::int as total, r.id,')}
      where ${sql} order by ${order}, r.id ${direction} limit ${f.limit} offset ${f.offset}`,
    params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const [count] = await db.query<{ total: number } & Row>(
      `select count(*)::int as total from reservations r join users u on u.id = r.user_id where ${sql}`, params);
    total = count?.total ?? 0;
  }
  return { totalCount: total, offset: f.offset, limit: f.limit, rows: rows.map((r) => reservationRow(r, now)) };
}
