// The navigation rules of spec 2.4 in the spec's order, and which of them apply to each kind of route.
import type { RouteAccess } from '../../kernel/plugin';
import type { NavigationRule } from './context';
import { recordHistory } from './record-history';
import { clearErrors } from './clear-errors';
import { reloadManualDownload } from './reload-manual-download';
import { signInPage } from './login-page';
import { anonymousPage } from './anonymous-page';
import { twoFactorToken } from './two-factor-token';
import { sessionCheck } from './session-check';
import { passwordReset } from './password-reset';
import { routePermission } from './route-permission';
import { viewPermission } from './view-permission';
import { routeCondition } from './route-condition';
import { routeGuards } from './route-guards';
import { departmentGate } from './billing-gate';

export * from './context';
export { recordHistory, clearErrors, reloadManualDownload, signInPage, anonymousPage, twoFactorToken, sessionCheck };
export { passwordReset, routePermission, viewPermission, routeCondition, departmentGate, routeGuards };
export { denyToHome } from './deny';
export { isRouteAvailable } from './route-availability';
export { billingDetailPath, departmentParam } from './billing-gate';

/** Before every page change. */
export const COMMON_RULES: readonly NavigationRule[] = [recordHistory, clearErrors, reloadManualDownload];

/** Then, by the route's kind of access. */
export const ACCESS_RULES: Readonly<Record<RouteAccess, readonly NavigationRule[]>> = {
  login: [signInPage],
  anonymous: [anonymousPage],
  twoFactor: [twoFactorToken],
  session: [sessionCheck, passwordReset, routePermission, viewPermission, routeCondition, departmentGate, routeGuards],
};

export function rulesFor(access: RouteAccess = 'session'): readonly NavigationRule[] {
  return [...COMMON_RULES, ...ACCESS_RULES[access]];
}
