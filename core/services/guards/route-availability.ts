// The one predicate the menu and the route checks share, so a visible link never leads to a denial.
import { PermissionService } from '../contracts';
import type { RouteDef } from '../../kernel/plugin';
import type { ServiceLocator } from '../../kernel/locator';

export function isRouteAvailable(route: RouteDef, services: ServiceLocator): boolean {
  if (!services.get<PermissionService>(PermissionService).can(route.permission)) return false;
  return route.when ? route.when(services) : true;
}
