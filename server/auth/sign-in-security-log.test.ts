// The security events of sign-in (failed, locked, rate-limited, unlocked, password and code changes, reissue) reach
// server/http/security-log.ts, never with a secret in their details; and a stolen session cannot guess the current
// confirmation code at the account menu's code change.
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import { t } from '../../core/i18n';
import { hashComputations } from './secret-hash';
import { DEMO_CODE, DEMO_PASSWORD, signInWithBearer, signInWithCookies, TestCaller } from '../../tests/support/server';
import { fileTestServer } from '../../tests/support/file-server';

const logged = vi.hoisted(() => [] as { event: string; details: Record<string, unknown> }[]);

vi.mock('../http/security-log', async (importOriginal) => {
  const real = await importOriginal<typeof import('../http/security-log')>();
  return {
    ...real,
    logSecurityEvent: (...args: Parameters<typeof real.logSecurityEvent>) => {
      logged.push({ event: args[1], details: { ...args[2] } });
      real.logSecurityEvent(...args);
    },
  };
});

const file = fileTestServer();
const { clock } = file;

const login = (loginId: string, password: string) => new TestCaller(file.server.baseUrl).post<ApiErrorBody>('/api/login', { loginId, password });
const eventsSince = (mark: number) => logged.slice(mark).map((e) => e.event);

describe('security events of sign-in', () => {
  it('logs failures, the lock, the unlock, the reissue and the password and code changes, without secrets', async () => {
    const start = logged.length;
    for (let i = 1; i <= 10; i++) await login('clerk04', `Wrong${i}Pass2026`);
    expect(eventsSince(start)).toEqual([...Array(9).fill('sign-in.failed'), 'sign-in.locked']);
    expect(logged[start].details).toMatchObject({ loginId: 'clerk04', code: ErrorCode.LOGIN_FAILED });

    let mark = logged.length;
    const [clerk04] = await file.server.db.query<{ id: number }>("select id from users where login_id = 'clerk04'");
    const admin = await signInWithCookies(file.server.baseUrl, 'admin01');
    expect((await admin.patch('/api/users/tenant/accountUnlock', { userId: String(clerk04.id) })).status).toBe(200);
    expect(eventsSince(mark)).toEqual(['account.unlocked']);
    expect(logged[mark].details).toMatchObject({ targetUserId: clerk04.id });

    mark = logged.length;
    expect((await new TestCaller(file.server.baseUrl).post('/api/lost', { userid: 'clerk04', mail: 'takuya.hara@mirai-works.co.jp' })).status).toBe(200);
    expect(eventsSince(mark)).toEqual(['password.reissued']);

    mark = logged.length;
    const web = await signInWithCookies(file.server.baseUrl, 'clerk04');
    await web.put('/api/mypage', { currentPassword: 'NotIt2026pass', password: 'Kogarashi4Fuyu2027', confirm: 'Kogarashi4Fuyu2027' });
    await web.put('/api/mypage', { currentPassword: DEMO_PASSWORD, password: 'Kogarashi4Fuyu2027', confirm: 'Kogarashi4Fuyu2027' });
    await web.patch('/api/users/tenant/myConfirmationCode', { confirmationCode: DEMO_CODE, newConfirmationCode: 'Clerk04Code2027', confirm: 'Clerk04Code2027' });
    expect(eventsSince(mark)).toEqual(['password.change-refused', 'password.changed', 'confirmation-code.changed']);

    const secrets = [DEMO_PASSWORD, DEMO_CODE, 'NotIt2026pass', 'Kogarashi4Fuyu2027', 'Clerk04Code2027', ...Array.from({ length: 10 }, (_, i) => `Wrong${i + 1}Pass2026`)];
    const text = JSON.stringify(logged);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('logs a rate-limited request with the limit it hit', async () => {
    clock.advance(60 * 60 * 1000);
    for (let i = 0; i < 10; i++) await new TestCaller(file.server.baseUrl).post('/api/lost', { userid: `x${i}`, mail: 'x@example.com' });
    const mark = logged.length;
    expect((await new TestCaller(file.server.baseUrl).post('/api/lost', { userid: 'x', mail: 'x@example.com' })).status).toBe(429);
    expect(logged.slice(mark)).toEqual([{ event: 'sign-in.rate-limited', details: { limit: 'lost-address' } }]);
  });
});

describe('PATCH /users/tenant/myConfirmationCode', () => {
  it('limits wrong current codes per account: 429 before any hash, and the code stays', async () => {
    clock.advance(60 * 60 * 1000);
    const cli = await signInWithBearer(file.server.baseUrl, 'clerk05');
    for (let i = 1; i <= 10; i++) {
      const wrong = await cli.patch<ApiErrorBody>('/api/users/tenant/myConfirmationCode', { confirmationCode: `Guess${i}Code2026`, newConfirmationCode: 'Clerk05Code2027', confirm: 'Clerk05Code2027' });
      expect(wrong.status, `guess ${i}`).toBe(400);
      expect(wrong.body.fields).toEqual({ confirmationCode: t('server.twoFactor.failed') });
    }
    const hashes = hashComputations();
    const limited = await cli.patch<ApiErrorBody>('/api/users/tenant/myConfirmationCode', { confirmationCode: DEMO_CODE, newConfirmationCode: 'Clerk05Code2027', confirm: 'Clerk05Code2027' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect(hashComputations()).toBe(hashes);
    // The code is unchanged: the demo code still completes a sign-in.
    await signInWithCookies(file.server.baseUrl, 'clerk05');
  });
});
