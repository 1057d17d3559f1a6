// Whether the built product (dist/) is older than what it is built from, so that `npm start` after a pull or an
// edit runs the sources as they are rather than the last build. Only modification times are compared: a build is
// a minute, a check of the sources' times a few tens of milliseconds.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The folders and files the web app and the server bundle are built from. */
export const BUILD_SOURCES = ['core', 'web', 'plugins', 'server', 'cli', 'package.json', 'package-lock.json', 'tsup.config.ts', 'tsconfig.json'];

/** The latest modification time (ms) of the files under `path`, test files and node_modules left out; 0 if none. */
export function newestModification(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestModification(join(path, entry.name)));
  }
  return newest;
}

/** True when an output is missing or older than a source it is built from. */
export function buildIsStale(root, outputs) {
  const built = Math.min(...outputs.map((output) => newestModification(output)));
  if (built === 0) return true;
  return BUILD_SOURCES.some((source) => newestModification(join(root, source)) > built);
}
