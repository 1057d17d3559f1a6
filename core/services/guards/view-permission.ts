// Spec 2.4: protected pages (those with a permission) load the view permission. A failed load means the
// session cannot be trusted (before-login "system", sign-in); an absent one is a permission error.
import { ErrorService, PermissionService } from '../contracts';
import { isViewPermissionAbsent } from '../permission-service';
import { denyToHome } from './deny';
import { rideOutOutage } from './outage';
import { LOGIN_PATH, redirect, type NavigationContext, type NavigationStep } from './context';

export async function viewPermission(ctx: NavigationContext): Promise<NavigationStep> {
  if (!ctx.route.permission) return undefined;
  try {
    await ctx.services.get<PermissionService>(PermissionService).loadViewPermission();
    return undefined;
  } catch (error) {
    if (isViewPermissionAbsent(error)) return denyToHome(ctx);
    if (rideOutOutage(ctx, error)) return undefined;
    ctx.services.get<ErrorService>(ErrorService).setBeforeLoginError('system');
    return redirect(LOGIN_PATH);
  }
}
