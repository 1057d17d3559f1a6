// The billing plugin (部署): the department list, detail, registration application history, update,
// registration and transfer application pages, the side menu entry in the company group, and help cards on home. Pages about one
// department pass the billing gate of spec 2.4 (a suspended department goes to its detail).
import { HOME_ROUTE_ID, definePlugin } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { AuthService, ErrorService, PermissionService, ToastService } from '../../core/services/contracts';
import { departmentParam } from '../../core/services/guards';
import { ApiClient } from '../../core/platform/tokens';
import { t } from '../../core/i18n';
import { TRANSFER_WRITE } from '../../core/applications/calls';
import { BILLING_PATH, BILLING_ROUTE } from './paths';

/** Home's route id: the billing help cards appear on the home page. */

export const billingPlugin = definePlugin({
  id: 'billing',
  requires: [AuthService, PermissionService, ToastService, ErrorService, ApiClient],
  routes: [
    {
      id: BILLING_ROUTE.info,
      path: BILLING_PATH.info,
      title: t('billing.info.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/Billing/Info'],
      page: () => import('./pages/BillingInfoPage'),
    },
    {
      id: BILLING_ROUTE.detail,
      path: BILLING_PATH.detail,
      title: t('billing.detail.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/Billing/Detail/:billingId'],
      parent: BILLING_ROUTE.info,
      page: () => import('./pages/BillingDetailPage'),
    },
    {
      id: BILLING_ROUTE.historyDetail,
      path: BILLING_PATH.historyDetail,
      title: t('billing.historyDetail.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/Billing/HistoryDetail/:applicationId'],
      parent: BILLING_ROUTE.info,
      page: () => import('./pages/BillingHistoryDetailPage'),
    },
    {
      id: BILLING_ROUTE.update,
      path: BILLING_PATH.update,
      title: t('billing.update.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/Billing/Update/:billingId'],
      departments: departmentParam(),
      parent: BILLING_ROUTE.detail,
      page: () => import('./pages/BillingUpdatePage'),
    },
    {
      id: BILLING_ROUTE.register,
      path: BILLING_PATH.register,
      title: t('billing.register.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/Billing/Register'],
      parent: BILLING_ROUTE.info,
      page: () => import('./pages/BillingRegisterPage'),
    },
    {
      id: BILLING_ROUTE.transfer,
      path: BILLING_PATH.transfer,
      title: t('billing.transfer.title'),
      access: 'session',
      permission: TRANSFER_WRITE,
      // Spec 6: bulk member changes are the responsible person's alone (the server refuses anyone else too).
      when: (services) => services.get<AuthService>(AuthService).user.value?.role.attributes.roleType === RoleType.CLERK_IN_CORPORATION,
      parent: BILLING_ROUTE.info,
      page: () => import('./pages/BillingTransferPage'),
    },
  ],
  menu: [{ id: 'billing', routeId: BILLING_ROUTE.info, label: t('billing.menu'), icon: 'diagram-tree', order: 20, group: t('shell.menuGroup.company') }],
  helpCards: [
    {
      id: 'billing.clerk-in-corp',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION],
      title: 'billing.help.clerkInCorp.title',
      body: 'billing.help.clerkInCorp.body',
      links: [
        { label: 'billing.menu', routeId: BILLING_ROUTE.info },
        { label: 'billing.list.register', routeId: BILLING_ROUTE.register },
      ],
    },
    {
      id: 'billing.clerk-in-billing',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_BILLING],
      title: 'billing.help.clerkInBilling.title',
      body: 'billing.help.clerkInBilling.body',
      links: [{ label: 'billing.menu', routeId: BILLING_ROUTE.info }],
    },
  ],
});
