// The reservations plugin (予約情報): the reservation list with its filters, the administrator's cancel and the CSV,
// its side menu entry and a help card on home.
import { definePlugin } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { ErrorService, PermissionService, ToastService } from '../../core/services/contracts';
import { ApiClient } from '../../core/platform/tokens';
import { t } from '../../core/i18n';
import { RESERVATIONS_PATH, RESERVATIONS_ROUTE } from './paths';

/** Home's route id: the help card appears on the home page. */
const HOME_ROUTE_ID = 'home.top';

export const reservationsPlugin = definePlugin({
  id: 'reservations',
  requires: [PermissionService, ToastService, ErrorService, ApiClient],
  routes: [
    {
      id: RESERVATIONS_ROUTE.info,
      path: RESERVATIONS_PATH.info,
      title: t('reservations.info.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/Reservation/Info'],
      page: () => import('./pages/ReservationInfoPage'),
    },
  ],
  menu: [{ id: 'reservations', routeId: RESERVATIONS_ROUTE.info, label: t('reservations.menu'), icon: 'calendar', order: 55, group: t('reservations.menuGroup') }],
  helpCards: [
    {
      id: 'reservations.shortcuts',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION, RoleType.CLERK_IN_BILLING],
      title: t('reservations.help.title'),
      body: t('reservations.help.body'),
      links: [{ label: t('reservations.info.title'), routeId: RESERVATIONS_ROUTE.info }],
    },
  ],
});
