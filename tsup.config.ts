// Node bundles: the twb CLI as one executable file, and the reference server.
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // Self-contained (every dependency bundled) and split: twb.js holds what `twb --help` runs, and each command, undici
    // and the message catalogues are chunks beside it, read only when imported. As one file (splitting off) the 2 MB
    // bundle, undici alone 1.1 MB, was read, decoded and compiled on every start although --help evaluated none of it:
    // 2.0-2.3x `node -e 0` against a budget of 1.5x. The folder dist/cli is the unit to ship; "bin" names its entry.
    entry: { twb: 'cli/main.ts' },
    outDir: 'dist/cli',
    format: ['esm'],
    // package.json's "bin" names twb.js; say so rather than depend on where tsup finds "type": "module".
    outExtension: () => ({ js: '.js' }),
    platform: 'node',
    target: 'node20',
    bundle: true,
    splitting: true,
    clean: true,
    sourcemap: false,
    noExternal: [/.*/],
    // The shebang, and a `require` for the CommonJS dependencies (undici) that esbuild's ESM output cannot provide
    // (in every chunk: each module has its own scope; a shebang line is valid at the top of any module).
    banner: {
      js: [
        '#!/usr/bin/env node',
        "import { createRequire as __twbCreateRequire } from 'node:module';",
        'const require = __twbCreateRequire(import.meta.url);',
      ].join('\n'),
    },
  },
  {
    // The embedded database's thread beside server.js, where pglite-database.ts looks for it (as beside its source).
    entry: { server: 'server/main.ts', 'pglite-worker': 'server/db/pglite-worker.js' },
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
