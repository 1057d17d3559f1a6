// Browser tests run against the built web app: build it once when a test run starts without one.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export function ensureWebBuilt(): void {
  if (existsSync(`${root}dist/web/index.html`)) return;
  // As npm run build makes it: vitest sets NODE_ENV=test, under which Vite bundled React's development build (the
  // sign-in page's JavaScript 207 KB instead of ~145 KB).
  execFileSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build', '--config', 'web/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
