// The auth plugin: sign-in, password loss, the two-factor steps, password change and the site notice,
// plus the account menu's password change and confirmation code change dialogs.
//
// Changing one's own confirmation code while signed in uses its own session call
// (PATCH /users/tenant/myConfirmationCode with the current code), because POST /twoFactorAuth/change and
// /CodeChange belong to the short-lived two-factor token of a sign-in whose code must be replaced.
import { definePlugin } from '../../core/kernel/plugin';
import { AuthService, ManualDownloadService, NavigationService } from '../../core/services/contracts';
import { t } from '../../core/i18n';
import { AccountMenuContribution } from '../../web/kit/account-menu';
import { AuthPaths } from './paths';

const passwordChangeDialog: AccountMenuContribution = {
  id: 'auth.password-change',
  label: t('shell.account.passwordChange'),
  icon: 'key',
  order: 10,
  dialog: () => import('./components/PasswordChangeDialog'),
};

const confirmationCodeChangeDialog: AccountMenuContribution = {
  id: 'auth.confirmation-code-change',
  label: t('shell.account.codeChange'),
  icon: 'shield',
  order: 20,
  dialog: () => import('./components/ConfirmationCodeChangeDialog'),
};

export const authPlugin = definePlugin({
  id: 'auth',
  requires: [AuthService, ManualDownloadService, NavigationService],
  services: ({ bind }) => {
    bind(AccountMenuContribution).toConstantValue(passwordChangeDialog);
    bind(AccountMenuContribution).toConstantValue(confirmationCodeChangeDialog);
  },
  routes: [
    { id: 'auth.login', path: AuthPaths.login, title: t('auth.login.title'), access: 'login', layout: 'bare', page: () => import('./pages/LoginPage') },
    { id: 'auth.passLost', path: AuthPaths.passLost, title: t('auth.passLost.title'), access: 'anonymous', layout: 'bare', page: () => import('./pages/PassLostPage') },
    { id: 'auth.codeAuth', path: AuthPaths.codeAuth, title: t('auth.codeAuth.title'), access: 'twoFactor', layout: 'bare', page: () => import('./pages/CodeAuthPage') },
    { id: 'auth.codeChange', path: AuthPaths.codeChange, title: t('auth.codeChange.title'), access: 'twoFactor', layout: 'bare', page: () => import('./pages/CodeChangePage') },
    // Bare: while the initial password is unchanged every other page redirects here, so a menu would only mislead.
    { id: 'auth.passChange', path: AuthPaths.passChange, title: t('auth.passChange.title'), access: 'session', layout: 'bare', page: () => import('./pages/PassChangePage') },
    { id: 'auth.siteNotice', path: AuthPaths.siteNotice, title: t('auth.siteNotice.title'), access: 'session', page: () => import('./pages/SiteNoticePage') },
  ],
  menu: [{ id: 'auth.site-notice', routeId: 'auth.siteNotice', label: t('auth.siteNotice.title'), icon: 'info-sign', order: 900, group: t('shell.menuGroup.support') }],
});
