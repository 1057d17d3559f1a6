import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCommand } from '../run-command';
import { TokenStore } from '../config/token-store';
import { fakeApi, type FakeRoute } from '../testing/fake-api';
import { fakeRuntime, fakeTty } from '../testing/fake-runtime';
import { sessionUser } from '../testing/users';
import { runLogin, type LoginOptions } from './login';

const BASE = 'http://twb.test:8080';
let configDir: string;
beforeEach(async () => {
  configDir = await mkdtemp(join(tmpdir(), 'twb-login-'));
});
afterEach(async () => {
  await rm(configDir, { recursive: true, force: true });
});

const credentials = { TWB_PASSWORD: 'DemoPass2026', TWB_CONFIRMATION_CODE: 'DemoCode2026' };

function signInRoutes(user = sessionUser('admin01'), extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'POST /api/login': (request) =>
      (request.body as { password: string }).password === 'DemoPass2026'
        ? { body: { twoFactorToken: '2fa-token', twoFactorExpiresAt: '2026-01-01T00:10:00Z' } }
        : { status: 401, body: { message: 'ログインに失敗しました。ログインIDまたはパスワードが正しくありません。', code: 'LOGIN_FAILED' } },
    'POST /api/twoFactorAuth/auth': { body: { success: true, needToChange: false, userInfo: user, accessToken: 'access-1' } },
    ...extra,
  };
}

async function login(env: Record<string, string>, routes: Record<string, FakeRoute>, options: LoginOptions = { loginId: 'admin01' }) {
  const api = fakeApi(routes);
  const runtime = fakeRuntime({ env: { TWB_CONFIG_DIR: configDir, TWB_BASE_URL: BASE, ...env }, fetch: api.fetch });
  const code = await runCommand(options, (rt, output) => runLogin(options, rt, output), runtime);
  return { code, api, runtime, store: new TokenStore(configDir) };
}

describe('twb login (non-interactive)', () => {
  it('signs in with TWB_PASSWORD and TWB_CONFIRMATION_CODE and stores the token for the base URL', async () => {
    const { code, api, runtime, store } = await login(credentials, signInRoutes());
    expect(code).toBe(0);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/login', 'POST /api/twoFactorAuth/auth']);
    // The bearer channel: the two-factor token comes in the answer and only works as a bearer.
    expect(api.requests[0].body).toEqual({ loginId: 'admin01', password: 'DemoPass2026', channel: 'bearer' });
    expect(api.requests[0].authorization).toBeNull();
    expect(api.requests[1].authorization).toBe('Bearer 2fa-token');
    expect(api.requests[1].body).toEqual({ confirmationCode: 'DemoCode2026' });
    expect(await store.get(BASE)).toMatchObject({ token: 'access-1', loginId: 'admin01' });
    expect(runtime.stderr.text()).toContain('admin01 としてログインしました（株式会社みらいワークス）。');
    expect(runtime.stdout.text()).toBe('');
  });

  it('prints the user and the token file as JSON with --json', async () => {
    const { code, runtime } = await login(credentials, signInRoutes(), { loginId: 'admin01', json: true });
    expect(code).toBe(0);
    const printed = JSON.parse(runtime.stdout.text()) as { baseUrl: string; user: { user: { loginId: string } } };
    expect(printed.baseUrl).toBe(BASE);
    expect(printed.user.user.loginId).toBe('admin01');
  });

  it.each([
    ['the login id', { ...credentials }, {}],
    ['the password', { TWB_CONFIRMATION_CODE: 'DemoCode2026' }, { loginId: 'admin01' }],
    ['the confirmation code', { TWB_PASSWORD: 'DemoPass2026' }, { loginId: 'admin01' }],
  ])('exits 2 before any request when %s is missing', async (_what, env, options) => {
    const { code, api, runtime } = await login(env, signInRoutes(), options);
    expect(code).toBe(2);
    expect(api.requests).toEqual([]);
    expect(runtime.stderr.text()).toMatch(/端末ではありません/);
  });

  it('exits 4 with the server message for a wrong password and stores nothing', async () => {
    const { code, runtime, store } = await login({ ...credentials, TWB_PASSWORD: 'wrong' }, signInRoutes());
    expect(code).toBe(4);
    expect(runtime.stderr.text()).toContain('ログインに失敗しました。');
    expect(await store.get(BASE)).toBeNull();
  });

  it('refuses a role the site does not serve once the sign-in is complete, and ends that session', async () => {
    const routes = signInRoutes(sessionUser('reception01', { roleType: 2 }), { 'POST /api/login/logout': { body: { result: 'OK' } } });
    const { code, api, store } = await login(credentials, routes);
    expect(code).toBe(4);
    expect(api.requests.map((r) => r.path)).toEqual(['/api/login', '/api/twoFactorAuth/auth', '/api/login/logout']);
    expect(await store.get(BASE)).toBeNull();
  });

  it('changes the code and the initial password when required, from TWB_NEW_CONFIRMATION_CODE and TWB_NEW_PASSWORD', async () => {
    const first = sessionUser('newadmin01', { passwordResetFlg: 1 });
    const after = sessionUser('newadmin01', { passwordResetFlg: 0 });
    const routes = signInRoutes(first, {
      'POST /api/twoFactorAuth/auth': { body: { success: true, needToChange: true, userInfo: null } },
      'POST /api/twoFactorAuth/change': { body: { success: true, userInfo: first, accessToken: 'access-new' } },
      'PUT /api/mypage': { body: after },
    });
    const env = { ...credentials, TWB_NEW_CONFIRMATION_CODE: 'NewCode20260001', TWB_NEW_PASSWORD: 'NewPass20260001' };
    const { code, api, store, runtime } = await login(env, routes, { loginId: 'newadmin01' });
    expect(code).toBe(0);
    const change = api.requests.find((r) => r.path === '/api/twoFactorAuth/change');
    expect(change?.authorization).toBe('Bearer 2fa-token');
    expect(change?.body).toEqual({ newConfirmationCode: 'NewCode20260001', confirm: 'NewCode20260001' });
    const mypage = api.requests.find((r) => r.path === '/api/mypage');
    expect(mypage?.authorization).toBe('Bearer access-new');
    // The password typed at sign-in goes along as the current password.
    expect(mypage?.body).toEqual({ currentPassword: 'DemoPass2026', password: 'NewPass20260001', confirm: 'NewPass20260001' });
    expect(await store.get(BASE)).toMatchObject({ token: 'access-new', loginId: 'newadmin01' });
    expect(runtime.stderr.text()).toContain('確認コードを変更しました。');
    expect(runtime.stderr.text()).toContain('パスワードを変更しました。');
  });

  it('exits 2 without TWB_NEW_PASSWORD when the password must change, and ends the half-made session', async () => {
    const user = sessionUser('newadmin01', { passwordResetFlg: 1 });
    const routes = signInRoutes(user, { 'POST /api/login/logout': { body: { result: 'OK' } } });
    const { code, api, store, runtime } = await login(credentials, routes, { loginId: 'newadmin01' });
    expect(code).toBe(2);
    expect(runtime.stderr.text()).toContain('TWB_NEW_PASSWORD');
    const logout = api.requests.find((r) => r.path === '/api/login/logout');
    expect(logout?.authorization).toBe('Bearer access-1');
    expect(await store.get(BASE)).toBeNull();
  });

  it('checks a new password against the password rule before sending it (exit 2)', async () => {
    const user = sessionUser('newadmin01', { passwordResetFlg: 1 });
    const routes = signInRoutes(user, { 'POST /api/login/logout': { body: { result: 'OK' } } });
    const { code, api, runtime } = await login({ ...credentials, TWB_NEW_PASSWORD: 'short' }, routes, { loginId: 'newadmin01' });
    expect(code).toBe(2);
    expect(runtime.stderr.text()).toContain('パスワードは半角の英字と数字を混在させ、12文字以上32文字以内で入力してください');
    expect(api.requests.some((r) => r.path === '/api/mypage')).toBe(false);
  });

  it('reports the server refusing the new password with its field messages (exit 1)', async () => {
    const user = sessionUser('newadmin01', { passwordResetFlg: 1 });
    const routes = signInRoutes(user, {
      'PUT /api/mypage': { status: 400, body: { message: '入力内容に誤りがあります。', code: 'VALIDATION_ERROR', fields: { password: '現在のパスワードと同じです' } } },
      'POST /api/login/logout': { body: { result: 'OK' } },
    });
    const { code, runtime } = await login({ ...credentials, TWB_NEW_PASSWORD: 'DemoPass2026' }, routes, { loginId: 'newadmin01' });
    expect(code).toBe(1);
    expect(runtime.stderr.text()).toContain('  password: 現在のパスワードと同じです');
  });
});

describe('twb login (interactive)', () => {
  it('prompts for the login id, the password and then the code, echoing only the login id', async () => {
    const api = fakeApi(signInRoutes());
    const stdin = fakeTty();
    const runtime = fakeRuntime({ env: { TWB_CONFIG_DIR: configDir, TWB_BASE_URL: BASE }, fetch: api.fetch, stdin });
    const done = runCommand(false, (rt, output) => runLogin({}, rt, output), runtime);
    const feed = async (text: string, until: string) => {
      while (!runtime.stderr.text().includes(until)) await new Promise((resolve) => setTimeout(resolve, 1));
      stdin.write(text);
    };
    await feed('admin01\n', 'ログインID: ');
    await feed('DemoPass2026\r', 'パスワード: ');
    await feed('DemoCode2026\r', '確認コード: ');
    expect(await done).toBe(0);
    expect(api.requests[1].body).toEqual({ confirmationCode: 'DemoCode2026' });
    expect(runtime.stderr.text()).not.toContain('DemoPass2026');
    expect(runtime.stderr.text()).not.toContain('DemoCode2026');
  });
});
