// A signed-in administrator changes their own confirmation code from the account menu: the current code must be
// given (a session alone is not proof enough for a second factor), and the new one follows the corporation's policy.
import { calls } from '../../core/api/contract';
import { t } from '../../core/i18n';
import { hitRate, releaseRate } from './rate-limiter';
import { hashSecret, verifySecret } from './secret-hash';
import { CODE_CHANGE_PER_ACCOUNT } from './sign-in-limits';
import { handler, sessionOf, type HandlerMap } from '../http/call-context';
import { tooManyRequests } from '../http/http-error';
import { InputReader } from '../http/input';
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
    const input = new InputReader(ctx.input);
    const current = input.requiredText('confirmationCode', { raw: true, max: 256 });
    const next = input.newConfirmationCode('newConfirmationCode', 'confirm', policy?.min ?? 10);
    input.check();
    // A stolen session must not be able to guess the current code: wrong ones are limited per account (429 before
    // any hash is computed).
    const hit = await hitRate(db, CODE_CHANGE_PER_ACCOUNT, String(account.id), ctx.now);
    if (!hit.allowed) {
      logSecurityEvent(ctx.request, 'sign-in.rate-limited', { limit: CODE_CHANGE_PER_ACCOUNT.name, userId: account.id });
      throw tooManyRequests();
    }
    if (!(await verifySecret(current, account.confirmation_code_hash))) {
      logSecurityEvent(ctx.request, 'two-factor.failed', { userId: account.id, during: 'code-change' });
      input.fail('confirmationCode', t('server.twoFactor.failed'));
      input.check();
    }
    await releaseRate(db, hit);
    if (await verifySecret(next, account.confirmation_code_hash)) {
      input.fail('newConfirmationCode', t('server.twoFactor.sameCode'));
      input.check();
    }
    await db.query('update users set confirmation_code_hash = $2, need_to_change_code = false, last_updated = $3 where id = $1', [
      account.id,
      await hashSecret(next),
      ctx.now,
    ]);
    logSecurityEvent(ctx.request, 'confirmation-code.changed', { userId: account.id });
    return { result: 'OK' as const };
  }),
};
