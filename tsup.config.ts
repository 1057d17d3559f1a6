// Node bundles: the twb CLI as one executable file, and the reference server.
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // One self-contained executable: every dependency bundled, no chunks (splitting off), so dynamic imports of the
    // commands and of undici become lazily evaluated parts of the same file; `twb --help` evaluates neither.
    entry: { twb: 'cli/main.ts' },
    outDir: 'dist/cli',
    format: ['esm'],
    // package.json's "bin" names twb.js; say so rather than depend on where tsup finds "type": "module".
    outExtension: () => ({ js: '.js' }),
    platform: 'node',
    target: 'node20',
    bundle: true,
    splitting: false,
    clean: true,
    sourcemap: false,
    noExternal: [/.*/],
    // The shebang, and a `require` for the CommonJS dependencies (undici) that esbuild's ESM output cannot provide.
    banner: {
      js: [
        '#!/usr/bin/env node',
        "import { createRequire as __twbCreateRequire } from 'node:module';",
        'const require = __twbCreateRequire(import.meta.url);',
      ].join('\n'),
    },
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
