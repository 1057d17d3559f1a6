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

/**
 * react-router's production build creates its components and contexts at the top of its module
 * (`var Form = React.forwardRef(...)` then `Form.displayName = "Form"`), which a bundler must keep, used or not: the
 * sign-in page downloaded NavLink, Form and a handful of contexts no page uses. This marks those initializers pure and
 * drops their displayName assignments (names for React DevTools), so Rollup removes what nothing uses and keeps the
 * rest as it was (react-router's own pull request 15299 does the same upstream). A new react-router whose code no
 * longer matches is left as it is (scripts/bundle-report.mjs then shows the bytes back in the sign-in chunks).
 */
function reactRouterPureInitializers(): Plugin {
  return {
    name: 'twb-react-router-pure-initializers',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/.test(id)) return null;
      const pure = new Set<string>();
      const marked = code.replace(/^var (\w+) = (React\d*\.(?:forwardRef|createContext)\()/gm, (_whole, name: string, call: string) => {
        pure.add(name);
        return `var ${name} = /* @__PURE__ */ ${call}`;
      });
      if (pure.size === 0) return null;
      return { code: marked.replace(/^(\w+)\.displayName = "[^"\n]*";$/gm, (line, name: string) => (pure.has(name) ? '' : line)), map: null };
    },
  };
}

/**
 * inversify's container package installs the Reflect metadata API itself (`import 'reflect-metadata/lite'`). The web
 * takes the three functions inversify calls (app/reflect-metadata.ts) instead of the package's whole API: 3 KB gzip
 * less on the sign-in page, whose core services are decorated classes.
 */
const reflectMetadata = { find: /^reflect-metadata(\/lite)?$/, replacement: fileURLToPath(new URL('./app/reflect-metadata.ts', import.meta.url)) };

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), liteIconNames(), reactRouterPureInitializers()],
  resolve: { alias: command === 'build' ? [reflectMetadata, { find: /^react-router$/, replacement: reactRouterProduction }] : [reflectMetadata] },
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
