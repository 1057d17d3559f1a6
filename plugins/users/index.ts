// The users plugin (会員): the member list, detail, registration and update pages, the side menu entry in
// the 会員 group, and help cards on home for responsible persons and department clerks.
import { HOME_ROUTE_ID, definePlugin } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { AuthService, PermissionService, ToastService } from '../../core/services/contracts';
import { ApiClient, Clock } from '../../core/platform/tokens';
import { t } from '../../core/i18n';
import { USERS_PATH, USERS_ROUTE } from './paths';

/** Home's route id: the users help cards appear on the home page. */

const shortcuts = [
  { label: 'users.help.list', routeId: USERS_ROUTE.info },
  { label: 'users.help.register', routeId: USERS_ROUTE.register },
] as const;

export const usersPlugin = definePlugin({
  id: 'users',
  requires: [AuthService, PermissionService, ToastService, ApiClient, Clock],
  routes: [
    {
      id: USERS_ROUTE.info,
      path: USERS_PATH.info,
      title: t('users.info.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/User/Info'],
      corporationRecordParams: ['sOrganizationId'],
      page: () => import('./pages/UserInfoPage'),
    },
    {
      id: USERS_ROUTE.detail,
      path: USERS_PATH.detail,
      title: t('users.detail.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/User/Detail/:userId'],
      parent: USERS_ROUTE.info,
      page: () => import('./pages/UserDetailPage'),
    },
    {
      id: USERS_ROUTE.register,
      path: USERS_PATH.register,
      title: t('users.register.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/User/Register'],
      parent: USERS_ROUTE.info,
      page: () => import('./pages/UserRegisterPage'),
    },
    {
      id: USERS_ROUTE.update,
      path: USERS_PATH.update,
      title: t('users.update.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/User/Update/:division/:userId'],
      parent: USERS_ROUTE.detail,
      page: () => import('./pages/UserUpdatePage'),
    },
  ],
  menu: [{ id: 'users', routeId: USERS_ROUTE.info, label: t('users.menu'), icon: 'people', order: 30, group: t('users.menuGroup') }],
  helpCards: [
    {
      id: 'users.clerk-in-corp',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION],
      title: 'users.help.clerkInCorp.title',
      body: 'users.help.clerkInCorp.body',
      links: shortcuts,
    },
    {
      id: 'users.clerk-in-billing',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_BILLING],
      title: 'users.help.clerkInBilling.title',
      body: 'users.help.clerkInBilling.body',
      links: shortcuts,
    },
  ],
});
