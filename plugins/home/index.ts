// The home plugin: the home page (news, help cards, manual download from a link) and its help cards.
import { HOME_ROUTE_ID, definePlugin } from '../../core/kernel/plugin';
import { SCREEN_PERMISSIONS } from '../../core/domain/permissions';
import { RoleType } from '../../core/domain/roles';
import { MANUALS } from '../../core/domain/constants';
import { AuthService, ManualDownloadService, NewsService } from '../../core/services/contracts';
import { t } from '../../core/i18n';
import { NEWS_DETAIL_PATH, NEWS_DETAIL_ROUTE_ID, NEWS_LIST_PATH, NEWS_LIST_ROUTE_ID } from './news-paths';

const { CLERK_IN_CORPORATION, CLERK_IN_BILLING } = RoleType;

export const homePlugin = definePlugin({
  id: 'home',
  requires: [AuthService, NewsService, ManualDownloadService],
  routes: [
    {
      id: HOME_ROUTE_ID,
      path: '/',
      title: t('home.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS['/'],
      page: () => import('./pages/HomePage'),
    },
    {
      id: NEWS_LIST_ROUTE_ID,
      path: NEWS_LIST_PATH,
      title: t('newsList.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS[NEWS_LIST_PATH],
      parent: HOME_ROUTE_ID,
      page: () => import('./pages/NewsListPage'),
    },
    {
      id: NEWS_DETAIL_ROUTE_ID,
      path: NEWS_DETAIL_PATH,
      title: t('newsDetail.title'),
      access: 'session',
      permission: SCREEN_PERMISSIONS[NEWS_DETAIL_PATH],
      parent: NEWS_LIST_ROUTE_ID,
      page: () => import('./pages/NewsDetailPage'),
    },
  ],
  menu: [{ id: 'home', routeId: HOME_ROUTE_ID, label: t('home.menu'), icon: 'home', order: 0 }],
  helpCards: [
    {
      id: 'home.clerk-in-corp',
      routeIds: [HOME_ROUTE_ID],
      roles: [CLERK_IN_CORPORATION],
      title: 'home.help.clerkInCorp.title',
      body: 'home.help.clerkInCorp.body',
      manualName: MANUALS.clerkInCorp,
    },
    {
      id: 'home.clerk-in-billing',
      routeIds: [HOME_ROUTE_ID],
      roles: [CLERK_IN_BILLING],
      title: 'home.help.clerkInBilling.title',
      body: 'home.help.clerkInBilling.body',
      manualName: MANUALS.clerkInBilling,
    },
    {
      id: 'home.members',
      routeIds: [HOME_ROUTE_ID],
      roles: [CLERK_IN_CORPORATION, CLERK_IN_BILLING],
      title: 'home.help.members.title',
      body: 'home.help.members.body',
      manualName: MANUALS.riyosha,
    },
    {
      id: 'home.faq',
      routeIds: [HOME_ROUTE_ID],
      roles: [CLERK_IN_CORPORATION, CLERK_IN_BILLING],
      title: 'home.help.faq.title',
      body: 'home.help.faq.body',
      links: [
        { label: 'site.faq.title', routeId: 'site.faq' },
        { label: 'auth.siteNotice.title', routeId: 'auth.siteNotice' },
      ],
      manualName: MANUALS.faq,
    },
  ],
});
