import { mkdtemp, rm } from 'node:fs/promises';
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

  it('names a department clerk 部署担当者 and prints the server JSON with --json', async () => {
    const user = sessionUser('clerk01', { roleType: 4 });
    await store.save(BASE, { token: 'stored', loginId: 'clerk01' });
    const { runtime } = setup({ 'GET /api/users/loginUser': { body: user } });
    expect(await whoami(runtime, { json: true })).toBe(0);
    expect(JSON.parse(runtime.stdout.text())).toEqual(user);
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
