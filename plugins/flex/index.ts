// The flex plugin (FLEX/BASE契約情報・利用者情報): the contract list and detail, the user list with its changes, the
// addition of existing members and the registration of a new member as a FLEX user, their spec 2.4 gates (shared
// by the menu entries and the routes) and a help card on home.
import { HOME_ROUTE_ID, definePlugin } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { AuthService, PermissionService, ToastService } from '../../core/services/contracts';
import { ApiClient } from '../../core/platform/tokens';
import { flexContractDisplay, flexUserAddable, flexUserDisplay } from '../../core/services/guards/flex';
import { t } from '../../core/i18n';
import { FLEX_PATH, FLEX_ROUTE } from './paths';

/** Home's route id: the help card appears on the home page. */

export const flexPlugin = definePlugin({
  id: 'flex',
  requires: [AuthService, PermissionService, ToastService, ApiClient],
  routes: [
    {
      id: FLEX_ROUTE.contractInfo,
      path: FLEX_PATH.contractInfo,
      title: t('flex.contractInfo.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/FlexContract/Info'],
      when: flexContractDisplay,
      page: () => import('./pages/FlexContractInfoPage'),
    },
    {
      id: FLEX_ROUTE.contractDetail,
      path: FLEX_PATH.contractDetail,
      title: t('flex.contractDetail.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/FlexContract/Detail/:flexContractInformationId'],
      when: flexContractDisplay,
      parent: FLEX_ROUTE.contractInfo,
      page: () => import('./pages/FlexContractDetailPage'),
    },
    {
      id: FLEX_ROUTE.userInfo,
      path: FLEX_PATH.userInfo,
      title: t('flex.userInfo.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/FlexUser/Info'],
      when: flexUserDisplay,
      page: () => import('./pages/FlexUserInfoPage'),
    },
    {
      id: FLEX_ROUTE.userAdded,
      path: FLEX_PATH.userAdded,
      title: t('flex.userAdded.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/FlexUser/Added'],
      when: flexUserAddable,
      parent: FLEX_ROUTE.userInfo,
      page: () => import('./pages/FlexUserAddedPage'),
    },
    {
      id: FLEX_ROUTE.userRegister,
      path: FLEX_PATH.userRegister,
      title: t('flex.userRegister.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/FlexUser/Register'],
      when: flexUserDisplay,
      parent: FLEX_ROUTE.userInfo,
      page: () => import('./pages/FlexUserRegisterPage'),
    },
  ],
  menu: [
    { id: 'flex.contracts', routeId: FLEX_ROUTE.contractInfo, label: t('flex.menu.contracts'), icon: 'document', order: 70, group: t('flex.menuGroup') },
    { id: 'flex.users', routeId: FLEX_ROUTE.userInfo, label: t('flex.menu.users'), icon: 'user', order: 71, group: t('flex.menuGroup') },
  ],
  helpCards: [
    {
      id: 'flex.shortcuts',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION, RoleType.CLERK_IN_BILLING],
      title: 'flex.help.title',
      body: 'flex.help.body',
      links: [
        { label: 'flex.menu.contracts', routeId: FLEX_ROUTE.contractInfo },
        { label: 'flex.menu.users', routeId: FLEX_ROUTE.userInfo },
      ],
    },
  ],
});
