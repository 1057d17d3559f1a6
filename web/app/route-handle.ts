// Each router route carries its plugin RouteDef in `handle`, so the layout can title and breadcrumb the page.
import { useMatches } from 'react-router';
import type { RouteDef } from '../../core/kernel/plugin';

export interface RouteHandle {
  route: RouteDef;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The deepest matched plugin route and its URL parameters, or null (layouts, error states). */
export function useCurrentRoute(): { route: RouteDef; params: Readonly<Record<string, string | undefined>> } | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (isRouteHandle(match.handle)) return { route: match.handle.route, params: match.params };
  }
  return null;
}
