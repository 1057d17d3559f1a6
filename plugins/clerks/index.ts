// The clerks plugin: responsible persons (責任者, /Corp/ClerkOfCorp/*) and department clerks (部署担当者,
// /Billing/ClerkOfBilling/*): lists with the client-side name search, detail, register, update and delete.
// The 責任者 menu entry sits in the company group under 企業情報; department clerks are reached from a department,
// and a department's clerk pages pass the billing gate (a suspended department sends them to its detail): the list
// and register name the department in the path, the detail and update in ?billingId or through the clerk.
import { HOME_ROUTE_ID, definePlugin } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { AuthService, PermissionService, ToastService } from '../../core/services/contracts';
import { ApiClient } from '../../core/platform/tokens';
import { t } from '../../core/i18n';
import { departmentParam } from '../../core/services/guards';
import { clerkDepartments } from './clerk-departments';
import { CLERKS_PATH, CLERKS_ROUTE } from './paths';

/** The department detail (/Billing/Detail/{billingId}) of the billing plugin, named by id: plugins import no other. */
const DEPARTMENT_DETAIL_ROUTE = 'billing.detail';


export const clerksPlugin = definePlugin({
  id: 'clerks',
  requires: [AuthService, PermissionService, ToastService, ApiClient],
  routes: [
    { id: CLERKS_ROUTE.corpInfo, path: CLERKS_PATH.corpInfo, title: t('clerks.corp.info.title'), access: 'session',
      permission: SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Info'], page: () => import('./pages/CorpClerkInfoPage') },
    { id: CLERKS_ROUTE.corpDetail, path: CLERKS_PATH.corpDetail, title: t('clerks.corp.detail.title'), access: 'session', parent: CLERKS_ROUTE.corpInfo,
      permission: SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Detail/:clerkOfCorpId'], page: () => import('./pages/CorpClerkDetailPage') },
    { id: CLERKS_ROUTE.corpRegister, path: CLERKS_PATH.corpRegister, title: t('clerks.corp.register.title'), access: 'session', parent: CLERKS_ROUTE.corpInfo,
      permission: SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Register'], page: () => import('./pages/CorpClerkRegisterPage') },
    { id: CLERKS_ROUTE.corpUpdate, path: CLERKS_PATH.corpUpdate, title: t('clerks.corp.update.title'), access: 'session', parent: CLERKS_ROUTE.corpDetail,
      permission: SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Update/:clerkOfCorpId'], page: () => import('./pages/CorpClerkUpdatePage') },
    // A department's clerks are reached from the department (its detail, the billing plugin's route).
    { id: CLERKS_ROUTE.billingInfo, path: CLERKS_PATH.billingInfo, title: t('clerks.billing.info.title'), access: 'session', parent: DEPARTMENT_DETAIL_ROUTE,
      permission: SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Info/:billingId'], departments: departmentParam(), page: () => import('./pages/BillingClerkInfoPage') },
    { id: CLERKS_ROUTE.billingDetail, path: CLERKS_PATH.billingDetail, title: t('clerks.billing.detail.title'), access: 'session', parent: CLERKS_ROUTE.billingInfo,
      permission: SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Detail/:clerkOfBillingId'], departments: clerkDepartments, page: () => import('./pages/BillingClerkDetailPage') },
    { id: CLERKS_ROUTE.billingRegister, path: CLERKS_PATH.billingRegister, title: t('clerks.billing.register.title'), access: 'session', parent: CLERKS_ROUTE.billingInfo,
      permission: SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Register/:billingId'], departments: departmentParam(), page: () => import('./pages/BillingClerkRegisterPage') },
    { id: CLERKS_ROUTE.billingUpdate, path: CLERKS_PATH.billingUpdate, title: t('clerks.billing.update.title'), access: 'session', parent: CLERKS_ROUTE.billingDetail,
      permission: SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Update/:clerkOfBillingId'], departments: clerkDepartments, page: () => import('./pages/BillingClerkUpdatePage') },
  ],
  // Order 11: right after 企業情報 (10) in the company group.
  menu: [{ id: 'clerks-corp', routeId: CLERKS_ROUTE.corpInfo, label: t('clerks.corp.menu'), icon: 'person', order: 11, group: t('shell.menuGroup.company') }],
  helpCards: [
    {
      id: 'clerks.clerk-in-corp',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION],
      title: 'clerks.help.corp.title',
      body: 'clerks.help.corp.body',
      links: [{ label: 'clerks.corp.menu', routeId: CLERKS_ROUTE.corpInfo }],
    },
  ],
});
