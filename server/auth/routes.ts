// Sign-in, two-factor code, sign-out, password lost and password change (spec 7, Auth; docs/foundation-contracts.md).
import { calls } from '../../core/api/contract';
import { ErrorCode } from '../../core/api/error';
import { t } from '../../core/i18n';
import { ERROR_LIMIT_COUNT } from '../../core/domain/constants';
import { isAllowedRoleType } from '../../core/domain/roles';
import { confirmationCode as confirmationCodeRule, mail as mailRule, messageOf, password as passwordRule, required } from '../../core/validation';
import { CONFIRMATION_CODE_MAX } from '../../core/domain/constants';
import { newSecretProblems } from './new-secret';
import { displayName, findAccountById } from './accounts';
import { clearAllAuthCookies, clearTwoFactorCookie, setTwoFactorCookies } from './cookies';
import { twoFactorCredential } from './credentials';
import { loadLoginUser } from './login-user';
import { hitRate, releaseRate, type RateRule } from './rate-limiter';
import { hashSecret, verifySecret } from './secret-hash';
import { deleteSession, type CredentialVia } from './sessions';
import { checkNewPassword } from './common-passwords';
import { checkPassword } from './sign-in';
import {
  LOGIN_PER_ADDRESS,
  LOST_PER_ACCOUNT,
  LOST_PER_ADDRESS,
  PASSWORD_CHANGE_PER_ACCOUNT,
  TEMPORARY_PASSWORD_TTL_MS,
  TWO_FACTOR_PER_ADDRESS,
} from './sign-in-limits';
import { isKnownDevice } from './sign-in-devices';
import { startSession } from './start-session';
import { temporaryPassword } from './temporary-password';
import {
  deleteTwoFactorToken,
  findTwoFactorFor,
  issueTwoFactorToken,
  recordTwoFactorFailure,
  setTwoFactorPurpose,
} from './two-factor-tokens';
import { resolveSession } from '../http/access-guard';
import { handler, sessionOf, twoFactorOf, type CallContext, type HandlerMap } from '../http/call-context';
import { HttpError, tooManyRequests, twoFactorTokenUnavailable, unauthenticated, validationFailed } from '../http/http-error';
import { logSecurityEvent, type SecurityDetails } from '../http/security-log';
import { queueMail } from '../mail/outbox';
import type { Row } from '../db/database';

const OK = { result: 'OK' } as const;

/**
 * Counts one attempt under a limit kept in the database; over the limit the answer is 429 before any hash is
 * computed. The caller releases the hit when the attempt succeeds, so only failures (and floods) add up.
 */
async function limit(ctx: CallContext<unknown>, rule: RateRule, subject: string, details: SecurityDetails = {}) {
  const hit = await hitRate(ctx.services.db, rule, subject, ctx.now);
  if (!hit.allowed) {
    logSecurityEvent(ctx.request, 'sign-in.rate-limited', { limit: rule.name, ...details });
    throw tooManyRequests();
  }
  return hit;
}

/**
 * The per-address sign-in limit, except for a browser that has completed a sign-in for the account it names: that
 * one is checked as under the limit, so an office behind one address is not locked out by its neighbours' failures
 * (the reasoning, and why a correct password alone must not pass, at the top of sign-in-devices.ts).
 */
async function limitSignIn(ctx: CallContext<unknown>, loginId: string) {
  const { db } = ctx.services;
  const hit = await hitRate(db, LOGIN_PER_ADDRESS, ctx.request.ip, ctx.now);
  if (hit.allowed) return hit;
  if (await isKnownDevice(db, ctx.request, loginId, ctx.now)) {
    logSecurityEvent(ctx.request, 'sign-in.known-device-over-limit', { limit: LOGIN_PER_ADDRESS.name, loginId });
    return hit;
  }
  logSecurityEvent(ctx.request, 'sign-in.rate-limited', { limit: LOGIN_PER_ADDRESS.name, loginId });
  // The person is told what holds them and the two ways through: wait for the window, or a browser of theirs that has
  // signed in before. (The same words whatever the password: the answer tells nothing about it.)
  throw tooManyRequests(t('error.signInAddressLimited', { minutes: LOGIN_PER_ADDRESS.windowMs / 60_000 }));
}

/** Logs a refused sign-in as what it was (failed, locked) and lets the error go on to the caller. */
function logRefusal(ctx: CallContext<unknown>, error: unknown, loginId: string): never {
  if (error instanceof HttpError) {
    const event = error.code === ErrorCode.ACCOUNT_LOCKED ? 'sign-in.locked' : 'sign-in.failed';
    logSecurityEvent(ctx.request, event, { loginId, code: error.code });
  }
  throw error;
}

async function confirmationCodeMinLength(ctx: CallContext<unknown>, corporationId: number): Promise<number> {
  const rows = await ctx.services.db.query<{ min: number } & Row>(
    'select confirmation_code_min_length as min from corporations where id = $1',
    [corporationId],
  );
  return rows[0]?.min ?? 10;
}

export const authHandlers: HandlerMap = {
  ...handler(calls.auth.login, async (ctx) => {
    const loginId = ctx.input.loginId.trim();
    const password = ctx.input.password;
    // The channel the two-factor token is handed out through: `channel: 'bearer'` in the body (the CLI).
    const via: CredentialVia = ctx.input.channel === 'bearer' ? 'bearer' : 'cookie';
    const { db } = ctx.services;
    const hit = await limitSignIn(ctx, loginId);
    const checked = await checkPassword(db, loginId, password, ctx.now).catch((error: unknown) => logRefusal(ctx, error, loginId));
    await releaseRate(db, hit);
    const issued = await issueTwoFactorToken(db, checked.account.id, via, ctx.now);
    const twoFactorExpiresAt = issued.expiresAt.toISOString();
    // Nothing personal before the second factor: the caller learns only that the password step passed.
    if (via === 'bearer') return { twoFactorToken: issued.token, twoFactorExpiresAt };
    setTwoFactorCookies(ctx.request, ctx.reply, issued.token, issued.csrfToken ?? '');
    return { twoFactorExpiresAt };
  }),

  ...handler(calls.auth.logout, async (ctx) => {
    const session = await resolveSession(ctx.request, ctx.services);
    // The session ends whenever its token is presented, anti-forgery header or not: clearing the cookies while the
    // token stayed good would leave a copied cookie usable for hours after the person signed out (issue 36). The
    // header is not asked for here because the only thing a forged sign-out can do is sign a person out, and the
    // SameSite=Lax session cookie does not even travel with another site's POST; refusing instead would let a lost
    // anti-forgery cookie keep a person from signing out on a shared computer.
    if (session) await deleteSession(ctx.services.db, session.tokenHash);
    clearAllAuthCookies(ctx.request, ctx.reply);
    return OK;
  }),

  ...handler(calls.auth.lost, async (ctx) => {
    await limit(ctx, LOST_PER_ADDRESS, ctx.request.ip);
    const loginId = ctx.input.userid.trim();
    const mail = ctx.input.mail.trim();
    // The page's rules: both required, the address's format (core/validation), told together.
    const problems = Object.entries({ userid: required(loginId), mail: required(mail) ?? mailRule(mail) }).filter(([, failure]) => failure);
    if (problems.length > 0) throw validationFailed(Object.fromEntries(problems.map(([name, failure]) => [name, messageOf(failure!)])));
    // Per login id whoever asks, and whether or not it exists, so the limit itself tells nothing.
    await limit(ctx, LOST_PER_ACCOUNT, loginId, { loginId });
    const { db } = ctx.services;
    const rows = await db.query<{ id: number } & Row>(
      'select id from users where login_id = $1 and lower(mail_address) = lower($2) and not delete_flg',
      [loginId, mail],
    );
    const account = rows[0] ? await findAccountById(db, rows[0].id) : null;
    const password = temporaryPassword();
    // Hash even when nothing matches, so the answer time does not tell which login ids exist.
    const hash = await hashSecret(password);
    if (account && isAllowedRoleType(account.role_type) && account.mail_address) {
      const recipient = account.mail_address;
      const minutes = TEMPORARY_PASSWORD_TTL_MS / 60_000;
      await db.transaction(async (tx) => {
        // A second credential beside the old password: whoever asked cannot lock the owner out or end their
        // sessions. The first sign-in with either one ends the other (server/auth/sign-in.ts).
        await tx.query('update users set temp_password_hash = $2, temp_password_expires_at = $3 where id = $1', [
          account.id,
          hash,
          new Date(ctx.now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
        ]);
        await queueMail(
          tx,
          {
            recipient,
            purpose: 'credentials',
            userId: account.id,
            subject: t('server.mail.tempPassword.subject'),
            body: t('server.mail.tempPassword.body', { name: displayName(account), loginId: account.login_id, password, minutes }),
          },
          ctx.now,
        );
      });
      logSecurityEvent(ctx.request, 'password.reissued', { userId: account.id });
    }
    // The same answer whether or not the pair exists, so the form cannot be used to probe accounts.
    return OK;
  }),

  ...handler(calls.auth.mypage, async (ctx) => {
    const session = sessionOf(ctx);
    const { currentPassword: current, password, confirm } = ctx.input;
    const problems = newSecretProblems('password', password, passwordRule(password), 'confirm', confirm);
    // Issue 36: a password a guesser tries early (the login id, the common-password list, abcd… and 1 added) is
    // refused like a bad field, before the current password is hashed.
    const guessable = problems.password ? null : await checkNewPassword(password, session.account.login_id);
    if (guessable) problems.password = messageOf(guessable);
    if (Object.keys(problems).length > 0) throw validationFailed(problems);
    const { db } = ctx.services;
    const userId = session.account.id;
    // A stolen session must not be able to guess the password, nor change it without knowing it.
    const hit = await limit(ctx, PASSWORD_CHANGE_PER_ACCOUNT, String(userId), { userId });
    if (!(await verifySecret(current, session.account.password_hash))) {
      logSecurityEvent(ctx.request, 'password.change-refused', { userId });
      throw validationFailed({ currentPassword: t('server.password.currentWrong') });
    }
    await releaseRate(db, hit);
    if (password === current) throw validationFailed({ password: t('server.password.sameAsCurrent') });
    const hash = await hashSecret(password);
    await db.transaction(async (tx) => {
      await tx.query(
        `update users set password_hash = $2, password_reset_flg = 0, temp_password_hash = null, temp_password_expires_at = null,
                last_updated = $3 where id = $1`,
        [userId, hash, ctx.now],
      );
      // Other sessions opened with the old password end; this one goes on.
      await tx.query('delete from sessions where user_id = $1 and token_hash <> $2', [userId, session.tokenHash]);
    });
    logSecurityEvent(ctx.request, 'password.changed', { userId });
    const account = await findAccountById(db, userId);
    if (!account) throw unauthenticated();
    return loadLoginUser(db, account, session.selectedCorporationId);
  }),

  ...handler(calls.auth.loginUser, async (ctx) => {
    const session = sessionOf(ctx);
    return loadLoginUser(ctx.services.db, session.account, session.selectedCorporationId);
  }),

  ...handler(calls.auth.twoFactorAuthCheck, async (ctx) => {
    const record = await findTwoFactorFor(ctx.services.db, twoFactorCredential(ctx.request), ctx.now);
    return { tokenAvailable: record !== null };
  }),

  ...handler(calls.auth.twoFactorAuth, async (ctx) => {
    const record = twoFactorOf(ctx);
    const code = ctx.input.confirmationCode;
    const { db } = ctx.services;
    const hit = await limit(ctx, TWO_FACTOR_PER_ADDRESS, ctx.request.ip, { userId: record.account.id });
    if (!(await verifySecret(code, record.account.confirmation_code_hash))) {
      const failures = await recordTwoFactorFailure(db, record.tokenHash);
      logSecurityEvent(ctx.request, 'two-factor.failed', { userId: record.account.id, failures });
      if (failures >= ERROR_LIMIT_COUNT) {
        // Too many wrong codes: this token is spent, the user signs in again (spec 4: other results go to login).
        await deleteTwoFactorToken(db, record.tokenHash);
        clearTwoFactorCookie(ctx.request, ctx.reply);
        throw new HttpError(401, ErrorCode.TWO_FACTOR_FAILED, t('server.twoFactor.tooManyFailures', { count: ERROR_LIMIT_COUNT }));
      }
      throw new HttpError(401, ErrorCode.TWO_FACTOR_FAILED, t('server.twoFactor.failed'));
    }
    await releaseRate(db, hit);
    if (record.account.need_to_change_code) {
      await setTwoFactorPurpose(db, record.tokenHash, 'change');
      // Still no personal data: the sign-in is complete only after the code change.
      return { success: true, needToChange: true, userInfo: null };
    }
    const started = await startSession(ctx, record.account.id, record.tokenHash, record.via);
    return { success: true, needToChange: false, ...started };
  }),

  ...handler(calls.auth.twoFactorChangeCheck, async (ctx) => {
    const record = await findTwoFactorFor(ctx.services.db, twoFactorCredential(ctx.request), ctx.now);
    return { tokenAvailable: record?.purpose === 'change' };
  }),

  ...handler(calls.auth.twoFactorChange, async (ctx) => {
    const record = twoFactorOf(ctx);
    // Only after the current code was entered (POST /twoFactorAuth/auth answered needToChange).
    if (record.purpose !== 'change') throw twoFactorTokenUnavailable();
    const min = await confirmationCodeMinLength(ctx, record.account.corporation_id);
    const { newConfirmationCode: code, confirm } = ctx.input;
    const problems = newSecretProblems('newConfirmationCode', code, confirmationCodeRule(code, min, CONFIRMATION_CODE_MAX), 'confirm', confirm);
    if (Object.keys(problems).length > 0) throw validationFailed(problems);
    if (await verifySecret(code, record.account.confirmation_code_hash)) throw validationFailed({ newConfirmationCode: t('server.twoFactor.sameCode') });
    const hash = await hashSecret(code);
    await ctx.services.db.query(
      'update users set confirmation_code_hash = $2, need_to_change_code = false, last_updated = $3 where id = $1',
      [record.account.id, hash, ctx.now],
    );
    logSecurityEvent(ctx.request, 'confirmation-code.changed', { userId: record.account.id });
    const started = await startSession(ctx, record.account.id, record.tokenHash, record.via);
    return { success: true, ...started };
  }),

  ...handler(calls.auth.twoFactorLogout, async (ctx) => {
    const record = await findTwoFactorFor(ctx.services.db, twoFactorCredential(ctx.request), ctx.now);
    if (record) await deleteTwoFactorToken(ctx.services.db, record.tokenHash);
    clearTwoFactorCookie(ctx.request, ctx.reply);
    return OK;
  }),
};
