// The reservations plugin (予約情報): the reservation list with its filters, the administrator's cancel and the CSV,
// its side menu entry and a help card on home.
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { t } from '../../core/i18n';
import { listPagePlugin } from '../shared/list-page-plugin';
import { RESERVATIONS_PATH, RESERVATIONS_ROUTE } from './paths';

export const reservationsPlugin = listPagePlugin({
  id: 'reservations',
  route: {
    id: RESERVATIONS_ROUTE.info, path: RESERVATIONS_PATH.info, title: t('reservations.info.title'),
    permission: SCREEN_PERMISSIONS['/Reservation/Info'], corporationRecordParams: ['organizationId'], page: () => import('./pages/ReservationInfoPage'),
  },
  menu: { label: t('reservations.menu'), icon: 'calendar', order: 55, group: t('reservations.menuGroup') },
  help: { title: 'reservations.help.title', body: 'reservations.help.body', link: 'reservations.help.title' },
});
