// The browser entry: the sign-in pages with the services they use, made without the container; the workbench (the
// kernel with every plugin, the shell) loads with the first page that needs it (web/app/browser-router.ts).
// First: the Reflect metadata API inversify's decorators write to when the core service classes are defined (the web's
// build and dev server resolve it to app/reflect-metadata.ts, the part of the API inversify calls: see vite.config.ts).
import 'reflect-metadata/lite';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { FocusStyleManager } from '@blueprintjs/core';
import { Clock, KeyValueStorage } from '../core/platform/tokens';
import { NavigationService } from '../core/services/contracts';
import { setMissingMessagePolicy, t } from '../core/i18n';
import { authPlugin } from '../plugins/auth';
import { App } from './app/App';
import { browserPlatform } from './app/platform';
import { installSplitIconLoader } from './app/icon-paths';
import { createSignInServices } from './app/sign-in-services';
import { growingRoutes, once } from './app/browser-router';
import { createStaleChunkReloader } from './app/stale-chunk';

// A message whose catalogue a page forgot to import throws in development (loud where it happens); a production
// page shows the key and logs it instead of falling to the error page (core/i18n/loading.test.ts checks the imports).
if (import.meta.env.PROD) setMissingMessagePolicy('report');
// Focus rings only for keyboard users, as Blueprint recommends.
FocusStyleManager.onlyShowFocusOnTabs();
installSplitIconLoader();
document.title = t('app.name');

const services = createSignInServices(browserPlatform());
const loadWorkbench = once(async () => (await import('./app/workbench')).startWorkbench(services));
// The auth plugin's routes: of these, the entry's tree takes the sign-in pages (buildSignInRoutes).
const { routes, patchRoutesOnNavigation } = growingRoutes(authPlugin.routes ?? [], services.get<NavigationService>(NavigationService), loadWorkbench);
const router = createBrowserRouter(routes, { patchRoutesOnNavigation });

// Vite reports a failed preload of a page chunk's dependencies here, before the import itself fails.
const staleChunks = createStaleChunkReloader(
  services.get<KeyValueStorage>(KeyValueStorage),
  services.get<Clock>(Clock),
  () => window.location.reload(),
);
window.addEventListener('vite:preloadError', (event) => {
  if (staleChunks.reloadOnce()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);
