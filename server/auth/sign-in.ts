// The password step of sign-in: the account lock of spec 9, the role check of spec 4 and the temporary password
// of POST /lost. Login ids without an account go through the same steps, so nothing tells them apart.
import type { Database, Row } from '../db/database';
import { ErrorCode } from '../../core/api/error';
import { t } from '../../core/i18n';
import { ACCOUNT_LOCK_COUNT } from '../../core/domain/constants';
import { isAllowedRoleType } from '../../core/domain/roles';
import { HttpError } from '../http/http-error';
import { findAccountById, findAccountByLoginId, type AccountRow } from './accounts';
import { lockCutoff, lockHolds } from './account-lock';
import { verifySecret } from './secret-hash';

const APPROVED = 2;

const loginFailed = (): HttpError => new HttpError(401, ErrorCode.LOGIN_FAILED, t('login.failed'));
const loginInvalid = (): HttpError => new HttpError(401, ErrorCode.LOGIN_INVALID, t('login.invalid'));
export const accountLocked = (): HttpError =>
  new HttpError(401, ErrorCode.ACCOUNT_LOCKED, t('login.locked', { count: ACCOUNT_LOCK_COUNT }));

/**
 * One failure, counted in one atomic statement so parallel guesses cannot slip past the limit. A lock that has
 * lifted by itself starts the count again. Used for users and for the phantom rows of unknown login ids alike.
 */
const FAILURE_SET = `
  failed_login_count = (case when locked_at is not null and locked_at <= $3 then 0 else failed_login_count end) + 1,
  last_failed_login_at = $2,
  locked_at = case
    when locked_at is not null and locked_at > $3 then locked_at
    when (case when locked_at is not null then 0 else failed_login_count end) + 1 >= $4 then $2
    else null end`;

async function countFailure(db: Database, account: AccountRow, now: Date): Promise<HttpError> {
  const rows = await db.query<{ locked_at: Date | null } & Row>(`update users set ${FAILURE_SET} where id = $1 returning locked_at`, [
    account.id,
    now,
    lockCutoff(now),
    ACCOUNT_LOCK_COUNT,
  ]);
  return lockHolds(rows[0]?.locked_at ?? null, now) ? accountLocked() : loginFailed();
}

/** A login id without an account: one hash computed, the failure counted and locked exactly like a real one. */
async function unknownLoginId(db: Database, loginId: string, password: string, now: Date): Promise<never> {
  const rows = await db.query<{ locked_at: Date | null } & Row>('select locked_at from sign_in_phantom_locks where login_id = $1', [loginId]);
  await verifySecret(password, null);
  if (lockHolds(rows[0]?.locked_at ?? null, now)) throw accountLocked();
  // Anyone can invent login ids, so their rows are swept a day after their last failure (a real account keeps its
  // count until a success); only someone who waits a day between guesses could see that difference.
  await db.query('delete from sign_in_phantom_locks where last_failed_login_at < $1', [new Date(now.getTime() - 24 * 60 * 60 * 1000)]);
  await db.query(
    `insert into sign_in_phantom_locks (login_id) values ($1) on conflict (login_id) do nothing`,
    [loginId],
  );
  const updated = await db.query<{ locked_at: Date | null } & Row>(
    `update sign_in_phantom_locks set ${FAILURE_SET} where login_id = $1 returning locked_at`,
    [loginId, now, lockCutoff(now), ACCOUNT_LOCK_COUNT],
  );
  throw lockHolds(updated[0]?.locked_at ?? null, now) ? accountLocked() : loginFailed();
}

/** The temporary password became the password: the old one and its sessions end, the password must change. */
async function adoptTemporaryPassword(db: Database, account: AccountRow, now: Date): Promise<AccountRow> {
  await db.transaction(async (tx) => {
    await tx.query(
      `update users set password_hash = temp_password_hash, temp_password_hash = null, temp_password_expires_at = null,
              password_reset_flg = 1, failed_login_count = 0, locked_at = null, last_updated = $2
        where id = $1 and temp_password_hash is not null`,
      [account.id, now],
    );
    await tx.query('delete from sessions where user_id = $1', [account.id]);
  });
  return (await findAccountById(db, account.id)) ?? account;
}

/** The old password was used: a pending temporary password ends, and the failures are forgotten. */
async function keepPassword(db: Database, account: AccountRow): Promise<void> {
  if (account.failed_login_count > 0 || account.locked_at || account.temp_password_hash) {
    await db.query(
      `update users set failed_login_count = 0, locked_at = null, temp_password_hash = null, temp_password_expires_at = null
        where id = $1`,
      [account.id],
    );
  }
}

export interface PasswordCheck {
  account: AccountRow;
  /** True when the temporary password of POST /lost was used (the old password has now ended). */
  usedTemporaryPassword: boolean;
}

/**
 * Checks a login id and password. A wrong password counts towards the lock; the attempt that reaches the limit and
 * every later one answer ACCOUNT_LOCKED until the lock lifts (LOCK_PERIOD_MS, or a 責任者's unlock). While locked
 * only a pending temporary password opens the account (the lock message sends people to the password reissue).
 * A right password of an account that may not use this site (roleType other than 3 and 4, unapproved) answers
 * LOGIN_INVALID.
 */
export async function checkPassword(db: Database, loginId: string, password: string, now: Date): Promise<PasswordCheck> {
  const account = await findAccountByLoginId(db, loginId);
  if (!account) return unknownLoginId(db, loginId, password, now);
  const temporary =
    account.temp_password_hash && account.temp_password_expires_at && account.temp_password_expires_at > now ? account.temp_password_hash : null;
  let usedTemporaryPassword = false;
  if (lockHolds(account.locked_at, now)) {
    // Still one hash (against nothing when no temporary password is pending), so a lock does not answer faster.
    if (!(await verifySecret(password, temporary))) throw accountLocked();
    usedTemporaryPassword = true;
  } else if (!(await verifySecret(password, account.password_hash))) {
    if (!temporary || !(await verifySecret(password, temporary))) throw await countFailure(db, account, now);
    usedTemporaryPassword = true;
  }
  const signedIn = usedTemporaryPassword ? await adoptTemporaryPassword(db, account, now) : account;
  if (!usedTemporaryPassword) await keepPassword(db, account);
  if (!isAllowedRoleType(signedIn.role_type) || signedIn.approval_division !== APPROVED) throw loginInvalid();
  return { account: signedIn, usedTemporaryPassword };
}
