// Long work against the rest of the server (issue 10): the member list's p50/p99 under 20 concurrent sessions of
// another corporation, alone and while a generated 50,000-row members upload applies in the background, next to a
// trivial call (GET /users/loginUser) measured in the same run; the apply time (set-based: staged in short batches,
// one switch-over transaction); and the peak RSS over idle and the longest event loop stall during one 10 MB dry-run
// upload and during four at once. PGlite in memory, or a fresh database on DATABASE_URL.
// Usage: node scripts/bench-upload-apply.mjs [--rows=50000] [--sessions=20] [--apply-timeout=180] [--json]
import { Worker } from 'node:worker_threads';
import { performance, monitorEventLoopDelay } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { postUpload, quantile, signInBearer, uploadBody } from './support-bench.mjs';

register();
const { createApp } = await import('../server/app.ts');
const { createTestDatabase } = await import('../tests/support/server.ts');
const { csvText, utf8Bom } = await import('../server/uploads/test-support.ts');

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const ROWS = arg('rows', 50_000);
const SESSIONS = arg('sessions', 20);
// Three minutes is already a miss of the target by far: the bench says so then instead of waiting half an hour.
const APPLY_TIMEOUT_S = arg('apply-timeout', 180);
const asJson = process.argv.includes('--json');
/** The targets of issue 10. */
const TARGET = { listP99DuringApplyMs: 1000, applySeconds: 30, uploadRssOverIdleMb: 200, fourUploadsRssOverIdleMb: 400, eventLoopStallMs: 100 };

const log = (text) => {
  if (!asJson) console.log(text);
};

/**
 * The sessions each asking `path` in a loop until `until()` says stop (or `perSession` times), from their own thread
 * (support-load-worker.mjs); answers every request's time.
 */
function load(baseUrl, tokens, path, { perSession, until = () => false } = {}) {
  const worker = new Worker(new URL('./support-load-worker.mjs', import.meta.url), { workerData: { baseUrl, tokens, path, perSession } });
  const watch = setInterval(() => {
    if (until()) worker.postMessage('stop');
  }, 20);
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => {
    clearInterval(watch);
    void worker.terminate();
  });
}

const wide = (i) => String(i).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const memberRows = (count, tag) => Array.from({ length: count }, (_, i) => [
  'Edit', '', '総務部', '一括', `会員${wide(i)}`, 'イッカツ', 'カイイン', `${tag}-${i}`, `${tag}.${i}@mirai-works.co.jp`, '', '',
]);

const figures = (samples) => ({ n: samples.length, p50Ms: Number(quantile(samples, 0.5).toFixed(1)), p99Ms: Number(quantile(samples, 0.99).toFixed(1)) });

const database = await createTestDatabase();
const app = await createApp({ ...database.options, seed: true, logger: false });
let exitCode = 0;
try {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${app.app.server.address().port}`;
  const uploader = await signInBearer(baseUrl, 'admin01');
  // The other users: sessions of the second corporation, whose member list the upload does not touch.
  const others = [];
  for (let i = 0; i < SESSIONS; i++) others.push(await signInBearer(baseUrl, 'admin02'));
  const LIST = '/api/users/tenant/users';
  const TRIVIAL = '/api/users/loginUser';
  await load(baseUrl, others, LIST, { perSession: 2 });

  const trivial = figures(await load(baseUrl, others, TRIVIAL, { perSession: 10 }));
  const listAlone = figures(await load(baseUrl, others, LIST, { perSession: 10 }));

  // The apply: generated rows, answered at once, applied in the background while the others keep asking.
  const file = utf8Bom(csvText('members', memberRows(ROWS, 'bench')));
  const answer = await postUpload(baseUrl, uploader, { corporationId: 1, uploadDivision: 8 }, uploadBody(file));
  const applyStart = performance.now();
  let applyMs = null;
  const finished = app.uploads.idle().then(() => {
    applyMs = performance.now() - applyStart;
  });
  const applyStalls = monitorEventLoopDelay({ resolution: 10 });
  applyStalls.enable();
  const timeout = new Promise((resolve) => setTimeout(resolve, APPLY_TIMEOUT_S * 1000).unref());
  const during = load(baseUrl, others, LIST, { until: () => applyMs !== null || performance.now() - applyStart > APPLY_TIMEOUT_S * 1000 });
  await Promise.race([finished, timeout]);
  const listDuring = figures(await during);
  applyStalls.disable();
  const [job] = applyMs === null ? [{ status: 'unfinished' }] : await app.db.query('select status, applied_count from upload_jobs where id = $1', [Number(answer.transferHistoryId)]);

  // A 10 MB dry run: peak RSS over the idle process and the longest event loop stall while it is validated.
  // Just under the 10 MB limit: the row count from the size of a sample.
  const sampleBytes = utf8Bom(csvText('members', memberRows(10_000, 'big'))).byteLength;
  let bigCount = Math.floor((10_000 * 10 * 1024 * 1024) / sampleBytes);
  let big = utf8Bom(csvText('members', memberRows(bigCount, 'big')));
  while (big.byteLength > 9.7 * 1024 * 1024) {
    bigCount = Math.floor(bigCount * 0.97);
    big = utf8Bom(csvText('members', memberRows(bigCount, 'big')));
  }
  /** Peak RSS over the idle process and the longest event loop stall while `work` runs. */
  async function measured(work) {
    global.gc?.();
    const idleRss = process.memoryUsage().rss;
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 10);
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    const start = performance.now();
    await work();
    const ms = performance.now() - start;
    stalls.disable();
    clearInterval(sampler);
    return { ms, rssOverIdleMb: (peakRss - idleRss) / 1024 / 1024, stallMs: stalls.max / 1e6 };
  }
  const bigBody = uploadBody(big);
  const dryRun = () => postUpload(baseUrl, uploader, { corporationId: 1, uploadDivision: 8, dryRun: true }, bigBody);
  const one = await measured(dryRun);
  const four = await measured(() => Promise.all([dryRun(), dryRun(), dryRun(), dryRun()]));
  const dryMs = one.ms;
  const rssOverIdleMb = one.rssOverIdleMb;
  const stallMs = Math.max(one.stallMs, four.stallMs);

  const checks = {
    listP99DuringApply: listDuring.p99Ms <= TARGET.listP99DuringApplyMs,
    applySeconds: applyMs !== null && applyMs / 1000 <= TARGET.applySeconds && job.status === 'applied',
    uploadRssOverIdle: rssOverIdleMb <= TARGET.uploadRssOverIdleMb,
    fourUploadsRssOverIdle: four.rssOverIdleMb <= TARGET.fourUploadsRssOverIdleMb,
    eventLoopStall: stallMs <= TARGET.eventLoopStallMs,
  };
  const report = {
    database: app.db.kind,
    rows: ROWS,
    sessions: SESSIONS,
    trivial,
    listAlone: { ...listAlone, p50Ratio: Number((listAlone.p50Ms / trivial.p50Ms).toFixed(2)), p99Ratio: Number((listAlone.p99Ms / trivial.p99Ms).toFixed(2)) },
    listDuringApply: { ...listDuring, p50Ratio: Number((listDuring.p50Ms / trivial.p50Ms).toFixed(2)), p99Ratio: Number((listDuring.p99Ms / trivial.p99Ms).toFixed(2)) },
    apply: {
      status: job.status,
      seconds: applyMs === null ? null : Number((applyMs / 1000).toFixed(1)),
      rowsPerSecond: applyMs === null ? null : Math.round(ROWS / (applyMs / 1000)),
      // On PGlite, the longest time one statement held the process (the switch-over's largest bulk statement).
      longestStallMs: Math.round(applyStalls.max / 1e6),
    },
    dryRun10Mb: { megabytes: Number((big.byteLength / 1024 / 1024).toFixed(1)), seconds: Number((dryMs / 1000).toFixed(1)), rssOverIdleMb: Math.round(rssOverIdleMb), longestStallMs: Math.round(stallMs) },
    fourDryRuns10Mb: { seconds: Number((four.ms / 1000).toFixed(1)), rssOverIdleMb: Math.round(four.rssOverIdleMb), longestStallMs: Math.round(four.stallMs) },
    targets: TARGET,
    checks,
  };
  if (asJson) console.log(JSON.stringify(report, null, 2));
  else {
    log(`upload apply on ${report.database}: ${ROWS.toLocaleString('en-US')} rows, ${SESSIONS} sessions of another corporation`);
    log(`  trivial call (baseline): p50 ${trivial.p50Ms} ms, p99 ${trivial.p99Ms} ms`);
    log(`  member list alone: p50 ${listAlone.p50Ms} ms (${report.listAlone.p50Ratio}x), p99 ${listAlone.p99Ms} ms (${report.listAlone.p99Ratio}x)`);
    log(`  member list during the apply: p50 ${listDuring.p50Ms} ms (${report.listDuringApply.p50Ratio}x), p99 ${listDuring.p99Ms} ms (${report.listDuringApply.p99Ratio}x), ${listDuring.n} requests`);
    log(`  apply: ${report.apply.status}, ${report.apply.seconds ?? `> ${APPLY_TIMEOUT_S}`} s (${report.apply.rowsPerSecond ?? '?'} rows/s), longest event loop stall ${report.apply.longestStallMs} ms`);
    log(`  10 MB dry run: ${report.dryRun10Mb.seconds} s, peak RSS ${report.dryRun10Mb.rssOverIdleMb} MB over idle, longest event loop stall ${report.dryRun10Mb.longestStallMs} ms`);
    log(`  four 10 MB dry runs at once: ${report.fourDryRuns10Mb.seconds} s, peak RSS ${report.fourDryRuns10Mb.rssOverIdleMb} MB over idle, longest event loop stall ${report.fourDryRuns10Mb.longestStallMs} ms`);
    for (const [name, ok] of Object.entries(checks)) log(`  target ${name}: ${ok ? 'met' : 'NOT met'}`);
  }
  if (Object.values(checks).some((ok) => !ok)) exitCode = 1;
} finally {
  // An apply still running past the timeout is abandoned with the process (in-memory PGlite, or a dropped database).
  await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  await database.drop().catch(() => undefined);
}
process.exit(exitCode);
