// The payment plugin (支払い情報, issue 15): the registration-fee charge division, the invoice destinations (請求先)
// with their change application, the payment method change and the detail of an application of division 2 or 3 with
// its cancel. Every page is the responsible person's: clerks hold no WFAI code, so the routes deny them and the menu
// group does not show.
import { HOME_ROUTE_ID, definePlugin, type RouteDef } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS, type ScreenPath } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { AuthService, ErrorService, PermissionService, ToastService } from '../../core/services/contracts';
import { ApiClient } from '../../core/platform/tokens';
import { t } from '../../core/i18n';
import { PAYMENT_PATH, PAYMENT_ROUTE } from './paths';

/** A payment route, by default with the permission spec 2.2 gives its path. */
const route = (id: string, path: string, title: string, rest: Partial<RouteDef> & Pick<RouteDef, 'page'>): RouteDef => ({
  id, path, title, access: 'session', permission: SCREEN_PERMISSIONS[path as ScreenPath], ...rest,
});

const group = t('payment.menuGroup');

export const paymentPlugin = definePlugin({
  id: 'payment',
  requires: [AuthService, PermissionService, ToastService, ErrorService, ApiClient],
  routes: [
    route(PAYMENT_ROUTE.registrationFee, PAYMENT_PATH.registrationFee, t('payment.registrationFee.title'), {
      page: () => import('./pages/RegistrationFeeDivisionPage'),
    }),
    route(PAYMENT_ROUTE.chargeBranch, PAYMENT_PATH.chargeBranch, t('payment.chargeBranch.title'), {
      page: () => import('./pages/ChargeBranchListPage'),
    }),
    // Spec 2.2 gives the input page its parent's permission (read); applying needs WFAI002 write (the page says so).
    route(PAYMENT_ROUTE.chargeBranchInput, PAYMENT_PATH.chargeBranchInput, t('payment.chargeBranchInput.title'), {
      permission: SCREEN_PERMISSIONS[PAYMENT_PATH.chargeBranch], parent: PAYMENT_ROUTE.chargeBranch, page: () => import('./pages/ChargeBranchChangePage'),
    }),
    // A screen of its own (its menu entry 支払方法の変更), not a step of the destinations' change.
    route(PAYMENT_ROUTE.paymentInput, PAYMENT_PATH.paymentInput, t('payment.paymentInput.title'), {
      page: () => import('./pages/PaymentMethodChangePage'),
    }),
    // No route parent: an application of division 2 belongs to the fee page, one of 3 to the destinations; the page
    // names the right one in the trail (kit useRecordCrumbs) and links back to it.
    route(PAYMENT_ROUTE.detail, PAYMENT_PATH.detail, t('payment.detail.title'), {
      page: () => import('./pages/PaymentDetailPage'),
    }),
  ],
  menu: [
    { id: 'payment.registration-fee', routeId: PAYMENT_ROUTE.registrationFee, label: t('payment.menu.registrationFee'), icon: 'yen', order: 68, group },
    { id: 'payment.charge-branch', routeId: PAYMENT_ROUTE.chargeBranch, label: t('payment.menu.chargeBranch'), icon: 'office', order: 68.5, group },
    { id: 'payment.method', routeId: PAYMENT_ROUTE.paymentInput, label: t('payment.menu.paymentMethod'), icon: 'bank-account', order: 69, group },
  ],
  helpCards: [
    {
      id: 'payment.shortcuts',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION],
      title: 'payment.help.title',
      body: 'payment.help.body',
      links: [
        { label: 'payment.menu.registrationFee', routeId: PAYMENT_ROUTE.registrationFee },
        { label: 'payment.menu.chargeBranch', routeId: PAYMENT_ROUTE.chargeBranch },
        { label: 'payment.menu.paymentMethod', routeId: PAYMENT_ROUTE.paymentInput },
      ],
    },
  ],
});
