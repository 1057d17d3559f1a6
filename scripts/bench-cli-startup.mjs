// Startup cost of the built CLI: spawns `node dist/cli/twb.js --help` and `node -e 0` N times each, reports medians.
// Target: `twb --help` within 1.5x of `node -e 0` (median against median, same run); a miss prints NOT met and exits 1.
// Usage: node scripts/bench-cli-startup.mjs [runs=20] [--json]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const cliPath = fileURLToPath(new URL('../dist/cli/twb.js', import.meta.url));
const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 20);
const asJson = process.argv.includes('--json');
const WARMUP = 3;
const TARGET_RATIO = 1.5;

if (!existsSync(cliPath)) {
  console.error(`${cliPath} がありません。先に npx tsup でビルドしてください。`);
  process.exit(1);
}

function timeOnce(args) {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: 'ignore' });
  const elapsed = performance.now() - start;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}`);
  return elapsed;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Interleaves the cases run by run so that machine load drifts hit both alike. */
function bench(cases) {
  for (let i = 0; i < WARMUP; i++) for (const c of cases) timeOnce(c.args);
  const samples = cases.map(() => []);
  for (let i = 0; i < runs; i++) cases.forEach((c, index) => samples[index].push(timeOnce(c.args)));
  return cases.map((c, index) => ({
    name: c.name,
    median: median(samples[index]),
    min: Math.min(...samples[index]),
    max: Math.max(...samples[index]),
  }));
}

const cases = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'node dist/cli/twb.js --help', args: [cliPath, '--help'] },
];
const [baseline, cli] = bench(cases);
const report = {
  runs,
  baselineMs: Number(baseline.median.toFixed(1)),
  cliHelpMs: Number(cli.median.toFixed(1)),
  overheadMs: Number((cli.median - baseline.median).toFixed(1)),
  ratio: Number((cli.median / baseline.median).toFixed(2)),
  targetRatio: TARGET_RATIO,
  // Decided on the unrounded ratio: a miss is never rounded into a pass.
  met: cli.median <= TARGET_RATIO * baseline.median,
};

if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const r of [baseline, cli]) {
    console.log(`${r.name.padEnd(30)} median ${r.median.toFixed(1)} ms  (min ${r.min.toFixed(1)}, max ${r.max.toFixed(1)}, ${runs} runs)`);
  }
  console.log(`overhead ${report.overheadMs} ms, ratio ${report.ratio}x`);
  console.log(`target twb --help <= ${TARGET_RATIO}x node -e 0: ${report.met ? 'met' : 'NOT met'}`);
}
if (!report.met) process.exitCode = 1;
