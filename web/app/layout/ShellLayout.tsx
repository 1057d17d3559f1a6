// The signed-in layout (spec 1): fixed header, side navigation, then the page under its breadcrumbs and title.
import { useEffect, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PluginRegistry } from '../../../core/kernel/registry';
import { AuthService, CorporationService, NavigationService, NewsService, PermissionService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { PageCrumbsProvider, PageHeader, SiteFooter, SystemErrorBanner, useService, type PageCrumbs } from '../../kit';
import { DescriptionPopover } from '../../kit/DescriptionPopover';
import { useCurrentRoute } from '../route-handle';
import { AppHeader } from './AppHeader';
import { SideNav } from './SideNav';
import { breadcrumbTrail } from './breadcrumbs';
import { usePageKeyAcrossSwitches } from './corporation-switch';

const MAIN_ID = 'main';

/**
 * Loads what the header and the side menu show once the user is in: the corporations to switch between, the news,
 * and the view-permission flags some menu entries depend on (利用上限額, FLEX/BASE). A page with a permission loads the
 * flags in its guard (spec 2.4); a page without one (/Manual, /Faq, the upload wizards) opened directly or reloaded
 * does not, and its menu lost those entries.
 */
function useShellData(): void {
  const corporations = useService<CorporationService>(CorporationService);
  const news = useService<NewsService>(NewsService);
  const permissions = useService<PermissionService>(PermissionService);
  useEffect(() => {
    // Conveniences of the header and the menu; a failure leaves them without these rather than blocking the page
    // (a page that needs the flags checks them in its own guard).
    corporations.load().catch(() => undefined);
    news.load().catch(() => undefined);
    if (permissions.viewPermission.value === null) permissions.loadViewPermission().catch(() => undefined);
  }, [corporations, news, permissions]);
}

/**
 * 「本文へスキップ」: keyboard users pass the header and the side menu in one step. The focus moves by script
 * rather than by the #main fragment, which the router would treat as a navigation and run the page's guards again.
 */
function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="twb-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t('shell.skipToMain')}
    </a>
  );
}

export function ShellLayout() {
  const registry = useService<PluginRegistry>(PluginRegistry);
  const navigation = useService<NavigationService>(NavigationService);
  const current = useCurrentRoute();
  // What the page says about its records (kit useRecordCrumbs): names for the trail, set while the page is shown.
  const [pageCrumbs, setPageCrumbs] = useState<PageCrumbs | null>(null);
  const pageKey = usePageKeyAcrossSwitches();
  const location = useLocation();
  useShellData();

  // Spec 4's sign-in success message, once the person has reached a page of the signed-in site.
  const auth = useService<AuthService>(AuthService);
  useEffect(() => auth.greetSignedIn(), [auth]);

  const title = current?.route.title;
  useEffect(() => {
    document.title = title ? `${title} | ${t('app.name')}` : t('app.name');
  }, [title]);

  const home = registry.routes().find((route) => route.path === navigation.homePath());
  const crumbs = current ? breadcrumbTrail(current.route, current.params, (id) => registry.route(id), home, pageCrumbs) : [];

  return (
    <div className="twb-shell">
      <SkipLink />
      <AppHeader />
      <SideNav />
      {/* Focusable from script only: the skip link and dialogs whose opener is gone move the focus here. data-location
          is the address whose page is drawn (the router changes it once the page's checks have passed): the address bar
          changes before that, so a script or a browser test that moves in the app waits for the two to agree. */}
      <main className="twb-shell__main" id={MAIN_ID} tabIndex={-1} data-location={location.pathname}>
        <SystemErrorBanner />
        {current && <PageHeader title={current.route.title} crumbs={crumbs} actions={<DescriptionPopover routeId={current.route.id} />} />}
        <PageCrumbsProvider onChange={setPageCrumbs}>
          <Outlet key={pageKey} />
        </PageCrumbsProvider>
        <SiteFooter />
      </main>
    </div>
  );
}
