// The signed-in layout (spec 1): fixed header, side navigation, then the page under its breadcrumbs and title.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { PluginRegistry } from '../../../core/kernel/registry';
import { CorporationService, NavigationService, NewsService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { PageHeader, SystemErrorBanner, useService } from '../../kit';
import { useCurrentRoute } from '../route-handle';
import { AppHeader } from './AppHeader';
import { SideNav } from './SideNav';
import { breadcrumbTrail } from './breadcrumbs';

/** Loads what the header shows once the user is in: the corporations to switch between and the news. */
function useHeaderData(): void {
  const corporations = useService<CorporationService>(CorporationService);
  const news = useService<NewsService>(NewsService);
  useEffect(() => {
    // Both are conveniences of the header; a failure leaves it without them rather than blocking the page.
    corporations.load().catch(() => undefined);
    news.load().catch(() => undefined);
  }, [corporations, news]);
}

export function ShellLayout() {
  const registry = useService<PluginRegistry>(PluginRegistry);
  const navigation = useService<NavigationService>(NavigationService);
  const current = useCurrentRoute();
  useHeaderData();

  const title = current?.route.title;
  useEffect(() => {
    document.title = title ? `${title} | ${t('app.name')}` : t('app.name');
  }, [title]);

  const home = registry.routes().find((route) => route.path === navigation.homePath());
  const crumbs = current ? breadcrumbTrail(current.route, current.params, (id) => registry.route(id), home) : [];

  return (
    <div className="twb-shell">
      <AppHeader />
      <SideNav />
      <main className="twb-shell__main" id="main">
        <SystemErrorBanner />
        {current && <PageHeader title={current.route.title} crumbs={crumbs} />}
        <Outlet />
      </main>
    </div>
  );
}
