// Sign-in, two-factor code, sign-out, password lost and password change (spec 7, Auth; docs/foundation-contracts.md).
import { calls } from '../../core/api/contract';
import { ErrorCode } from '../../core/api/error';
import { t } from '../../core/i18n';
import { ERROR_LIMIT_COUNT } from '../../core/domain/constants';
import { isAllowedRoleType } from '../../core/domain/roles';
import { displayName, findAccountById } from '../auth/accounts';
import { clearAllAuthCookies, clearTwoFactorCookie, setTwoFactorCookies } from '../auth/cookies';
import { csrfMatches, twoFactorCredential } from '../auth/credentials';
import { loadLoginUser } from '../auth/login-user';
import { hashSecret, verifySecret } from '../auth/secret-hash';
import { deleteSession } from '../auth/sessions';
import { checkPassword } from '../auth/sign-in';
import { startSession } from '../auth/start-session';
import { temporaryPassword } from '../auth/temporary-password';
import {
  deleteTwoFactorToken,
  findTwoFactorToken,
  issueTwoFactorToken,
  recordTwoFactorFailure,
  setTwoFactorPurpose,
} from '../auth/two-factor-tokens';
import { resolveSession } from '../http/access-guard';
import { handler, sessionOf, twoFactorOf, type CallContext, type HandlerMap } from '../http/call-context';
import { HttpError, twoFactorTokenUnavailable, unauthenticated } from '../http/http-error';
import { InputReader } from '../http/input';
import { queueMail } from '../mail/outbox';
import type { Row } from '../db/database';

const OK = { result: 'OK' } as const;

/** The two-factor token travels in the same channel as the caller's later session: cookie or bearer. */
function viaOf(ctx: CallContext): 'cookie' | 'bearer' {
  return twoFactorCredential(ctx.request)?.via ?? 'cookie';
}

async function confirmationCodeMinLength(ctx: CallContext, corporationId: number): Promise<number> {
  const rows = await ctx.services.db.query<{ min: number } & Row>(
    'select confirmation_code_min_length as min from corporations where id = $1',
    [corporationId],
  );
  return rows[0]?.min ?? 10;
}

export const authHandlers: HandlerMap = {
  ...handler(calls.auth.login, async (ctx) => {
    const input = new InputReader(ctx.input);
    const loginId = input.requiredText('loginId', { max: 100 });
    const password = input.requiredText('password', { raw: true, max: 256 });
    input.check();
    const account = await checkPassword(ctx.services.db, loginId, password, ctx.now);
    const issued = await issueTwoFactorToken(ctx.services.db, account.id, ctx.now);
    setTwoFactorCookies(ctx.request, ctx.reply, issued.token, issued.csrfToken);
    return {
      userInfo: await loadLoginUser(ctx.services.db, account, account.corporation_id),
      twoFactorToken: issued.token,
      twoFactorExpiresAt: issued.expiresAt.toISOString(),
    };
  }),

  ...handler(calls.auth.logout, async (ctx) => {
    const session = await resolveSession(ctx.request, ctx.services);
    // Clearing the caller's own cookies is always safe; ending the server session is a write that needs the
    // anti-forgery proof from cookie callers, so another site cannot sign a user out.
    if (session && (session.via === 'bearer' || csrfMatches(ctx.request, session.csrfHash))) {
      await deleteSession(ctx.services.db, session.tokenHash);
    }
    clearAllAuthCookies(ctx.request, ctx.reply);
    return OK;
  }),

  ...handler(calls.auth.lost, async (ctx) => {
    const input = new InputReader(ctx.input);
    const loginId = input.requiredText('userid', { max: 100 });
    const mail = input.mail('mail');
    input.check();
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
      await db.transaction(async (tx) => {
        // A reissue also lifts the lock (the lock message sends the user here) and ends every session.
        await tx.query(
          `update users set password_hash = $2, password_reset_flg = 1, failed_login_count = 0, locked_at = null,
                  last_updated = $3 where id = $1`,
          [account.id, hash, ctx.now],
        );
        await tx.query('delete from sessions where user_id = $1', [account.id]);
        await queueMail(
          tx,
          {
            recipient,
            subject: t('server.mail.tempPassword.subject'),
            body: t('server.mail.tempPassword.body', { name: displayName(account), loginId: account.login_id, password }),
          },
          ctx.now,
        );
      });
    }
    // The same answer whether or not the pair exists, so the form cannot be used to probe accounts.
    return OK;
  }),

  ...handler(calls.auth.mypage, async (ctx) => {
    const session = sessionOf(ctx);
    const input = new InputReader(ctx.input);
    const password = input.newPassword('password', 'confirm');
    input.check();
    const { db } = ctx.services;
    if (await verifySecret(password, session.account.password_hash)) {
      input.fail('password', t('server.password.sameAsCurrent'));
      input.check();
    }
    const hash = await hashSecret(password);
    await db.transaction(async (tx) => {
      await tx.query('update users set password_hash = $2, password_reset_flg = 0, last_updated = $3 where id = $1', [
        session.account.id,
        hash,
        ctx.now,
      ]);
      // Other sessions opened with the old password end; this one goes on.
      await tx.query('delete from sessions where user_id = $1 and token_hash <> $2', [session.account.id, session.tokenHash]);
    });
    const account = await findAccountById(db, session.account.id);
    if (!account) throw unauthenticated();
    return loadLoginUser(db, account, session.selectedCorporationId);
  }),

  ...handler(calls.auth.loginUser, async (ctx) => {
    const session = sessionOf(ctx);
    return loadLoginUser(ctx.services.db, session.account, session.selectedCorporationId);
  }),

  ...handler(calls.auth.twoFactorAuthCheck, async (ctx) => {
    const credential = twoFactorCredential(ctx.request);
    const record = credential ? await findTwoFactorToken(ctx.services.db, credential.token, ctx.now) : null;
    return { tokenAvailable: record !== null };
  }),

  ...handler(calls.auth.twoFactorAuth, async (ctx) => {
    const record = twoFactorOf(ctx);
    const input = new InputReader(ctx.input);
    const code = input.requiredText('confirmationCode', { raw: true, max: 256 });
    input.check();
    const { db } = ctx.services;
    if (!(await verifySecret(code, record.account.confirmation_code_hash))) {
      const failures = await recordTwoFactorFailure(db, record.tokenHash);
      if (failures >= ERROR_LIMIT_COUNT) {
        // Too many wrong codes: this token is spent, the user signs in again (spec 4: other results go to login).
        await deleteTwoFactorToken(db, record.tokenHash);
        clearTwoFactorCookie(ctx.request, ctx.reply);
        throw new HttpError(401, ErrorCode.TWO_FACTOR_FAILED, t('server.twoFactor.tooManyFailures', { count: ERROR_LIMIT_COUNT }));
      }
      throw new HttpError(401, ErrorCode.TWO_FACTOR_FAILED, t('server.twoFactor.failed'));
    }
    if (record.account.need_to_change_code) {
      await setTwoFactorPurpose(db, record.tokenHash, 'change');
      return {
        success: true,
        needToChange: true,
        userInfo: await loadLoginUser(db, record.account, record.account.corporation_id),
      };
    }
    const started = await startSession(ctx, record.account.id, record.tokenHash, viaOf(ctx));
    return { success: true, needToChange: false, ...started };
  }),

  ...handler(calls.auth.twoFactorChangeCheck, async (ctx) => {
    const credential = twoFactorCredential(ctx.request);
    const record = credential ? await findTwoFactorToken(ctx.services.db, credential.token, ctx.now) : null;
    return { tokenAvailable: record?.purpose === 'change' };
  }),

  ...handler(calls.auth.twoFactorChange, async (ctx) => {
    const record = twoFactorOf(ctx);
    // Only after the current code was entered (POST /twoFactorAuth/auth answered needToChange).
    if (record.purpose !== 'change') throw twoFactorTokenUnavailable();
    const min = await confirmationCodeMinLength(ctx, record.account.corporation_id);
    const input = new InputReader(ctx.input);
    const code = input.newConfirmationCode('newConfirmationCode', 'confirm', min);
    input.check();
    if (await verifySecret(code, record.account.confirmation_code_hash)) {
      input.fail('newConfirmationCode', t('server.twoFactor.sameCode'));
      input.check();
    }
    const hash = await hashSecret(code);
    await ctx.services.db.query(
      'update users set confirmation_code_hash = $2, need_to_change_code = false, last_updated = $3 where id = $1',
      [record.account.id, hash, ctx.now],
    );
    const started = await startSession(ctx, record.account.id, record.tokenHash, viaOf(ctx));
    return { success: true, ...started };
  }),

  ...handler(calls.auth.twoFactorLogout, async (ctx) => {
    const credential = twoFactorCredential(ctx.request);
    const record = credential ? await findTwoFactorToken(ctx.services.db, credential.token, ctx.now) : null;
    if (record) await deleteTwoFactorToken(ctx.services.db, record.tokenHash);
    clearTwoFactorCookie(ctx.request, ctx.reply);
    return OK;
  }),
};
