// A person's sign-in lock on the clerk detail page, and its unlock by a 責任者 (the password stays as it is).
import { calls } from '../../core/api/contract';
import { ErrorCode } from '../../core/api/error';
import { t } from '../../core/i18n';
import { RoleType } from '../../core/domain/roles';
import { findAccountById, selectableCorporationIds, type AccountRow } from './accounts';
import { lockHolds, lockedUntil, unlockAccount } from './account-lock';
import { corporationsOutOfReach, corporationsReachedBy } from '../clerks/account-reach';
import { loadViewer } from '../users/viewer';
import { handler, sessionOf, type CallContext, type HandlerMap } from '../http/call-context';
import { HttpError, notFound } from '../http/http-error';
import { logSecurityEvent } from '../http/security-log';

const otherCorporation = (): HttpError => new HttpError(403, ErrorCode.PERMISSION, t('server.accountLock.otherCorporation'));

/**
 * The person named by `userId`, visible to the caller: they reach a corporation the caller may view (a responsible
 * person shared with another company is listed there too), or 404/403.
 */
async function targetOf(ctx: CallContext<{ userId: string }>): Promise<AccountRow> {
  const { db } = ctx.services;
  const target = await findAccountById(db, Number(ctx.input.userId));
  if (!target) throw notFound(t('server.accountLock.notFound'));
  const visible = new Set(await selectableCorporationIds(db, sessionOf(ctx).account));
  const reach = await corporationsReachedBy(db, target.id);
  if (!reach.some((id) => visible.has(id))) throw otherCorporation();
  return target;
}

/** Only a 責任者 who administers every corporation the person reaches (the one rule of clerks/account-reach.ts). */
async function mayUnlock(ctx: CallContext<unknown>, target: AccountRow): Promise<boolean> {
  const viewer = loadViewer(sessionOf(ctx));
  if (viewer.roleType !== RoleType.CLERK_IN_CORPORATION) return false;
  return (await corporationsOutOfReach(ctx.services.db, viewer, target.id)).length === 0;
}

export const accountLockHandlers: HandlerMap = {
  ...handler(calls.auth.accountLockStatus, async (ctx) => {
    const target = await targetOf(ctx);
    const until = lockedUntil(target.locked_at, ctx.now);
    return {
      locked: until !== null,
      lockedUntil: until?.toISOString() ?? null,
      canUnlock: await mayUnlock(ctx, target),
    };
  }),

  ...handler(calls.auth.accountUnlock, async (ctx) => {
    const target = await targetOf(ctx);
    const admin = sessionOf(ctx).account;
    if (!(await mayUnlock(ctx, target))) {
      logSecurityEvent(ctx.request, 'cross-tenant.refused', { userId: admin.id, targetUserId: target.id, action: 'unlock' });
      throw otherCorporation();
    }
    if (lockHolds(target.locked_at, ctx.now) || target.failed_login_count > 0) await unlockAccount(ctx.services.db, target.id, ctx.now);
    logSecurityEvent(ctx.request, 'account.unlocked', { userId: admin.id, targetUserId: target.id });
    return { result: 'OK' as const };
  }),
};
