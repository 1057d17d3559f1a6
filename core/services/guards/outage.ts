// A server outage while a signed-in user moves between pages: the session is not in doubt, only the server is
// out of reach, so the user stays in the workbench with the system-error banner instead of being sent to sign-in
// (where they could not sign in either). A first visit, with nobody signed in yet, follows the spec 2.4 rule.
import { AuthService, ErrorService } from '../contracts';
import { SessionPresence } from '../../platform/tokens';
import { isApiError } from '../../api/error';
import type { NavigationContext } from './context';

/** No answer, or a gateway's word that the server is away (502, 503, 504); a 500 is the server's own fault. */
function isOutage(error: unknown): boolean {
  return isApiError(error) && (error.isNetworkError || [502, 503, 504].includes(error.status ?? 0));
}

/** True (and the banner raised) when the failure is an outage during a session this tab already holds. */
export function rideOutOutage(ctx: NavigationContext, error: unknown): boolean {
  const signedIn = ctx.services.get<AuthService>(AuthService).user.value !== null;
  const hasCookie = ctx.services.get<SessionPresence>(SessionPresence).hasAuthCookie();
  if (!signedIn || !hasCookie || !isOutage(error)) return false;
  ctx.services.get<ErrorService>(ErrorService).handle(error);
  return true;
}
