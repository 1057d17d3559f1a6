// The page-specific gates of spec 2.4 for the usage budget screens: the view-permission display flags (route
// conditions, shared with the menu) and the department's alert settings (route guards that load the budget
// detail of {billingId}). Failure is a permission error and the way home; a failed load of the detail that is
// not a refusal is the before-login "system" error and sign-in (spec 8).
import { limitAmountCalls } from '../../limit-amount/calls';
import { isApiError } from '../../api/error';
import { isBillingBudgetOpen, isUserBudgetEditOpen, type LimitAmountGateFlags } from '../../limit-amount/domain';
import type { GuardContext, GuardResult, RouteCondition, RouteGuard } from '../../kernel/plugin';
import { ApiClient } from '../../platform/tokens';
import { ErrorService, PermissionService } from '../contracts';
import { ALLOW, HOME_PATH, LOGIN_PATH, redirect } from './context';

/** /LimitAmountBilling/Info needs limitAmounDisplayFlg (the spec's spelling). */
export const limitAmountBillingDisplay: RouteCondition = (services) =>
  services.get<PermissionService>(PermissionService).viewPermission.value?.limitAmounDisplayFlg === true;

/** /LimitAmountUser/Info needs limitAmountUserDisplayFlg. */
export const limitAmountUserDisplay: RouteCondition = (services) =>
  services.get<PermissionService>(PermissionService).viewPermission.value?.limitAmountUserDisplayFlg === true;

const DENIED: GuardResult = redirect(HOME_PATH, true);

/** A refusal (no such department, not this clerk's) denies; anything else is a system failure. */
function loadFailed(ctx: GuardContext, error: unknown): GuardResult {
  if (isApiError(error) && (error.status === 403 || error.status === 404 || error.status === 400)) return DENIED;
  ctx.services.get<ErrorService>(ErrorService).setBeforeLoginError('system');
  return redirect(LOGIN_PATH);
}

function departmentGate(open: (flags: LimitAmountGateFlags) => boolean): RouteGuard {
  return async (ctx) => {
    const billingId = ctx.params.billingId;
    if (!billingId) return DENIED;
    try {
      const detail = await ctx.services.get<ApiClient>(ApiClient).call(limitAmountCalls.detail, { id: billingId });
      return open(detail) ? ALLOW : DENIED;
    } catch (error) {
      return loadFailed(ctx, error);
    }
  };
}

/** /LimitAmountBilling/Detail and Edit: denied when both limitAmountAlertChoiceFlg and limitFullAmountAlertChoiceFlg are set. */
export const billingBudgetGate: RouteGuard = departmentGate(isBillingBudgetOpen);

/** /LimitAmountUser/Edit: denied when limitAmountForUserAlertChoiceFlg is set and the division is neither STOP nor MAIL_ONLY. */
export const userBudgetEditGate: RouteGuard = departmentGate(isUserBudgetEditOpen);

/** /Billing/LimitAmount/{billingId}: the department must be one the viewer reaches (a clerk: their own). */
export const departmentBudgetReachable: RouteGuard = departmentGate(() => true);
