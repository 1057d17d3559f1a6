// The pages about departments that other plugins draw (clerks, budgets): the detail page and the list link to
// them by their spec paths (2.2), each shown only to a viewer whose permissions (and display flags) open it.
import type { PermissionRequirement } from '../../core/domain/permissions';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import type { ViewPermission } from '../../core/domain/entities';
import type { MessageKey } from '../../core/i18n';
import '../../core/billing/load-messages';

export interface DepartmentPageLink {
  label: MessageKey;
  icon: 'people' | 'bank-account';
  path: (billingId: string) => string;
  permission: PermissionRequirement;
}

const id = (value: string) => encodeURIComponent(value);

export const DEPARTMENT_PAGE_LINKS: readonly DepartmentPageLink[] = [
  {
    label: 'billing.detail.clerksLink',
    icon: 'people',
    path: (billingId) => `/Billing/ClerkOfBilling/Info/${id(billingId)}`,
    permission: SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Info/:billingId'],
  },
  {
    label: 'billing.detail.limitAmountLink',
    icon: 'bank-account',
    path: (billingId) => `/Billing/LimitAmount/${id(billingId)}`,
    permission: SCREEN_PERMISSIONS['/Billing/LimitAmount/:billingId'],
  },
];

export interface BudgetShortcut {
  label: MessageKey;
  path: string;
  permission: PermissionRequirement;
  /** The view permission's display flag the budget list needs (spec 2.4). */
  shown: (view: ViewPermission) => boolean;
}

/** The responsible person's budget shortcuts on the department list. */
export const BUDGET_SHORTCUTS: readonly BudgetShortcut[] = [
  {
    label: 'billing.list.budgetsOfDepartments',
    path: '/LimitAmountBilling/Info',
    permission: SCREEN_PERMISSIONS['/LimitAmountBilling/Info'],
    shown: (view) => view.limitAmounDisplayFlg,
  },
  {
    label: 'billing.list.budgetsOfMembers',
    path: '/LimitAmountUser/Info',
    permission: SCREEN_PERMISSIONS['/LimitAmountUser/Info'],
    shown: (view) => view.limitAmountUserDisplayFlg,
  },
];
