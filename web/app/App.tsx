// The web application: the container for React, Blueprint's providers, and the router built from the registry.
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import type { PluginRegistry } from '../../core/kernel/registry';
import { NavigationService } from '../../core/services/contracts';
import { ServicesProvider, type WebServices } from '../kit';
import { buildRoutes } from './build-routes';

export function createAppRouter(registry: PluginRegistry, navigation: NavigationService): DataRouter {
  return createBrowserRouter(buildRoutes(registry, navigation));
}

export interface AppProps {
  services: WebServices;
  registry: PluginRegistry;
  /** Tests pass a memory router; the browser entry lets the app create the browser router. */
  router?: DataRouter;
}

export function App({ services, registry, router }: AppProps) {
  const appRouter = useMemo(
    () => router ?? createAppRouter(registry, services.get<NavigationService>(NavigationService)),
    [router, registry, services],
  );
  return (
    <ServicesProvider services={services}>
      {/* BlueprintProvider less its HotkeysProvider: no page binds hotkeys, and its help dialog is sign-in weight. */}
      <OverlaysProvider>
        <PortalProvider>
          <RouterProvider router={appRouter} />
        </PortalProvider>
      </OverlaysProvider>
    </ServicesProvider>
  );
}
