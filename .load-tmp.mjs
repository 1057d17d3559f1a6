// Hammer a running server: node load.mjs BASEURL SECONDS
import autocannon from 'autocannon';
import { signInBearer } from './scripts/support-bench.mjs';
const [baseUrl, seconds = '15'] = process.argv.slice(2);
const tokens = [];
for (let i = 0; i < 50; i++) tokens.push(await signInBearer(baseUrl, 'admin02'));
const list = await (await fetch(`${baseUrl}/api/users/tenant/users?limit=50`, { headers: { authorization: `Bearer ${tokens[0]}` } })).json();
const ids = list.rows.map((r) => r.userId);
let next = 0, m = 0;
const withToken = (r) => ({ ...r, headers: { ...r.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } });
const result = await autocannon({ url: baseUrl, connections: 50, duration: Number(seconds), headers: { accept: 'application/json' }, requests: [
  { method: 'GET', path: '/api/users/tenant/users?limit=50', setupRequest: withToken },
  { method: 'GET', path: '/api/users/tenant/detail', setupRequest: (r) => withToken({ ...r, path: `/api/users/tenant/detail?id=${ids[m++ % ids.length]}` }) },
] });
console.log(`rps ${Math.round(result.requests.average)} p50 ${result.latency.p50} p99 ${result.latency.p99} non2xx ${result.non2xx}`);
