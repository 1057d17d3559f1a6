// Spec 2.4: a route that requires a permission the user lacks sets the permission error and goes home.
import { PermissionService } from '../contracts';
import { denyToHome } from './deny';
import type { NavigationContext, NavigationStep } from './context';

export function routePermission(ctx: NavigationContext): NavigationStep {
  const permission = ctx.route.permission;
  if (!permission || ctx.services.get<PermissionService>(PermissionService).can(permission)) return undefined;
  return denyToHome(ctx);
}
