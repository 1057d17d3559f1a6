// Rule 1 of spec 2.4: record the URL history (from, to) of every page change.
import type { NavigationContext, NavigationStep } from './context';

export function recordHistory(ctx: NavigationContext): NavigationStep {
  ctx.history.value = { previousUrl: ctx.history.value.nextUrl, nextUrl: ctx.url.pathname + ctx.url.search };
  return undefined;
}
