// The site plugin: the site's own pages. Privacy policy, cookie and access-log notice, terms and contact open without
// signing in (bare layout: a visitor who cannot sign in needs them); the FAQ and the manuals belong to the shell.
import { HOME_ROUTE_ID, definePlugin } from '../../core/kernel/plugin';
import { RoleType } from '../../core/domain/roles';
import { ApiClient } from '../../core/platform/tokens';
import { AuthService, ManualDownloadService } from '../../core/services/contracts';
import { SITE_PATHS, SITE_ROUTE } from '../../core/site/paths';
import { t } from '../../core/i18n';

export const sitePlugin = definePlugin({
  id: 'site',
  requires: [ApiClient, AuthService, ManualDownloadService],
  routes: [
    { id: SITE_ROUTE.contact, path: SITE_PATHS.contact, title: t('site.contact.title'), access: 'anonymous', layout: 'bare', page: () => import('./pages/ContactPage') },
    { id: SITE_ROUTE.privacy, path: SITE_PATHS.privacy, title: t('site.privacy.title'), access: 'anonymous', layout: 'bare', page: () => import('./pages/PrivacyPolicyPage') },
    { id: SITE_ROUTE.cookie, path: SITE_PATHS.cookie, title: t('site.cookie.title'), access: 'anonymous', layout: 'bare', page: () => import('./pages/CookiePolicyPage') },
    { id: SITE_ROUTE.terms, path: SITE_PATHS.terms, title: t('site.terms.title'), access: 'anonymous', layout: 'bare', page: () => import('./pages/TermsPage') },
    { id: SITE_ROUTE.faq, path: SITE_PATHS.faq, title: t('site.faq.title'), access: 'session', page: () => import('./pages/FaqPage') },
    { id: SITE_ROUTE.manuals, path: SITE_PATHS.manuals, title: t('site.manuals.title'), access: 'session', page: () => import('./pages/ManualsPage') },
  ],
  menu: [
    { id: 'site.manuals', routeId: SITE_ROUTE.manuals, label: t('site.manuals.title'), icon: 'manual', order: 910, group: t('shell.menuGroup.support') },
    { id: 'site.faq', routeId: SITE_ROUTE.faq, label: t('site.faq.title'), icon: 'help', order: 920, group: t('shell.menuGroup.support') },
    { id: 'site.contact', routeId: SITE_ROUTE.contact, label: t('site.contact.title'), icon: 'envelope', order: 930, group: t('shell.menuGroup.support') },
  ],
  helpCards: [
    {
      id: 'site.help',
      routeIds: [HOME_ROUTE_ID],
      roles: [RoleType.CLERK_IN_CORPORATION, RoleType.CLERK_IN_BILLING],
      title: 'site.help.title',
      body: 'site.help.body',
      links: [
        { label: 'site.faq.title', routeId: SITE_ROUTE.faq },
        { label: 'site.manuals.title', routeId: SITE_ROUTE.manuals },
        { label: 'site.contact.title', routeId: SITE_ROUTE.contact },
      ],
    },
  ],
});
