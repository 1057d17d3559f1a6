// Builds the router's route tree from the plugin registry: every route guarded by the navigation rules
// of spec 2.4 in its loader, shell or bare layout, lazy page, error element; unknown paths go home.
// The browser starts from the sign-in part of the tree and grows it into the whole when the workbench loads.
import {
  redirect, type LoaderFunctionArgs, type PatchRoutesOnNavigationFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { PluginRegistry } from '../../core/kernel/registry';
import type { RouteDef } from '../../core/kernel/plugin';
import type { NavigationService } from '../../core/services/contracts';
import { ErrorPage } from './ErrorPage';
import { PageFallback, RoutePage } from './RoutePage';
import { RootFrame } from './layout/RootFrame';
import { BareLayout } from './layout/BareLayout';
import type { RouteHandle } from './route-handle';
import { STEP_PARAM } from '../kit';

/** The loader of a plugin route: runs the navigation rules and redirects where they say. */
export function guardLoader(route: RouteDef, navigation: NavigationService) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    const result = await navigation.beforeNavigate(route, new URL(request.url), params);
    if (!result.allow) throw redirect(result.redirect);
    return null;
  };
}

/** A move between the steps of one screen (?step=) is not a page change: the rules ran when the page was entered. */
export function onlyStepChanged({ currentUrl, nextUrl }: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl'>): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(STEP_PARAM);
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) && currentUrl.searchParams.get(STEP_PARAM) !== nextUrl.searchParams.get(STEP_PARAM);
}

function toRouteObject(route: RouteDef, navigation: NavigationService): RouteObject {
  const handle: RouteHandle = { route };
  return {
    id: route.id,
    path: route.path,
    handle,
    loader: guardLoader(route, navigation),
    shouldRevalidate: (args) => !onlyStepChanged(args) && args.defaultShouldRevalidate,
    element: <RoutePage route={route} />,
    errorElement: <ErrorPage />,
  };
}

const ROOT_ID = 'root';
const BARE_LAYOUT_ID = 'layout.bare';

function rootRoute(children: RouteObject[]): RouteObject {
  return {
    id: ROOT_ID,
    element: <RootFrame />,
    // Shown while the first page's loader (the navigation rules) runs.
    hydrateFallbackElement: <PageFallback />,
    errorElement: <ErrorPage />,
    children,
  };
}

function shellLayoutRoute(routes: readonly RouteDef[], navigation: NavigationService): RouteObject {
  return {
    id: 'layout.shell',
    // Loaded with the first signed-in page: the sign-in pages never download the header and side menu.
    lazy: async () => ({ Component: (await import('./layout/ShellLayout')).ShellLayout }),
    errorElement: <ErrorPage />,
    children: [
      ...routes.map((route) => toRouteObject(route, navigation)),
      // Spec 2.1: an unknown path shows the home page.
      { id: 'unknown', path: '*', loader: () => redirect(navigation.homePath()), element: <PageFallback /> },
    ],
  };
}

function bareLayoutRoute(routes: readonly RouteDef[], navigation: NavigationService): RouteObject {
  return {
    id: BARE_LAYOUT_ID,
    element: <BareLayout />,
    errorElement: <ErrorPage />,
    children: routes.map((route) => toRouteObject(route, navigation)),
  };
}

const inLayout = (routes: readonly RouteDef[], layout: 'shell' | 'bare') => routes.filter((route) => (route.layout ?? 'shell') === layout);

/** The whole route tree of the registry's plugins. */
export function buildRoutes(registry: PluginRegistry, navigation: NavigationService): RouteObject[] {
  const routes = registry.routes();
  return [rootRoute([shellLayoutRoute(inLayout(routes, 'shell'), navigation), bareLayoutRoute(inLayout(routes, 'bare'), navigation)])];
}

/** The routes a visitor without a session can reach: those of the sign-in pages. */
export function isSignInRoute(route: RouteDef): boolean {
  return route.access === 'login' || route.access === 'anonymous' || route.access === 'twoFactor';
}

/**
 * The route tree of the browser entry: the frame and the sign-in pages (bare routes that need no session) only.
 * The rest of the tree comes with the workbench, through patchWorkbenchRoutes.
 */
export function buildSignInRoutes(routes: readonly RouteDef[], navigation: NavigationService): RouteObject[] {
  return [rootRoute([bareLayoutRoute(inLayout(routes, 'bare').filter(isSignInRoute), navigation)])];
}

/**
 * Grows the sign-in tree into buildRoutes' tree, through React Router's patchRoutesOnNavigation: the shell layout with
 * its pages, and the other bare pages (the router skips the children whose id it already has).
 */
export function patchWorkbenchRoutes(patch: PatchRoutesOnNavigationFunctionArgs['patch'], registry: PluginRegistry, navigation: NavigationService): void {
  const routes = registry.routes();
  patch(ROOT_ID, [shellLayoutRoute(inLayout(routes, 'shell'), navigation)]);
  patch(BARE_LAYOUT_ID, inLayout(routes, 'bare').map((route) => toRouteObject(route, navigation)));
}
