// The usage plugin (利用実績): the usage records with filters, totals, the CSV and the picture, its side menu entry
// and a help card on home.
import { definePlugin } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { ErrorService, PermissionService, ToastService } from '../../core/services/contracts';
import { ApiClient } from '../../core/platform/tokens';
import { t } from '../../core/i18n';
import { USAGE_PATH, USAGE_ROUTE } from './paths';

/** Home's route id: the help card appears on the home page. */
const HOME_ROUTE_ID = 'home.top';

export const usagePlugin = definePlugin({
  id: 'usage',
  requires: [PermissionService, ToastService, ErrorService, ApiClient],
  routes: [
    {
      id: USAGE_ROUTE.usage,
      path: USAGE_PATH.usage,
      title: t('usage.info.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/Usage/Usage'],
      page: () => import('./pages/UsagePage'),
    },
  ],
  menu: [{ id: 'usage', routeId: USAGE_ROUTE.usage, label: t('usage.menu'), icon: 'timeline-bar-chart', order: 56, group: t('reservations.menuGroup') }],
  helpCards: [
    {
      id: 'usage.shortcuts',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION, RoleType.CLERK_IN_BILLING],
      title: t('usage.help.title'),
      body: t('usage.help.body'),
      links: [{ label: t('usage.info.title'), routeId: USAGE_ROUTE.usage }],
    },
  ],
});
