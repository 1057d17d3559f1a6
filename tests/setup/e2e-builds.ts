// Vitest global set-up of the e2e project: what its files run against is built once, before any of them starts,
// rather than by each file (files run side by side, and one file's build overwrote what another was running).
import { buildCli } from '../cli/support/twb-process';
import { ensureWebBuilt } from '../support/web-build';

export default async function setup(): Promise<void> {
  // twb as users run it (dist/cli/twb.js), always from the current sources.
  await buildCli();
  // The web build the pages are served from, when a test run starts without one (npm test builds it first).
  ensureWebBuilt();
}
