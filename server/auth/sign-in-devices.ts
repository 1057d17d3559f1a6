// Browsers known to an account, so that the per-address sign-in limit does not lock a whole office out (issue 36).
//
// The limit of 50 failed sign-ins per source address (sign-in-limits.ts) exists against password spraying: one
// address trying a few common passwords on many accounts, which the per-account lock (10 failures) never sees. An
// office behind one NAT address shares that count, so a few colleagues mistyping used to refuse everyone there,
// correct password or not. Letting every correct password through over the limit is no answer: a sprayer over the
// limit would then see which guesses were right (a sign-in instead of a refusal), and the limit would protect nothing.
//
// What tells a colleague from a sprayer is not the password but the browser: one that has completed a sign-in (both
// factors) for an account gets a device cookie bound to that account (OWASP's "device cookies" against lockout
// attacks). Over the address limit a sign-in that presents a device cookie of the account it names is checked as if
// the address were under its limit: a right password signs in, a wrong one counts towards that account's own lock
// (10 failures, then 30 minutes), which still stops guessing through it. Every other attempt is refused with the
// same 429 before any hash, whatever the password, so neither the answer nor its timing tells a guess right or
// wrong, and a flood costs no hashing. A device cookie opens nothing by itself (the password and the confirmation
// code are still asked), and it helps only for the account it was issued to.
//
// `twb` has no cookie jar: its sign-ins stay under the address limit as before.
import type { FastifyRequest, FastifyReply } from 'fastify';
import type { Database, Row } from '../db/database';
import { cookieNames, setDeviceCookie } from './cookies';
import { newToken, tokenHash } from './tokens';

/** A browser stays known this long after its last completed sign-in (each sign-in issues a fresh token). */
export const DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** Tokens this server issues are base64url (tokens.ts): anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

function presentedToken(request: FastifyRequest): string | null {
  const token = request.cookies[cookieNames(request).device];
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

/** True when the request carries an unexpired device cookie issued to the account of `loginId`. */
export async function isKnownDevice(db: Database, request: FastifyRequest, loginId: string, now: Date): Promise<boolean> {
  const token = presentedToken(request);
  if (!token) return false;
  const rows = await db.query<{ known: boolean } & Row>(
    `select exists (select 1 from sign_in_devices d join users u on u.id = d.user_id
                     where d.token_hash = $1 and d.expires_at > $2 and u.login_id = $3 and not u.delete_flg) as known`,
    [tokenHash(token), now, loginId],
  );
  return rows[0]?.known === true;
}

/**
 * Marks this browser as known to the account after a completed web sign-in. The token it presented, if any, is
 * replaced, so a browser holds one live token and a copied old cookie stops counting.
 */
export async function rememberDevice(db: Database, request: FastifyRequest, reply: FastifyReply, userId: number, now: Date): Promise<void> {
  const previous = presentedToken(request);
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.query('delete from sign_in_devices where expires_at <= $1', [now]);
    if (previous) await tx.query('delete from sign_in_devices where token_hash = $1', [tokenHash(previous)]);
    await tx.query('insert into sign_in_devices (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)', [
      tokenHash(token),
      userId,
      now,
      new Date(now.getTime() + DEVICE_TTL_MS),
    ]);
  });
  setDeviceCookie(request, reply, token, DEVICE_TTL_MS);
}
