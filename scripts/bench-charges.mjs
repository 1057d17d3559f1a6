// The monthly close at scale (issue 14): a fresh database with the demo seed, plus 10,000 generated members and
// 2,000,000 generated usage records in ONE billing period of the second demo corporation; then the close of that
// month (server/charges/close.ts, recomputed each run) as a ratio to a plain `select department_id, sum(amount) ...
// group by department_id` over the same rows in the same run, and the Excel breakdown of the month through the real
// HTTP server (streamed): its time and the growth of the process's memory while it streams.
// PGlite in memory, or a fresh database on DATABASE_URL (dropped afterwards).
// Usage: node scripts/bench-charges.mjs [runs=3] [--members=10000] [--records=2000000] [--json] [--profile] [--keep]
// --keep leaves the PostgreSQL database in place and prints its URL (to EXPLAIN the close's statements by hand).
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { median, signInBearer, timed } from './support-bench.mjs';
import { generateMembers, generateUses } from './support-usage-data.mjs';

register();
const { createApp } = await import('../server/app.ts');
const { createTestDatabase } = await import('../tests/support/server.ts');
const { closeChargeMonth, lastEndedChargeMonth } = await import('../server/charges/close.ts');
const { chargePeriodOfMonth } = await import('../core/charges/domain.ts');

const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3);
const memberCount = Number(process.argv.find((arg) => arg.startsWith('--members='))?.slice(10) ?? 10_000);
const recordCount = Number(process.argv.find((arg) => arg.startsWith('--records='))?.slice(10) ?? 2_000_000);
const asJson = process.argv.includes('--json');
const CORPORATION_ID = 2;
/**
 * The targets. The close groups the month by department, member, resource and price, joins names, and writes the
 * lines, fee, contracts and invoices: within 3x a bare group-by-department sum over the same rows (issue 14). The
 * Excel streams: the process may grow by a few batches, never by the month.
 */
const TARGET = { closeRatio: 3, excelRssGrowthMb: 200 };
const log = (text) => {
  if (!asJson) console.log(text);
};

const started = performance.now();
const database = await createTestDatabase();
const app = await createApp({ ...database.options, seed: true, logger: false });
let exitCode = 0;
try {
  const now = new Date();
  // The demo closed the last ended month (not confirmed): the bench fills it and recomputes it.
  const month = lastEndedChargeMonth(now);
  const period = chargePeriodOfMonth(month);
  await generateMembers(app.db, { corporationId: CORPORATION_ID, count: memberCount, prefix: 'c', lastName: '請求', lastNameKana: 'セイキュウ', now });
  // Within the period, ending four hours before its last day ends.
  const start = new Date(`${period.start}T00:00:00+09:00`);
  const spanSeconds = Math.floor((new Date(`${period.next}T00:00:00+09:00`).getTime() - start.getTime()) / 1000) - 4 * 3600;
  await generateUses(app.db, { corporationId: CORPORATION_ID, prefix: 'c', count: recordCount, start, spanSeconds, now });
  const setupMs = performance.now() - started;
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address();
  const baseUrl = `http://127.0.0.1:${port}`;
  const token = await signInBearer(baseUrl, 'admin02');
  const baselineSql = () => app.db.query(
    `select department_id, sum(amount)::bigint as amount from usage_records where corporation_id = $1
        and start_at >= ($2::date::timestamp at time zone 'Asia/Tokyo') and start_at < (($3::date + 1)::timestamp at time zone 'Asia/Tokyo')
      group by department_id`, [CORPORATION_ID, period.start, period.end]);
  // --profile: the time of each statement of the close, slowest first (to see where it goes).
  const profile = process.argv.includes('--profile') ? new Map() : null;
  const profiled = profile ? {
    ...app.db,
    kind: app.db.kind,
    transaction: (fn) => app.db.transaction((tx) => fn({
      exec: (sql) => tx.exec(sql),
      async query(sql, params) {
        const begin = performance.now();
        try {
          return await tx.query(sql, params);
        } finally {
          const key = sql.replace(/\s+/g, ' ').slice(0, 90);
          profile.set(key, (profile.get(key) ?? 0) + performance.now() - begin);
        }
      },
    })),
  } : app.db;
  const close = () => closeChargeMonth(profiled, CORPORATION_ID, month, now);
  let peakRss = 0;
  const excel = async () => {
    const response = await fetch(`${baseUrl}/api/charge/excel?month=${month.replace('-', '/')}&outputType=3`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`charge Excel answered ${response.status}: ${await response.text()}`);
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }
    return bytes;
  };
  await baselineSql();
  const baselines = [];
  const closes = [];
  let lines = 0;
  for (let i = 0; i < runs; i++) {
    baselines.push((await timed(baselineSql)).elapsed);
    const c = await timed(close);
    closes.push(c.elapsed);
    lines = c.value.lines;
  }
  global.gc?.();
  const idleRss = process.memoryUsage.rss();
  const x = await timed(excel);
  const report = {
    members: memberCount,
    records: recordCount,
    month,
    database: app.db.kind,
    setupSeconds: Number((setupMs / 1000).toFixed(1)),
    baselineGroupBySumP50Ms: Number(median(baselines).toFixed(1)),
    close: { lines, p50Ms: Number(median(closes).toFixed(1)), ratioToGroupBy: Number((median(closes) / median(baselines)).toFixed(2)) },
    excel: { bytes: x.value, ms: Number(x.elapsed.toFixed(1)), rssGrowthMb: Number(((peakRss - idleRss) / 1_048_576).toFixed(1)) },
    targets: TARGET,
  };
  const checks = { closeRatio: report.close.ratioToGroupBy <= TARGET.closeRatio, excelRssGrowthMb: report.excel.rssGrowthMb <= TARGET.excelRssGrowthMb };
  report.met = checks;
  if (asJson) console.log(JSON.stringify(report, null, 2));
  else {
    log(`charges (${app.db.kind}): ${memberCount.toLocaleString('en-US')} members, ${recordCount.toLocaleString('en-US')} records in month ${month} of corporation ${CORPORATION_ID}; setup ${report.setupSeconds} s`);
    log(`  baseline select sum(amount) group by department: p50 ${report.baselineGroupBySumP50Ms} ms`);
    log(`  close (recompute, ${lines.toLocaleString('en-US')} lines): p50 ${report.close.p50Ms} ms, ${report.close.ratioToGroupBy}x the group-by`);
    log(`  Excel breakdown (${(x.value / 1_048_576).toFixed(1)} MiB, streamed): ${report.excel.ms} ms; process grew ${report.excel.rssGrowthMb} MB`);
    log(`  target close <= ${TARGET.closeRatio}x group-by: ${checks.closeRatio ? 'met' : 'NOT met'}`);
    log(`  target Excel memory growth <= ${TARGET.excelRssGrowthMb} MB: ${checks.excelRssGrowthMb ? 'met' : 'NOT met'}`);
  }
  if (profile) for (const [sql, ms] of [...profile].sort((a, b) => b[1] - a[1]).slice(0, 8)) log(`  ${ms.toFixed(0).padStart(7)} ms  ${sql}`);
  if (Object.values(checks).some((ok) => !ok)) exitCode = 1;
} finally {
  await app.close();
  if (process.argv.includes('--keep') && database.options.databaseUrl) console.log(`kept: ${database.options.databaseUrl}`);
  else await database.drop().catch(() => undefined);
}
process.exit(exitCode);
