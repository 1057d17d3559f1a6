// npm run bench: runs every scripts/bench-*.mjs in turn; each prints its figures as ratios to a baseline it
// measures in the same run (these machines are shared and noisy, so absolute times alone mean little).
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const benches = readdirSync(here).filter((f) => /^bench-.+\.mjs$/.test(f)).sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, [join(here, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
