// npm start: builds what is not built yet (web app and server bundle), then runs the bundled server.
// The build's output goes to dist/build.log (scripts/quiet-build.mjs); `npm start -- --verbose` shows it instead.
import process from 'node:process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { quietBuild } from './quiet-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = join(root, 'dist', 'server', 'server.js');
const webIndex = join(root, 'dist', 'web', 'index.html');
const verbose = process.argv.slice(2).includes('--verbose');

if (!existsSync(serverBundle) || !existsSync(webIndex)) {
  // npm_execpath is the npm that runs this script; fall back to npm on the PATH when started directly.
  const npm = process.env.npm_execpath;
  const status = await quietBuild({
    command: npm ? process.execPath : 'npm',
    args: npm ? [npm, 'run', 'build'] : ['run', 'build'],
    cwd: root,
    // Beside what it built, and gone with it (`rm -rf dist`); dist/ is git-ignored.
    logPath: join(root, 'dist', 'build.log'),
    verbose,
  });
  if (status !== 0) process.exit(status);
}

await import(pathToFileURL(serverBundle).href);
