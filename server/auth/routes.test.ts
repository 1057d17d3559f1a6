// The sign-in flow of docs/foundation-contracts.md end to end over HTTP: roles, lock, two-factor, password reset,
// anti-forgery, bearer callers, sign-out, password lost and expiry under a controlled clock.
import { describe, expect, it } from 'vitest';
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import type { LoginUser } from '../../core/domain/entities';
import { ROLE_AUTHORITIES } from '../../core/domain/permissions';
import { t } from '../../core/i18n';
import {
  DEMO_CODE,
  DEMO_PASSWORD,
  signInWithBearer,
  signInWithCookies,
  TestCaller,
} from '../../tests/support/server';
import { fileTestServer } from '../../tests/support/file-server';

const file = fileTestServer();
const { clock } = file;

const caller = (): TestCaller => new TestCaller(file.server.baseUrl);

async function outboxFor(recipient: string): Promise<{ subject: string; body: string }[]> {
  return file.server.db.query<{ subject: string; body: string }>('select subject, body from mail_outbox where recipient = $1 order by id', [recipient]);
}

async function sessionCount(loginId: string): Promise<number> {
  const [row] = await file.server.db.query<{ n: number }>('select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.login_id = $1', [loginId]);
  return row.n;
}

describe('sign-in', () => {
  it('admin01 signs in with cookies and GET /users/loginUser answers the session user', async () => {
    const web = caller();
    const login = await web.post<{ twoFactorExpiresAt: string }>('/api/login', {
      loginId: 'admin01',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    // Nothing personal before the second factor, and the cookie channel's token only as a cookie.
    expect(Object.keys(login.body)).toEqual(['twoFactorExpiresAt']);
    expect(new Date(login.body.twoFactorExpiresAt).getTime() - clock.now().getTime()).toBe(10 * 60 * 1000);
    expect(login.setCookies.find((c) => c.startsWith('twb_2fa='))).toMatch(/HttpOnly/i);
    expect(web.cookies.has('twb_session')).toBe(false);

    expect((await web.get<{ tokenAvailable: boolean }>('/api/twoFactorAuth/authCheck')).body.tokenAvailable).toBe(true);
    expect((await web.get<{ tokenAvailable: boolean }>('/api/twoFactorAuth/changeCheck')).body.tokenAvailable).toBe(false);
    const auth = await web.post<{ success: boolean; needToChange: boolean; userInfo: LoginUser; accessToken?: string }>('/api/twoFactorAuth/auth', {
      confirmationCode: DEMO_CODE,
    });
    expect(auth.status).toBe(200);
    expect(auth.body).toMatchObject({ success: true, needToChange: false });
    // Cookie callers get cookies, never the token in the body.
    expect(auth.body.accessToken).toBeUndefined();
    expect(auth.setCookies.find((c) => c.startsWith('twb_session='))).toMatch(/HttpOnly/i);
    expect(auth.setCookies.find((c) => c.startsWith('twb_csrf='))).not.toMatch(/HttpOnly/i);
    expect(web.cookies.has('twb_2fa')).toBe(false);

    const me = await web.get<LoginUser>('/api/users/loginUser');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      role: { attributes: { roleType: 3 } },
      user: { loginId: 'admin01', userName: '山田 太郎', attributes: { passwordResetFlg: 0, trinityCode: 'TR100001' } },
      corporation: { id: '1', attributes: { corporationName: '株式会社みらいワークス', flexBasicContractFlg: true } },
      organizationName: '経営企画部',
    });
    expect(me.body.authorities).toEqual(ROLE_AUTHORITIES[3]);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('clerk01 gets the department clerk authorities', async () => {
    const web = await signInWithCookies(file.server.baseUrl, 'clerk01');
    const me = await web.get<LoginUser>('/api/users/loginUser');
    expect(me.body.role.attributes.roleType).toBe(4);
    expect(me.body.authorities).toEqual(ROLE_AUTHORITIES[4]);
  });

  it.each(['reception01', 'member01'])('%s (not roleType 3 or 4) is refused with LOGIN_INVALID', async (loginId) => {
    const result = await caller().post<ApiErrorBody>('/api/login', { loginId, password: DEMO_PASSWORD });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ code: ErrorCode.LOGIN_INVALID, message: t('login.invalid') });
  });

  it('a wrong password or an unknown login id answers LOGIN_FAILED', async () => {
    for (const body of [{ loginId: 'admin01', password: 'WrongPass2026' }, { loginId: 'nobody99', password: DEMO_PASSWORD }]) {
      const result = await caller().post<ApiErrorBody>('/api/login', body);
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ code: ErrorCode.LOGIN_FAILED, message: t('login.failed') });
    }
    // The one failure of admin01 above is forgotten at its next good sign-in.
    await signInWithCookies(file.server.baseUrl, 'admin01');
    const [row] = await file.server.db.query<{ failed_login_count: number }>("select failed_login_count from users where login_id = 'admin01'");
    expect(row.failed_login_count).toBe(0);
  });

  it('missing fields answer 400 with Japanese per-field messages', async () => {
    const result = await caller().post<ApiErrorBody>('/api/login', { loginId: '' });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(ErrorCode.VALIDATION);
    expect(result.body.message).toBe(t('error.badRequest'));
    expect(result.body.fields).toEqual({ loginId: t('validation.required'), password: t('validation.required') });
  });

  it('malformed JSON answers a JSON 400', async () => {
    const response = await fetch(`${file.server.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"loginId":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: ErrorCode.VALIDATION, message: t('error.badRequest') });
  });
});

describe('account lock and password lost', () => {
  it('the 10th consecutive failure locks the account; a temporary password opens it and must be changed', async () => {
    for (let attempt = 1; attempt <= 9; attempt++) {
      const result = await caller().post<ApiErrorBody>('/api/login', { loginId: 'clerk03', password: `Wrong${attempt}Pass2026` });
      expect(result.body.code, `attempt ${attempt}`).toBe(ErrorCode.LOGIN_FAILED);
    }
    const locking = await caller().post<ApiErrorBody>('/api/login', { loginId: 'clerk03', password: 'Wrong10Pass2026' });
    expect(locking.status).toBe(401);
    expect(locking.body).toEqual({ code: ErrorCode.ACCOUNT_LOCKED, message: t('login.locked', { count: 10 }) });
    // Even the right password is refused now.
    const later = await caller().post<ApiErrorBody>('/api/login', { loginId: 'clerk03', password: DEMO_PASSWORD });
    expect(later.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);

    const lost = await caller().post('/api/lost', { userid: 'clerk03', mail: 'yumi.matsuda@mirai-works.co.jp' });
    expect(lost.status).toBe(200);
    expect(lost.body).toEqual({ result: 'OK' });
    const mails = await outboxFor('yumi.matsuda@mirai-works.co.jp');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(t('server.mail.tempPassword.subject'));
    expect(mails[0].body).toContain('30分');
    const temporary = /仮パスワード: (\S+)/.exec(mails[0].body)?.[1] ?? '';
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{12,32}$/);

    // The lock still holds for the old password; the temporary one opens the account, with the change still to do.
    expect((await caller().post<ApiErrorBody>('/api/login', { loginId: 'clerk03', password: DEMO_PASSWORD })).body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    const web = await signInWithCookies(file.server.baseUrl, 'clerk03', temporary);
    const me = await web.get<LoginUser>('/api/users/loginUser');
    expect(me.body.user.attributes.passwordResetFlg).toBe(1);
    const blocked = await web.get<ApiErrorBody>('/api/news/infoList');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe(ErrorCode.PASSWORD_CHANGE_REQUIRED);
    // The forced change asks for the password just typed (the temporary one), too.
    const withoutCurrent = await web.put<ApiErrorBody>('/api/mypage', { password: 'NewClerkPass2026', confirm: 'NewClerkPass2026' });
    expect(withoutCurrent.status).toBe(400);
    expect(withoutCurrent.body.fields).toEqual({ currentPassword: t('validation.required') });
    const changed = await web.put<LoginUser>('/api/mypage', { currentPassword: temporary, password: 'NewClerkPass2026', confirm: 'NewClerkPass2026' });
    expect(changed.status).toBe(200);
    expect(changed.body.user.attributes.passwordResetFlg).toBe(0);
    expect((await web.get('/api/news/infoList')).status).toBe(200);
    // The old password ended with the first sign-in by the temporary one.
    expect((await caller().post<ApiErrorBody>('/api/login', { loginId: 'clerk03', password: DEMO_PASSWORD })).body.code).toBe(ErrorCode.LOGIN_FAILED);
  });

  it('answers the same OK for a pair that does not exist, and writes no mail', async () => {
    const before = await file.server.db.query<{ n: number }>('select count(*)::int as n from mail_outbox');
    const unknown = await caller().post('/api/lost', { userid: 'admin01', mail: 'someone.else@mirai-works.co.jp' });
    const missing = await caller().post('/api/lost', { userid: 'ghost', mail: 'ghost@mirai-works.co.jp' });
    expect([unknown.status, missing.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(missing.body);
    const after = await file.server.db.query<{ n: number }>('select count(*)::int as n from mail_outbox');
    expect(after[0].n).toBe(before[0].n);
    const [admin] = await file.server.db.query<{ password_reset_flg: number }>("select password_reset_flg from users where login_id = 'admin01'");
    expect(admin.password_reset_flg).toBe(0);
  });

  it('refuses a malformed request with 400', async () => {
    const result = await caller().post<ApiErrorBody>('/api/lost', { userid: '', mail: 'not-a-mail' });
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ userid: t('validation.required'), mail: t('validation.mail') });
  });
});

describe('first sign-in of newadmin01: code change, then password change', () => {
  it('walks needToChange, the code change and the password gate', async () => {
    const web = caller();
    expect((await web.post('/api/login', { loginId: 'newadmin01', password: DEMO_PASSWORD })).status).toBe(200);
    // The change step is not open before the current code was entered.
    const early = await web.post<ApiErrorBody>('/api/twoFactorAuth/change', { newConfirmationCode: 'NewCode20261', confirm: 'NewCode20261' });
    expect(early.body.code).toBe(ErrorCode.TWO_FACTOR_TOKEN);

    const auth = await web.post<{ success: boolean; needToChange: boolean; userInfo: LoginUser }>('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE });
    // The sign-in is not complete yet: still nothing personal.
    expect(auth.body).toEqual({ success: true, needToChange: true, userInfo: null });
    expect(web.cookies.has('twb_session')).toBe(false);
    expect((await web.get<{ tokenAvailable: boolean }>('/api/twoFactorAuth/changeCheck')).body.tokenAvailable).toBe(true);

    const tooShort = await web.post<ApiErrorBody>('/api/twoFactorAuth/change', { newConfirmationCode: 'abc123', confirm: 'abc123' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.fields?.newConfirmationCode).toBe(t('validation.confirmationCode', { min: 10, max: 32 }));
    const mismatch = await web.post<ApiErrorBody>('/api/twoFactorAuth/change', { newConfirmationCode: 'NewCode20261', confirm: 'NewCode20262' });
    expect(mismatch.body.fields).toEqual({ confirm: t('validation.mismatch') });

    const changed = await web.post<{ success: boolean; userInfo: LoginUser }>('/api/twoFactorAuth/change', { newConfirmationCode: 'NewCode20261', confirm: 'NewCode20261' });
    expect(changed.status).toBe(200);
    expect(changed.body.success).toBe(true);
    expect(changed.body.userInfo.user.attributes.passwordResetFlg).toBe(1);
    expect(web.cookies.has('twb_session')).toBe(true);

    // Until the password is changed, only the calls allowed during a password reset answer.
    expect((await web.get('/api/users/loginUser')).status).toBe(200);
    for (const path of ['/api/billing/tenant/viewPermission', '/api/news/infoList', '/api/corporations/1']) {
      const blocked = await web.get<ApiErrorBody>(path);
      expect(blocked.status, path).toBe(403);
      expect(blocked.body).toEqual({ code: ErrorCode.PASSWORD_CHANGE_REQUIRED, message: t('error.passwordChangeRequired') });
    }

    // Bad input changes nothing.
    const weak = await web.put<ApiErrorBody>('/api/mypage', { currentPassword: DEMO_PASSWORD, password: 'onlyletterspassword', confirm: 'onlyletterspassword' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ password: t('validation.password', { min: 12, max: 32 }) });
    const notMatching = await web.put<ApiErrorBody>('/api/mypage', { currentPassword: DEMO_PASSWORD, password: 'Newadmin2026pass', confirm: 'Newadmin2026pazz' });
    expect(notMatching.body.fields).toEqual({ confirm: t('validation.mismatch') });
    const [still] = await file.server.db.query<{ password_reset_flg: number }>("select password_reset_flg from users where login_id = 'newadmin01'");
    expect(still.password_reset_flg).toBe(1);

    const done = await web.put<LoginUser>('/api/mypage', { currentPassword: DEMO_PASSWORD, password: 'Newadmin2026pass', confirm: 'Newadmin2026pass' });
    expect(done.status).toBe(200);
    expect(done.body.user.attributes.passwordResetFlg).toBe(0);
    expect((await web.get('/api/billing/tenant/viewPermission')).status).toBe(200);

    // The next sign-in uses the new password and the new code, without the change steps.
    const again = await signInWithBearer(file.server.baseUrl, 'newadmin01', 'Newadmin2026pass', 'NewCode20261');
    expect((await again.get<LoginUser>('/api/users/loginUser')).body.user.attributes.passwordResetFlg).toBe(0);
  });
});

describe('two-factor code step', () => {
  it('three wrong codes spend the token', async () => {
    const web = caller();
    await web.post('/api/login', { loginId: 'clerk04', password: DEMO_PASSWORD });
    for (let i = 1; i <= 2; i++) {
      const wrong = await web.post<ApiErrorBody>('/api/twoFactorAuth/auth', { confirmationCode: 'WrongCode2026' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ code: ErrorCode.TWO_FACTOR_FAILED, message: t('server.twoFactor.failed') });
    }
    const third = await web.post<ApiErrorBody>('/api/twoFactorAuth/auth', { confirmationCode: 'WrongCode2026' });
    expect(third.body.message).toBe(t('server.twoFactor.tooManyFailures', { count: 3 }));
    const afterwards = await web.post<ApiErrorBody>('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE });
    expect(afterwards.body.code).toBe(ErrorCode.TWO_FACTOR_TOKEN);
  });

  it('the token lasts 10 minutes', async () => {
    const web = caller();
    await web.post('/api/login', { loginId: 'clerk05', password: DEMO_PASSWORD });
    clock.advance(10 * 60 * 1000 + 1);
    expect((await web.get<{ tokenAvailable: boolean }>('/api/twoFactorAuth/authCheck')).body.tokenAvailable).toBe(false);
    const late = await web.post<ApiErrorBody>('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe(ErrorCode.TWO_FACTOR_TOKEN);
  });

  it('POST /twoFactorAuth/logout ends the token and clears its cookie', async () => {
    const web = caller();
    await web.post('/api/login', { loginId: 'clerk05', password: DEMO_PASSWORD });
    const out = await web.post('/api/twoFactorAuth/logout');
    expect(out.status).toBe(200);
    expect(out.setCookies.some((c) => c.startsWith('twb_2fa=;'))).toBe(true);
    expect(web.cookies.has('twb_2fa')).toBe(false);
    const [row] = await file.server.db.query<{ n: number }>(
      "select count(*)::int as n from two_factor_tokens t join users u on u.id = t.user_id where u.login_id = 'clerk05'",
    );
    expect(row.n).toBe(0);
  });
});

describe('sessions: anti-forgery, bearer, sign-out, expiry', () => {
  it('a cookie write without X-CSRF-Token is refused and changes nothing; with it, it is accepted', async () => {
    const web = await signInWithCookies(file.server.baseUrl, 'admin01');
    const count = async (): Promise<number> =>
      (await file.server.db.query<{ n: number }>("select count(*)::int as n from keyword_search_history where keyword = '会員一覧'"))[0].n;
    web.sendCsrf = false;
    const refused = await web.post<ApiErrorBody>('/api/menu/keywordSearchHistory', { keyword: '会員一覧' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: ErrorCode.CSRF, message: t('error.csrf') });
    const forged = await web.call<ApiErrorBody>('POST', '/api/menu/keywordSearchHistory', { keyword: '会員一覧' }, { 'x-csrf-token': 'guessed' });
    expect(forged.body.code).toBe(ErrorCode.CSRF);
    expect(await count()).toBe(0);
    web.sendCsrf = true;
    const accepted = await web.post('/api/menu/keywordSearchHistory', { keyword: '会員一覧' });
    expect(accepted.status).toBe(200);
    expect(await count()).toBe(1);
  });

  it('a bearer caller needs no anti-forgery header, and its token is not accepted as a cookie', async () => {
    const cli = await signInWithBearer(file.server.baseUrl, 'admin01');
    expect((await cli.post('/api/menu/keywordSearchHistory', { keyword: 'CLIから' })).status).toBe(200);
    const asCookie = new TestCaller(file.server.baseUrl);
    asCookie.cookies.set('twb_session', cli.bearer ?? '');
    expect((await asCookie.get('/api/users/loginUser')).status).toBe(401);
  });

  it('a too-long keyword answers 400 and records nothing', async () => {
    const cli = await signInWithBearer(file.server.baseUrl, 'clerk01');
    const result = await cli.post<ApiErrorBody>('/api/menu/keywordSearchHistory', { keyword: 'あ'.repeat(101) });
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ keyword: t('validation.max', { length: 100 }) });
    const [row] = await file.server.db.query<{ n: number }>("select count(*)::int as n from keyword_search_history h join users u on u.id = h.user_id where u.login_id = 'clerk01'");
    expect(row.n).toBe(0);
  });

  it('sign-out deletes the session and clears the cookies', async () => {
    const web = await signInWithCookies(file.server.baseUrl, 'admin01');
    const stolen = web.cookies.get('twb_session') ?? '';
    const out = await web.post('/api/login/logout');
    expect(out.status).toBe(200);
    expect(web.cookies.has('twb_session')).toBe(false);
    expect(web.cookies.has('twb_csrf')).toBe(false);
    const replay = new TestCaller(file.server.baseUrl);
    replay.cookies.set('twb_session', stolen);
    const result = await replay.get<ApiErrorBody>('/api/users/loginUser');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ code: ErrorCode.UNAUTHENTICATED, message: t('error.unauthenticated') });
  });

  it('a sign-out without the anti-forgery header ends the session too: the copied cookie is refused afterwards', async () => {
    const web = await signInWithCookies(file.server.baseUrl, 'clerk02');
    const token = web.cookies.get('twb_session') ?? '';
    const before = await sessionCount('clerk02');
    web.sendCsrf = false;
    const out = await web.post('/api/login/logout');
    expect(out.status).toBe(200);
    expect(web.cookies.has('twb_session')).toBe(false);
    expect(await sessionCount('clerk02')).toBe(before - 1);
    const copied = new TestCaller(file.server.baseUrl);
    copied.cookies.set('twb_session', token);
    const result = await copied.get<ApiErrorBody>('/api/users/loginUser');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ code: ErrorCode.UNAUTHENTICATED, message: t('error.unauthenticated') });
  });

  it('the cookie-carried two-factor step needs the anti-forgery header too', async () => {
    const web = caller();
    await web.post('/api/login', { loginId: 'clerk02', password: DEMO_PASSWORD });
    web.sendCsrf = false;
    const refused = await web.post<ApiErrorBody>('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.CSRF);
    web.sendCsrf = true;
    expect((await web.post('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE })).status).toBe(200);
  });

  it('a bearer sign-out ends the access token', async () => {
    const cli = await signInWithBearer(file.server.baseUrl, 'clerk01');
    expect((await cli.post('/api/login/logout')).status).toBe(200);
    expect((await cli.get('/api/users/loginUser')).status).toBe(401);
  });

  it('a session ends after two idle hours and slides while in use', async () => {
    const web = await signInWithCookies(file.server.baseUrl, 'clerk01');
    clock.advance(90 * 60 * 1000);
    expect((await web.get('/api/users/loginUser')).status).toBe(200);
    clock.advance(90 * 60 * 1000);
    expect((await web.get('/api/users/loginUser')).status).toBe(200);
    clock.advance(2 * 60 * 60 * 1000 + 1);
    expect((await web.get('/api/users/loginUser')).status).toBe(401);
  });
});
