// The browser entry: boots the kernel with the browser platform and the plugins, then renders the app.
import 'reflect-metadata';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/table/lib/css/table.css';
import './app/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FocusStyleManager } from '@blueprintjs/core';
import { createKernel } from '../core/kernel/boot';
import { Clock, KeyValueStorage } from '../core/platform/tokens';
import { t } from '../core/i18n';
import { App } from './app/App';
import { bindBrowserPlatform } from './app/platform';
import { webPlugins } from './app/plugins';
import { createStaleChunkReloader } from './app/stale-chunk';

// Focus rings only for keyboard users, as Blueprint recommends.
FocusStyleManager.onlyShowFocusOnTabs();
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
