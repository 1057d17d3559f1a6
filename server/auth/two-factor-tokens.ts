// The short-lived token between POST /login and the session (two-factor confirmation code step).
import type { SqlExecutor } from '../db/database';
import { ACCOUNT_COLUMNS, type AccountRow } from './accounts';
import type { CredentialVia } from './sessions';
import { newToken, tokenHash } from './tokens';

export const TWO_FACTOR_TTL_MS = 10 * 60 * 1000;

/** 'auth': the code is still to be entered; 'change': it was entered and must now be changed. */
export type TwoFactorPurpose = 'auth' | 'change';

export interface NewTwoFactorToken {
  token: string;
  /** The anti-forgery token of a cookie-channel sign-in; null for bearer callers, which need none. */
  csrfToken: string | null;
  expiresAt: Date;
}

export interface TwoFactorRecord {
  tokenHash: string;
  csrfHash: string | null;
  purpose: TwoFactorPurpose;
  failedCount: number;
  /** The channel the token was handed out through; the session it leads to uses the same one. */
  via: CredentialVia;
  account: AccountRow;
}

/**
 * A new token for one sign-in. Other pending sign-ins of the same account keep theirs (two browsers and a script
 * may sign in at once); only expired tokens are swept.
 */
export async function issueTwoFactorToken(db: SqlExecutor, userId: number, via: CredentialVia, now: Date): Promise<NewTwoFactorToken> {
  const token = newToken();
  // The web gets an anti-forgery token with it, so the cookie-carried two-factor calls are protected too.
  const csrfToken = via === 'cookie' ? newToken() : null;
  const expiresAt = new Date(now.getTime() + TWO_FACTOR_TTL_MS);
  await db.query('delete from two_factor_tokens where expires_at <= $1', [now]);
  await db.query(
    `insert into two_factor_tokens (token_hash, csrf_hash, user_id, purpose, via, created_at, expires_at)
     values ($1, $2, $3, 'auth', $4, $5, $6)`,
    [tokenHash(token), csrfToken ? tokenHash(csrfToken) : null, userId, via, now, expiresAt],
  );
  return { token, csrfToken, expiresAt };
}

interface TwoFactorJoinRow extends AccountRow {
  t_token_hash: string;
  t_csrf_hash: string | null;
  t_purpose: TwoFactorPurpose;
  t_failed_count: number;
  t_via: CredentialVia;
}

export async function findTwoFactorToken(db: SqlExecutor, token: string, now: Date): Promise<TwoFactorRecord | null> {
  const rows = await db.query<TwoFactorJoinRow>(
    `select ${ACCOUNT_COLUMNS}, t.token_hash as t_token_hash, t.csrf_hash as t_csrf_hash, t.purpose as t_purpose,
            t.failed_count as t_failed_count, t.via as t_via
       from two_factor_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1 and t.expires_at > $2 and not u.delete_flg`,
    [tokenHash(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  return { tokenHash: row.t_token_hash, csrfHash: row.t_csrf_hash, purpose: row.t_purpose, failedCount: row.t_failed_count, via: row.t_via, account: row };
}

/** The live token of a credential, only when presented through the channel it was issued for (cookie or bearer). */
export async function findTwoFactorFor(db: SqlExecutor, credential: { token: string; via: CredentialVia } | null, now: Date): Promise<TwoFactorRecord | null> {
  if (!credential) return null;
  const record = await findTwoFactorToken(db, credential.token, now);
  return record && record.via === credential.via ? record : null;
}

/** Counts a wrong code; answers the new count. */
export async function recordTwoFactorFailure(db: SqlExecutor, hash: string): Promise<number> {
  const rows = await db.query<{ failed_count: number }>(
    'update two_factor_tokens set failed_count = failed_count + 1 where token_hash = $1 returning failed_count',
    [hash],
  );
  return rows[0]?.failed_count ?? 0;
}

export async function setTwoFactorPurpose(db: SqlExecutor, hash: string, purpose: TwoFactorPurpose): Promise<void> {
  await db.query('update two_factor_tokens set purpose = $2 where token_hash = $1', [hash, purpose]);
}

export async function deleteTwoFactorToken(db: SqlExecutor, hash: string): Promise<void> {
  await db.query('delete from two_factor_tokens where token_hash = $1', [hash]);
}
