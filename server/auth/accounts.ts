// Reading the account row behind a login id or session, and the corporations an account may view.
import type { Row, SqlExecutor } from '../db/database';
import { RoleType } from '../../core/domain/roles';

export interface AccountRow extends Row {
  id: number;
  login_id: string;
  password_hash: string;
  role_type: number | null;
  authority_template: number | null;
  corporation_id: number;
  department_id: number | null;
  user_last_name: string;
  user_first_name: string;
  mail_address: string | null;
  trinity_code: string;
  approval_division: number;
  delete_flg: boolean;
  password_reset_flg: number;
  failed_login_count: number;
  locked_at: Date | null;
  confirmation_code_hash: string | null;
  need_to_change_code: boolean;
  /** The temporary password of POST /lost, usable beside the old one until temp_password_expires_at. */
  temp_password_hash: string | null;
  temp_password_expires_at: Date | null;
}

export const ACCOUNT_COLUMNS = `u.id, u.login_id, u.password_hash, u.role_type, u.authority_template, u.corporation_id,
  u.department_id, u.user_last_name, u.user_first_name, u.mail_address, u.trinity_code, u.approval_division,
  u.delete_flg, u.password_reset_flg, u.failed_login_count, u.locked_at, u.confirmation_code_hash, u.need_to_change_code,
  u.temp_password_hash, u.temp_password_expires_at`;

export async function findAccountByLoginId(db: SqlExecutor, loginId: string): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from users u where u.login_id = $1 and not u.delete_flg`, [loginId]);
  return rows[0] ?? null;
}

export async function findAccountById(db: SqlExecutor, id: number): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from users u where u.id = $1 and not u.delete_flg`, [id]);
  return rows[0] ?? null;
}

export function displayName(account: Pick<AccountRow, 'user_last_name' | 'user_first_name'>): string {
  return `${account.user_last_name} ${account.user_first_name}`;
}

/** The corporations an account may view: its own, plus those it administers as a responsible person. */
export async function selectableCorporationIds(db: SqlExecutor, account: AccountRow): Promise<number[]> {
  if (account.role_type !== RoleType.CLERK_IN_CORPORATION) return [account.corporation_id];
  const rows = await db.query<{ corporation_id: number }>(
    'select corporation_id from admin_corporations where user_id = $1 order by corporation_id',
    [account.id],
  );
  return [...new Set([account.corporation_id, ...rows.map((r) => r.corporation_id)])].sort((a, b) => a - b);
}
