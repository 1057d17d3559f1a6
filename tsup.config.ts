// Node bundles: the twb CLI as one executable file, and the reference server.
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { twb: 'cli/main.ts' },
    outDir: 'dist/cli',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    bundle: true,
    splitting: true,
    clean: true,
    banner: { js: '#!/usr/bin/env node' },
    noExternal: [/^(?!undici$)/],
    external: ['undici'],
  },
  {
    entry: { server: 'server/main.ts' },
    outDir: 'dist/server',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    bundle: true,
    clean: true,
    // Dependencies stay in node_modules: the server runs from the installed package.
    skipNodeModulesBundle: true,
  },
]);
