// Vitest global set-up of the e2e project: what its files run against is built once, before any of them starts,
// rather than by each file (files run side by side, and one file's build overwrote what another was running).
import { resolve } from 'node:path';
import { buildIsStale } from '../../scripts/build-freshness.mjs';
import { buildCli } from '../cli/support/twb-process';
import { ensureWebBuilt } from '../support/web-build';

const ROOT = resolve(import.meta.dirname, '../..');

export default async function setup(): Promise<void> {
  // twb as users run it (dist/cli/twb.js), from the current sources: built again unless a build newer than every
  // source is there (npm test builds it just before; ~4 s saved at the start of the run).
  if (buildIsStale(ROOT, [resolve(ROOT, 'dist/cli/twb.js')])) await buildCli();
  // The web build the pages are served from, when a test run starts without one (npm test builds it first).
  ensureWebBuilt();
}
