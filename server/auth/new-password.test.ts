// Issue 36: PUT /mypage (the one place a person sets their own password: the account menu, the forced change after a
// reissue, `twb login`) refuses passwords a guesser tries early, with a Japanese reason, and changes nothing.
import { describe, expect, it } from 'vitest';
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import type { LoginUser } from '../../core/domain/entities';
import { t } from '../../core/i18n';
import { hashComputations } from './secret-hash';
import { DEMO_PASSWORD, signInWithBearer, signInWithCookies, TestCaller } from '../../tests/support/server';
import { fileTestServer } from '../../tests/support/file-server';

const file = fileTestServer();

const login = (loginId: string, password: string) => new TestCaller(file.server.baseUrl).post<ApiErrorBody>('/api/login', { loginId, password });

async function passwordRow(loginId: string) {
  const [row] = await file.server.db.query<{ password_hash: string; password_reset_flg: number }>(
    'select password_hash, password_reset_flg from users where login_id = $1',
    [loginId],
  );
  return row;
}

const change = (caller: TestCaller, password: string, currentPassword = DEMO_PASSWORD) =>
  caller.put<ApiErrorBody>('/api/mypage', { currentPassword, password, confirm: password });

describe('PUT /mypage refuses easily guessed passwords', () => {
  it.each([
    ['abcdefghijk1', 'validation.passwordSequence'],
    ['1Ertyuiop2026', 'validation.passwordSequence'],
    ['Lkjhgfdsa2026', 'validation.passwordSequence'],
    ['zzzzzzzzzzz9', 'validation.passwordSequence'],
    ['Password2026', 'validation.passwordCommon'],
    ['qwerty123456', 'validation.passwordCommon'],
    ['P@ssw0rd2026!', 'validation.passwordCommon'],
    ['1qaz2wsx3edc', 'validation.passwordCommon'],
    ['Clerk01Tsukimi7', 'validation.passwordHasLoginId'],
  ] as const)('%s: 400 with the reason, no hash computed, the old password still works', async (password, key) => {
    const web = await signInWithCookies(file.server.baseUrl, 'clerk01');
    const before = await passwordRow('clerk01');
    const hashes = hashComputations();
    const refused = await change(web, password);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: ErrorCode.VALIDATION, message: t('error.badRequest'), fields: { password: t(key) } });
    // Refused before the current password is hashed, and nothing written.
    expect(hashComputations()).toBe(hashes);
    expect(await passwordRow('clerk01')).toEqual(before);
    expect((await login('clerk01', DEMO_PASSWORD)).status).toBe(200);
  });

  it('a password that is not easily guessed is taken, from the web and from twb alike', async () => {
    const web = await signInWithCookies(file.server.baseUrl, 'clerk02');
    const done = await web.put<LoginUser>('/api/mypage', { currentPassword: DEMO_PASSWORD, password: 'Tsukimi4Dango2027', confirm: 'Tsukimi4Dango2027' });
    expect(done.status).toBe(200);
    expect((await login('clerk02', 'Tsukimi4Dango2027')).status).toBe(200);

    const cli = await signInWithBearer(file.server.baseUrl, 'clerk03');
    expect((await change(cli, 'Password2026')).body.fields).toEqual({ password: t('validation.passwordCommon') });
    expect((await change(cli, 'Hotaru5Kawa2027')).status).toBe(200);
    expect((await login('clerk03', 'Hotaru5Kawa2027')).status).toBe(200);
  });

  it('the forced change after a password reissue refuses them too, and the change stays required', async () => {
    // As after a reissued password was used (sign-in-security.test.ts walks that whole way).
    await file.server.db.query("update users set password_reset_flg = 1 where login_id = 'clerk05'");
    const web = await signInWithCookies(file.server.baseUrl, 'clerk05');
    const refused = await change(web, 'Clerk05Pass2027');
    expect(refused.body.fields).toEqual({ password: t('validation.passwordHasLoginId') });
    expect((await passwordRow('clerk05')).password_reset_flg).toBe(1);
    expect((await web.get<ApiErrorBody>('/api/news/infoList')).body.code).toBe(ErrorCode.PASSWORD_CHANGE_REQUIRED);
    expect((await change(web, 'Sazanami2Umi2027')).status).toBe(200);
    expect((await passwordRow('clerk05')).password_reset_flg).toBe(0);
  });

  it('without a session 401, without the anti-forgery header 403, whatever the password', async () => {
    const before = await passwordRow('clerk04');
    expect((await change(new TestCaller(file.server.baseUrl), 'Kogarashi4Fuyu2027')).status).toBe(401);
    const web = await signInWithCookies(file.server.baseUrl, 'clerk04');
    web.sendCsrf = false;
    const forged = await change(web, 'Kogarashi4Fuyu2027');
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe(ErrorCode.CSRF);
    expect(await passwordRow('clerk04')).toEqual(before);
  });
});
