// Vite build of the web workbench: root is web/, output dist/web at the repo root, API proxied in development.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.TWB_API_TARGET ?? 'http://localhost:8080';

/** Blueprint's icon loader imports the table of every icon name to validate names: the build uses a stand-in. */
function liteIconNames(): Plugin {
  const standIn = fileURLToPath(new URL('./app/icon-names-lite.ts', import.meta.url));
  return {
    name: 'twb-lite-icon-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (/\/iconNames(\.js)?$/.test(source) && importer && /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/.test(importer)) return standIn;
      return null;
    },
  };
}

/**
 * react-router's package exports point every condition at its development build, whose warnings are behind a
 * constant the minifier cannot see through. The build takes the production files beside them (same API, the constant
 * false, so the warnings are dropped); the dev server keeps the warnings.
 */
const reactRouterProduction = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), liteIconNames()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // React is shared by every page and changes least: its own chunk stays cached across deployments. Everything
    // else is split by Rollup along the lazy routes, so the sign-in page loads only what it draws (no table, no
    // shell, no icon it does not show; see scripts/bench-page-weight.mjs and the budget test).
    rollupOptions: {
      output: {
        manualChunks: (id) => {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'vendor-react';
          return undefined;
        },
      },
    },
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/asynchronousApi': { target: apiTarget, changeOrigin: false },
    },
  },
}));
