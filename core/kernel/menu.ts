// The side navigation as the signed-in user may see it: the entries whose route the guards would let through.
import type { MenuEntry } from './plugin';
import type { PluginRegistry } from './registry';
import type { ServiceLocator } from './locator';
import { isRouteAvailable } from '../services/guards/route-availability';

export function visibleMenu(registry: PluginRegistry, services: ServiceLocator): readonly MenuEntry[] {
  return registry.menu().filter((entry) => {
    const route = registry.route(entry.routeId);
    return route !== undefined && isRouteAvailable(route, services);
  });
}
