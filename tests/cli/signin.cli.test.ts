// twb login / whoami / logout against the reference server, run as a child process with env credentials.
import { readFile, stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODE, DEMO_PASSWORD, startTestServer } from '../support/server';
import { twbHome, type TwbHome } from './support/twb-process';

const PASSWORD = DEMO_PASSWORD;
const CODE = DEMO_CODE;
const signIn = { TWB_PASSWORD: PASSWORD, TWB_CONFIRMATION_CODE: CODE };

let server: Awaited<ReturnType<typeof startTestServer>>;
let home: TwbHome;

beforeAll(async () => {
  server = await startTestServer();
  home = await twbHome(server.baseUrl);
});

afterAll(async () => {
  await home?.dispose();
  await server?.close();
});

describe('twb login, whoami, logout', () => {
  it('signs in admin01 with env credentials and stores the token 0600', async () => {
    const result = await home.run(['login', '--login-id', 'admin01'], signIn);
    expect(result.stderr).toContain('admin01 としてログインしました');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    const file = `${home.configDir}/hosts.json`;
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(home.configDir)).mode & 0o777).toBe(0o700);
    const stored = JSON.parse(await readFile(file, 'utf8')) as { hosts: Record<string, { loginId: string }> };
    expect(Object.values(stored.hosts).map((h) => h.loginId)).toEqual(['admin01']);
  });

  it('whoami shows admin01 as 責任者 of its corporation', async () => {
    const result = await home.run(['whoami']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/ログインID\s+admin01/);
    expect(result.stdout).toMatch(/ロール\s+責任者/);
    expect(result.stdout).toMatch(/企業\s+株式会社みらいワークス/);
  });

  it('whoami --json prints the session user as one flat record (no permission codes)', async () => {
    const result = await home.run(['whoami', '--json']);
    expect(result.code).toBe(0);
    const user = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(user).toMatchObject({ loginId: 'admin01', roleType: 3, role: '責任者', corporationName: '株式会社みらいワークス', baseUrl: server.baseUrl });
    expect(user).not.toHaveProperty('authorities');
  });

  it('api GET /users/loginUser answers the same user', async () => {
    const result = await home.run(['api', 'GET', '/users/loginUser']);
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as { user: { loginId: string } }).user.loginId).toBe('admin01');
    const prefixed = await home.run(['api', 'get', '/api/users/loginUser']);
    expect(prefixed.code).toBe(0);
  });

  it('logout ends the session; whoami then exits 4', async () => {
    const stored = JSON.parse(await readFile(`${home.configDir}/hosts.json`, 'utf8')) as { hosts: Record<string, { token: string }> };
    const token = Object.values(stored.hosts)[0].token;
    const logout = await home.run(['logout']);
    expect(logout.code).toBe(0);
    expect(logout.stderr).toContain('ログアウトしました。');
    const whoami = await home.run(['whoami']);
    expect(whoami.code).toBe(4);
    expect(whoami.stderr).toContain('ログインしていません。');
    // The server forgot the token too: using it directly is refused.
    const reused = await home.run(['whoami'], { TWB_TOKEN: token });
    expect(reused.code).toBe(4);
  });

  it('a wrong password exits 4 with the server message', async () => {
    const result = await home.run(['login', '--login-id', 'admin01'], { ...signIn, TWB_PASSWORD: 'WrongPass2026' });
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('ログインに失敗しました。ログインIDまたはパスワードが正しくありません。');
  });

  it('reception01 is refused with the invalid-login message', async () => {
    const result = await home.run(['login', '--login-id', 'reception01'], signIn);
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('このサイトを利用できないアカウントです');
  });

  it('without a TTY a missing password is a usage error (exit 2) and nothing is sent', async () => {
    const result = await home.run(['login', '--login-id', 'admin01'], { TWB_CONFIRMATION_CODE: CODE });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('TWB_PASSWORD');
  });

  it('a secret in a flag is refused (exit 2)', async () => {
    const result = await home.run(['login', '--login-id', 'admin01', '--password', PASSWORD]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--password は指定できません');
  });
});

describe('newadmin01: forced code and password change without a TTY', () => {
  const NEW_CODE = 'NewCode20260001';
  const NEW_PASSWORD = 'Kumo7Hikari2027';

  it('exits 2 when the new code is required but TWB_NEW_CONFIRMATION_CODE is not set', async () => {
    const result = await home.run(['login', '--login-id', 'newadmin01'], signIn);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('TWB_NEW_CONFIRMATION_CODE');
  });

  it('changes the code and the password from TWB_NEW_CONFIRMATION_CODE and TWB_NEW_PASSWORD', async () => {
    const result = await home.run(['login', '--login-id', 'newadmin01', '--json'], {
      ...signIn,
      TWB_NEW_CONFIRMATION_CODE: NEW_CODE,
      TWB_NEW_PASSWORD: NEW_PASSWORD,
    });
    expect(result.stderr).toContain('確認コードを変更しました。');
    expect(result.stderr).toContain('パスワードを変更しました。');
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout) as { user: { user: { loginId: string; attributes: { passwordResetFlg: number } } } };
    expect(printed.user.user.loginId).toBe('newadmin01');
    expect(printed.user.user.attributes.passwordResetFlg).toBe(0);
    const whoami = await home.run(['whoami']);
    expect(whoami.stdout).toMatch(/ログインID\s+newadmin01/);
  });

  it('signs in afterwards with the new password and code, with no change asked', async () => {
    const result = await home.run(['login', '--login-id', 'newadmin01'], { TWB_PASSWORD: NEW_PASSWORD, TWB_CONFIRMATION_CODE: NEW_CODE });
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('変更が必要です');
  });
});
