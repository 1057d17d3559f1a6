// Usage results at scale: a fresh in-memory PGlite database with the demo seed, plus 10,000 generated members and
// 2,000,000 generated usage records (thirteen months) in the second demo corporation; then, through the real HTTP
// server, the first page of GET /api/usage/tenant/usage for one month (p50) and POST /api/usage/tenant/csv of that
// month (streamed to a client process), each as a ratio to a plain `select count(*)` over the same month measured in the same run, and the
// growth of the process's memory while the CSV streams. "met"/"NOT met" per target; a miss exits non-zero.
// PGlite in memory, or a fresh database on DATABASE_URL (dropped afterwards).
// Usage: node scripts/bench-usage.mjs [runs=15] [--members=10000] [--records=2000000] [--json]
import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { median, quantile, signInBearer, timed } from './support-bench.mjs';
import { generateMembers, generateUses } from './support-usage-data.mjs';

register();
const { createApp } = await import('../server/app.ts');
const { createTestDatabase } = await import('../tests/support/server.ts');

const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 15);
const memberCount = Number(process.argv.find((arg) => arg.startsWith('--members='))?.slice(10) ?? 10_000);
const recordCount = Number(process.argv.find((arg) => arg.startsWith('--records='))?.slice(10) ?? 2_000_000);
const asJson = process.argv.includes('--json');
const CORPORATION_ID = 2;
const MONTHS = 13;
/**
 * The targets. The first page counts and sums the whole filtered month for its totals, so it cannot beat count(*):
 * within 3x is the index doing its work. The CSV reads, joins, formats and encodes every record of the month
 * where count(*) only counts index entries; 60x keeps it in the tens of seconds for a month of 150,000 records.
 * The stream holds one batch at a time: the process may grow by a few batches, never by the month.
 */
const TARGET = { firstPageRatio: 3, csvRatio: 60, csvRssGrowthMb: 150 };
/**
 * The download, in a process of its own: asks for the CSV as a browser does (compressed), reads it as it comes and
 * answers the bytes and the time from the request to the last byte.
 */
const CSV_CLIENT = `
// The client's network code loaded and a connection open first, as in a browser that has the page.
await fetch(new URL('/api/no-such-call', process.env.CSV_URL)).then((r) => r.arrayBuffer());
const started = performance.now();
const response = await fetch(process.env.CSV_URL, {
  method: 'POST', headers: { authorization: 'Bearer ' + process.env.CSV_TOKEN, 'content-type': 'application/json' }, body: process.env.CSV_BODY,
});
if (!response.ok) throw new Error('usage CSV answered ' + response.status);
let bytes = 0;
for await (const chunk of response.body) bytes += chunk.length;
console.log(JSON.stringify({ bytes, ms: performance.now() - started }));
`;
const log = (text) => {
  if (!asJson) console.log(text);
};

const started = performance.now();
const database = await createTestDatabase();
const app = await createApp({ ...database.options, seed: true, logger: false });
let exitCode = 0;
try {
  const now = new Date();
  await generateMembers(app.db, { corporationId: CORPORATION_ID, count: memberCount, prefix: 'u', lastName: '利用', lastNameKana: 'リヨウ', now });
  // Spread over the last MONTHS months up to yesterday.
  const start = new Date(now.getTime() - MONTHS * 30 * 86_400_000);
  await generateUses(app.db, { corporationId: CORPORATION_ID, prefix: 'u', count: recordCount, start, spanSeconds: Math.floor((now.getTime() - 86_400_000 - start.getTime()) / 1000), now });
  const setupMs = performance.now() - started;
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address();
  const baseUrl = `http://127.0.0.1:${port}`;
  const token = await signInBearer(baseUrl, 'admin02');
  // The last whole calendar month before this one (Japan time).
  const jst = new Date(now.getTime() + 9 * 3_600_000);
  const first = new Date(Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), 0));
  const day = (d) => d.toISOString().slice(0, 10);
  const slash = (d) => day(d).replaceAll('-', '/');
  const count = () => app.db.query(
    `select count(*)::int as n from usage_records where corporation_id = $1 and start_at >= ($2::date::timestamp at time zone 'Asia/Tokyo')
        and start_at < (($3::date + 1)::timestamp at time zone 'Asia/Tokyo')`, [CORPORATION_ID, day(first), day(last)]);
  const page = async () => {
    const response = await fetch(`${baseUrl}/api/usage/tenant/usage?startDate=${slash(first)}&toDate=${slash(last)}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    if (!response.ok) throw new Error(`usage list answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  };
  let peakRss = 0;
  // The CSV is downloaded by another process, as a browser elsewhere would: the server's memory is the figure, and a
  // client in this process (fetch buffering and inflating 30 MB) counted its own buffers (tens of MB) and work in it.
  const csv = () => new Promise((resolve, reject) => {
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 10);
    const child = execFile(process.execPath, ['--input-type=module', '-e', CSV_CLIENT], {
      env: { ...process.env, CSV_URL: `${baseUrl}/api/usage/tenant/csv`, CSV_TOKEN: token, CSV_BODY: JSON.stringify({ startDate: slash(first), toDate: slash(last) }) },
    }, (error, stdout) => {
      clearInterval(sampler);
      if (error) reject(error);
      else resolve(JSON.parse(stdout));
    });
    child.stdin?.end();
  });
  for (let i = 0; i < 3; i++) {
    await count();
    await page();
  }
  const counts = [];
  const pages = [];
  let monthRecords = 0;
  let firstPageTotal = 0;
  for (let i = 0; i < runs; i++) {
    const c = await timed(count);
    counts.push(c.elapsed);
    monthRecords = c.value[0].n;
    const p = await timed(page);
    pages.push(p.elapsed);
    firstPageTotal = p.value.totalCount;
  }
  global.gc?.();
  const idleRss = process.memoryUsage.rss();
  const csvRuns = [];
  let csvBytes = 0;
  const baselineForCsv = [];
  for (let i = 0; i < Math.max(2, Math.min(5, Math.floor(runs / 3))); i++) {
    baselineForCsv.push((await timed(count)).elapsed);
    const c = await csv();
    csvRuns.push(c.ms);
    csvBytes = c.bytes;
  }
  const baseline = median(counts);
  const report = {
    members: memberCount,
    records: recordCount,
    month: `${slash(first)}-${slash(last)}`,
    monthRecords,
    setupSeconds: Number((setupMs / 1000).toFixed(1)),
    baselineCountP50Ms: Number(baseline.toFixed(2)),
    firstPage: { totalCount: firstPageTotal, p50Ms: Number(median(pages).toFixed(2)), p95Ms: Number(quantile(pages, 0.95).toFixed(2)), ratioToCount: Number((median(pages) / baseline).toFixed(2)) },
    csv: {
      bytes: csvBytes, p50Ms: Number(median(csvRuns).toFixed(1)), ratioToCount: Number((median(csvRuns) / median(baselineForCsv)).toFixed(2)),
      rssGrowthMb: Number(((peakRss - idleRss) / 1_048_576).toFixed(1)),
    },
    database: app.db.kind,
    targets: TARGET,
  };
  const checks = {
    firstPageRatio: report.firstPage.ratioToCount <= TARGET.firstPageRatio,
    csvRatio: report.csv.ratioToCount <= TARGET.csvRatio,
    csvRssGrowthMb: report.csv.rssGrowthMb <= TARGET.csvRssGrowthMb,
  };
  report.met = checks;
  if (firstPageTotal !== monthRecords) throw new Error(`the list counted ${firstPageTotal} records, count(*) ${monthRecords}`);
  if (asJson) console.log(JSON.stringify(report, null, 2));
  else {
    log(`usage (${app.db.kind}): ${memberCount.toLocaleString('en-US')} members, ${recordCount.toLocaleString('en-US')} records in corporation ${CORPORATION_ID}; month ${report.month} holds ${monthRecords.toLocaleString('en-US')}; setup ${report.setupSeconds} s`);
    log(`  baseline select count(*) over the month: p50 ${report.baselineCountP50Ms} ms`);
    log(`  first page (100 rows + totals): p50 ${report.firstPage.p50Ms} ms, p95 ${report.firstPage.p95Ms} ms, ${report.firstPage.ratioToCount}x count(*)`);
    log(`  CSV of the month (${(csvBytes / 1_048_576).toFixed(1)} MiB, streamed): p50 ${report.csv.p50Ms} ms, ${report.csv.ratioToCount}x count(*); process grew ${report.csv.rssGrowthMb} MB`);
    log(`  target first page <= ${TARGET.firstPageRatio}x count(*): ${checks.firstPageRatio ? 'met' : 'NOT met'}`);
    log(`  target CSV <= ${TARGET.csvRatio}x count(*): ${checks.csvRatio ? 'met' : 'NOT met'}`);
    log(`  target CSV memory growth <= ${TARGET.csvRssGrowthMb} MB: ${checks.csvRssGrowthMb ? 'met' : 'NOT met'}`);
  }
  if (Object.values(checks).some((ok) => !ok)) exitCode = 1;
} finally {
  await app.close();
  await database.drop().catch(() => undefined);
}
process.exit(exitCode);
