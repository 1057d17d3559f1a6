// Reading clerks: responsible persons of the viewed corporation and department clerks of a department, with
// the columns every clerk query selects and their API shapes (ClerkRow, ClerkDetail).
import type { ClerkDepartment, ClerkRow, PasswordNoticeTiming } from '../../core/clerks/domain';
import { RoleType } from '../../core/domain/roles';
import type { Row, SqlExecutor } from '../db/database';
import { formatDateTime, formatLastUpdated } from '../format/dates';
import { fullName } from '../users/member-rows';
import type { MemberViewer } from '../users/viewer';

export interface ClerkDbRow extends Row {
  id: number;
  login_id: string;
  role_type: number;
  corporation_id: number;
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  mail_address: string | null;
  password_reset_flg: number;
  password_notice_timing: number | null;
  password_notice_sent_at: Date | null;
  last_updated: Date;
  /** Departments of the viewed corporation the clerk looks after, in display order. */
  departments: { billingId: string; billingName: string }[] | string | null;
}

/** $1 is the viewed corporation in every clerk query. */
const CLERK_COLUMNS = `u.id, u.login_id, u.role_type, u.corporation_id, u.user_last_name, u.user_first_name,
  u.user_last_name_kana, u.user_first_name_kana, u.mail_address, u.password_reset_flg, u.password_notice_timing,
  u.password_notice_sent_at, u.last_updated,
  (select coalesce(json_agg(json_build_object('billingId', d.id::text, 'billingName', d.billing_name) order by d.display_order, d.id), '[]'::json)
     from clerk_departments cd join departments d on d.id = cd.department_id
    where cd.user_id = u.id and d.corporation_id = $1 and not d.delete_flg) as departments`;

/** Responsible persons of corporation $1: its own, and those who also administer it (the corporation switch). */
export const RESPONSIBLE_OF_CORPORATION = `u.role_type = ${RoleType.CLERK_IN_CORPORATION} and not u.delete_flg
  and (u.corporation_id = $1 or exists (select 1 from admin_corporations a where a.user_id = u.id and a.corporation_id = $1))`;

/** Department clerks of department $2 (of corporation $1). */
const CLERK_OF_DEPARTMENT = `u.role_type = ${RoleType.CLERK_IN_BILLING} and not u.delete_flg and u.corporation_id = $1
  and exists (select 1 from clerk_departments cd where cd.user_id = u.id and cd.department_id = $2)`;

export async function responsiblePersons(db: SqlExecutor, corporationId: number): Promise<ClerkDbRow[]> {
  return db.query<ClerkDbRow>(`select ${CLERK_COLUMNS} from users u where ${RESPONSIBLE_OF_CORPORATION} order by u.id`, [corporationId]);
}

export async function departmentClerks(db: SqlExecutor, corporationId: number, departmentId: number): Promise<ClerkDbRow[]> {
  return db.query<ClerkDbRow>(`select ${CLERK_COLUMNS} from users u where ${CLERK_OF_DEPARTMENT} order by u.id`, [corporationId, departmentId]);
}

/** One clerk of the given kind visible in the viewed corporation, locked for update when asked. */
export async function findClerk(db: SqlExecutor, corporationId: number, userId: number, kind: 'corp' | 'billing', forUpdate = false): Promise<ClerkDbRow | null> {
  const scope = kind === 'corp'
    ? RESPONSIBLE_OF_CORPORATION
    : `u.role_type = ${RoleType.CLERK_IN_BILLING} and not u.delete_flg and u.corporation_id = $1`;
  const rows = await db.query<ClerkDbRow>(
    `select ${CLERK_COLUMNS} from users u where ${scope} and u.id = $2${forUpdate ? ' for update of u' : ''}`,
    [corporationId, userId],
  );
  return rows[0] ?? null;
}

export function departmentsOf(row: ClerkDbRow): ClerkDepartment[] {
  const value = typeof row.departments === 'string' ? (JSON.parse(row.departments) as ClerkDepartment[]) : row.departments;
  return value ?? [];
}

function timingOf(value: number | null): PasswordNoticeTiming {
  return value === 1 || value === 2 ? value : 0;
}

/** The row as lists show it; a department clerk sees only the departments they reach themselves. */
export function toClerkRow(row: ClerkDbRow, viewer: MemberViewer): ClerkRow {
  const kana = fullName(row.user_last_name_kana, row.user_first_name_kana);
  return {
    userId: String(row.id),
    loginId: row.login_id,
    userName: fullName(row.user_last_name, row.user_first_name),
    userLastName: row.user_last_name,
    userFirstName: row.user_first_name,
    userLastNameKana: row.user_last_name_kana,
    userFirstNameKana: row.user_first_name_kana,
    attributes: { userNameKana: kana },
    mailAddress: row.mail_address,
    passwordNoticeTiming: timingOf(row.password_notice_timing),
    passwordNoticeSentAt: row.password_notice_sent_at ? formatDateTime(row.password_notice_sent_at) : null,
    initialPassword: row.password_reset_flg === 1,
    departments: departmentsOf(row).filter((d) => viewer.departmentIds.has(Number(d.billingId))),
    self: row.id === viewer.userId,
    lastUpdated: formatLastUpdated(row.last_updated),
  };
}
