// The web application: the container for React, Blueprint's providers, and the router (built by the entry point:
// the browser's grows from the sign-in pages, see browser-router.ts; tests pass a memory router).
import { RouterProvider, type DataRouter } from 'react-router';
import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { ServicesProvider, type WebServices } from '../kit';

export interface AppProps {
  services: WebServices;
  router: DataRouter;
}

export function App({ services, router }: AppProps) {
  return (
    <ServicesProvider services={services}>
      {/* BlueprintProvider less its HotkeysProvider: no page binds hotkeys, and its help dialog is sign-in weight. */}
      <OverlaysProvider>
        <PortalProvider>
          <RouterProvider router={router} />
        </PortalProvider>
      </OverlaysProvider>
    </ServicesProvider>
  );
}
