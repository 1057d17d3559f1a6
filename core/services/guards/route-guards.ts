// The route's own page-specific guards (spec 2.4, e.g. disabled billing), in order; the first refusal wins.
import { ErrorService } from '../contracts';
import type { NavigationContext, NavigationStep } from './context';

export async function routeGuards(ctx: NavigationContext): Promise<NavigationStep> {
  for (const guard of ctx.route.guards ?? []) {
    const result = await guard(ctx);
    if (result.allow) continue;
    if (result.permissionError) ctx.services.get<ErrorService>(ErrorService).setPermissionError(true);
    return result;
  }
  return undefined;
}
