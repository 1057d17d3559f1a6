// The breadcrumb trail of a route: home, then the route.parent chain, then the page itself.
import { generatePath } from 'react-router';
import type { RouteDef } from '../../../core/kernel/plugin';
import type { Crumb } from '../../kit';

type Params = Readonly<Record<string, string | undefined>>;

/** A parent path filled with the current parameters; null when the parent needs one the page lacks. */
function pathFor(route: RouteDef, params: Params): string | null {
  try {
    return generatePath(route.path, params);
  } catch {
    return null;
  }
}

export function breadcrumbTrail(
  route: RouteDef,
  params: Params,
  findRoute: (id: string) => RouteDef | undefined,
  home: RouteDef | undefined,
): Crumb[] {
  const ancestors: RouteDef[] = [];
  const seen = new Set<string>([route.id]);
  for (let parent = route.parent ? findRoute(route.parent) : undefined; parent && !seen.has(parent.id); ) {
    seen.add(parent.id);
    ancestors.unshift(parent);
    parent = parent.parent ? findRoute(parent.parent) : undefined;
  }
  if (home && !seen.has(home.id)) ancestors.unshift(home);
  const crumbs: Crumb[] = ancestors.map((ancestor) => {
    const to = pathFor(ancestor, params);
    return to ? { label: ancestor.title, to } : { label: ancestor.title };
  });
  crumbs.push({ label: route.title });
  return crumbs;
}
