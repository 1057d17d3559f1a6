// The member search of /User/Info: reads the filters of spec 3, scopes them to the viewer's departments, and
// builds one WHERE clause and one ORDER BY shared by the paged list and the CSV export.
import {
  MEMBER_DEFAULT_SORT,
  MEMBER_DEFAULT_SORT_ORDER,
  MEMBER_PAGE_SIZE,
  isDefaultMemberFilter,
  memberFilterDepartments,
  type FLAG_FILTER_TEXTS,
  type FlagFilter,
  type MemberSearchFilter,
  type MemberSearchQuery,
  type MemberSortColumn,
  type MemberSortOrder,
} from '../../core/users/domain';
import type { Row, SqlExecutor } from '../db/database';
import { permissionDenied } from '../http/http-error';
import { MEMBER_COLUMNS, MEMBER_ROWS_FROM, MEMBER_SCOPE, VISIBLE_MEMBER_ROW, type MemberRow } from './member-rows';
import type { MemberViewer } from './viewer';
import { countKey, keepCount, keptCount, keptEntry } from './member-count-cache';
import { memberVersion, memberVersionSql } from './member-changes';
import { ANCHOR_MIN_OFFSET, anchorAtOrBefore, anchorTypes, fromAnchor, keepAnchors } from './member-page-anchors';

/** The parsed, checked filters (ids as numbers, flags as booleans or null for "any"). */
export interface ParsedMemberFilter {
  userName: string;
  departmentIds: number[];
  approvalDivision: 1 | 2 | null;
  passwordResetFlg: boolean | null;
  serviceUsage: boolean | null;
  deleteFlg: boolean | null;
  includeDeleted: boolean;
  flexContractFlg: boolean | null;
  trinityCode: string | null;
  sort: MemberSortColumn;
  sortOrder: MemberSortOrder;
  defaultFilter: boolean;
}

export interface ParsedMemberSearch extends ParsedMemberFilter {
  offset: number;
  limit: number;
}

/** A tri-state filter's text (the schema's choices) as a flag, or null for any. */
const FLAG_TEXT: Readonly<Record<(typeof FLAG_FILTER_TEXTS)[number], boolean | null>> = { '': null, true: true, false: false, '1': true, '0': false };

function flag(text: (typeof FLAG_FILTER_TEXTS)[number] | undefined): boolean | null {
  return FLAG_TEXT[text ?? ''];
}

function flagText(value: boolean | null): FlagFilter {
  return value === null ? '' : value ? 'true' : 'false';
}

/**
 * The filters (and, for the list, paging) of a checked request (the schema has refused malformed values with 400);
 * throws 403 for a department or corporation the viewer does not reach.
 */
export function parseMemberFilter(input: MemberSearchFilter, viewer: MemberViewer): ParsedMemberFilter {
  const userName = input.userName?.trim() ?? '';
  const departmentIds = [...new Set(memberFilterDepartments(input).map(Number))];
  const passwordResetFlg = flag(input.passwordResetFlg);
  const serviceUsage = flag(input.serviceUsage);
  const deleteFlg = flag(input.deleteFlg);
  const includeDeleted = flag(input.includDeletedFlg) === true;
  const flexContractFlg = flag(input.flexContractFlg);
  const trinityCode = input.trinityCode?.trim() || null;
  const corporationId = input.corporationId?.trim() || undefined;
  // Another corporation, or a department outside the viewer's reach, is refused rather than silently emptied.
  if (corporationId !== undefined && corporationId !== String(viewer.corporationId)) throw permissionDenied();
  if (departmentIds.some((id) => !viewer.departmentIds.has(id))) throw permissionDenied();
  const approvalDivision = input.approvalDivision === '1' ? 1 : input.approvalDivision === '2' ? 2 : null;
  const filter: MemberSearchFilter = {
    userName,
    sOrganizationId: departmentIds.map(String),
    approvalDivision: approvalDivision === null ? '' : approvalDivision === 1 ? '1' : '2',
    passwordResetFlg: flagText(passwordResetFlg),
    serviceUsage: flagText(serviceUsage),
    deleteFlg: flagText(deleteFlg),
    includDeletedFlg: includeDeleted ? 'true' : '',
    flexContractFlg: flagText(flexContractFlg),
  };
  return {
    userName,
    departmentIds,
    approvalDivision,
    passwordResetFlg,
    serviceUsage,
    deleteFlg,
    includeDeleted,
    flexContractFlg,
    trinityCode,
    sort: input.sort ?? MEMBER_DEFAULT_SORT,
    sortOrder: input.sortOrder?.toLowerCase() === 'desc' ? 'desc' : MEMBER_DEFAULT_SORT_ORDER,
    defaultFilter: isDefaultMemberFilter(filter),
  };
}

/**
 * The whole list (the synchronous CSV export of every member): no filter, deleted members included, in the
 * list's default order. memberWhere still scopes it to the viewer's corporation and departments.
 */
export function wholeMemberListFilter(): ParsedMemberFilter {
  return {
    userName: '',
    departmentIds: [],
    approvalDivision: null,
    passwordResetFlg: null,
    serviceUsage: null,
    deleteFlg: null,
    includeDeleted: true,
    flexContractFlg: null,
    trinityCode: null,
    sort: MEMBER_DEFAULT_SORT,
    sortOrder: MEMBER_DEFAULT_SORT_ORDER,
    // Spec 3's default leaves deleted members out; this filter does not.
    defaultFilter: false,
  };
}

/** Paging as the checked query has it, or as digits (callers inside the server, such as the benches and tests). */
type PagingInput = Omit<MemberSearchQuery, 'offset' | 'limit'> & { offset?: number | string; limit?: number | string };

export function parseMemberSearch(input: PagingInput, viewer: MemberViewer): ParsedMemberSearch {
  return { ...parseMemberFilter(input, viewer), offset: Number(input.offset ?? 0), limit: Number(input.limit ?? MEMBER_PAGE_SIZE) };
}

/** The name filter's text as the search column holds it: lower case, NFC, single half-width spaces. */
function normalName(text: string): string {
  return text.normalize('NFC').replace(/\u3000/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** LIKE pattern of a user's text: wildcards typed by the user match themselves. */
function containsPattern(normal: string): string {
  return `%${normal.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * How the name filter is written. `characters`: every character of the text must be in the member's search text,
 * which the GIN index on its characters (migration 006) answers without reading every member, even for one kanji
 * (a trigram index cannot); for more than one character LIKE then checks they stand together and in order.
 * `pattern`: LIKE alone, for walking a sort index when matches are common (see pageIds).
 */
export type NameMatch = 'characters' | 'pattern';

function nameCondition(userName: string, add: (value: unknown) => string, match: NameMatch): string {
  const normal = normalName(userName);
  // Placeholders are numbered as they are added: each is added only where the SQL uses it.
  const like = () => `u.member_search_text like ${add(containsPattern(normal))}`;
  if (match === 'pattern') return like();
  const contains = `regexp_split_to_array(u.member_search_text, '') @> ${add([...new Set(Array.from(normal))])}::text[]`;
  return Array.from(normal).length === 1 ? contains : `${contains} and ${like()}`;
}

interface WhereClause {
  sql: string;
  params: unknown[];
}

export function memberWhere(filter: ParsedMemberFilter, viewer: MemberViewer, nameMatch: NameMatch = 'characters'): WhereClause {
  const params: unknown[] = [];
  const add = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = [`u.corporation_id = ${add(viewer.corporationId)}`, MEMBER_SCOPE, VISIBLE_MEMBER_ROW];
  // A clerk sees only the members of their departments; a responsible person every department (and members
  // without one). An explicit department filter has already been checked against the same set.
  const departments = filter.departmentIds.length > 0 ? filter.departmentIds : viewer.responsible ? null : [...viewer.departmentIds];
  if (departments !== null) parts.push(`u.department_id = any(${add(departments)}::int[])`);
  if (normalName(filter.userName) !== '') parts.push(nameCondition(filter.userName, add, nameMatch));
  if (filter.approvalDivision !== null) parts.push(`u.approval_division = ${add(filter.approvalDivision)}`);
  if (filter.passwordResetFlg !== null) parts.push(`u.password_reset_flg = ${add(filter.passwordResetFlg ? 1 : 0)}`);
  if (filter.serviceUsage !== null) parts.push(`u.service_usage = ${add(filter.serviceUsage)}`);
  if (filter.deleteFlg !== null) parts.push(`u.delete_flg = ${add(filter.deleteFlg)}`);
  else if (!filter.includeDeleted) parts.push('not u.delete_flg');
  if (filter.flexContractFlg !== null) parts.push(`u.flex_contract_flg = ${add(filter.flexContractFlg)}`);
  if (filter.trinityCode !== null) parts.push(`u.trinity_code = ${add(filter.trinityCode)}`);
  return { sql: parts.join(' and '), params };
}

/** Department display order, then the member by kana: the spec's chargeDisplayOrder. */
const DEFAULT_KEYS = ['u.department_display_order', 'u.user_last_name_kana', 'u.user_first_name_kana'];

/** Each column's keys; the migration's users_members_by_* indexes follow the same order (then id). */
const SORT_KEYS: Readonly<Record<MemberSortColumn, readonly string[]>> = {
  chargeDisplayOrder: DEFAULT_KEYS,
  organizationName: ['d.billing_name', ...DEFAULT_KEYS],
  userName: ['u.user_last_name', 'u.user_first_name'],
  userNameKana: ['u.user_last_name_kana', 'u.user_first_name_kana'],
  userCode: ['u.user_code'],
  loginId: ['u.login_id'],
  mailAddress: ['u.mail_address'],
  approvalDivision: ['u.approval_division', ...DEFAULT_KEYS],
  passwordResetFlg: ['u.password_reset_flg', ...DEFAULT_KEYS],
  serviceUsage: ['u.service_usage', ...DEFAULT_KEYS],
  deleteFlg: ['u.delete_flg', ...DEFAULT_KEYS],
  flexContractFlg: ['u.flex_contract_flg', ...DEFAULT_KEYS],
  reservationStopFlg: ['u.reservation_stop_flg', ...DEFAULT_KEYS],
  createdAt: ['u.created_at'],
  lastUpdated: ['u.last_updated'],
};

/**
 * The column's keys and then the id, all in the chosen direction (PostgreSQL's defaults: empty values last when
 * ascending, first when descending), so an index on the same keys serves the order forwards or backwards.
 */
export function memberOrderBy(sort: MemberSortColumn, order: MemberSortOrder): string {
  return [...SORT_KEYS[sort], 'u.id'].map((key) => `${key} ${order}`).join(', ');
}

export interface MemberPage {
  totalCount: number;
  rows: MemberRow[];
}

export async function searchMembers(db: SqlExecutor, viewer: MemberViewer, search: ParsedMemberSearch): Promise<MemberPage> {
  if (normalName(search.userName) === '') return countedPage(db, viewer, search);
  // A name filter chooses how to find the page by how many members match (pageIdsQuery): the count comes first.
  const totalCount = await matchCount(db, viewer, search);
  if (totalCount === 0 || search.offset >= totalCount) return { totalCount, rows: [] };
  const ids = pageIdsQuery(viewer, search, totalCount);
  const [page] = await db.query<{ rows: string }>(pageSql(`array(${ids.sql})`), ids.params);
  return { totalCount, rows: parseJsonRows(page?.rows ?? '[]') };
}

/**
 * The page's rows as one JSON text, from the ids array `ids` (an SQL expression), in their order (one value instead of
 * 500 rows of 21 columns: the embedded database hands over one value far faster).
 */
function pageSql(ids: string): string {
  return `select coalesce(json_agg(p order by p.ord), '[]')::text as rows from (
       select ${MEMBER_COLUMNS}, k.ord from unnest(${ids}) with ordinality as k(id, ord)
         join user_rows u on u.id = k.id left join departments d on d.id = u.department_id) p`;
}

interface CountedPageRow extends Row {
  version: string;
  count: number | null;
  rows: string;
  keyset: boolean;
  first_keys: (string | null)[] | null;
  last_keys: (string | null)[] | null;
}

/**
 * A search without a name filter in one statement (one round trip, where a page took three): the members' version,
 * the count only when the one kept is not of that version, and the page. A deep page starts its walk at a kept anchor
 * (member-page-anchors.ts) when the anchor is of the version the statement reads, and leaves its own first and last
 * rows' keys as anchors.
 */
async function countedPage(db: SqlExecutor, viewer: MemberViewer, search: ParsedMemberSearch, useAnchor = true): Promise<MemberPage> {
  const where = memberWhere(search, viewer);
  const key = countKey(where.sql, where.params);
  const kept = keptEntry(db, key);
  // The page's query repeats the filter's parameters first ($1...), then its limit and offset.
  const ids = pageIdsQuery(viewer, search, 0);
  const n = ids.params.length;
  const params: unknown[] = [...ids.params, viewer.corporationId, kept?.version ?? ''];
  const add = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const types = search.offset + search.limit > ANCHOR_MIN_OFFSET ? anchorTypes(search.sort) : null;
  const keys = [...SORT_KEYS[search.sort], 'u.id'];
  const anchorKey = `${key}\u0000${search.sort}\u0000${search.sortOrder}`;
  const anchor = types && useAnchor && search.offset >= ANCHOR_MIN_OFFSET ? anchorAtOrBefore(db, anchorKey, search.offset) : undefined;
  let pageIds = `array(${ids.sql}) as ids, false as keyset`;
  if (types && anchor) {
    const version = add(anchor.version);
    const from = anchor.keys.map((value, i) => `${add(value)}::${types[i]}`).join(', ');
    const keyset = `select u.id from user_rows u where ${where.sql} and (${keys.join(', ')}) ${fromAnchor(search.sortOrder)} (${from})
      order by ${memberOrderBy(search.sort, search.sortOrder)} limit $${n - 1} offset ${add(search.offset - anchor.offset)}`;
    pageIds = `case when v.version = ${version}::text then array(${keyset}) else array(${ids.sql}) end as ids, v.version = ${version}::text as keyset`;
  }
  // k is MATERIALIZED: the page, its first and last rows' keys read its ids, and inlined, each read ran the walk again.
  const keysOf = (at: string): string =>
    types ? `(select array[${keys.map((k) => `${k}::text`).join(', ')}] from user_rows u where u.id = k.ids[${at}])` : 'null::text[]';
  const [row] = await db.query<CountedPageRow>(
    `with v as (select ${memberVersionSql(`$${n + 1}`)} as version),
          k as materialized (select ${pageIds} from v)
     select v.version,
            case when v.version = $${n + 2}::text then null else (select count(*)::int from user_rows u where ${where.sql}) end as count,
            (${pageSql('k.ids')}) as rows, k.keyset, ${keysOf('1')} as first_keys, ${keysOf('cardinality(k.ids)')} as last_keys
       from v, k`,
    params,
  );
  // A count read with its version is kept; without one, the kept count was of this very version.
  if (row.count !== null) keepCount(db, key, row.version, row.count);
  const totalCount = row.count ?? kept?.count ?? 0;
  const rows = parseJsonRows(row.rows);
  // Ascending, members without the first key (a code, an address) come last and a row comparison never reaches them:
  // a keyset page that stops short of the count is read again by offset.
  if (row.keyset && rows.length < search.limit && search.offset + rows.length < totalCount) return countedPage(db, viewer, search, false);
  if (types && rows.length > 0) {
    keepAnchors(db, anchorKey, row.version, [
      { offset: search.offset, keys: row.first_keys },
      { offset: search.offset + rows.length - 1, keys: row.last_keys },
    ]);
  }
  return { totalCount, rows };
}

/**
 * How many members match: kept between requests while the corporation's members have not changed (a count read
 * every match, 100,000 for a large company's default list, for each page of 50). The filters read users only, so
 * the count needs no join (and can be an index-only scan).
 */
async function matchCount(db: SqlExecutor, viewer: MemberViewer, search: ParsedMemberSearch): Promise<number> {
  const where = memberWhere(search, viewer);
  const key = countKey(where.sql, where.params);
  const kept = keptCount(db, key, await memberVersion(db, viewer.corporationId));
  if (kept !== undefined) return kept;
  // The version read in the same statement as the count: the count stands for exactly that version.
  const [row] = await db.query<{ count: number; version: string }>(
    `select count(*)::int as count, ${memberVersionSql(`$${where.params.length + 1}`)} as version from user_rows u where ${where.sql}`,
    [...where.params, viewer.corporationId],
  );
  const count = row?.count ?? 0;
  if (row) keepCount(db, key, row.version, count);
  return count;
}

/** Up to this many name matches, finding them all through the character index and sorting them is cheap. */
const FEW_NAME_MATCHES = 5_000;

/**
 * The ids of one page, in list order (a query for the page statement to read from). Only the keys are walked past
 * the offset (an index-only scan of the sort column's index); the 500 rows of the page are read afterwards, so
 * page 101 costs little more than page 1. With a name filter the count says how common the matches are: few are
 * found through the character index and sorted; many are met soon enough by walking the sort index with LIKE (one
 * member in six holds 田, so a page of 500 is found after about 3,000), which the planner cannot know from the
 * index's statistics.
 */
function pageIdsQuery(viewer: MemberViewer, search: ParsedMemberSearch, totalCount: number): WhereClause {
  const where = memberWhere(search, viewer, totalCount > FEW_NAME_MATCHES ? 'pattern' : 'characters');
  const n = where.params.length;
  // Only the department name sort needs the departments table to order by.
  const from = search.sort === 'organizationName' ? MEMBER_ROWS_FROM : 'user_rows u';
  return {
    sql: `select u.id from ${from} where ${where.sql}
      order by ${memberOrderBy(search.sort, search.sortOrder)} limit $${n + 1} offset $${n + 2}`,
    params: [...where.params, search.limit, search.offset],
  };
}

/** Rows of json_agg: the column names of MEMBER_COLUMNS, with timestamps as ISO text with an offset. */
function parseJsonRows(text: string): MemberRow[] {
  const rows = JSON.parse(text) as Record<string, unknown>[];
  return rows.map((r) => ({ ...r, created_at: new Date(String(r.created_at)), last_updated: new Date(String(r.last_updated)) }) as MemberRow);
}

export interface MemberCount {
  total: number;
  deleted: number;
}

/** How many members match, and how many of them are deleted (users only: no join needed). */
export async function countMatchingMembers(db: SqlExecutor, viewer: MemberViewer, filter: ParsedMemberFilter): Promise<MemberCount> {
  const where = memberWhere(filter, viewer);
  const [count] = await db.query<{ total: number; deleted: number }>(
    `select count(*)::int as total, (count(*) filter (where u.delete_flg))::int as deleted from user_rows u where ${where.sql}`,
    where.params,
  );
  return { total: count?.total ?? 0, deleted: count?.deleted ?? 0 };
}

/** Every matching member in list order, a chunk at a time (the CSV exports). */
export async function* allMatchingMembers(db: SqlExecutor, viewer: MemberViewer, filter: ParsedMemberFilter, chunk = 5_000): AsyncGenerator<MemberRow> {
  const where = memberWhere(filter, viewer);
  const n = where.params.length;
  for (let offset = 0; ; offset += chunk) {
    const rows = await db.query<MemberRow & { tenant_remarks: string | null }>(
      `select ${MEMBER_COLUMNS}, u.tenant_remarks from ${MEMBER_ROWS_FROM} where ${where.sql}
        order by ${memberOrderBy(filter.sort, filter.sortOrder)} limit $${n + 1} offset $${n + 2}`,
      [...where.params, chunk, offset],
    );
    yield* rows;
    if (rows.length < chunk) return;
  }
}
