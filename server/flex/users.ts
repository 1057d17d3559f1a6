// FLEX/BASE users as a viewer reaches them (a contract they reach, and for a department clerk a member of their
// departments): the list of /FlexUser/Info and the contract detail with the spec 3 filters, and one user to change.
import type { FlexUserSearchQuery } from '../../core/flex/calls';
import { FLEX_USER_PAGE_SIZE, type FlexPage, type FlexUser, type FlexUserSort } from '../../core/flex/domain';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { formatDate, formatLastUpdated } from '../format/dates';
import { conflict, notFound } from '../http/http-error';
import { fullName } from '../users/member-rows';
import type { MemberViewer } from '../users/viewer';
import { REACHABLE } from './contracts';
import { likePattern } from './read-input';

export interface FlexUserDbRow extends Row {
  id: number;
  flex_contract_id: number;
  contract_name: string;
  service_kind: 'FLEX' | 'BASE';
  user_id: number;
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  department_id: number | null;
  billing_name: string | null;
  mail_address: string | null;
  delegate_division: number;
  card_no: string | null;
  card_delivery_division: number;
  added_at: Date;
  number_add: boolean;
  delete_flg: boolean;
  last_updated: Date;
}

const FROM = `flex_users f join flex_contracts c on c.id = f.flex_contract_id join users u on u.id = f.user_id
  left join departments d on d.id = u.department_id`;

/** Reachable users: $1 corporation, $2 departments, $3 responsible. */
const USER_REACH = `${REACHABLE} and ($3 or u.department_id = any($2::int[]))`;

const COLUMNS = `f.id, f.flex_contract_id, c.contract_name, c.service_kind, f.user_id, u.user_last_name, u.user_first_name,
  u.user_last_name_kana, u.user_first_name_kana, u.department_id, d.billing_name, u.mail_address, f.delegate_division, f.card_no,
  f.card_delivery_division, f.added_at, f.number_add, f.delete_flg, f.last_updated`;

const SORT_SQL: Readonly<Record<FlexUserSort, string>> = {
  userNameKana: 'u.user_last_name_kana || u.user_first_name_kana',
  organizationName: 'd.display_order',
  cardNo: 'f.card_no',
  addedDate: 'f.added_at',
  delegateDivision: 'f.delegate_division',
};

export function toFlexUser(r: FlexUserDbRow): FlexUser {
  return {
    flexUserId: String(r.id),
    flexContractInformationId: String(r.flex_contract_id),
    contractName: r.contract_name,
    serviceKind: r.service_kind,
    userId: String(r.user_id),
    userName: fullName(r.user_last_name, r.user_first_name),
    userNameKana: fullName(r.user_last_name_kana, r.user_first_name_kana),
    organizationId: r.department_id === null ? null : String(r.department_id),
    organizationName: r.billing_name ?? '',
    mailAddress: r.mail_address,
    delegateDivision: r.delegate_division,
    cardNo: r.card_no,
    cardDeliveryDivision: r.card_delivery_division,
    addedDate: formatDate(r.added_at),
    numberAdd: r.number_add,
    deleteFlg: r.delete_flg,
    lastUpdated: formatLastUpdated(r.last_updated),
  };
}

const reach = (viewer: MemberViewer): unknown[] => [viewer.corporationId, [...viewer.departmentIds], viewer.responsible];

/**
 * The user list: spec 3 filters flexContractInformationId, keyWord (name, kana, mail, card number), deleteFlg
 * (only released users), includDeletedFlg (released ones too), offset, limit (at most 500, spec 9), sort.
 */
export async function searchFlexUsers(db: SqlExecutor, viewer: MemberViewer, input: FlexUserSearchQuery): Promise<FlexPage<FlexUser>> {
  const contractId = input.flexContractInformationId === undefined ? undefined : Number(input.flexContractInformationId);
  const keyWord = input.keyWord ?? '';
  const deleted = input.deleteFlg ?? false;
  const includeDeleted = input.includDeletedFlg ?? false;
  const offset = input.offset ?? 0;
  const sort = input.sort ?? 'delegateDivision';
  // Contact persons first by default, else ascending.
  const sortOrder = input.sortOrder ?? (sort === 'delegateDivision' ? 'desc' : 'asc');
  const params = reach(viewer);
  const where = [USER_REACH];
  if (contractId !== undefined) where.push(`f.flex_contract_id = $${params.push(contractId)}`);
  if (deleted) where.push('f.delete_flg');
  else if (!includeDeleted) where.push('not f.delete_flg');
  if (keyWord) {
    const p = params.push(likePattern(keyWord));
    where.push(`(u.member_search_text like $${p} or lower(coalesce(f.card_no, '')) like $${p})`);
  }
  const whereSql = where.join(' and ');
  const [count] = await db.query<{ count: number }>(`select count(*)::int as count from ${FROM} where ${whereSql}`, params);
  const limit = input.limit ?? FLEX_USER_PAGE_SIZE;
  const rows = await db.query<FlexUserDbRow>(
    `select ${COLUMNS} from ${FROM} where ${whereSql}
      order by ${SORT_SQL[sort]} ${sortOrder}, d.display_order, u.user_last_name_kana, u.user_first_name_kana, f.id
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { totalCount: count?.count ?? 0, offset, limit, rows: rows.map(toFlexUser) };
}

/** Every user (seated or released) of one reachable contract, for GET /tenant/flex/userList/all/{id}. */
export async function allFlexUsersOf(db: SqlExecutor, viewer: MemberViewer, contractId: number): Promise<FlexUser[]> {
  const rows = await db.query<FlexUserDbRow>(
    `select ${COLUMNS} from ${FROM} where ${USER_REACH} and f.flex_contract_id = $4
      order by f.delete_flg, f.delegate_division desc, d.display_order, u.user_last_name_kana, f.id`,
    [...reach(viewer), contractId],
  );
  return rows.map(toFlexUser);
}

/**
 * The user to change, locked with its contract, still seated; 404 when unknown, released or out of the viewer's
 * reach; 409 when lastUpdated is not the one the viewer saw.
 */
export async function flexUserToChange(tx: SqlExecutor, viewer: MemberViewer, flexUserId: number, lastUpdated: string): Promise<FlexUserDbRow> {
  const [owner] = await tx.query<{ flex_contract_id: number }>('select flex_contract_id from flex_users where id = $1', [flexUserId]);
  // Lock the contract first: the contact-person rule reads its other users.
  if (owner) await tx.query('select id from flex_contracts where id = $1 for update', [owner.flex_contract_id]);
  const [row] = await tx.query<FlexUserDbRow>(
    `select ${COLUMNS} from ${FROM} where ${USER_REACH} and f.id = $4 and not f.delete_flg for update of f`,
    [...reach(viewer), flexUserId],
  );
  if (!row) throw notFound(t('flex.notFound.user'));
  if (formatLastUpdated(row.last_updated) !== lastUpdated) throw conflict();
  return row;
}

/** One user as the change left it. */
export async function flexUserById(db: SqlExecutor, id: number): Promise<FlexUser> {
  const [row] = await db.query<FlexUserDbRow>(`select ${COLUMNS} from ${FROM} where f.id = $1`, [id]);
  return toFlexUser(row);
}
