// The session rule of spec 2.4 for every other page: check the session; on failure record why (network
// trouble or an invalid session) and go to sign-in, keeping the manual parameters in the query. An outage during a
// session this tab holds keeps the user where they are (outage.ts).
import { AuthService, ErrorService, ManualDownloadService } from '../contracts';
import { SessionPresence } from '../../platform/tokens';
import { isApiError } from '../../api/error';
import { rideOutOutage } from './outage';
import { LOGIN_PATH, redirect, withQuery, type NavigationContext, type NavigationStep } from './context';

export async function sessionCheck(ctx: NavigationContext): Promise<NavigationStep> {
  const errors = ctx.services.get<ErrorService>(ErrorService);
  const hasCookie = ctx.services.get<SessionPresence>(SessionPresence).hasAuthCookie();
  // Without the cookie there never was a session: a first visit must not greet the user with "expired".
  if (!hasCookie) errors.setBeforeLoginError(null);
  try {
    await ctx.services.get<AuthService>(AuthService).checkSession();
    return undefined;
  } catch (error) {
    if (rideOutOutage(ctx, error)) return undefined;
    if (isApiError(error) && error.isNetworkError) errors.setBeforeLoginError('networkError');
    else if (hasCookie) errors.setBeforeLoginError('invalid');
    return redirect(withQuery(LOGIN_PATH, ctx.services.get<ManualDownloadService>(ManualDownloadService).queryParams()));
  }
}
