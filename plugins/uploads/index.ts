// The uploads plugin (一括操作): the four-step CSV upload wizard on every upload route of spec 2.1 and 2.2, the bulk
// operation history (/CsvUploadHistory) with its menu entry, and a help card on home pointing at both.
import { HOME_ROUTE_ID, definePlugin } from '../../core/kernel/plugin';
import type { RouteDef } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { departmentParam } from '../../core/services/guards/billing-gate';
import { responsiblePerson } from '../../core/services/guards/responsible-person';
import { RoleType } from '../../core/domain/roles';
import { AuthService, PermissionService, ToastService } from '../../core/services/contracts';
import { ApiClient, Clock } from '../../core/platform/tokens';
import { t } from '../../core/i18n';
import { HISTORY_PATH, HISTORY_ROUTE, wizardRoute, type WizardRoute } from './paths';
import { UploadTransport, XhrUploadTransport } from './upload-transport';


/** Each wizard's page module, by route id (lazy: a page loads when first visited). */
const WIZARD_PAGES: Readonly<Record<string, RouteDef['page']>> = {
  'uploads.members': () => import('./pages/MemberUploadPage'),
  'uploads.corp-clerks': () => import('./pages/CorpClerkUploadPage'),
  'uploads.billing-clerks': () => import('./pages/BillingClerkUploadPage'),
  'uploads.billing-clerks-of': () => import('./pages/BillingClerkUploadPage'),
  'uploads.department-names': () => import('./pages/DepartmentNameUploadPage'),
  'uploads.department-order': () => import('./pages/DepartmentOrderUploadPage'),
  'uploads.department-register': () => import('./pages/DepartmentRegisterUploadPage'),
  'uploads.department-delete': () => import('./pages/DepartmentDeleteUploadPage'),
};

function wizardRouteDef(route: WizardRoute): RouteDef {
  const def: RouteDef = {
    id: route.id, path: route.path, title: t(route.title), access: 'session', page: WIZARD_PAGES[route.id],
    permission: SCREEN_PERMISSIONS[route.permissionKey], when: responsiblePerson, parent: route.parent,
  };
  // Spec 2.4: a page about one department opens only while the department is in use.
  if (route.path.includes(':billingId')) def.departments = departmentParam();
  return def;
}

export const uploadsPlugin = definePlugin({
  id: 'uploads',
  requires: [AuthService, PermissionService, ToastService, ApiClient, Clock],
  // The XMLHttpRequest sender reads the platform's ApiConfig when the Upload step first needs it.
  services: ({ bind }) => {
    bind<UploadTransport>(UploadTransport).to(XhrUploadTransport).inSingletonScope();
  },
  routes: [
    {
      id: HISTORY_ROUTE,
      path: HISTORY_PATH,
      title: t('uploadPages.title.history'),
      access: 'session',
      permission: SCREEN_PERMISSIONS[HISTORY_PATH],
      page: () => import('./pages/CsvUploadHistoryPage'),
    },
    ...Object.keys(WIZARD_PAGES).map((id) => wizardRouteDef(wizardRoute(id))),
  ],
  menu: [{ id: 'uploads.history', routeId: HISTORY_ROUTE, label: t('uploadPages.menu'), icon: 'cloud-upload', order: 60, group: t('uploadPages.menuGroup') }],
  helpCards: [
    {
      id: 'uploads.clerk-in-corp',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION],
      title: 'uploadPages.help.title',
      body: 'uploadPages.help.body',
      links: [
        { label: 'uploadPages.help.history', routeId: HISTORY_ROUTE },
        { label: 'uploadPages.help.members', routeId: 'uploads.members' },
        { label: 'uploadPages.help.departmentNames', routeId: 'uploads.department-names' },
        { label: 'uploadPages.help.clerks', routeId: 'uploads.corp-clerks' },
      ],
    },
  ],
});
