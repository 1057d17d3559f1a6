// The limit-amount plugin (利用上限額): department and member budget lists, the department budget detail, the three
// budget writes (general from the department screens, billing, user), their gates (spec 2.4: every page about one
// department also passes the billing gate, a suspended department going to its detail), the menu entries
// in the 利用上限額 group and a help card on home.
import { HOME_ROUTE_ID, definePlugin } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { AuthService, PermissionService } from '../../core/services/contracts';
import { ApiClient } from '../../core/platform/tokens';
import {
  billingBudgetGate, departmentBudgetReachable, limitAmountBillingDisplay, limitAmountUserDisplay, userBudgetEditGate,
} from '../../core/services/guards/limit-amount';
import { departmentParam } from '../../core/services/guards';
import { t } from '../../core/i18n';
import { LIMIT_PATH, LIMIT_ROUTE } from './paths';

/** Home's route id: the help card appears on the home page. */

export const limitAmountPlugin = definePlugin({
  id: 'limit-amount',
  requires: [AuthService, PermissionService, ApiClient],
  routes: [
    {
      id: LIMIT_ROUTE.billingInfo,
      path: LIMIT_PATH.billingInfo,
      title: t('limitAmount.billingInfo.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/LimitAmountBilling/Info'],
      when: limitAmountBillingDisplay,
      corporationRecordParams: ['sBillingId'],
      page: () => import('./pages/LimitAmountBillingInfoPage'),
    },
    {
      id: LIMIT_ROUTE.billingDetail,
      path: LIMIT_PATH.billingDetail,
      title: t('limitAmount.billingDetail.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/LimitAmountBilling/Detail/:billingId'],
      departments: departmentParam(),
      guards: [billingBudgetGate],
      parent: LIMIT_ROUTE.billingInfo,
      page: () => import('./pages/LimitAmountBillingDetailPage'),
    },
    {
      id: LIMIT_ROUTE.billingEdit,
      path: LIMIT_PATH.billingEdit,
      title: t('limitAmount.billingEdit.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/LimitAmountBilling/Edit/:billingId'],
      departments: departmentParam(),
      guards: [billingBudgetGate],
      parent: LIMIT_ROUTE.billingDetail,
      page: () => import('./pages/LimitAmountBillingEditPage'),
    },
    {
      id: LIMIT_ROUTE.userInfo,
      path: LIMIT_PATH.userInfo,
      title: t('limitAmount.userInfo.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/LimitAmountUser/Info'],
      when: limitAmountUserDisplay,
      corporationRecordParams: ['billingId'],
      page: () => import('./pages/LimitAmountUserInfoPage'),
    },
    {
      id: LIMIT_ROUTE.userEdit,
      path: LIMIT_PATH.userEdit,
      title: t('limitAmount.userEdit.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/LimitAmountUser/Edit/:billingId'],
      departments: departmentParam(),
      guards: [userBudgetEditGate],
      parent: LIMIT_ROUTE.userInfo,
      page: () => import('./pages/LimitAmountUserEditPage'),
    },
    {
      id: LIMIT_ROUTE.general,
      path: LIMIT_PATH.general,
      title: t('limitAmount.general.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/Billing/LimitAmount/:billingId'],
      departments: departmentParam(),
      guards: [departmentBudgetReachable],
      // Reached from the department's detail (the billing plugin's route, named by id).
      parent: 'billing.detail',
      page: () => import('./pages/BillingLimitAmountPage'),
    },
  ],
  menu: [
    { id: 'limit-amount.billing', routeId: LIMIT_ROUTE.billingInfo, label: t('limitAmount.menu.billing'), icon: 'bank-account', order: 50, group: t('limitAmount.menuGroup') },
    { id: 'limit-amount.user', routeId: LIMIT_ROUTE.userInfo, label: t('limitAmount.menu.user'), icon: 'person', order: 51, group: t('limitAmount.menuGroup') },
  ],
  helpCards: [
    {
      id: 'limit-amount.shortcuts',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION, RoleType.CLERK_IN_BILLING],
      title: 'limitAmount.help.title',
      body: 'limitAmount.help.body',
      links: [
        { label: 'limitAmount.help.billing', routeId: LIMIT_ROUTE.billingInfo },
        { label: 'limitAmount.help.user', routeId: LIMIT_ROUTE.userInfo },
      ],
    },
  ],
});
