// Issue 9, credentials and abuse: the current password at PUT /mypage, the temporary password beside the old one,
// nothing personal before the second factor, two-factor tokens bound to their channel, parallel sign-ins, locks of
// unknown ids, the timed and the 責任者's unlock, and the database-kept limits that answer before any hash.
import { describe, expect, it } from 'vitest';
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import type { LoginUser } from '../../core/domain/entities';
import { t } from '../../core/i18n';
import { hashComputations } from './secret-hash';
import {
  DEMO_CODE,
  DEMO_PASSWORD,
  signInWithBearer,
  signInWithCookies,
  TestCaller,
} from '../../tests/support/server';
import { fileTestServer } from '../../tests/support/file-server';

const MINUTE = 60 * 1000;
const file = fileTestServer();
const { clock } = file;

const caller = (): TestCaller => new TestCaller(file.server.baseUrl);
const login = (loginId: string, password: string, body: Record<string, unknown> = {}) =>
  caller().post<ApiErrorBody & { twoFactorToken?: string; twoFactorExpiresAt?: string }>('/api/login', { loginId, password, ...body });

/** Each describe starts in fresh rate windows (the per-address sign-in window is 10 minutes). */
const nextWindows = (): void => clock.advance(61 * MINUTE);

async function temporaryPasswordFor(recipient: string): Promise<string> {
  const rows = await file.server.db.query<{ body: string }>('select body from mail_outbox where recipient = $1 order by id desc limit 1', [recipient]);
  const found = /仮パスワード: (\S+)/.exec(rows[0]?.body ?? '')?.[1];
  if (!found) throw new Error(`no temporary password mailed to ${recipient}`);
  return found;
}

async function mailCount(): Promise<number> {
  return (await file.server.db.query<{ n: number }>('select count(*)::int as n from mail_outbox'))[0].n;
}

describe('PUT /mypage needs the current password', () => {
  it('refuses a missing or wrong current password and changes nothing; the right one changes it', async () => {
    nextWindows();
    const web = await signInWithCookies(file.server.baseUrl, 'clerk04');
    const [before] = await file.server.db.query<{ password_hash: string }>("select password_hash from users where login_id = 'clerk04'");
    const missing = await web.put<ApiErrorBody>('/api/mypage', { password: 'Tsukimi4Dango2027', confirm: 'Tsukimi4Dango2027' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ currentPassword: t('validation.required') });
    const wrong = await web.put<ApiErrorBody>('/api/mypage', { currentPassword: 'NotMyPass2026', password: 'Tsukimi4Dango2027', confirm: 'Tsukimi4Dango2027' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: ErrorCode.VALIDATION, message: t('error.badRequest'), fields: { currentPassword: t('server.password.currentWrong') } });
    const same = await web.put<ApiErrorBody>('/api/mypage', { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, confirm: DEMO_PASSWORD });
    expect(same.body.fields).toEqual({ password: t('server.password.sameAsCurrent') });
    const [unchanged] = await file.server.db.query<{ password_hash: string }>("select password_hash from users where login_id = 'clerk04'");
    expect(unchanged.password_hash).toBe(before.password_hash);

    const done = await web.put<LoginUser>('/api/mypage', { currentPassword: DEMO_PASSWORD, password: 'Tsukimi4Dango2027', confirm: 'Tsukimi4Dango2027' });
    expect(done.status).toBe(200);
    expect((await login('clerk04', DEMO_PASSWORD)).body.code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login('clerk04', 'Tsukimi4Dango2027')).status).toBe(200);
  });

  it('a stolen session cannot guess the current password: wrong guesses are limited (429 before any hash)', async () => {
    nextWindows();
    const web = await signInWithBearer(file.server.baseUrl, 'clerk05');
    for (let i = 1; i <= 10; i++) {
      const wrong = await web.put<ApiErrorBody>('/api/mypage', { currentPassword: `Guess${i}Pass2026`, password: 'Hotaru5Kawa2027', confirm: 'Hotaru5Kawa2027' });
      expect(wrong.status, `guess ${i}`).toBe(400);
    }
    const hashes = hashComputations();
    const limited = await web.put<ApiErrorBody>('/api/mypage', { currentPassword: DEMO_PASSWORD, password: 'Hotaru5Kawa2027', confirm: 'Hotaru5Kawa2027' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, message: t('error.tooManyRequests') });
    expect(hashComputations()).toBe(hashes);
  });
});

describe('POST /lost: a temporary password beside the old one', () => {
  const mail = 'naoki.ono@mirai-works.co.jp';

  it('keeps the old password and the sessions working; the first sign-in with the old one ends the temporary one', async () => {
    nextWindows();
    const session = await signInWithCookies(file.server.baseUrl, 'clerk02');
    expect((await caller().post('/api/lost', { userid: 'clerk02', mail })).status).toBe(200);
    const temporary = await temporaryPasswordFor(mail);
    // Whoever asked for it has not ended the owner's session, nor the old password.
    expect((await session.get('/api/users/loginUser')).status).toBe(200);
    const [row] = await file.server.db.query<{ password_reset_flg: number }>("select password_reset_flg from users where login_id = 'clerk02'");
    expect(row.password_reset_flg).toBe(0);
    expect((await login('clerk02', DEMO_PASSWORD)).status).toBe(200);
    // That sign-in with the old password ended the temporary one.
    expect((await login('clerk02', temporary)).body.code).toBe(ErrorCode.LOGIN_FAILED);
  });

  it('the first sign-in with the temporary one ends the old password and its sessions, and forces the change', async () => {
    nextWindows();
    const session = await signInWithCookies(file.server.baseUrl, 'clerk02');
    await caller().post('/api/lost', { userid: 'clerk02', mail });
    const temporary = await temporaryPasswordFor(mail);
    const web = await signInWithCookies(file.server.baseUrl, 'clerk02', temporary);
    expect((await web.get<LoginUser>('/api/users/loginUser')).body.user.attributes.passwordResetFlg).toBe(1);
    expect((await session.get('/api/users/loginUser')).status).toBe(401);
    expect((await login('clerk02', DEMO_PASSWORD)).body.code).toBe(ErrorCode.LOGIN_FAILED);
    const changed = await web.put<LoginUser>('/api/mypage', { currentPassword: temporary, password: 'Sazanami2Umi2027', confirm: 'Sazanami2Umi2027' });
    expect(changed.status).toBe(200);
    expect((await login('clerk02', 'Sazanami2Umi2027')).status).toBe(200);
  });

  it('the temporary password expires after 30 minutes; the old one still works', async () => {
    nextWindows();
    const recipient = 'takashi.kaneko@mirai-works.co.jp';
    await caller().post('/api/lost', { userid: 'clerk06', mail: recipient });
    const temporary = await temporaryPasswordFor(recipient);
    clock.advance(30 * MINUTE + 1);
    expect((await login('clerk06', temporary)).body.code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login('clerk06', DEMO_PASSWORD)).status).toBe(200);
  });

  it('is limited per account (whatever the address or mail), for unknown login ids alike, with no mail sent', async () => {
    nextWindows();
    const recipient = 'daisuke.nishimura@toyo-system.co.jp';
    const [target] = await file.server.db.query<{ mail_address: string }>("select mail_address from users where login_id = 'clerk21'");
    const address = target.mail_address ?? recipient;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await caller().post('/api/lost', { userid: 'clerk21', mail: i === 0 ? address : `x${i}@example.com` })).status);
    expect(statuses).toEqual([200, 200, 200]);
    const before = await mailCount();
    const hashes = hashComputations();
    const limited = await caller().post<ApiErrorBody>('/api/lost', { userid: 'clerk21', mail: address });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, message: t('error.tooManyRequests') });
    expect(hashComputations()).toBe(hashes);
    expect(await mailCount()).toBe(before);

    const ghost: number[] = [];
    for (let i = 0; i < 4; i++) ghost.push((await caller().post('/api/lost', { userid: 'ghost-account', mail: 'ghost@example.com' })).status);
    expect(ghost).toEqual([200, 200, 200, 429]);
  });
});

describe('nothing personal before the second factor', () => {
  it('the login answer holds only the expiry (cookie) or the token and the expiry (bearer)', async () => {
    nextWindows();
    const web = await login('admin01', DEMO_PASSWORD);
    expect(web.body).toEqual({ twoFactorExpiresAt: expect.any(String) as string });
    const cli = await login('admin01', DEMO_PASSWORD, { channel: 'bearer' });
    expect(Object.keys(cli.body).sort()).toEqual(['twoFactorExpiresAt', 'twoFactorToken']);
    expect(cli.headers.get('set-cookie')).toBeNull();
    const text = JSON.stringify([web.body, cli.body]);
    for (const personal of ['山田', 'taro.yamada', 'admin01', 'authorities', 'userInfo']) expect(text).not.toContain(personal);
  });

  it('refuses an unknown channel with 400', async () => {
    const bad = await login('admin01', DEMO_PASSWORD, { channel: 'pigeon' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ channel: t('validation.format') });
  });
});

describe('the two-factor token is bound to its channel', () => {
  it('a token issued as a cookie is refused as a bearer', async () => {
    nextWindows();
    const web = caller();
    await web.post('/api/login', { loginId: 'admin03', password: DEMO_PASSWORD });
    const token = web.cookies.get('twb_2fa') ?? '';
    expect(token).not.toBe('');
    const thief = caller();
    thief.bearer = token;
    expect((await thief.get<{ tokenAvailable: boolean }>('/api/twoFactorAuth/authCheck')).body.tokenAvailable).toBe(false);
    const refused = await thief.post<ApiErrorBody>('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(ErrorCode.TWO_FACTOR_TOKEN);
    // The rightful cookie holder still finishes.
    expect((await web.post('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE })).status).toBe(200);
  });

  it('a token issued to a bearer caller is refused as a cookie', async () => {
    const cli = await login('admin03', DEMO_PASSWORD, { channel: 'bearer' });
    const token = cli.body.twoFactorToken ?? '';
    const browser = caller();
    browser.cookies.set('twb_2fa', token);
    expect((await browser.get<{ tokenAvailable: boolean }>('/api/twoFactorAuth/authCheck')).body.tokenAvailable).toBe(false);
    const refused = await browser.post<ApiErrorBody>('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(ErrorCode.TWO_FACTOR_TOKEN);
    const owner = caller();
    owner.bearer = token;
    const done = await owner.post<{ accessToken?: string }>('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE });
    expect(done.status).toBe(200);
    expect(done.body.accessToken).toBeTruthy();
  });
});

describe('several sign-ins of one account at once', () => {
  it('a new two-factor token does not cancel pending ones: both browsers and a script finish', async () => {
    nextWindows();
    const first = caller();
    const second = caller();
    expect((await first.post('/api/login', { loginId: 'admin03', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await second.post('/api/login', { loginId: 'admin03', password: DEMO_PASSWORD })).status).toBe(200);
    const script = await login('admin03', DEMO_PASSWORD, { channel: 'bearer' });
    const cli = caller();
    cli.bearer = script.body.twoFactorToken ?? '';
    expect((await first.post('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE })).status).toBe(200);
    expect((await second.post('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE })).status).toBe(200);
    expect((await cli.post('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE })).status).toBe(200);
    for (const signedIn of [first, second]) expect((await signedIn.get('/api/users/loginUser')).status).toBe(200);
  });
});

describe('locks', () => {
  it('an unknown login id answers exactly like a known one, locking at the 10th failure', async () => {
    nextWindows();
    const answers = async (loginId: string): Promise<ApiErrorBody[]> => {
      const bodies: ApiErrorBody[] = [];
      for (let i = 1; i <= 12; i++) bodies.push((await login(loginId, `Wrong${i}Pass2026`)).body);
      return bodies;
    };
    const known = await answers('clerk22');
    const unknown = await answers('nobody-at-all');
    expect(unknown).toEqual(known);
    expect(known.slice(0, 9).every((b) => b.code === ErrorCode.LOGIN_FAILED)).toBe(true);
    expect(known.slice(9)).toEqual(Array(3).fill({ code: ErrorCode.ACCOUNT_LOCKED, message: t('login.locked', { count: 10 }) }));
    // Every answer computed one hash, locked or not, known or not: the time does not tell them apart.
    const hashes = hashComputations();
    await login('nobody-at-all', 'Another1Pass2026');
    await login('clerk22', DEMO_PASSWORD);
    expect(hashComputations() - hashes).toBe(2);
  });

  it('a lock lifts by itself after 30 minutes, and the count starts again', async () => {
    // clerk22 was locked by the test above.
    clock.advance(29 * MINUTE);
    expect((await login('clerk22', DEMO_PASSWORD)).body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    clock.advance(MINUTE + 1);
    expect((await login('clerk22', 'Wrong1Pass2026')).body.code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login('nobody-at-all', 'Wrong1Pass2026')).body.code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login('clerk22', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('unlock by a 責任者', () => {
  async function lock(loginId: string): Promise<number> {
    for (let i = 1; i <= 10; i++) await login(loginId, `Wrong${i}Pass2026`);
    const [row] = await file.server.db.query<{ id: number; locked_at: Date | null }>('select id, locked_at from users where login_id = $1', [loginId]);
    expect(row.locked_at).not.toBeNull();
    return row.id;
  }

  it('admin01 sees the lock and lifts it; the password stays as it was', async () => {
    nextWindows();
    const userId = await lock('clerk01');
    const admin = await signInWithCookies(file.server.baseUrl, 'admin01');
    const status = await admin.get<{ locked: boolean; lockedUntil: string | null; canUnlock: boolean }>(`/api/users/tenant/accountLock?userId=${userId}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ locked: true, lockedUntil: new Date(clock.now().getTime() + 30 * MINUTE).toISOString(), canUnlock: true });
    const [before] = await file.server.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [userId]);
    const unlocked = await admin.patch('/api/users/tenant/accountUnlock', { userId: String(userId) });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toEqual({ result: 'OK' });
    const [after] = await file.server.db.query<{ password_hash: string; locked_at: Date | null }>('select password_hash, locked_at from users where id = $1', [userId]);
    expect(after).toEqual({ password_hash: before.password_hash, locked_at: null });
    expect((await admin.get<{ locked: boolean }>(`/api/users/tenant/accountLock?userId=${userId}`)).body.locked).toBe(false);
    expect((await login('clerk01', DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses a department clerk (403) and changes nothing', async () => {
    nextWindows();
    const userId = await lock('clerk05');
    const clerk = await signInWithCookies(file.server.baseUrl, 'clerk01');
    const refused = await clerk.patch<ApiErrorBody>('/api/users/tenant/accountUnlock', { userId: String(userId) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.PERMISSION);
    expect((await login('clerk05', DEMO_PASSWORD)).body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('refuses the 責任者 of another corporation, and of a person shared with a corporation they do not administer', async () => {
    const [clerk05] = await file.server.db.query<{ id: number }>("select id from users where login_id = 'clerk05'");
    const other = await signInWithCookies(file.server.baseUrl, 'admin02');
    const refused = await other.patch<ApiErrorBody>('/api/users/tenant/accountUnlock', { userId: String(clerk05.id) });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: ErrorCode.PERMISSION, message: t('server.accountLock.otherCorporation') });
    expect((await other.get(`/api/users/tenant/accountLock?userId=${clerk05.id}`)).status).toBe(403);
    expect((await login('clerk05', DEMO_PASSWORD)).body.code).toBe(ErrorCode.ACCOUNT_LOCKED);

    // admin01 also administers 東洋システム開発; admin03 administers only みらいワークス, so it may not act alone.
    nextWindows();
    const admin01 = await lock('admin01');
    const admin03 = await signInWithCookies(file.server.baseUrl, 'admin03');
    expect((await admin03.get<{ canUnlock: boolean; locked: boolean }>(`/api/users/tenant/accountLock?userId=${admin01}`)).body).toMatchObject({ locked: true, canUnlock: false });
    const shared = await admin03.patch<ApiErrorBody>('/api/users/tenant/accountUnlock', { userId: String(admin01) });
    expect(shared.status).toBe(403);
    expect(shared.body.message).toBe(t('server.accountLock.otherCorporation'));
    // admin02 finds admin01 in 東洋システム開発's list: it sees the lock, and may not lift it either.
    const admin02 = other;
    expect((await admin02.get<{ canUnlock: boolean; locked: boolean }>(`/api/users/tenant/accountLock?userId=${admin01}`)).body).toMatchObject({ locked: true, canUnlock: false });
    expect((await admin02.patch<ApiErrorBody>('/api/users/tenant/accountUnlock', { userId: String(admin01) })).status).toBe(403);
    expect((await login('admin01', DEMO_PASSWORD)).body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('answers 400 for bad input and 404 for an unknown person', async () => {
    const admin = await signInWithBearer(file.server.baseUrl, 'admin03');
    for (const body of [{}, { userId: 'abc' }, { userId: { toString: 'x' } }, { userId: -1 }]) {
      const bad = await admin.patch<ApiErrorBody>('/api/users/tenant/accountUnlock', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    }
    const missing = await admin.patch<ApiErrorBody>('/api/users/tenant/accountUnlock', { userId: '999999' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(t('server.accountLock.notFound'));
  });
});
