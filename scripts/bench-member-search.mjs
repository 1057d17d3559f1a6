// Member search at scale: a fresh in-memory PGlite database with the demo seed, plus 100,000 generated members in
// the second demo corporation (not part of the default seed); then GET /api/users/tenant/users with filters and
// sorts through the real HTTP server, against GET /api/users/loginUser measured in the same run as the baseline.
// With DATABASE_URL (a PostgreSQL role that may create databases) the same on a database of its own, dropped after.
// Usage: [DATABASE_URL=postgres://...] node scripts/bench-member-search.mjs [runs=40] [--members=100000] [--json]
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { quantile, signInBearer } from './support-bench.mjs';
import { addDepartments, generateMembers } from './support-member-data.mjs';

register();
const { createApp } = await import('../server/app.ts');
const { refreshPlannerStatistics } = await import('../server/db/planner-statistics.ts');
const { createTestDatabase } = await import('../tests/support/server.ts');

const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 40);
const memberCount = Number(process.argv.find((arg) => arg.startsWith('--members='))?.slice(10) ?? 100_000);
const asJson = process.argv.includes('--json');
const WARMUP = 8;
const CORPORATION_ID = 2;
/** Each search's median (10x on PGlite, 4x on PostgreSQL) and p95 as multiples of the baseline call's median in the same run. */
const TARGET_MEDIAN_RATIO = { pglite: 10, postgres: 4 };
const TARGET_P95_RATIO = 20;

const log = (text) => {
  if (!asJson) console.log(text);
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function timeCall(baseUrl, token, path) {
  const start = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  const body = await response.json();
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return { elapsed, body };
}

const started = performance.now();
// A database of its own: in memory, or a new one on the PostgreSQL of DATABASE_URL.
const database = await createTestDatabase('empty');
const app = await createApp({ ...database.options, seed: true, logger: false });
try {
  const now = new Date();
  const departmentIds = await addDepartments(app.db, CORPORATION_ID, now);
  await generateMembers(app.db, CORPORATION_ID, departmentIds, memberCount, now);
  // What the server does once an upload has made a table grow (its upload runner, server/db/planner-statistics.ts).
  const analyzed = await refreshPlannerStatistics(app.db);
  // On PostgreSQL that is ANALYZE alone; autovacuum, which a running PostgreSQL has, sets the visibility map soon after.
  if (app.db.kind === 'postgres') await app.db.exec('vacuum user_rows');
  log(`${app.db.kind}: planner statistics refreshed for: ${analyzed.join(', ') || '(none)'}`);
  const setupMs = performance.now() - started;
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address();
  const baseUrl = `http://127.0.0.1:${port}`;
  const admin = await signInBearer(baseUrl, 'admin02');
  const clerk = await signInBearer(baseUrl, 'clerk21');
  const threeDepartments = departmentIds.slice(2, 5).join(',');

  const cases = [
    { name: 'baseline GET /users/loginUser', token: admin, path: '/api/users/loginUser', baseline: true },
    { name: 'members: default filter, default sort (chargeDisplayOrder asc), 500 rows', token: admin, path: '/api/users/tenant/users' },
    { name: 'members: 3 departments + approved, sort userNameKana desc', token: admin, path: `/api/users/tenant/users?sOrganizationId=${threeDepartments}&approvalDivision=2&sort=userNameKana&sortOrder=desc` },
    { name: 'members: initial password + in use + no FLEX, sort mailAddress asc', token: admin, path: '/api/users/tenant/users?passwordResetFlg=true&serviceUsage=false&flexContractFlg=false&sort=mailAddress' },
    { name: 'members: name contains 田 incl. deleted, sort lastUpdated desc', token: admin, path: `/api/users/tenant/users?userName=${encodeURIComponent('田')}&includDeletedFlg=true&sort=lastUpdated&sortOrder=desc` },
    { name: 'members: page 101 (offset 50000), sort userCode asc', token: admin, path: '/api/users/tenant/users?offset=50000&sort=userCode' },
    { name: 'members: department clerk (own 2 departments), default sort', token: clerk, path: '/api/users/tenant/users' },
  ];

  for (let i = 0; i < WARMUP; i++) for (const c of cases) await timeCall(baseUrl, c.token, c.path);
  const samples = cases.map(() => []);
  const totals = cases.map(() => null);
  // Interleaved run by run, so load drifts on this shared machine hit every case alike.
  for (let i = 0; i < runs; i++) {
    for (const [index, c] of cases.entries()) {
      const { elapsed, body } = await timeCall(baseUrl, c.token, c.path);
      samples[index].push(elapsed);
      totals[index] = body.totalCount ?? null;
    }
  }
  const baselineMedian = median(samples[0]);
  const targetMedianRatio = TARGET_MEDIAN_RATIO[app.db.kind];
  const results = cases.map((c, index) => ({
    name: c.name,
    totalCount: totals[index],
    medianMs: Number(median(samples[index]).toFixed(2)),
    p95Ms: Number(quantile(samples[index], 0.95).toFixed(2)),
    ratioToBaseline: Number((median(samples[index]) / baselineMedian).toFixed(2)),
    p95RatioToBaseline: Number((quantile(samples[index], 0.95) / baselineMedian).toFixed(2)),
  }));
  const searches = results.filter((_, index) => !cases[index].baseline);
  const report = {
    database: app.db.kind,
    members: memberCount,
    corporationId: CORPORATION_ID,
    departments: departmentIds.length,
    runs,
    setupSeconds: Number((setupMs / 1000).toFixed(1)),
    targetMedianRatio,
    targetP95Ratio: TARGET_P95_RATIO,
    allWithinTarget: searches.every((r) => r.ratioToBaseline <= targetMedianRatio && r.p95RatioToBaseline <= TARGET_P95_RATIO),
    results,
  };
  // A miss fails the bench (npm run bench exits non-zero).
  if (!report.allWithinTarget) process.exitCode = 1;
  if (asJson) console.log(JSON.stringify(report, null, 2));
  else {
    log(`member search (${app.db.kind}): ${memberCount.toLocaleString('en-US')} members in corporation ${CORPORATION_ID} (${departmentIds.length} departments), ${runs} runs each, setup ${report.setupSeconds} s`);
    for (const r of results) {
      const count = r.totalCount === null ? '' : ` (${r.totalCount.toLocaleString('en-US')} matches)`;
      log(`  ${r.name}${count}\n    median ${r.medianMs} ms (${r.ratioToBaseline}x baseline), p95 ${r.p95Ms} ms (${r.p95RatioToBaseline}x)`);
    }
    log(`  target: every search median <= ${targetMedianRatio}x and p95 <= ${TARGET_P95_RATIO}x the baseline median -> ${report.allWithinTarget ? 'met' : 'NOT met'}`);
  }
} finally {
  await app.close();
  await database.drop();
}
