// Runs the navigation rules of spec 2.4 before every page change and keeps the URL history.
import { inject, injectable } from 'inversify';
import { signal } from '@preact/signals-core';
import { NavigationService, type NavigationHistory } from './contracts';
import { ServiceLocator } from '../kernel/locator';
import type { GuardResult, RouteDef } from '../kernel/plugin';
import { ALLOW, HOME_PATH, rulesFor, type NavigationContext } from './guards';

@injectable()
export class DefaultNavigationService implements NavigationService {
  readonly history = signal<NavigationHistory>({ previousUrl: null, nextUrl: null });

  constructor(@inject(ServiceLocator) private readonly services: ServiceLocator) {}

  async beforeNavigate(route: RouteDef, url: URL, params: Readonly<Record<string, string | undefined>>): Promise<GuardResult> {
    const ctx: NavigationContext = {
      services: this.services,
      route,
      pathname: url.pathname,
      params,
      search: url.searchParams,
      url,
      history: this.history,
    };
    for (const rule of rulesFor(route.access)) {
      const result = await rule(ctx);
      if (result) return result;
    }
    return ALLOW;
  }

  homePath(): string {
    return HOME_PATH;
  }
}
