// The pages about one department that other plugins draw (its clerks, its budgets): the detail page links to
// them by their spec paths (2.2), each shown only to a viewer whose permissions open it.
import type { PermissionRequirement } from '../../core/domain/permissions';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import type { MessageKey } from '../../core/i18n';

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
