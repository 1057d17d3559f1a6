// npm start: builds what is not built yet (web app and server bundle), then runs the bundled server.
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = join(root, 'dist', 'server', 'server.js');
const webIndex = join(root, 'dist', 'web', 'index.html');

if (!existsSync(serverBundle) || !existsSync(webIndex)) {
  // npm_execpath is the npm that runs this script; fall back to npm on the PATH when started directly.
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(serverBundle).href);
