// Ends the two-factor step: creates the session and hands it over as cookies (web) or an access token (CLI).
import type { LoginUser } from '../../core/domain/entities';
import type { CallContext } from '../http/call-context';
import { findAccountById } from './accounts';
import { setSessionCookies } from './cookies';
import { loadLoginUser } from './login-user';
import { createSession, type CredentialVia } from './sessions';
import { rememberDevice } from './sign-in-devices';
import { deleteTwoFactorToken } from './two-factor-tokens';
import { unauthenticated } from '../http/http-error';

export interface StartedSession {
  userInfo: LoginUser;
  accessToken?: string;
}

export async function startSession(ctx: CallContext, userId: number, twoFactorHash: string, via: CredentialVia): Promise<StartedSession> {
  const { db } = ctx.services;
  const account = await findAccountById(db, userId);
  if (!account) throw unauthenticated();
  // The viewed corporation starts as the account's own (spec 4, Login).
  const session = await db.transaction(async (tx) => {
    await deleteTwoFactorToken(tx, twoFactorHash);
    return createSession(tx, { userId, corporationId: account.corporation_id, via, now: ctx.now });
  });
  const userInfo = await loadLoginUser(db, account, account.corporation_id);
  if (via === 'bearer') return { userInfo, accessToken: session.token };
  setSessionCookies(ctx.request, ctx.reply, session.token, session.csrfToken ?? '');
  // This browser is now known to the account: its later sign-ins pass an exhausted per-address limit.
  await rememberDevice(db, ctx.request, ctx.reply, userId, ctx.now);
  return { userInfo };
}
