// The browser's route tree grows in two steps. The entry knows the sign-in pages only (the bare routes of the auth
// plugin that need no session) and renders them with the services made by hand (sign-in-services.ts). The first
// navigation to a path the tree does not know (home after the sign-in, a signed-in page opened or reloaded, an
// unknown path) loads the workbench (workbench.ts: the kernel with every plugin) through React Router's
// patchRoutesOnNavigation, and the tree becomes buildRoutes' whole tree before the navigation goes on.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { RouteDef } from '../../core/kernel/plugin';
import type { PluginRegistry } from '../../core/kernel/registry';
import type { NavigationService } from '../../core/services/contracts';
import { buildSignInRoutes, patchWorkbenchRoutes } from './build-routes';

/** What the sign-in tree needs of the loaded workbench. */
export interface LoadedWorkbench {
  registry: PluginRegistry;
}

export interface GrowingRoutes {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/** The tree of the sign-in pages among `entryRoutes`, and the router option that adds the rest once `loadWorkbench` has resolved. */
export function growingRoutes(entryRoutes: readonly RouteDef[], navigation: NavigationService, loadWorkbench: () => Promise<LoadedWorkbench>): GrowingRoutes {
  let grown = false;
  return {
    routes: buildSignInRoutes(entryRoutes, navigation),
    async patchRoutesOnNavigation({ patch, signal }) {
      if (grown) return;
      const { registry } = await loadWorkbench();
      // The router drops the patches of a navigation cancelled meanwhile: the next navigation patches.
      if (signal.aborted) return;
      patchWorkbenchRoutes(patch, registry, navigation);
      grown = true;
    },
  };
}

/** Loads the workbench once (again after a failed attempt, so a network error is not for good). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
