// Spec 2.4 gates expressed as the route's `when` (flexDisplay, view-permission flags): false is a permission
// error. It runs after the view permission is loaded, because most of these conditions read its flags.
import { denyToHome } from './deny';
import type { NavigationContext, NavigationStep } from './context';

export function routeCondition(ctx: NavigationContext): NavigationStep {
  const when = ctx.route.when;
  return !when || when(ctx.services) ? undefined : denyToHome(ctx);
}
