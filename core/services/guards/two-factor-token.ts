// The code authentication and code change rule of spec 2.4: the two-factor token must be available, else
// back to sign-in with the before-login error "error".
import { ErrorService } from '../contracts';
import { ApiClient } from '../../platform/tokens';
import { authCalls } from '../../auth/calls';
import { ALLOW, CODE_CHANGE_PATH, LOGIN_PATH, redirect, type NavigationContext, type NavigationStep } from './context';

export async function twoFactorToken(ctx: NavigationContext): Promise<NavigationStep> {
  const client = ctx.services.get<ApiClient>(ApiClient);
  const check = ctx.pathname === CODE_CHANGE_PATH || ctx.route.path === CODE_CHANGE_PATH ? authCalls.twoFactorChangeCheck : authCalls.twoFactorAuthCheck;
  let available = false;
  try {
    available = (await client.call(check)).tokenAvailable === true;
  } catch {
    available = false;
  }
  if (available) return ALLOW;
  ctx.services.get<ErrorService>(ErrorService).setBeforeLoginError('error');
  return redirect(LOGIN_PATH);
}
