// Pages anyone may see (password lost, site notice): no check after the common rules.
import { ALLOW, type NavigationContext, type NavigationStep } from './context';

export function anonymousPage(_ctx: NavigationContext): NavigationStep {
  return ALLOW;
}
