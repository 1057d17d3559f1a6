// The corp plugin: company info — the detail page, its update (/Corp/Update, with /Corp/Confirm), its menu
// entry and its help cards.
import { HOME_ROUTE_ID, definePlugin } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { AuthService, PermissionService } from '../../core/services/contracts';
import { ApiClient } from '../../core/platform/tokens';
import { t } from '../../core/i18n';

/** Home's route id: corp's help cards appear on the home page. */

export const corpPlugin = definePlugin({
  id: 'corp',
  requires: [AuthService, PermissionService, ApiClient],
  routes: [
    {
      id: 'corp.detail',
      path: '/Corp/Detail',
      title: t('corp.detail.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/Corp/Detail'],
      page: () => import('./pages/CorpDetailPage'),
    },
    {
      id: 'corp.update',
      path: '/Corp/Update',
      title: t('corp.update.title'),
      access: 'session',
      parent: 'corp.detail',
      permission: SCREEN_PERMISSIONS['/Corp/Update'],
      page: () => import('./pages/CorpUpdatePage'),
    },
    {
      id: 'corp.confirm',
      path: '/Corp/Confirm',
      title: t('corp.update.title'),
      access: 'session',
      parent: 'corp.detail',
      permission: SCREEN_PERMISSIONS['/Corp/Confirm'],
      page: () => import('./pages/CorpConfirmPage'),
    },
  ],
  menu: [{ id: 'corp', routeId: 'corp.detail', label: t('corp.menu'), icon: 'office', order: 10, group: t('shell.menuGroup.company') }],
  helpCards: [
    {
      id: 'corp.clerk-in-corp',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION],
      title: 'corp.help.clerkInCorp.title',
      body: 'corp.help.clerkInCorp.body',
      links: [{ label: 'corp.menu', routeId: 'corp.detail' }],
    },
    {
      id: 'corp.clerk-in-billing',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_BILLING],
      title: 'corp.help.clerkInBilling.title',
      body: 'corp.help.clerkInBilling.body',
    },
  ],
});
