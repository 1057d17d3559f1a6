// The browser entry: boots the kernel with the browser platform and the plugins, then renders the app.
// The lite build: the same global Reflect metadata API inversify needs, without the polyfills of Map and Set
// that every supported browser has (half the weight).
import 'reflect-metadata/lite';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FocusStyleManager } from '@blueprintjs/core';
import { createKernel } from '../core/kernel/boot';
import { Clock, KeyValueStorage } from '../core/platform/tokens';
import { setMissingMessagePolicy, t } from '../core/i18n';
import { App } from './app/App';
import { bindBrowserPlatform } from './app/platform';
import { installSplitIconLoader } from './app/icon-paths';
import { webPlugins } from './app/plugins';
import { createStaleChunkReloader } from './app/stale-chunk';

// A message whose catalogue a page forgot to import throws in development (loud where it happens); a production
// page shows the key and logs it instead of falling to the error page (core/i18n/loading.test.ts checks the imports).
if (import.meta.env.PROD) setMissingMessagePolicy('report');
// Focus rings only for keyboard users, as Blueprint recommends.
FocusStyleManager.onlyShowFocusOnTabs();
installSplitIconLoader();
document.title = t('app.name');

const kernel = createKernel({ plugins: webPlugins, platform: bindBrowserPlatform });

// Vite reports a failed preload of a page chunk's dependencies here, before the import itself fails.
const staleChunks = createStaleChunkReloader(
  kernel.container.get<KeyValueStorage>(KeyValueStorage),
  kernel.container.get<Clock>(Clock),
  () => window.location.reload(),
);
window.addEventListener('vite:preloadError', (event) => {
  if (staleChunks.reloadOnce()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App services={kernel.container} registry={kernel.registry} />
  </StrictMode>,
);
