// The billing gate of spec 2.4: a page about one department (its {billingId}) shows only while the department is
// in use. A suspended one (disableFlg) sends the page to the department's detail with the permission error; a
// department the user cannot read is a permission error at home; a failed fetch of the detail is the before-login
// "system" error of spec 8 (sign-in), as for the view permission.
import { billingCalls } from '../../billing/calls';
import { isApiError } from '../../api/error';
import type { GuardContext, GuardResult, RouteGuard } from '../../kernel/plugin';
import { ApiClient } from '../../platform/tokens';
import { ErrorService } from '../contracts';
import { ALLOW, HOME_PATH, LOGIN_PATH, redirect } from './context';

export function billingDetailPath(billingId: string): string {
  return `/Billing/Detail/${encodeURIComponent(billingId)}`;
}

/** The gate for a route whose path names the department with `param` (billingId unless told). */
export function billingGate(param = 'billingId'): RouteGuard {
  return async (ctx: GuardContext): Promise<GuardResult> => {
    const billingId = ctx.params[param];
    if (!billingId) return redirect(HOME_PATH, true);
    try {
      const department = await ctx.services.get<ApiClient>(ApiClient).call(billingCalls.detail, { billingId });
      return department.disableFlg ? redirect(billingDetailPath(billingId), true) : ALLOW;
    } catch (error) {
      const status = isApiError(error) ? error.status : undefined;
      if (status !== undefined && status < 500) return redirect(HOME_PATH, true);
      ctx.services.get<ErrorService>(ErrorService).setBeforeLoginError('system');
      return redirect(LOGIN_PATH);
    }
  };
}
