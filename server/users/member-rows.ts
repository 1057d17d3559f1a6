// Reading members: the columns every member query selects, and their API shapes (list row, detail).
import { SCREEN_PERMISSIONS, satisfies } from '../../core/domain/permissions';
import type {
  ApprovalDivision,
  MemberDetail,
  MemberFlexRegistration,
  MemberListRow,
  MemberOperation,
} from '../../core/users/domain';
import type { Row, SqlExecutor } from '../db/database';
import { formatDateTime, formatLastUpdated } from '../format/dates';
import type { MemberViewer } from './viewer';
import { administeredParam, editRefusalOf, outOfReachSql } from '../clerks/account-reach';

/** Plain members only: responsible persons, clerks and reception staff are managed elsewhere. */
export const MEMBER_SCOPE = 'u.role_type is null';

/** The members a department "has" wherever a count is shown (会員数): plain members, deleted ones not counted. */
export const COUNTED_MEMBER = `${MEMBER_SCOPE} and not u.delete_flg`;

/** SQL: the 会員数 of the department whose id is `departmentId` (an SQL expression). One count for every page. */
export function memberCountSql(departmentId: string): string {
  return `(select count(*)::int from users u where u.department_id = ${departmentId} and ${COUNTED_MEMBER})`;
}

export const MEMBER_COLUMNS = `u.id, u.login_id, u.corporation_id, u.trinity_code, u.department_id,
  coalesce(d.billing_name, '') as billing_name, coalesce(u.department_display_order, d.display_order, 2147483647) as display_order,
  u.user_last_name, u.user_first_name, u.user_last_name_kana, u.user_first_name_kana, u.user_code, u.mail_address,
  u.approval_division, u.password_reset_flg, u.service_usage, u.delete_flg, u.flex_contract_flg, u.reservation_stop_flg,
  u.flex_contract_permitted, u.created_at, u.last_updated`;

export const MEMBER_FROM = 'users u left join departments d on d.id = u.department_id';

/**
 * The members the `users` view shows (migration 014: not written ahead by an upload still hidden), as a condition on
 * user_rows. For the member search's walks over a sort index and its counts: through the view, the planner joined
 * every member against the written-ahead list (empty nearly always) and then sorted them all, where the index gives
 * the order (page 101 of 100,000 members: a 50,000-row sort on disk). Here the list is looked at once per statement;
 * only while it holds entries are the hidden ids read, once per statement, into a hash that each member is checked
 * against (the planner's "hashed SubPlan"). A call of member_is_hidden() per member cost ~35 µs on the embedded
 * database: right after a 50,000-row upload's switch-over (its entries still listed until the clean-up) the count of
 * 60,000 members took 0.8-2.5 s, and a page walking past the hidden rows of a resumed upload 0.7-1.5 s; with the hash
 * 0.1-0.25 s (issue 32). The hidden ids of every corporation are read: at most the few uploads applying at once.
 * Limit: the planner hashes them only while it expects them to fit in hash_mem (work_mem x hash_mem_multiplier, 8 MB
 * by default: about 260,000 ids); beyond that it would look each member up in the list by a scan of it.
 */
export const VISIBLE_MEMBER_ROW = `not (exists (select 1 from upload_pending_users) and u.id in (
  select p.user_id from upload_pending_users p join upload_jobs j on j.id = p.job_id where j.applied_attempt is distinct from p.attempt))`;

/** user_rows with their departments, for a query that adds VISIBLE_MEMBER_ROW to its conditions. */
export const MEMBER_ROWS_FROM = 'user_rows u left join departments d on d.id = u.department_id';

export interface MemberRow extends Row {
  id: number;
  login_id: string;
  corporation_id: number;
  trinity_code: string;
  department_id: number | null;
  billing_name: string;
  display_order: number;
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  user_code: string | null;
  mail_address: string | null;
  approval_division: number;
  password_reset_flg: number;
  service_usage: boolean;
  delete_flg: boolean;
  flex_contract_flg: boolean;
  reservation_stop_flg: boolean;
  /** Spec 6: the member may be given a FLEX/BASE seat (migration 027). */
  flex_contract_permitted: boolean;
  created_at: Date;
  last_updated: Date;
}

export interface MemberDetailRow extends MemberRow {
  tenant_remarks: string | null;
  /** Spec 6: false when the member chose not to receive mail (migration 021). */
  mail_delivery: boolean;
  corporation_name: string;
}

export const fullName = (last: string, first: string): string => `${last}\u3000${first}`;

export function toListRow(row: MemberRow): MemberListRow {
  const approvalDivision: ApprovalDivision = row.approval_division === 1 ? 1 : 2;
  const passwordResetFlg = row.password_reset_flg === 1;
  return {
    userId: String(row.id),
    loginId: row.login_id,
    corporationId: String(row.corporation_id),
    trinityCode: row.trinity_code,
    sOrganizationId: row.department_id === null ? '' : String(row.department_id),
    organizationName: row.billing_name,
    chargeDisplayOrder: row.display_order,
    userName: fullName(row.user_last_name, row.user_first_name),
    userNameKana: fullName(row.user_last_name_kana, row.user_first_name_kana),
    userCode: row.user_code,
    mailAddress: row.mail_address,
    approvalDivision,
    passwordResetFlg,
    serviceUsage: row.service_usage,
    deleteFlg: row.delete_flg,
    flexContractFlg: row.flex_contract_flg,
    reservationStopFlg: row.reservation_stop_flg,
    flexContractPermissionFlg: row.flex_contract_permitted,
    status: {
      unapproved: approvalDivision === 1,
      initialPassword: passwordResetFlg,
      suspended: row.service_usage,
      deleted: row.delete_flg,
      reservationStopped: row.reservation_stop_flg,
      flexContract: row.flex_contract_flg,
    },
    createdAt: formatDateTime(row.created_at),
    lastUpdated: formatLastUpdated(row.last_updated),
  };
}

const updateWrite = SCREEN_PERMISSIONS['/User/Update/:division/:userId'];

/**
 * What this viewer may do to this member (spec 4 transitions, spec 6 roles). The execute calls check the same
 * rules again; this list is what the detail screen offers.
 */
export function allowedOperations(viewer: MemberViewer, row: MemberRow): MemberOperation[] {
  if (!satisfies(viewer.authorities, updateWrite)) return [];
  if (row.department_id === null || !viewer.departmentIds.has(row.department_id)) return [];
  if (row.delete_flg) return viewer.responsible ? ['restore'] : [];
  const ops: MemberOperation[] = ['update'];
  if (row.approval_division === 1) ops.push('approve');
  if (row.approval_division !== 1 && !row.service_usage) ops.push('suspend');
  if (row.service_usage) ops.push('permit');
  if (row.password_reset_flg === 1 && row.mail_address) ops.push('passwordReset');
  if (row.reservation_stop_flg) ops.push('reservationUnlock');
  ops.push('delete');
  return ops;
}

/** A FLEX/BASE registration as the detail query writes it (json_build_object over flex_users and its contract). */
interface FlexRegistrationJson {
  id: number;
  flex_contract_id: number;
  contract_name: string;
  service_kind: 'FLEX' | 'BASE';
  delegate_division: number;
  card_no: string | null;
}

/** What a member's detail adds to the member's row. */
interface DetailExtrasRow extends Row {
  future_reservation_count: number;
  /** JSON text of the FLEX/BASE registrations still in force, by contract. */
  flex_registrations: string;
  /** The account reaches a corporation the operator does not administer (clerks/account-reach.ts). */
  reaches_others: boolean;
}

/** SQL of what the detail adds to a member's row, reading the member's id, now and administeredParam(viewer) from `params`. */
function detailExtrasSql(viewer: MemberViewer, params: { userId: string; now: string; administered: string }): string {
  const { userId, now, administered } = params;
  return `select (select count(*)::int from reservations where user_id = ${userId} and not cancel_flg and start_date > ${now}) as future_reservation_count,
            (select coalesce(json_agg(json_build_object('id', f.id, 'flex_contract_id', f.flex_contract_id, 'contract_name', c.contract_name,
                      'service_kind', c.service_kind, 'delegate_division', f.delegate_division, 'card_no', f.card_no) order by f.flex_contract_id), '[]')::text
               from flex_users f join flex_contracts c on c.id = f.flex_contract_id
              where f.user_id = ${userId} and not f.delete_flg) as flex_registrations,
            exists (${outOfReachSql(`${userId}::int`, viewer, administered)}) as reaches_others`;
}

/** A member's row with what the detail adds to it. */
export type MemberDetailWithExtras = MemberDetailRow & DetailExtrasRow;

/**
 * One member of the viewed corporation with everything its detail shows, in one round trip (it was five: the row,
 * the reservations to come, the FLEX/BASE registrations, the corporations the operator administers and those the
 * account reaches): every member detail asks it, and under load each round trip costs the server about half a
 * millisecond of writing to the database's socket besides the database's own work.
 */
export async function findMemberDetail(db: SqlExecutor, viewer: MemberViewer, userId: number, now: Date): Promise<MemberDetailWithExtras | null> {
  const rows = await db.query<MemberDetailWithExtras>(
    `select ${MEMBER_COLUMNS}, u.tenant_remarks, u.mail_delivery, c.corporation_name, x.*
       from ${MEMBER_FROM} join corporations c on c.id = u.corporation_id cross join lateral (${detailExtrasSql(viewer, { userId: '$1', now: '$3', administered: '$4' })}) x
      where u.id = $1 and u.corporation_id = $2 and ${MEMBER_SCOPE}`,
    [userId, viewer.corporationId, now, administeredParam(viewer)],
  );
  return rows[0] ?? null;
}

function withExtras(row: MemberDetailRow | MemberDetailWithExtras): row is MemberDetailWithExtras {
  return typeof row.reaches_others === 'boolean';
}

/** What the detail adds to a row read already (after an operation, in its transaction), in one round trip. */
async function detailExtras(db: SqlExecutor, viewer: MemberViewer, userId: number, now: Date): Promise<DetailExtrasRow> {
  const [row] = await db.query<DetailExtrasRow>(detailExtrasSql(viewer, { userId: '$1', now: '$2', administered: '$3' }), [userId, now, administeredParam(viewer)]);
  return row;
}

function toFlexRegistration(r: FlexRegistrationJson): MemberFlexRegistration {
  return {
    flexUserId: String(r.id),
    flexContractInformationId: String(r.flex_contract_id),
    contractName: r.contract_name,
    serviceKind: r.service_kind,
    delegateDivision: r.delegate_division,
    cardNo: r.card_no,
  };
}

/** One member of the viewed corporation with the detail columns, or null (another corporation, staff, unknown). */
export async function findMember(db: SqlExecutor, corporationId: number, userId: number, forUpdate = false): Promise<MemberDetailRow | null> {
  const rows = await db.query<MemberDetailRow>(
    `select ${MEMBER_COLUMNS}, u.tenant_remarks, u.mail_delivery, c.corporation_name
       from ${MEMBER_FROM} join corporations c on c.id = u.corporation_id
      where u.id = $1 and u.corporation_id = $2 and ${MEMBER_SCOPE}${forUpdate ? ' for update of u' : ''}`,
    [userId, corporationId],
  );
  return rows[0] ?? null;
}

export async function toDetail(db: SqlExecutor, viewer: MemberViewer, row: MemberDetailRow | MemberDetailWithExtras, now: Date): Promise<MemberDetail> {
  const extras = withExtras(row) ? row : await detailExtras(db, viewer, row.id, now);
  const editRefusal = editRefusalOf(extras.reaches_others);
  return {
    ...toListRow(row),
    corporationName: row.corporation_name,
    userLastName: row.user_last_name,
    userFirstName: row.user_first_name,
    userLastNameKana: row.user_last_name_kana,
    userFirstNameKana: row.user_first_name_kana,
    tenantRemakes: row.tenant_remarks,
    mailDeliveryFlg: row.mail_delivery,
    futureReservationCount: extras.future_reservation_count,
    flexRegistrations: (JSON.parse(extras.flex_registrations) as FlexRegistrationJson[]).map(toFlexRegistration),
    allowedOperations: editRefusal === null ? allowedOperations(viewer, row) : [],
    editRefusal,
  };
}
