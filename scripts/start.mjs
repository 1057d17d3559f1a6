// npm start: builds the web app and the server bundle when they are not built yet or are older than their sources
// (after a pull or an edit), then runs the bundled server.
// The build's output goes to dist/build.log (scripts/quiet-build.mjs); `npm start -- --verbose` shows it instead.
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { quietBuild } from './quiet-build.mjs';
import { buildIsStale } from './build-freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = join(root, 'dist', 'server', 'server.js');
const webIndex = join(root, 'dist', 'web', 'index.html');
const verbose = process.argv.slice(2).includes('--verbose');

if (buildIsStale(root, [serverBundle, webIndex])) {
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
