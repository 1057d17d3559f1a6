// The per-address sign-in limit across login ids: 429 before any hash is computed, kept in the database so that two
// server processes on one PostgreSQL (or one PGlite) share it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import { t } from '../../core/i18n';
import { createApp, type App } from '../app';
import { hitRate } from './rate-limiter';
import { hashComputations } from './secret-hash';
import { LOGIN_PER_ADDRESS } from './sign-in-limits';
import { createTestDatabase, DEMO_PASSWORD, testClock, TestCaller, type TestDatabase } from '../../tests/support/server';

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
      expect(limited.body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, message: t('error.tooManyRequests') });
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
