// Spec 2.4: while passwordResetFlg equals 1, every page except password change leads to password change.
import { AuthService } from '../contracts';
import { needsPasswordChange } from '../auth-service';
import { PASSWORD_CHANGE_PATH, redirect, type NavigationContext, type NavigationStep } from './context';

export function passwordReset(ctx: NavigationContext): NavigationStep {
  const user = ctx.services.get<AuthService>(AuthService).user.value;
  if (needsPasswordChange(user) && ctx.pathname !== PASSWORD_CHANGE_PATH) return redirect(PASSWORD_CHANGE_PATH);
  return undefined;
}
