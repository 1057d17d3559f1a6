// The member list under load (issue 32): the bundled server (its own process, as npm start runs it) of a corporation
// with 100,000 members, 50 signed-in sessions of its responsible person asking in turn for the member list (50 rows,
// the page's default filter and sort) and a member's detail, for --duration seconds over 50 connections (autocannon,
// loopback only). Beside it, in the same run, a bare Fastify answering the same paths with the real answers recorded
// as constants (scripts/support-bare-server.mjs): what the machine, Node, Fastify and the loopback allow.
// Targets: on PostgreSQL (DATABASE_URL), p99 <= 100 ms and at least twice the share of the bare Fastify's requests
// per second the issue measured (476 of 24,930: 1.9 %, so 3.8 %); on PGlite, p99 <= 250 ms.
// Usage: [DATABASE_URL=postgres://...] node scripts/bench-member-load.mjs [--duration=30] [--members=100000] [--json]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { signInBearer } from './support-bench.mjs';
import { addDepartments, generateMembers } from './support-member-data.mjs';
import { buildServerBundle, freePort, startProcess, stopProcess } from './support-server-process.mjs';

register();
const { createApp } = await import('../server/app.ts');
const { refreshPlannerStatistics } = await import('../server/db/planner-statistics.ts');
const { createTestDatabase } = await import('../tests/support/server.ts');

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const DURATION_S = arg('duration', 30);
const MEMBERS = arg('members', 100_000);
const CONNECTIONS = 50;
const asJson = process.argv.includes('--json');
const CORPORATION_ID = 2;
const LIST = '/api/users/tenant/users';
const DETAIL = '/api/users/tenant/detail';
/** The issue's measurement: 476 requests/s against a bare Fastify's 24,930 in the same run. */
const ISSUE_SHARE = 476 / 24_930;
const TARGET = { postgres: { p99Ms: 100, shareOfBare: 2 * ISSUE_SHARE }, pglite: { p99Ms: 250, shareOfBare: 0 } };

const log = (text) => {
  if (!asJson) console.log(text);
};

/** The load: list and detail in turn on every connection, each request with the next session's token. */
async function load(baseUrl, tokens, memberIds, seconds) {
  let next = 0;
  let member = 0;
  const withToken = (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } });
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { accept: 'application/json' },
    requests: [
      { method: 'GET', path: `${LIST}?limit=50`, setupRequest: withToken },
      { method: 'GET', path: DETAIL, setupRequest: (request) => withToken({ ...request, path: `${DETAIL}?id=${memberIds[member++ % memberIds.length]}` }) },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

// The data: the demo seed and 100,000 members in the second corporation, prepared in this process, then served by
// the bundled server in its own (PGlite: the same data folder; PostgreSQL: the same database).
const database = await createTestDatabase('empty');
const dataDir = database.options.databaseUrl ? null : mkdtempSync(join(tmpdir(), 'twb-bench-load-'));
const storage = database.options.databaseUrl ? { databaseUrl: database.options.databaseUrl } : { dataDir };
const prepared = await createApp({ ...storage, seed: true, logger: false });
const kind = prepared.db.kind;
const now = new Date();
const departmentIds = await addDepartments(prepared.db, CORPORATION_ID, now);
await generateMembers(prepared.db, CORPORATION_ID, departmentIds, MEMBERS, now);
await refreshPlannerStatistics(prepared.db);
if (kind === 'postgres') await prepared.db.exec('vacuum analyze');
await prepared.close();

buildServerBundle();
const workDir = mkdtempSync(join(tmpdir(), 'twb-bench-bare-'));
const children = [];
let exitCode = 0;
try {
  const server = await startProcess('dist/server/server.js', await freePort(), {
    ...(dataDir ? { DATA_DIR: dataDir, DATABASE_URL: '' } : { DATABASE_URL: database.options.databaseUrl }),
    MAILBOX: '0', SMTP_URL: '',
  });
  children.push(server.child);
  const tokens = [];
  for (let i = 0; i < CONNECTIONS; i++) tokens.push(await signInBearer(server.baseUrl, 'admin02'));
  const answer = async (path) => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${tokens[0]}`, accept: 'application/json' } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  };
  const listText = await answer(`${LIST}?limit=50`);
  const list = JSON.parse(listText);
  const memberIds = list.rows.map((row) => row.userId);
  const detailText = await answer(`${DETAIL}?id=${memberIds[0]}`);

  const bodiesFile = join(workDir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify({ [LIST]: listText, [DETAIL]: detailText }));
  const bare = await startProcess('scripts/support-bare-server.mjs', await freePort(), { BARE_BODIES: bodiesFile });
  children.push(bare.child);

  // A short warm-up of each (JIT, connection pools, caches), then the measured runs.
  await load(server.baseUrl, tokens, memberIds, 3);
  await load(bare.baseUrl, tokens, memberIds, 3);
  const product = await load(server.baseUrl, tokens, memberIds, DURATION_S);
  const baseline = await load(bare.baseUrl, tokens, memberIds, DURATION_S);
  const share = product.requestsPerSecond / baseline.requestsPerSecond;
  const target = TARGET[kind];
  const checks = {
    p99: product.p99Ms <= target.p99Ms,
    shareOfBare: share >= target.shareOfBare,
    allAnswered: product.non2xx === 0 && product.errors === 0,
  };
  const report = {
    database: kind,
    members: MEMBERS,
    matches: list.totalCount,
    connections: CONNECTIONS,
    seconds: DURATION_S,
    product,
    bareFastify: baseline,
    shareOfBare: Number(share.toFixed(4)),
    targets: { p99Ms: target.p99Ms, shareOfBare: Number(target.shareOfBare.toFixed(4)) },
    checks,
  };
  if (asJson) console.log(JSON.stringify(report, null, 2));
  else {
    log(`member list + detail under load (${kind}): ${MEMBERS.toLocaleString('en-US')} members (${list.totalCount.toLocaleString('en-US')} in the list), ${CONNECTIONS} sessions, ${DURATION_S} s each`);
    log(`  product:      ${product.requestsPerSecond} requests/s, p50 ${product.p50Ms} ms, p99 ${product.p99Ms} ms, ${product.requests} requests (${product.non2xx} not 2xx, ${product.errors} errors)`);
    log(`  bare Fastify: ${baseline.requestsPerSecond} requests/s, p50 ${baseline.p50Ms} ms, p99 ${baseline.p99Ms} ms`);
    log(`  share of the bare Fastify's requests/s: ${(share * 100).toFixed(2)} % (issue's measurement 1.9 %)`);
    log(`  target p99 <= ${target.p99Ms} ms: ${checks.p99 ? 'met' : 'NOT met'}`);
    if (target.shareOfBare > 0) log(`  target share >= ${(target.shareOfBare * 100).toFixed(1)} % (twice the issue's): ${checks.shareOfBare ? 'met' : 'NOT met'}`);
    log(`  every request answered 2xx: ${checks.allAnswered ? 'met' : 'NOT met'}`);
  }
  if (Object.values(checks).some((ok) => !ok)) exitCode = 1;
} finally {
  for (const child of children) await stopProcess(child);
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
