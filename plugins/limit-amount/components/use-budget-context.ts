// What every budget page reads besides its own data: the viewed corporation (the lists' corporationId and the
// pulldowns' path), and which budget screens the viewer may open (the same predicates as the routes' gates).
import { useSignals } from '@preact/signals-react/runtime';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { isBillingBudgetOpen, isUserBudgetEditOpen, type LimitAmountGateFlags } from '../../../core/limit-amount/domain';
import { AuthService, PermissionService } from '../../../core/services/contracts';
import { useService } from '../../../web/kit';

export interface BudgetContext {
  corporationId: string;
  canOpenDetail: (flags: LimitAmountGateFlags) => boolean;
  canEditBilling: (flags: LimitAmountGateFlags) => boolean;
  canEditUser: (flags: LimitAmountGateFlags) => boolean;
  canEditGeneral: boolean;
}

export function useBudgetContext(): BudgetContext {
  useSignals();
  const auth = useService<AuthService>(AuthService);
  const permissions = useService<PermissionService>(PermissionService);
  const can = (path: keyof typeof SCREEN_PERMISSIONS) => permissions.can(SCREEN_PERMISSIONS[path]);
  return {
    corporationId: auth.user.value?.corporation.id ?? '',
    canOpenDetail: (flags) => can('/LimitAmountBilling/Detail/:billingId') && isBillingBudgetOpen(flags),
    canEditBilling: (flags) => can('/LimitAmountBilling/Edit/:billingId') && isBillingBudgetOpen(flags),
    canEditUser: (flags) => can('/LimitAmountUser/Edit/:billingId') && isUserBudgetEditOpen(flags),
    canEditGeneral: can('/Billing/LimitAmount/:billingId'),
  };
}
