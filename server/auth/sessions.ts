// Server-side sessions: a random token handed to the caller, its sha256 kept here with a sliding expiry.
import type { Database, SqlExecutor } from '../db/database';
import { perDatabase } from '../db/per-database';
import { ACCOUNT_COLUMNS, type AccountRow } from './accounts';
import { reachDepartmentIdsSql } from './reach-departments';
import { newToken, tokenHash } from './tokens';

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** ... and in any case this long after sign-in, so a stolen token does not live for ever. */
export const SESSION_MAX_MS = 24 * 60 * 60 * 1000;
/** Refresh the expiry at most this often, so reads do not each become a write. */
const SLIDE_AFTER_MS = 60 * 1000;

export type CredentialVia = 'cookie' | 'bearer';

export interface NewSession {
  token: string;
  /** The anti-forgery token of a cookie session; null for bearer sessions, which need none. */
  csrfToken: string | null;
  expiresAt: Date;
}

export interface SessionRecord {
  tokenHash: string;
  csrfHash: string | null;
  via: CredentialVia;
  selectedCorporationId: number;
  account: AccountRow;
  /** The departments of the selected corporation the person reaches (reach-departments.ts), read with the session. */
  reachDepartmentIds: readonly number[];
}

export async function createSession(
  db: SqlExecutor,
  args: { userId: number; corporationId: number; via: CredentialVia; now: Date },
): Promise<NewSession> {
  const token = newToken();
  const csrfToken = args.via === 'cookie' ? newToken() : null;
  const expiresAt = new Date(args.now.getTime() + SESSION_IDLE_MS);
  // Sign-in is a good moment to sweep sessions that can no longer be used.
  await db.query('delete from sessions where expires_at <= $1', [args.now]);
  await db.query(
    `insert into sessions (token_hash, csrf_hash, user_id, selected_corporation_id, via, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [tokenHash(token), csrfToken ? tokenHash(csrfToken) : null, args.userId, args.corporationId, args.via, args.now, expiresAt],
  );
  return { token, csrfToken, expiresAt };
}

interface SessionJoinRow extends AccountRow {
  s_token_hash: string;
  s_csrf_hash: string | null;
  s_via: CredentialVia;
  s_selected_corporation_id: number;
  s_created_at: Date;
  s_expires_at: Date;
  s_reach_department_ids: number[];
}

/**
 * Session rows read on the embedded database, kept against its write version (Database.writeVersion): while nothing
 * has been written since, the row read is still the row, and each request skips one of its two statements (on PGlite
 * one statement at a time is the whole server's throughput). Any write (a sign-out, a password or permission change,
 * a department's reach, an expiry slid forward) makes every kept row stale. The expiry is checked against the clock
 * on every use. PostgreSQL has no write version (other servers write too) and reads every time.
 */
const keptSessions = perDatabase<{ version: number; row: SessionJoinRow }>();
/** Enough for every session of a busy embedded server; past it the kept rows start again from none. */
const KEPT_SESSIONS_MAX = 5_000;

async function sessionRow(db: SqlExecutor, hash: string, now: Date): Promise<SessionJoinRow | undefined> {
  const version = (db as Partial<Database>).writeVersion?.();
  const kept = version === undefined ? undefined : keptSessions(db);
  const hit = kept?.get(hash);
  if (hit && hit.version === version) {
    const row = hit.row;
    const live = row.s_expires_at.getTime() > now.getTime() && row.s_created_at.getTime() > now.getTime() - SESSION_MAX_MS;
    return live ? row : undefined;
  }
  const rows = await db.query<SessionJoinRow>(
    `select ${ACCOUNT_COLUMNS}, s.token_hash as s_token_hash, s.csrf_hash as s_csrf_hash, s.via as s_via,
            s.selected_corporation_id as s_selected_corporation_id, s.created_at as s_created_at, s.expires_at as s_expires_at,
            ${reachDepartmentIdsSql('u.id', 'u.role_type', 's.selected_corporation_id')} as s_reach_department_ids
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.expires_at > $2 and s.created_at > $3 and not u.delete_flg`,
    [hash, now, new Date(now.getTime() - SESSION_MAX_MS)],
  );
  const row = rows[0];
  if (row && kept && version !== undefined) {
    if (kept.size >= KEPT_SESSIONS_MAX) kept.clear();
    kept.set(hash, { version, row });
  }
  return row;
}

/** The live session of a token, its expiry slid forward; null when unknown, expired or the account is gone. */
export async function findSession(db: SqlExecutor, token: string, now: Date): Promise<SessionRecord | null> {
  const hash = tokenHash(token);
  const row = await sessionRow(db, hash, now);
  if (!row) return null;
  const slid = new Date(now.getTime() + SESSION_IDLE_MS);
  if (slid.getTime() - row.s_expires_at.getTime() >= SLIDE_AFTER_MS) {
    await db.query('update sessions set expires_at = $2 where token_hash = $1', [hash, slid]);
  }
  return {
    tokenHash: row.s_token_hash,
    csrfHash: row.s_csrf_hash,
    via: row.s_via,
    selectedCorporationId: row.s_selected_corporation_id,
    // A copy: the row may be kept for later requests.
    account: { ...row },
    reachDepartmentIds: row.s_reach_department_ids,
  };
}

export async function deleteSession(db: SqlExecutor, hash: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [hash]);
}

export async function setSelectedCorporation(db: SqlExecutor, hash: string, corporationId: number): Promise<void> {
  await db.query('update sessions set selected_corporation_id = $2 where token_hash = $1', [hash, corporationId]);
}
