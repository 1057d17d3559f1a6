// The one place where a call's `access` (core/api/call.ts) is enforced, before any handler runs.
import type { FastifyRequest } from 'fastify';
import type { CallAccess } from '../../core/api/call';
import { satisfies } from '../../core/domain/permissions';
import { isAllowedRoleType } from '../../core/domain/roles';
import { PASSWORD_RESET_FLAG_ON } from '../../core/domain/constants';
import { csrfMatches, needsCsrf, sessionCredential, twoFactorCredential } from '../auth/credentials';
import { findSession } from '../auth/sessions';
import { findTwoFactorFor } from '../auth/two-factor-tokens';
import { authoritiesOf } from '../auth/login-user';
import type { AppServices, RequestAuth, SessionCaller } from './call-context';
import { csrfRejected, passwordChangeRequired, permissionDenied, twoFactorTokenUnavailable, unauthenticated } from './http-error';

/** The caller's live session, if any (also used by public calls that care, such as sign-out). */
export async function resolveSession(request: FastifyRequest, services: AppServices): Promise<SessionCaller | null> {
  const credential = sessionCredential(request);
  if (!credential) return null;
  const session = await findSession(services.db, credential.token, services.clock());
  // A token presented through the other channel than it was issued for is not accepted (cookie vs bearer).
  if (!session || session.via !== credential.via || !isAllowedRoleType(session.account.role_type)) return null;
  return { ...session, authorities: authoritiesOf(session.account) };
}

/**
 * Answers who is calling, or throws the contract's error: 401 UNAUTHENTICATED / TWO_FACTOR_TOKEN_UNAVAILABLE,
 * 403 CSRF_REJECTED, PASSWORD_CHANGE_REQUIRED or PERMISSION_DENIED, in that order.
 */
export async function checkAccess(request: FastifyRequest, access: CallAccess, services: AppServices): Promise<RequestAuth> {
  if (access === 'public') return { session: null, twoFactor: null };

  if (access === 'twoFactor') {
    const credential = twoFactorCredential(request);
    // A token handed out as a cookie is not redeemed as a bearer, nor the other way round.
    const record = await findTwoFactorFor(services.db, credential, services.clock());
    if (!credential || !record) throw twoFactorTokenUnavailable();
    if (needsCsrf(request, credential.via) && !csrfMatches(request, record.csrfHash)) throw csrfRejected();
    return { session: null, twoFactor: record };
  }

  const session = await resolveSession(request, services);
  if (!session) throw unauthenticated();
  if (needsCsrf(request, session.via) && !csrfMatches(request, session.csrfHash)) throw csrfRejected();
  if (access !== 'sessionEvenIfPasswordReset' && session.account.password_reset_flg === PASSWORD_RESET_FLAG_ON) {
    throw passwordChangeRequired();
  }
  if (typeof access === 'object' && !satisfies(session.authorities, access)) throw permissionDenied();
  return { session, twoFactor: null };
}
