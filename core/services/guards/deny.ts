// The answer to a denied page (spec 2.4): a permission error and the way home.
import { ErrorService } from '../contracts';
import { HOME_PATH, LOGIN_PATH, redirect, type NavigationContext } from './context';
import type { GuardResult } from '../../kernel/plugin';

export function denyToHome(ctx: NavigationContext): GuardResult {
  ctx.services.get<ErrorService>(ErrorService).setPermissionError(true);
  // Denied home itself: sending the user home again would loop, so sign-in is the only way left.
  return redirect(ctx.pathname === HOME_PATH ? LOGIN_PATH : HOME_PATH, true);
}
