import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenStore } from '../config/token-store';
import { runCommand } from '../run-command';
import { fakeApi, type FakeRoute } from '../testing/fake-api';
import { fakeRuntime, type FakeRuntime } from '../testing/fake-runtime';
import { sessionUser } from '../testing/users';
import { runApi, type ApiOptions } from './api';
import { runLogout } from './logout';
import { runWhoami } from './whoami';
import type { CommonOptions } from './common-options';

const BASE = 'http://twb.test:8080';
let configDir: string;
let store: TokenStore;
beforeEach(async () => {
  configDir = await mkdtemp(join(tmpdir(), 'twb-cmd-'));
  store = new TokenStore(configDir);
});
afterEach(async () => {
  await rm(configDir, { recursive: true, force: true });
});

const unauthenticated: FakeRoute = { status: 401, body: { message: 'ログインしていないか、ログインの有効期限が切れています。', code: 'UNAUTHENTICATED' } };

function setup(routes: Record<string, FakeRoute>, env: Record<string, string> = {}): { runtime: FakeRuntime; api: ReturnType<typeof fakeApi> } {
  const api = fakeApi(routes);
  return { api, runtime: fakeRuntime({ env: { TWB_CONFIG_DIR: configDir, TWB_BASE_URL: BASE, ...env }, fetch: api.fetch }) };
}

const whoami = (runtime: FakeRuntime, options: CommonOptions = {}) =>
  runCommand(options, (rt, output) => runWhoami(options, rt, output), runtime);
const api = (runtime: FakeRuntime, method: string, path: string, options: ApiOptions = {}) =>
  runCommand(options, (rt, output) => runApi(method, path, options, rt, output), runtime);

describe('twb whoami', () => {
  it('exits 4 without asking the server when not signed in', async () => {
    const { runtime, api: server } = setup({});
    expect(await whoami(runtime)).toBe(4);
    expect(server.requests).toEqual([]);
    expect(runtime.stderr.text()).toContain('ログインしていません。');
  });

  it('prints login id, name, role and corporation with the stored token', async () => {
    await store.save(BASE, { token: 'stored', loginId: 'admin01' });
    const { runtime, api: server } = setup({ 'GET /api/users/loginUser': { body: sessionUser('admin01') } });
    expect(await whoami(runtime)).toBe(0);
    expect(server.requests[0].authorization).toBe('Bearer stored');
    const text = runtime.stdout.text();
    expect(text).toMatch(/ログインID\s+admin01/);
    expect(text).toMatch(/ロール\s+責任者/);
    expect(text).toMatch(/企業\s+株式会社みらいワークス/);
  });

  it('names a department clerk 部署担当者 and prints one flat record with --json (no permission codes)', async () => {
    const user = sessionUser('clerk01', { roleType: 4 });
    await store.save(BASE, { token: 'stored', loginId: 'clerk01' });
    const { runtime } = setup({ 'GET /api/users/loginUser': { body: user } });
    expect(await whoami(runtime, { json: true })).toBe(0);
    expect(JSON.parse(runtime.stdout.text())).toEqual({
      loginId: 'clerk01', userName: '山田 太郎', roleType: 4, role: '部署担当者', corporationId: 'c1', corporationName: '株式会社みらいワークス',
      organizationName: '', baseUrl: BASE,
    });
    const text = setup({ 'GET /api/users/loginUser': { body: user } });
    await whoami(text.runtime);
    expect(text.runtime.stdout.text()).toMatch(/ロール\s+部署担当者/);
  });

  it('prefers TWB_TOKEN to the stored token', async () => {
    await store.save(BASE, { token: 'stored', loginId: 'admin01' });
    const { runtime, api: server } = setup({ 'GET /api/users/loginUser': { body: sessionUser('admin01') } }, { TWB_TOKEN: 'from-env' });
    expect(await whoami(runtime)).toBe(0);
    expect(server.requests[0].authorization).toBe('Bearer from-env');
  });

  it('exits 4 when the server forgot the session', async () => {
    await store.save(BASE, { token: 'expired', loginId: 'admin01' });
    const { runtime } = setup({ 'GET /api/users/loginUser': unauthenticated });
    expect(await whoami(runtime)).toBe(4);
    expect(runtime.stderr.text()).toContain('twb login');
  });

  it('exits 1 when the server cannot be reached', async () => {
    await store.save(BASE, { token: 't', loginId: 'admin01' });
    const runtime = fakeRuntime({
      env: { TWB_CONFIG_DIR: configDir, TWB_BASE_URL: BASE },
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    expect(await whoami(runtime)).toBe(1);
    expect(runtime.stderr.text()).toContain('サーバーと通信できません。');
  });
});

describe('twb logout', () => {
  it('ends the session on the server and removes the stored token', async () => {
    await store.save(BASE, { token: 'stored', loginId: 'admin01' });
    const { runtime, api: server } = setup({ 'POST /api/login/logout': { body: { result: 'OK' } } });
    expect(await runCommand(false, (rt, output) => runLogout({}, rt, output), runtime)).toBe(0);
    expect(server.requests[0].authorization).toBe('Bearer stored');
    expect(await store.get(BASE)).toBeNull();
  });

  it('still removes the token when the server session had already expired', async () => {
    await store.save(BASE, { token: 'stored', loginId: 'admin01' });
    const { runtime } = setup({ 'POST /api/login/logout': unauthenticated });
    expect(await runCommand(false, (rt, output) => runLogout({}, rt, output), runtime)).toBe(0);
    expect(await store.get(BASE)).toBeNull();
  });

  it('exits 4 when not signed in', async () => {
    const { runtime } = setup({});
    expect(await runCommand(false, (rt, output) => runLogout({}, rt, output), runtime)).toBe(4);
  });
});

describe('twb api', () => {
  beforeEach(async () => {
    await store.save(BASE, { token: 'stored', loginId: 'admin01' });
  });

  it('prints the JSON answer on stdout, with the /api prefix added and the query passed', async () => {
    const { runtime, api: server } = setup({ 'GET /api/news/infoList': { body: [{ newsId: 'n1' }] } });
    expect(await api(runtime, 'get', 'news/infoList', { query: ['limit=5'] })).toBe(0);
    expect(server.requests[0].query.get('limit')).toBe('5');
    expect(server.requests[0].authorization).toBe('Bearer stored');
    expect(JSON.parse(runtime.stdout.text())).toEqual([{ newsId: 'n1' }]);
    expect(runtime.stderr.text()).toBe('');
  });

  it('passes /asynchronousApi paths through and sends --data as the JSON body', async () => {
    const { runtime, api: server } = setup({ 'PATCH /asynchronousApi/transfer/selectedMemberListCSV': { body: { downloadFileId: 'f1' } } });
    expect(await api(runtime, 'PATCH', '/asynchronousApi/transfer/selectedMemberListCSV', { data: '{"userName":"山田"}' })).toBe(0);
    expect(server.requests[0].body).toEqual({ userName: '山田' });
  });

  it('exits 4 with the server message on stderr for 403', async () => {
    const { runtime } = setup({ 'GET /api/corporations/c1': { status: 403, body: { message: '権限がありません', code: 'PERMISSION_DENIED' } } });
    expect(await api(runtime, 'GET', '/corporations/c1')).toBe(4);
    expect(runtime.stderr.text()).toContain('権限がありません');
    expect(runtime.stdout.text()).toBe('');
  });

  it('exits 1 for other HTTP errors, with an error object on stdout under --json', async () => {
    const { runtime } = setup({});
    expect(await api(runtime, 'GET', '/no/such/call', { json: true })).toBe(1);
    expect(JSON.parse(runtime.stdout.text())).toEqual({ error: { code: 'NOT_FOUND', message: '指定されたAPIは存在しません。', status: 404 } });
  });

  it('exits 2 for a bad method before reading credentials', async () => {
    const { runtime, api: server } = setup({});
    expect(await api(runtime, 'FETCH', '/x')).toBe(2);
    expect(server.requests).toEqual([]);
  });
});

describe('twb api: files, headers, pages, the list of calls', () => {
  beforeEach(async () => {
    await store.save(BASE, { token: 'stored', loginId: 'admin01' });
  });

  /** A server answering raw bytes and recording each request's URL and headers. */
  function rawServer(answer: (url: URL) => Response): { runtime: FakeRuntime; seen: { url: URL; headers: Headers }[]; bytes: () => Buffer } {
    const seen: { url: URL; headers: Headers }[] = [];
    const chunks: Buffer[] = [];
    const fetchImpl = (async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      seen.push({ url, headers: new Headers(init?.headers) });
      return answer(url);
    }) as unknown as typeof fetch;
    const runtime = fakeRuntime({ env: { TWB_CONFIG_DIR: configDir, TWB_BASE_URL: BASE }, fetch: fetchImpl });
    // The file answer is piped to stdout as bytes: collected as such, never as text.
    const stdout = new PassThrough();
    stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    Object.assign(runtime, { stdout: Object.assign(stdout, { text: () => Buffer.concat(chunks).toString('utf8') }) });
    return { runtime, seen, bytes: () => Buffer.concat(chunks) };
  }

  it('writes a file answer byte for byte (bytes that are no UTF-8 stay as they are)', async () => {
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x0a, 0xe2, 0xe3, 0xcf, 0xd3, 0x00, 0xff, 0x82, 0xa0]);
    const server = rawServer(() => new Response(pdf, { headers: { 'content-type': 'application/pdf' } }));
    expect(await api(server.runtime, 'GET', '/manual/download?manualName=user-guide&manualType=pdf')).toBe(0);
    expect(server.bytes().equals(pdf)).toBe(true);
    expect(server.seen[0].url.searchParams.get('manualName')).toBe('user-guide');
  });

  it('saves a file answer to -o, and refuses -o for a JSON answer', async () => {
    const csv = Buffer.from([0x82, 0xa0, 0x2c, 0x0d, 0x0a]);
    const server = rawServer((url) => (url.pathname.endsWith('.json')
      ? new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })
      : new Response(csv, { headers: { 'content-type': 'text/csv; charset=Shift_JIS' } })));
    const target = join(configDir, 'out.csv');
    expect(await api(server.runtime, 'GET', '/file.csv', { output: target })).toBe(0);
    expect((await readFile(target)).equals(csv)).toBe(true);
    expect(await api(server.runtime, 'GET', '/answer.json', { output: target })).toBe(2);
  });

  it('-i prints the status line and headers first; -H sends headers, never the bearer', async () => {
    const server = rawServer(() => new Response('{"ok":true}', { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json', 'x-request-id': 'r1' } }));
    expect(await api(server.runtime, 'GET', '/users/loginUser', { include: true, header: ['Accept-Language: ja', 'X-Trace:  t1 '] })).toBe(0);
    const text = server.runtime.stdout.text();
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\n/);
    expect(text).toContain('x-request-id: r1\n\n{\n  "ok": true\n}\n');
    expect(server.seen[0].headers.get('accept-language')).toBe('ja');
    expect(server.seen[0].headers.get('x-trace')).toBe('t1');
    expect(await api(server.runtime, 'GET', '/users/loginUser', { header: ['Authorization: Bearer other'] })).toBe(2);
    expect(await api(server.runtime, 'GET', '/users/loginUser', { header: ['no colon'] })).toBe(2);
    expect(server.seen).toHaveLength(1);
  });

  it('--paginate follows offset and limit until totalCount, and prints one answer of every row', async () => {
    const all = Array.from({ length: 5 }, (_, i) => ({ id: i + 1 }));
    const server = rawServer((url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 2);
      return new Response(JSON.stringify({ totalCount: 5, offset, limit, rows: all.slice(offset, offset + limit) }), { headers: { 'content-type': 'application/json' } });
    });
    expect(await api(server.runtime, 'GET', '/transfer/history/', { paginate: true, jq: '[.rows[].id, .totalCount, .limit]' })).toBe(0);
    expect(server.seen.map((request) => request.url.searchParams.get('offset'))).toEqual([null, '2', '4']);
    expect(JSON.parse(server.runtime.stdout.text())).toEqual([1, 2, 3, 4, 5, 5, 5]);
  });

  it('--list prints every call of the contract with method, path and who may make it', async () => {
    const { runtime } = setup({});
    expect(await api(runtime, undefined as unknown as string, undefined as unknown as string, { list: true, json: 'method,path,access,file', jq: '.[] | select(.path == "/api/manual/download")' })).toBe(0);
    expect(JSON.parse(runtime.stdout.text())).toEqual({ method: 'GET', path: '/api/manual/download', access: 'session', file: true });
  });
});
