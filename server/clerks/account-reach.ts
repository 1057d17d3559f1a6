// The one rule for changing someone else's account (issue 9): an operator may change the credentials or contact
// details of an account only when every corporation that account can reach is one the operator administers.
import { ErrorCode } from '../../core/api/error';
import { RoleType } from '../../core/domain/roles';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { HttpError } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';

interface CorporationIdRow extends Row {
  corporation_id: number;
}

/**
 * Every corporation an account can reach: its own, every corporation it also administers (the corporation switch,
 * admin_corporations), the corporation of its department and of each department it looks after as a clerk. Links
 * are counted whatever the role or deletion flags say today: a role or a flag can change later, and the account then
 * reaches whatever the links name, so the rule reads the links.
 */
export async function corporationsReachedBy(db: SqlExecutor, userId: number): Promise<number[]> {
  const rows = await db.query<CorporationIdRow>(reachedCorporationsSql('$1::int'), [userId]);
  return rows.map((r) => r.corporation_id).sort((a, b) => a - b);
}

/** The aliases of reachedCorporationsSql's own subqueries: a caller's expression may not name them (see below). */
const REACH_ALIAS_PREFIX = 'reach_';

/**
 * An SQL expression of an account's id that reachedCorporationsSql can correlate safely: a parameter ($1, $1::int),
 * a number, or a qualified column (alias.column) whose alias is not one of the query's own. An unqualified column
 * would be resolved against the query's own tables (every account would compare its id with itself), so it is refused.
 */
const SAFE_USER_ID = /^(\$\d+(::int(eger)?)?|\d+|[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*)$/i;

/**
 * The query of corporationsReachedBy over an SQL expression of the account's id (a bulk check correlates it per row,
 * e.g. `u.id` of the caller's users row). Every table inside has an alias of its own (reach_*) and every column is
 * qualified, so the caller's alias is never shadowed: called with `u.id`, an inner `users u` once compared a column
 * with itself and made every member look shared with every corporation.
 */
export function reachedCorporationsSql(userId: string): string {
  const expression = userId.trim();
  if (!SAFE_USER_ID.test(expression) || expression.toLowerCase().startsWith(REACH_ALIAS_PREFIX)) {
    throw new Error(`reachedCorporationsSql: ${userId} is not a parameter, a number or a qualified column of the caller`);
  }
  return `select reach_own.corporation_id from users reach_own where reach_own.id = ${expression}
     union select reach_admin.corporation_id from admin_corporations reach_admin where reach_admin.user_id = ${expression}
     union select reach_dept.corporation_id from users reach_user join departments reach_dept on reach_dept.id = reach_user.department_id
      where reach_user.id = ${expression}
     union select reach_cdept.corporation_id from clerk_departments reach_cd join departments reach_cdept on reach_cdept.id = reach_cd.department_id
      where reach_cd.user_id = ${expression}`;
}

/**
 * The corporations the operator administers: a responsible person (roleType 3) administers their own corporation and
 * those they also administer. A department clerk administers no corporation; what they may change (members and
 * clerks of their own departments) lies within the viewed corporation, so that one alone counts for them, and an
 * account reaching any other corporation stays out of their hands too. As SQL reading its one parameter `param`,
 * whose value is administeredParam(viewer).
 */
export function administeredCorporationsSql(viewer: MemberViewer, param: string): string {
  if (viewer.roleType !== RoleType.CLERK_IN_CORPORATION) return `select ${param}::int as corporation_id`;
  return `select reach_op.corporation_id from users reach_op
      where reach_op.id = ${param} and reach_op.role_type = ${RoleType.CLERK_IN_CORPORATION} and not reach_op.delete_flg
     union select reach_opa.corporation_id from admin_corporations reach_opa join users reach_opu on reach_opu.id = reach_opa.user_id
      where reach_opa.user_id = ${param} and reach_opu.role_type = ${RoleType.CLERK_IN_CORPORATION} and not reach_opu.delete_flg`;
}

/** The value of administeredCorporationsSql's parameter: the responsible person's account, or the viewed corporation. */
export function administeredParam(viewer: MemberViewer): number {
  return viewer.roleType === RoleType.CLERK_IN_CORPORATION ? viewer.userId : viewer.corporationId;
}

export async function corporationsAdministeredBy(db: SqlExecutor, viewer: MemberViewer): Promise<number[]> {
  if (viewer.roleType !== RoleType.CLERK_IN_CORPORATION) return [viewer.corporationId];
  const rows = await db.query<CorporationIdRow>(administeredCorporationsSql(viewer, '$1'), [administeredParam(viewer)]);
  return rows.map((r) => r.corporation_id);
}

/**
 * The corporations the account (an SQL expression as reachedCorporationsSql takes) reaches that the operator does not
 * administer, as one query: the parameter `param` is administeredParam(viewer). One round trip where two were made:
 * every member detail asks it.
 */
export function outOfReachSql(userId: string, viewer: MemberViewer, param: string): string {
  return `select reach_all.corporation_id from (${reachedCorporationsSql(userId)}) reach_all
     where reach_all.corporation_id not in (${administeredCorporationsSql(viewer, param)})`;
}

/** The corporations the account reaches that the operator does not administer (empty when the change is allowed). */
export async function corporationsOutOfReach(db: SqlExecutor, viewer: MemberViewer, userId: number): Promise<number[]> {
  const rows = await db.query<CorporationIdRow>(`${outOfReachSql('$1::int', viewer, '$2')} order by 1`, [userId, administeredParam(viewer)]);
  return rows.map((r) => r.corporation_id);
}

/** The Japanese reason the operator may not change this account's credentials or contact details, or null. */
export async function accountEditRefusal(db: SqlExecutor, viewer: MemberViewer, userId: number): Promise<string | null> {
  return editRefusalOf((await corporationsOutOfReach(db, viewer, userId)).length > 0);
}

/** accountEditRefusal for a query that asked whether the account reaches a corporation out of the operator's reach. */
export function editRefusalOf(reachesOthers: boolean): string | null {
  return reachesOthers ? t('clerks.refuse.sharedAccount') : null;
}

/** The 403 of a change refused because the account also belongs to a corporation the operator does not administer. */
export function sharedAccountRefused(): HttpError {
  return new HttpError(403, ErrorCode.PERMISSION, t('clerks.refuse.sharedAccount'));
}

/** The 403 of the clerk screens' code calls used on oneself (see the routes: the account menu asks for the current code). */
export function ownCodeRefused(): HttpError {
  return new HttpError(403, ErrorCode.PERMISSION, t('clerks.refuse.ownCode'));
}

/** Refuses (403, nothing changed) a change to an account reaching a corporation the operator does not administer. */
export async function assertMayChangeAccount(db: SqlExecutor, viewer: MemberViewer, userId: number): Promise<void> {
  if ((await corporationsOutOfReach(db, viewer, userId)).length > 0) throw sharedAccountRefused();
}
