// Which menu entries a user sees: core's isRouteAvailable, the same predicate the route guard uses
// (DESIGN 2), so a visible link never leads to a denial.
import type { MenuEntry, RouteDef } from '../../../core/kernel/plugin';
import type { ServiceLocator } from '../../../core/kernel/locator';
import { isRouteAvailable } from '../../../core/services/guards';

export interface VisibleMenuEntry {
  entry: MenuEntry;
  route: RouteDef;
}

export function visibleMenuEntries(
  entries: readonly MenuEntry[],
  findRoute: (id: string) => RouteDef | undefined,
  services: ServiceLocator,
): VisibleMenuEntry[] {
  const visible: VisibleMenuEntry[] = [];
  for (const entry of entries) {
    const route = findRoute(entry.routeId);
    if (route && isRouteAvailable(route, services)) visible.push({ entry, route });
  }
  return visible;
}

/** Case-insensitive match of the keyword against the label and the group heading. */
export function matchesKeyword(item: VisibleMenuEntry, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  if (needle === '') return true;
  return [item.entry.label, item.entry.group ?? ''].some((text) => text.toLowerCase().includes(needle));
}
