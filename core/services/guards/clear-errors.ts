// Rule 2 of spec 2.4: every page change starts with the errors of the last page cleared.
import { ErrorService } from '../contracts';
import type { NavigationContext, NavigationStep } from './context';

export function clearErrors(ctx: NavigationContext): NavigationStep {
  ctx.services.get<ErrorService>(ErrorService).resetAll();
  return undefined;
}
