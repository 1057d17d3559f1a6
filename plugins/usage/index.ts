// The usage plugin (利用実績): the usage records with filters, totals, the CSV and the picture, its side menu entry
// and a help card on home.
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { t } from '../../core/i18n';
import { listPagePlugin } from '../shared/list-page-plugin';
import { USAGE_PATH, USAGE_ROUTE } from './paths';

export const usagePlugin = listPagePlugin({
  id: 'usage',
  route: {
    id: USAGE_ROUTE.usage, path: USAGE_PATH.usage, title: t('usage.info.title'),
    permission: SCREEN_PERMISSIONS['/Usage/Usage'], corporationRecordParams: ['organizationId'], page: () => import('./pages/UsagePage'),
  },
  menu: { label: t('usage.menu'), icon: 'timeline-bar-chart', order: 56, group: t('reservations.menuGroup') },
  help: { title: 'usage.help.title', body: 'usage.help.body', link: 'usage.help.title' },
});
