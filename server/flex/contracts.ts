// FLEX/BASE contracts as a viewer reaches them: a responsible person every contract of the viewed corporation, a
// department clerk those owned by or charged to one of their departments; the list with the spec 3 filters and one.
import type { FlexContractSearchQuery } from '../../core/flex/calls';
import { FLEX_CONTRACT_PAGE_SIZE, type FlexContract, type FlexContractSort, type FlexPage } from '../../core/flex/domain';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { formatLastUpdated } from '../format/dates';
import { notFound } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { likePattern, sqlDay } from './read-input';

interface ContractDbRow extends Row {
  id: number;
  contract_name: string;
  service_kind: 'FLEX' | 'BASE';
  seats: number;
  used_seats: number;
  contact_count: number;
  start_date: string;
  end_date: string;
  in_period: boolean;
  owner_department_id: number | null;
  owner_name: string | null;
  charge_department_id: number | null;
  charge_name: string | null;
  monthly_price_per_seat: number;
  facilities: { id: number; name: string }[] | null;
  last_updated: Date;
}

/**
 * The corporation (`alias`) has the FLEX/BASE basic contract when it holds at least one contract, whatever its period
 * (the contract screens also show ended ones): the flexBasicContractFlg of the session and the company detail.
 */
export const hasFlexBasicContract = (alias: string): string =>
  `exists (select 1 from flex_contracts fbc where fbc.corporation_id = ${alias}.id)`;

/** The contracts the viewer reaches, as SQL over `c`; $1 corporation, $2 departments, $3 responsible. */
export const REACHABLE = `c.corporation_id = $1 and ($3 or c.owner_department_id = any($2::int[]) or c.charge_department_id = any($2::int[]))`;

/** $4 is today (yyyy-MM-dd, Japan time). */
const SELECT = `select c.id, c.contract_name, c.service_kind, c.seats,
    (select count(*)::int from flex_users f where f.flex_contract_id = c.id and not f.delete_flg) as used_seats,
    (select count(*)::int from flex_users f where f.flex_contract_id = c.id and not f.delete_flg and f.delegate_division = 1) as contact_count,
    to_char(c.start_date, 'YYYY/MM/DD') as start_date, to_char(c.end_date, 'YYYY/MM/DD') as end_date,
    (c.start_date <= $4::date and c.end_date >= $4::date) as in_period,
    c.owner_department_id, od.billing_name as owner_name, c.charge_department_id, cd.billing_name as charge_name,
    c.monthly_price_per_seat,
    (select json_agg(json_build_object('id', fa.id, 'name', fa.facility_name) order by fa.display_order, fa.id)
       from flex_contract_facilities cf join facilities fa on fa.id = cf.facility_id where cf.flex_contract_id = c.id) as facilities,
    c.last_updated
  from flex_contracts c
  left join departments od on od.id = c.owner_department_id
  left join departments cd on cd.id = c.charge_department_id`;

const SORT_SQL: Readonly<Record<FlexContractSort, string>> = {
  contractName: 'c.contract_name',
  startDate: 'c.start_date',
  endDate: 'c.end_date',
  seats: 'c.seats',
  usedSeats: 'used_seats',
  organizationName: 'od.display_order',
};

function facilitiesOf(value: ContractDbRow['facilities']): { id: number; name: string }[] {
  // PGlite answers json as parsed values, node-postgres too; a text slipped through is parsed here.
  if (typeof value === 'string') return JSON.parse(value) as { id: number; name: string }[];
  return value ?? [];
}

function toContract(r: ContractDbRow): FlexContract {
  return {
    flexContractInformationId: String(r.id),
    contractName: r.contract_name,
    serviceKind: r.service_kind,
    facilities: facilitiesOf(r.facilities).map((f) => ({ facilityId: String(f.id), facilityName: f.name })),
    seats: r.seats,
    usedSeats: r.used_seats,
    contactCount: r.contact_count,
    startDate: r.start_date,
    endDate: r.end_date,
    inPeriod: r.in_period,
    organizationId: r.owner_department_id === null ? '' : String(r.owner_department_id),
    organizationName: r.owner_name ?? '',
    chargeorganizationId: r.charge_department_id === null ? '' : String(r.charge_department_id),
    chargeOrganizationName: r.charge_name ?? '',
    monthlyPricePerSeat: r.monthly_price_per_seat,
    lastUpdated: formatLastUpdated(r.last_updated),
  };
}

const reachParams = (viewer: MemberViewer, now: Date): unknown[] => [viewer.corporationId, [...viewer.departmentIds], viewer.responsible, sqlDay(now)];

/** Every contract the viewer reaches (the pulldowns); `availableOnly` keeps those in their period today. */
export async function reachableContracts(db: SqlExecutor, viewer: MemberViewer, now: Date, availableOnly = false): Promise<FlexContract[]> {
  const rows = await db.query<ContractDbRow>(
    `${SELECT} where ${REACHABLE}${availableOnly ? ' and c.start_date <= $4::date and c.end_date >= $4::date' : ''} order by c.start_date desc, c.id`,
    reachParams(viewer, now),
  );
  return rows.map(toContract);
}

/** One contract the viewer reaches; 404 for an unknown id and for one outside the viewer's departments alike. */
export async function reachableContract(db: SqlExecutor, viewer: MemberViewer, id: number, now: Date, lock = false): Promise<FlexContract> {
  if (lock) await db.query('select id from flex_contracts where id = $1 for update', [id]);
  const [row] = await db.query<ContractDbRow>(`${SELECT} where ${REACHABLE} and c.id = $5`, [...reachParams(viewer, now), id]);
  if (!row) throw notFound(t('flex.notFound.contract'));
  return toContract(row);
}

/** The contract list of /FlexContract/Info: spec 3 filters organizationId, chargeorganizationId, keyWord, excludeFlg. */
export async function searchContracts(db: SqlExecutor, viewer: MemberViewer, input: FlexContractSearchQuery, now: Date): Promise<FlexPage<FlexContract>> {
  const organizationId = input.organizationId === undefined ? undefined : Number(input.organizationId);
  const chargeId = input.chargeorganizationId === undefined ? undefined : Number(input.chargeorganizationId);
  const keyWord = input.keyWord ?? '';
  const offset = input.offset ?? 0;
  const sort = input.sort ?? 'startDate';
  // The newest first by default when sorting by the start date, else ascending.
  const sortOrder = input.sortOrder ?? (sort === 'startDate' ? 'desc' : 'asc');
  const exclude = input.excludeFlg ?? false;
  const params = reachParams(viewer, now);
  const where = [REACHABLE];
  if (organizationId !== undefined) where.push(`c.owner_department_id = $${params.push(organizationId)}`);
  if (chargeId !== undefined) where.push(`c.charge_department_id = $${params.push(chargeId)}`);
  if (keyWord) {
    const p = params.push(likePattern(keyWord));
    where.push(`(lower(c.contract_name) like $${p} or exists (select 1 from flex_contract_facilities cf join facilities fa on fa.id = cf.facility_id
      where cf.flex_contract_id = c.id and lower(fa.facility_name) like $${p}))`);
  }
  if (exclude) where.push('c.start_date <= $4::date and c.end_date >= $4::date');
  const whereSql = where.join(' and ');
  const [count] = await db.query<{ count: number }>(
    // $4 (today) is typed here even when no filter reads it: an unused parameter has no type in PostgreSQL.
    `select count(*)::int as count from flex_contracts c left join departments od on od.id = c.owner_department_id where ${whereSql} and $4::date is not null`, params,
  );
  const order = `${SORT_SQL[sort]} ${sortOrder}`;
  const rows = await db.query<ContractDbRow>(
    `${SELECT} where ${whereSql} order by ${order}, c.id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, FLEX_CONTRACT_PAGE_SIZE, offset],
  );
  return { totalCount: count?.count ?? 0, offset, limit: FLEX_CONTRACT_PAGE_SIZE, rows: rows.map(toContract) };
}
