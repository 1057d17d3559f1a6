// Test projects: node (core, cli, server, scripts), dom (components in jsdom), browser (components in real Chromium),
// e2e (the built product in real Chromium driven by Playwright, against a server started by the test).
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { chromiumPath } from './tests/support/chromium-path';

const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const NODE_TESTS = ['core/**/*.test.ts', 'cli/**/*.test.ts', 'server/**/*.test.ts', 'plugins/**/*.node.test.ts', 'scripts/**/*.test.ts'];
/** Node tests that mock or reset modules, which must not leak into the shared module graph of the node project. */
const NODE_TESTS_ALONE = ['core/i18n/registry.test.ts', 'server/auth/sign-in-security-log.test.ts'];

export default defineConfig({
  test: {
    // One worker per core. Vitest's default is one fewer (one on a 2-core machine), while a file spends much of its
    // time waiting on its server, its database thread or its browser. One more than the cores was tried and is slower:
    // /proc/stat shows both cores 100 % busy through the whole run with one per core (time(1) counts less: it misses
    // the browsers' processes), and a third worker only added contention (npm test 21:50 -> 23:27, CPU +28 %).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...NODE_TESTS_ALONE],
          setupFiles: ['tests/setup/node.ts'],
          // The run's database templates, which every test server starts from (tests/support/templates.ts).
          globalSetup: ['tests/setup/templates.ts'],
          // One module graph per worker, not per file: importing the server, the contract and the catalogues again
          // for each of ~125 files cost a quarter of the project's time. Each file starts its own server and database.
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The node tests that replace modules (vi.mock, vi.resetModules): each in a module graph of its own.
          name: 'node-isolated',
          environment: 'node',
          include: NODE_TESTS_ALONE,
          setupFiles: ['tests/setup/node.ts'],
          globalSetup: ['tests/setup/templates.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['web/**/*.test.tsx', 'plugins/**/*.test.tsx'],
          exclude: ['**/*.browser.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
          // One module graph per worker, not per file: importing React, Blueprint and the kit again for each of ~60
          // files cost more than their tests. Each test renders its own kernel and tree (cleanup in tests/setup/dom.ts).
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        // Vite pre-bundles the browser's dependencies from what its first scan of the test files finds; one found
        // only later (typebox, reached through the contract's schemas in core/api/schema.ts) is bundled mid-run and
        // the page reloads under the running tests, failing them. Dependencies the web code imports that the scan
        // misses are named here (vitest's browser plugin adds its own to this list).
        optimizeDeps: { include: ['typebox'] },
        test: {
          name: 'browser',
          include: ['web/**/*.browser.test.tsx', 'plugins/**/*.browser.test.tsx'],
          setupFiles: ['tests/setup/browser.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts', 'tests/cli/**/*.cli.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
          globalSetup: ['tests/setup/templates.ts', 'tests/setup/e2e-builds.ts'],
          // One module graph per worker, as in the node project: each file paid ~6 s to import the server, the
          // contract, the catalogues and Playwright again. Each file still starts its own server and browser.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Files side by side, as many as maxWorkers (each has its own server, database copy and browser): the e2e
          // project alone took 701 s one file at a time and 540 s two at a time on this 2-core machine (Chromium's
          // headless build uses ~1.4 cores per file). TWB_E2E_SERIAL=1 runs them one at a time, to tell a race between files from a
          // test's own. A failed test leaves screenshots and the page's text (tests/support/e2e-session.ts).
          fileParallelism: !process.env.TWB_E2E_SERIAL,
          // A real browser against a real server on a shared machine: give polled expectations time to settle.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
