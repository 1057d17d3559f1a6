// The password step of sign-in: the account lock of spec 9 and the role check of spec 4.
import type { Database } from '../db/database';
import { ErrorCode } from '../../core/api/error';
import { t } from '../../core/i18n';
import { ACCOUNT_LOCK_COUNT } from '../../core/domain/constants';
import { isAllowedRoleType } from '../../core/domain/roles';
import { HttpError } from '../http/http-error';
import { findAccountByLoginId, type AccountRow } from './accounts';
import { verifySecret } from './secret-hash';

const APPROVED = 2;

const loginFailed = (): HttpError => new HttpError(401, ErrorCode.LOGIN_FAILED, t('login.failed'));
const loginInvalid = (): HttpError => new HttpError(401, ErrorCode.LOGIN_INVALID, t('login.invalid'));
const accountLocked = (): HttpError =>
  new HttpError(401, ErrorCode.ACCOUNT_LOCKED, t('login.locked', { count: ACCOUNT_LOCK_COUNT }));

/**
 * Checks a login id and password. A wrong password counts towards the lock; the attempt that reaches the limit
 * and every later one answer ACCOUNT_LOCKED (until a password reissue unlocks). A right password of an account
 * that may not use this site (roleType other than 3 and 4, unapproved) answers LOGIN_INVALID.
 */
export async function checkPassword(db: Database, loginId: string, password: string, now: Date): Promise<AccountRow> {
  const account = await findAccountByLoginId(db, loginId);
  if (!account) {
    await verifySecret(password, null);
    throw loginFailed();
  }
  if (account.locked_at) throw accountLocked();
  if (!(await verifySecret(password, account.password_hash))) {
    // One atomic update, so parallel guesses cannot slip past the limit.
    const rows = await db.query<{ locked_at: Date | null }>(
      `update users
          set failed_login_count = failed_login_count + 1,
              last_failed_login_at = $2,
              locked_at = case when failed_login_count + 1 >= $3 then $2 else locked_at end
        where id = $1
        returning locked_at`,
      [account.id, now, ACCOUNT_LOCK_COUNT],
    );
    throw rows[0]?.locked_at ? accountLocked() : loginFailed();
  }
  if (account.failed_login_count > 0) {
    await db.query('update users set failed_login_count = 0 where id = $1', [account.id]);
  }
  if (!isAllowedRoleType(account.role_type) || account.approval_division !== APPROVED) throw loginInvalid();
  return account;
}
