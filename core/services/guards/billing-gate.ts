// The billing gate of spec 2.4: a page about a department (its route declares `departments`) shows only while the
// department is in use. A suspended one (disableFlg) sends the page to the department's detail, which says the
// department is suspended; that is not a denial, so no permission error is left behind to greet the person on a
// later visit home. A department the user cannot read is a permission error at home; a failed fetch of the detail
// is the before-login "system" error of spec 8 (sign-in), as for the view permission.
// The detail's route without its schemas (core/billing/gate-call.ts): this guard is on the sign-in page.
import { departmentGateCall, type DepartmentGateView } from '../../billing/gate-call';
import { isApiError } from '../../api/error';
import type { GuardContext, PageDepartments } from '../../kernel/plugin';
import { ApiClient } from '../../platform/tokens';
import { ErrorService } from '../contracts';
import { LOGIN_PATH, redirect, type NavigationContext, type NavigationStep } from './context';
import { denyToHome } from './deny';

export function billingDetailPath(billingId: string): string {
  return `/Billing/Detail/${encodeURIComponent(billingId)}`;
}

/** The department a route's path names with `param` (billingId unless told). */
export function departmentParam(param = 'billingId'): PageDepartments {
  return (ctx: GuardContext) => {
    const billingId = ctx.params[param];
    return billingId ? [billingId] : [];
  };
}

/** The rule: runs for routes that declare their departments; the page opens when one of them is in use. */
export async function departmentGate(ctx: NavigationContext): Promise<NavigationStep> {
  if (!ctx.route.departments) return undefined;
  const billingIds = await ctx.route.departments(ctx);
  if (billingIds.length === 0) return undefined;
  const client = ctx.services.get<ApiClient>(ApiClient);
  let departments: DepartmentGateView[];
  try {
    departments = await Promise.all(billingIds.map((billingId) => client.call(departmentGateCall, { billingId })));
  } catch (error) {
    const status = isApiError(error) ? error.status : undefined;
    if (status !== undefined && status < 500) return denyToHome(ctx);
    ctx.services.get<ErrorService>(ErrorService).setBeforeLoginError('system');
    return redirect(LOGIN_PATH);
  }
  if (departments.some((department) => !department.disableFlg)) return undefined;
  return redirect(billingDetailPath(billingIds[0]));
}
