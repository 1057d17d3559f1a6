// The facility popup list (offset, limit 10, sort, serviceDivisionList, basePointTypeList, keyWord), the rooms and
// equipment of a facility, and the price plans: the choices of the reservation and usage filters.
import {
  FACILITY_LIST_DEFAULTS, type FacilityRow, type FacilitySearchQuery, type FacilitySearchResponse, type PricePlanRow, type ResourceRow,
} from '../../core/reservations/calls';
import { idsOfList } from '../../core/api/schema';
import { BOOKABLE_ROOM_TYPES, POPUP_LIST_LIMIT } from '../../core/usage/domain';
import type { Row, SqlExecutor } from '../db/database';
import { notFound } from '../http/http-error';
import { containsPattern } from '../usage/filters';

interface FacilityDbRow extends Row {
  id: number;
  facility_name: string;
  prefecture: string | null;
  address: string | null;
  service_division: number;
  base_point_type: number;
  open_time: string | null;
  close_time: string | null;
  total: number;
}

const SORT_SQL = { displayOrder: 'display_order', facilityName: 'facility_name', prefecture: 'prefecture' } as const;

/** One page of the popup list; `input` as the edge checked it (the codes among the spec's, paging within its bounds). */
export async function searchFacilities(db: SqlExecutor, input: FacilitySearchQuery): Promise<FacilitySearchResponse> {
  const paging = { offset: input.offset ?? 0, limit: input.limit ?? POPUP_LIST_LIMIT };
  const sort = input.sort ?? FACILITY_LIST_DEFAULTS.sort;
  const sortOrder = input.sortOrder ?? FACILITY_LIST_DEFAULTS.sortOrder;
  const divisions = idsOfList(input.serviceDivisionList);
  const types = idsOfList(input.basePointTypeList);
  const keyWord = input.keyWord?.trim();
  const params: unknown[] = [];
  const where = ['parent_facility_id is null', 'resource_type = 1', 'not delete_flg'];
  if (divisions.length > 0) where.push(`service_division = any($${params.push(divisions)}::int[])`);
  if (types.length > 0) where.push(`base_point_type = any($${params.push(types)}::int[])`);
  if (keyWord) where.push(`lower(facility_name || ' ' || coalesce(prefecture, '') || ' ' || coalesce(address, '')) like $${params.push(containsPattern(keyWord))} escape '\\'`);
  const direction = sortOrder === 'desc' ? 'desc' : 'asc';
  const rows = await db.query<FacilityDbRow>(
    `select count(*) over ()::int as total, id, facility_name, prefecture, address, service_division, base_point_type,
            to_char(open_time, 'HH24:MI') as open_time, to_char(close_time, 'HH24:MI') as close_time
       from facilities where ${where.join(' and ')}
      order by ${SORT_SQL[sort]} ${direction} nulls last, id ${direction} limit ${paging.limit} offset ${paging.offset}`,
    params,
  );
  const facilities: FacilityRow[] = rows.map((r) => ({
    facilityId: String(r.id),
    facilityName: r.facility_name,
    prefecture: r.prefecture,
    address: r.address,
    serviceDivision: r.service_division,
    basePointType: r.base_point_type,
    openTime: r.open_time,
    closeTime: r.close_time,
  }));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && paging.offset > 0) {
    const [count] = await db.query<{ total: number } & Row>(`select count(*)::int as total from facilities where ${where.join(' and ')}`, params);
    total = count?.total ?? 0;
  }
  return { totalCount: total, offset: paging.offset, limit: paging.limit, rows: facilities };
}

interface ResourceDbRow extends Row {
  id: number;
  facility_name: string;
  resource_type: number;
  capacity: number | null;
  unit_price: number | null;
}

/** The rooms (bookable time slots) or the equipment of a site; an unknown site is 404. */
export async function facilityResources(db: SqlExecutor, facilityId: number, kind: 'rooms' | 'equipment'): Promise<ResourceRow[]> {
  const [site] = await db.query('select id from facilities where id = $1 and parent_facility_id is null and resource_type = 1', [facilityId]);
  if (!site) throw notFound();
  const rows = await db.query<ResourceDbRow>(
    `select id, facility_name, resource_type, capacity, unit_price from facilities
      where parent_facility_id = $1 and not delete_flg and (resource_type = any($2::int[])) = $3 order by display_order, id`,
    [facilityId, BOOKABLE_ROOM_TYPES, kind === 'rooms'],
  );
  return rows.map((r) => ({ resourceId: String(r.id), resourceName: r.facility_name, resourceType: r.resource_type, capacity: r.capacity, unitPrice: r.unit_price }));
}

export async function pricePlans(db: SqlExecutor): Promise<PricePlanRow[]> {
  const rows = await db.query<{ id: number; plan_name: string; service_division: number } & Row>('select id, plan_name, service_division from price_plans order by id');
  return rows.map((r) => ({ chargeId: String(r.id), chargeName: r.plan_name, serviceDivision: r.service_division }));
}
