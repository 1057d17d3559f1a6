// A signed-in administrator changes their own confirmation code from the account menu: the current code must be
// given (a session alone is not proof enough for a second factor), and the new one follows the corporation's policy.
import { calls } from '../../core/api/contract';
import { t } from '../../core/i18n';
import { hitRate, releaseRate } from './rate-limiter';
import { hashSecret, verifySecret } from './secret-hash';
import { CODE_CHANGE_PER_ACCOUNT } from './sign-in-limits';
import { handler, sessionOf, type HandlerMap } from '../http/call-context';
import { tooManyRequests, validationFailed } from '../http/http-error';
import { CONFIRMATION_CODE_MAX } from '../../core/domain/constants';
import { confirmationCode as confirmationCodeRule } from '../../core/validation';
import { newSecretProblems } from './new-secret';
import { logSecurityEvent } from '../http/security-log';
import type { Row } from '../db/database';

export const myConfirmationCodeHandlers: HandlerMap = {
  ...handler(calls.auth.changeMyConfirmationCode, async (ctx) => {
    const { account } = sessionOf(ctx);
    const { db } = ctx.services;
    const [policy] = await db.query<{ min: number } & Row>(
      'select confirmation_code_min_length as min from corporations where id = $1',
      [account.corporation_id],
    );
    const { confirmationCode: current, newConfirmationCode: next, confirm } = ctx.input;
    const problems = newSecretProblems('newConfirmationCode', next, confirmationCodeRule(next, policy?.min ?? 10, CONFIRMATION_CODE_MAX), 'confirm', confirm);
    if (Object.keys(problems).length > 0) throw validationFailed(problems);
    // A stolen session must not be able to guess the current code: wrong ones are limited per account (429 before
    // any hash is computed).
    const hit = await hitRate(db, CODE_CHANGE_PER_ACCOUNT, String(account.id), ctx.now);
    if (!hit.allowed) {
      logSecurityEvent(ctx.request, 'sign-in.rate-limited', { limit: CODE_CHANGE_PER_ACCOUNT.name, userId: account.id });
      throw tooManyRequests();
    }
    if (!(await verifySecret(current, account.confirmation_code_hash))) {
      logSecurityEvent(ctx.request, 'two-factor.failed', { userId: account.id, during: 'code-change' });
      throw validationFailed({ confirmationCode: t('server.twoFactor.failed') });
    }
    await releaseRate(db, hit);
    if (await verifySecret(next, account.confirmation_code_hash)) throw validationFailed({ newConfirmationCode: t('server.twoFactor.sameCode') });
    await db.query('update users set confirmation_code_hash = $2, need_to_change_code = false, last_updated = $3 where id = $1', [
      account.id,
      await hashSecret(next),
      ctx.now,
    ]);
    logSecurityEvent(ctx.request, 'confirmation-code.changed', { userId: account.id });
    return { result: 'OK' as const };
  }),
};
