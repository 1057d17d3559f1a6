// The sign-in page rule of spec 2.4: carry a pending manual download into the login query, then clear the
// session cookies on the server; nothing else is checked.
import { AuthService, ManualDownloadService } from '../contracts';
import { manualParamsIn } from '../manual-download-service';
import { ALLOW, LOGIN_PATH, redirect, withQuery, type NavigationContext, type NavigationStep } from './context';

export async function signInPage(ctx: NavigationContext): Promise<NavigationStep> {
  const pending = ctx.services.get<ManualDownloadService>(ManualDownloadService).queryParams();
  // Put the pending manual in the query first; the redirected visit clears the session (once, not twice).
  if (!manualParamsIn(ctx.search) && Object.keys(pending).length > 0) return redirect(withQuery(LOGIN_PATH, pending));
  await ctx.services.get<AuthService>(AuthService).clearSession();
  return ALLOW;
}
