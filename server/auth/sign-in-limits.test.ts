// The per-address sign-in limit across login ids: 429 before any hash is computed, kept in the database so that two
// server processes on one PostgreSQL (or one PGlite) share it. Issue 36: a browser that completed a sign-in for an
// account still signs in to it over the limit (an office behind one address), and guessing stays stopped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import { t } from '../../core/i18n';
import { createApp, type App } from '../app';
import { hitRate } from './rate-limiter';
import { hashComputations } from './secret-hash';
import { LOGIN_PER_ADDRESS } from './sign-in-limits';
import { DEVICE_TTL_MS } from './sign-in-devices';
import { ACCOUNT_LOCK_COUNT } from '../../core/domain/constants';
import {
  createTestDatabase,
  DEMO_CODE,
  DEMO_PASSWORD,
  signInWithBearer,
  signInWithCookies,
  testClock,
  TestCaller,
  type TestDatabase,
} from '../../tests/support/server';

const clock = testClock();
let database: TestDatabase;
const apps: { app: App; baseUrl: string }[] = [];

async function listen(app: App): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  database = await createTestDatabase({ seededFor: clock.now() });
  const first = await createApp({ ...database.options, clock: clock.now });
  apps.push({ app: first, baseUrl: await listen(first) });
  // PostgreSQL: a second server process on the same database. (PGlite is one process's database, so there the
  // second "process" is played by counting hits straight into the same database below.)
  if (database.options.databaseUrl) {
    const second = await createApp({ ...database.options, clock: clock.now, seed: false });
    apps.push({ app: second, baseUrl: await listen(second) });
  }
}, 60_000);

afterAll(async () => {
  for (const { app } of apps) await app.close();
  await database?.drop();
});

const login = (baseUrl: string, loginId: string, password: string) =>
  new TestCaller(baseUrl).post<ApiErrorBody>('/api/login', { loginId, password });

describe('the per-address sign-in limit', () => {
  it('counts failures across login ids and answers 429 before hashing, for every server on the database', async () => {
    const { db } = apps[0].app;
    let failures = 0;
    if (apps.length === 1) {
      // Another process's 25 failures from the same address, counted in the shared table.
      for (; failures < 25; failures++) await hitRate(db, LOGIN_PER_ADDRESS, '127.0.0.1', clock.now());
    }
    // Successful sign-ins do not count.
    expect((await login(apps[0].baseUrl, 'admin01', DEMO_PASSWORD)).status).toBe(200);
    for (; failures < LOGIN_PER_ADDRESS.max; failures++) {
      // A different login id each time (and alternately each server): a per-id limit would never trigger.
      const { baseUrl } = apps[failures % apps.length];
      const answer = await login(baseUrl, `probe${failures}`, 'Wrong1Pass2026');
      expect(answer.status, `failure ${failures + 1}`).toBe(401);
    }
    const hashes = hashComputations();
    for (const { baseUrl } of apps) {
      const limited = await login(baseUrl, `probe-last`, 'Wrong1Pass2026');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, message: t('error.signInAddressLimited', { minutes: 10 }) });
      // The right password of an existing account is no way round it either.
      expect((await login(baseUrl, 'admin01', DEMO_PASSWORD)).status).toBe(429);
    }
    // The limit answered before any password hash was computed.
    expect(hashComputations()).toBe(hashes);
    const [row] = await db.query<{ hits: number }>("select sum(hits)::int as hits from rate_limit_counters where key = 'login-address|127.0.0.1'");
    expect(row.hits).toBeGreaterThan(LOGIN_PER_ADDRESS.max);

    // The window passes and the address may try again.
    clock.advance(LOGIN_PER_ADDRESS.windowMs);
    expect((await login(apps[apps.length - 1].baseUrl, 'admin01', DEMO_PASSWORD)).status).toBe(200);
  });

  it('a flood of concurrent wrong sign-ins is answered 429 without a hash each', async () => {
    clock.advance(LOGIN_PER_ADDRESS.windowMs);
    const hashes = hashComputations();
    const answers = await Promise.all(
      Array.from({ length: LOGIN_PER_ADDRESS.max + 30 }, (_, i) => login(apps[i % apps.length].baseUrl, `flood${i}`, 'Wrong1Pass2026')),
    );
    const limited = answers.filter((a) => a.status === 429).length;
    expect(limited).toBe(30);
    expect(hashComputations() - hashes).toBe(LOGIN_PER_ADDRESS.max);
  });
});

/** Fills this window's per-address count with failed sign-ins of many ids (colleagues mistyping, or a sprayer). */
async function exhaustAddressLimit(baseUrl: string): Promise<void> {
  clock.advance(LOGIN_PER_ADDRESS.windowMs);
  for (let i = 0; i < LOGIN_PER_ADDRESS.max; i++) {
    expect((await login(baseUrl, `colleague${i}`, 'Mistyped1Pass2026')).status, `failure ${i + 1}`).toBe(401);
  }
  expect((await login(baseUrl, 'colleague-last', 'Mistyped1Pass2026')).status).toBe(429);
}

describe('an office behind one address (issue 36)', () => {
  it('a browser that signed in before still signs in to its account over the address limit; others wait', async () => {
    const { baseUrl } = apps[0];
    clock.advance(LOGIN_PER_ADDRESS.windowMs);
    const browser = await signInWithCookies(baseUrl, 'admin01');
    // The device cookie comes with the completed sign-in (not the password step): HttpOnly, Strict, 90 days.
    expect(browser.cookies.has('twb_device')).toBe(true);
    expect((await browser.post('/api/login/logout')).status).toBe(200);
    // Signing out keeps it: it opens nothing by itself.
    expect([...browser.cookies.keys()]).toEqual(['twb_device']);

    await exhaustAddressLimit(baseUrl);

    const signIn = await browser.post<ApiErrorBody>('/api/login', { loginId: 'admin01', password: DEMO_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await browser.post('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE })).status).toBe(200);
    expect((await browser.get('/api/users/loginUser')).status).toBe(200);

    // Another browser at the same address, or twb, waits for the window, right password or not.
    const fresh = await login(baseUrl, 'admin01', DEMO_PASSWORD);
    expect(fresh.status).toBe(429);
    expect(fresh.body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, message: t('error.signInAddressLimited', { minutes: 10 }) });
    expect((await new TestCaller(baseUrl).post('/api/login', { loginId: 'admin01', password: DEMO_PASSWORD, channel: 'bearer' })).status).toBe(429);
    // The cookie counts only for the account it was issued to.
    expect((await browser.post('/api/login', { loginId: 'clerk01', password: DEMO_PASSWORD })).status).toBe(429);
  });

  it('the device cookie is HttpOnly, SameSite=Strict, lasts 90 days and is renewed at each sign-in; twb gets none', async () => {
    const { baseUrl } = apps[0];
    clock.advance(LOGIN_PER_ADDRESS.windowMs);
    const web = new TestCaller(baseUrl);
    await web.post('/api/login', { loginId: 'clerk02', password: DEMO_PASSWORD });
    expect(web.cookies.has('twb_device')).toBe(false);
    const auth = await web.post('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE });
    const line = auth.setCookies.find((c) => c.startsWith('twb_device=')) ?? '';
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toContain(`Max-Age=${DEVICE_TTL_MS / 1000}`);
    const first = web.cookies.get('twb_device');
    await web.post('/api/login/logout');
    await web.post('/api/login', { loginId: 'clerk02', password: DEMO_PASSWORD });
    await web.post('/api/twoFactorAuth/auth', { confirmationCode: DEMO_CODE });
    expect(web.cookies.get('twb_device')).not.toBe(first);
    const { db } = apps[0].app;
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from sign_in_devices d join users u on u.id = d.user_id where u.login_id = 'clerk02'");
    // The replaced token is gone: one browser, one live token.
    expect(row.n).toBe(1);

    const cli = await signInWithBearer(baseUrl, 'clerk01');
    expect(cli.cookies.has('twb_device')).toBe(false);

    // Past its 90 days the browser is a stranger again.
    clock.advance(DEVICE_TTL_MS);
    await exhaustAddressLimit(baseUrl);
    expect((await web.post('/api/login', { loginId: 'clerk02', password: DEMO_PASSWORD })).status).toBe(429);
  });

  it('a guesser over the limit learns nothing: without the device cookie every guess gets the same 429 before any hash', async () => {
    const { baseUrl } = apps[0];
    await exhaustAddressLimit(baseUrl);
    const hashes = hashComputations();
    const wrong = await login(baseUrl, 'clerk01', 'Wrong1Pass2026');
    const right = await login(baseUrl, 'clerk01', DEMO_PASSWORD);
    expect(right.status).toBe(wrong.status);
    expect(right.body).toEqual(wrong.body);
    expect(right.setCookies).toEqual(wrong.setCookies);
    expect(hashComputations()).toBe(hashes);
  });

  it('with a device cookie of the account, guesses over the limit count towards its lock, which then holds', async () => {
    const { baseUrl } = apps[0];
    clock.advance(LOGIN_PER_ADDRESS.windowMs);
    // Someone holding clerk03's browser (a stolen device cookie) while the address is over its limit.
    const browser = await signInWithCookies(baseUrl, 'clerk03');
    await browser.post('/api/login/logout');
    await exhaustAddressLimit(baseUrl);
    for (let i = 1; i < ACCOUNT_LOCK_COUNT; i++) {
      const guess = await browser.post<ApiErrorBody>('/api/login', { loginId: 'clerk03', password: `Guess${i}Pass2026` });
      expect(guess.status, `guess ${i}`).toBe(401);
      expect(guess.body.code).toBe(ErrorCode.LOGIN_FAILED);
    }
    const locking = await browser.post<ApiErrorBody>('/api/login', { loginId: 'clerk03', password: 'Guess10Pass2026' });
    expect(locking.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    // Even the right password now answers the lock, so the lock is no oracle either.
    const right = await browser.post<ApiErrorBody>('/api/login', { loginId: 'clerk03', password: DEMO_PASSWORD });
    expect(right.status).toBe(401);
    expect(right.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });
});
