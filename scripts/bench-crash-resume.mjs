// A crash in the middle of a large upload on the embedded database (issue 32): the bundled server (a child process
// on a PGlite data folder) applies a generated 50,000-row members upload and is killed with SIGKILL mid-apply, then
// started again. Measured: how soon the restarted server answers on its port, and the member list's latency (the
// responsible person of the same corporation, 500 rows, asked in a loop by one person, or by --sessions at once)
// while the job resumes, next to a trivial call (GET /users/loginUser) asked in a loop beside it. The sessions signed
// in before the crash are used after it: sessions live in the database.
// Targets: the port answers within 5 s of the start; every member list request answers within 1 s while the job
// resumes; the job is applied exactly once (every row, one member each).
// Usage: node scripts/bench-crash-resume.mjs [--rows=50000] [--kill-after=4] [--sessions=1] [--json]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { postUpload, quantile, signInBearer, uploadBody } from './support-bench.mjs';
import { buildServerBundle, exited, freePort, startProcess, stopProcess } from './support-server-process.mjs';

register();
const { csvText, utf8Bom } = await import('../server/uploads/test-support.ts');

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const ROWS = arg('rows', 50_000);
/** Seconds of the apply before the kill (after the upload call answered). */
const KILL_AFTER_S = arg('kill-after', 4);
const SESSIONS = arg('sessions', 1);
const RESUME_TIMEOUT_S = 300;
const asJson = process.argv.includes('--json');
const TARGET = { portMs: 5_000, memberListMaxMs: 1_000 };
const LIST = '/api/users/tenant/users';
const TRIVIAL = '/api/users/loginUser';

const log = (text) => {
  if (!asJson) console.log(text);
};

/** The sessions asking `path` in a loop from a thread of their own until told to stop (support-load-worker.mjs). */
function load(baseUrl, tokens, path) {
  const worker = new Worker(new URL('./support-load-worker.mjs', import.meta.url), { workerData: { baseUrl, tokens, path } });
  const samples = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
  return { stop: () => worker.postMessage('stop'), samples };
}

async function jobState(baseUrl, token, id) {
  const response = await fetch(`${baseUrl}/api/transfer/job?transferHistoryId=${id}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`job state answered ${response.status}`);
  return response.json();
}

const wide = (i) => String(i).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const memberRows = (count) => Array.from({ length: count }, (_, i) => [
  'Edit', '', '総務部', '再開', `会員${wide(i)}`, 'サイカイ', 'カイイン', `C-${i}`, `crash.member.${i}@mirai-works.co.jp`, '', '',
]);
const figures = (samples) => ({ n: samples.length, p50Ms: Number(quantile(samples, 0.5).toFixed(1)), p99Ms: Number(quantile(samples, 0.99).toFixed(1)), maxMs: Number(Math.max(...samples).toFixed(1)) });

buildServerBundle();
/** The bundled server on the data folder, its mails left in the outbox. */
const startServer = (dataDir, port) => startProcess('dist/server/server.js', port, { DATA_DIR: dataDir, DATABASE_URL: '', MAILBOX: '0', SMTP_URL: '' });

const dataDir = mkdtempSync(join(tmpdir(), 'twb-bench-crash-'));
const children = [];
let exitCode = 0;
try {
  const port = await freePort();
  const first = await startServer(dataDir, port);
  children.push(first.child);
  const uploader = await signInBearer(first.baseUrl, 'admin01');
  const readers = [];
  for (let i = 0; i < SESSIONS; i++) readers.push(await signInBearer(first.baseUrl, 'admin01'));
  const answer = await postUpload(first.baseUrl, uploader, { corporationId: 1, uploadDivision: 8 }, uploadBody(utf8Bom(csvText('members', memberRows(ROWS)))));
  const id = answer.transferHistoryId;
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_S * 1000));
  const before = await jobState(first.baseUrl, uploader, id);
  first.child.kill('SIGKILL');
  await exited(first.child);
  if (before.status !== 'applying') throw new Error(`the job was ${before.status} at the kill, not applying: use a smaller --kill-after`);

  const second = await startServer(dataDir, port);
  children.push(second.child);
  const resumeStart = performance.now();
  const list = load(second.baseUrl, readers, LIST);
  const trivial = load(second.baseUrl, [uploader], TRIVIAL);
  let state = await jobState(second.baseUrl, uploader, id);
  while ((state.status === 'applying' || state.status === 'queued') && performance.now() - resumeStart < RESUME_TIMEOUT_S * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    state = await jobState(second.baseUrl, uploader, id);
  }
  const resumeMs = performance.now() - resumeStart;
  list.stop();
  trivial.stop();
  const listFigures = figures(await list.samples);
  const trivialFigures = figures(await trivial.samples);
  const listResponse = await fetch(`${second.baseUrl}${LIST}?userName=${encodeURIComponent('再開')}`, { headers: { authorization: `Bearer ${uploader}` } });
  const applied = (await listResponse.json()).totalCount;

  const checks = {
    port: second.openMs <= TARGET.portMs,
    memberListWhileResuming: listFigures.maxMs <= TARGET.memberListMaxMs,
    appliedOnce: state.status === 'applied' && state.appliedCount === ROWS && applied === ROWS,
  };
  const report = {
    rows: ROWS,
    killAfterSeconds: KILL_AFTER_S,
    firstStartMs: Math.round(first.openMs),
    portAfterKillMs: Math.round(second.openMs),
    resume: { status: state.status, seconds: Number((resumeMs / 1000).toFixed(1)), appliedCount: state.appliedCount, membersFound: applied },
    memberListWhileResuming: { ...listFigures, p50Ratio: Number((listFigures.p50Ms / trivialFigures.p50Ms).toFixed(2)) },
    trivialWhileResuming: trivialFigures,
    targets: TARGET,
    checks,
  };
  if (asJson) console.log(JSON.stringify(report, null, 2));
  else {
    log(`crash and resume on PGlite: ${ROWS.toLocaleString('en-US')}-row members upload killed ${KILL_AFTER_S} s into its apply`);
    log(`  port: first start ${report.firstStartMs} ms, after the kill ${report.portAfterKillMs} ms`);
    log(`  resume: ${state.status} after ${report.resume.seconds} s, ${applied} members found of ${ROWS}`);
    log(`  member list (${SESSIONS} session(s), 500 rows) while resuming: p50 ${listFigures.p50Ms} ms (${report.memberListWhileResuming.p50Ratio}x the trivial call), p99 ${listFigures.p99Ms} ms, max ${listFigures.maxMs} ms, ${listFigures.n} requests`);
    log(`  trivial call while resuming: p50 ${trivialFigures.p50Ms} ms, p99 ${trivialFigures.p99Ms} ms, max ${trivialFigures.maxMs} ms`);
    for (const [name, ok] of Object.entries(checks)) log(`  target ${name}: ${ok ? 'met' : 'NOT met'}`);
  }
  if (Object.values(checks).some((ok) => !ok)) exitCode = 1;
} finally {
  for (const child of children) await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
