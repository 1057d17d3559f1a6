// Security events as structured log lines with a request id: 401, 403, CSRF refusal, failed sign-in and 500 with its
// stack; per-request lines only when asked; and never a password, code, token or cookie in any line.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import { createTestDatabase, DEMO_CODE, DEMO_PASSWORD, signInWithBearer, signInWithCookies, TestCaller } from '../../tests/support/server';
import { createApp, type AppOptions } from '../app';
import { allHandlers } from './all-handlers';
import { permissionDenied } from './http-error';
import type { LogSettings } from './logging';
import { logSecurityEvent } from './security-log';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  securityEvent?: string;
  code?: string;
  path?: string;
  err?: { message: string; stack: string };
  [key: string]: unknown;
}

interface Logged {
  baseUrl: string;
  /** Every raw line written so far. */
  raw: string[];
  lines(): LogLine[];
  close(): Promise<void>;
}

const BOOM = 'forced failure for the log test';
const WRONG_PASSWORD = 'NotTheRightOne-7731';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function startLogged(log: Omit<LogSettings, 'stream'>, options: Partial<AppOptions> = {}): Promise<Logged> {
  const raw: string[] = [];
  const database = await createTestDatabase({ seededFor: options.clock?.() ?? new Date() });
  // A public call made to fail, as a bug would: the error handler must log it with its stack and answer 500.
  const handlers = {
    ...allHandlers(),
    'auth.twoFactorAuthCheck': async (): Promise<never> => { throw new Error(BOOM); },
    // A refusal that logs its own, richer event (as the cross-tenant rule does) before answering 403.
    'auth.twoFactorChangeCheck': async ({ request }: { request: FastifyRequest }): Promise<never> => {
      logSecurityEvent(request, 'cross-tenant.refused', { targetUserId: 42 });
      throw permissionDenied();
    },
  };
  const server = await createApp({
    ...database.options,
    handlers,
    logger: { ...log, stream: { write: (line: string) => void raw.push(line) } },
    ...options,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    raw,
    lines: () => raw.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as LogLine),
    async close() {
      try {
        await server.close();
      } finally {
        await database.drop();
      }
    },
  };
}

const WARN = 40;
const ERROR = 50;

describe('security events with the default settings (info, no per-request lines)', () => {
  let logged: Logged;
  const secrets: string[] = [DEMO_PASSWORD, DEMO_CODE, WRONG_PASSWORD];

  beforeAll(async () => {
    logged = await startLogged({ level: 'info' });
  });
  afterAll(async () => {
    await logged?.close();
  });

  const eventsOf = (event: string): LogLine[] => logged.lines().filter((line) => line.securityEvent === event);

  it('a call without a session (401 UNAUTHENTICATED) logs auth.unauthenticated with its request id', async () => {
    const answer = await new TestCaller(logged.baseUrl).get('/api/users/loginUser?selectedOrganizationId=1');
    expect(answer.status).toBe(401);
    const [line] = eventsOf('auth.unauthenticated');
    expect(line).toMatchObject({ level: WARN, code: ErrorCode.UNAUTHENTICATED, method: 'GET', path: '/api/users/loginUser' });
    expect(line.reqId).toMatch(UUID);
    expect(line.ip).toBe('127.0.0.1');
  });

  it('a call without the permission (403 PERMISSION_DENIED) logs auth.forbidden', async () => {
    const clerk = await signInWithBearer(logged.baseUrl, 'clerk01');
    secrets.push(clerk.bearer ?? 'missing');
    const answer = await clerk.get('/api/corporations/1');
    expect(answer.status).toBe(403);
    expect((answer.body as { code: string }).code).toBe(ErrorCode.PERMISSION);
    const lines = eventsOf('auth.forbidden').filter((line) => line.code === ErrorCode.PERMISSION);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: WARN, path: '/api/corporations/1' });
    expect(lines[0].reqId).toMatch(UUID);
  });

  it('a cookie write without the anti-forgery header (403 CSRF_REJECTED) logs csrf.rejected', async () => {
    const web = await signInWithCookies(logged.baseUrl, 'admin01');
    secrets.push(...web.cookies.values());
    web.sendCsrf = false;
    const answer = await web.post('/api/menu/keywordSearchHistory', { keyword: '会員' });
    expect(answer.status).toBe(403);
    const [line] = eventsOf('csrf.rejected');
    expect(line).toMatchObject({ level: WARN, code: ErrorCode.CSRF, method: 'POST', path: '/api/menu/keywordSearchHistory' });
    expect(line.reqId).toMatch(UUID);
  });

  it('a failed sign-in logs a warning with a request id', async () => {
    const caller = new TestCaller(logged.baseUrl);
    const before = logged.lines().length;
    const answer = await caller.post('/api/login', { loginId: 'admin01', password: WRONG_PASSWORD });
    expect(answer.status).toBe(401);
    const lines = logged.lines().slice(before).filter((line) => line.securityEvent !== undefined);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    // The sign-in code names it itself (sign-in.failed); else the error handler logs the 401 by its code.
    expect(['sign-in.failed', 'auth.unauthenticated']).toContain(lines[0].securityEvent);
    expect(lines[0].level).toBe(WARN);
    expect(lines[0].reqId).toMatch(UUID);
  });

  it('an unexpected failure answers 500 and logs server.error with the stack', async () => {
    const answer = await new TestCaller(logged.baseUrl).get('/api/twoFactorAuth/authCheck');
    expect(answer.status).toBe(500);
    expect((answer.body as { code: string; message: string }).code).toBe(ErrorCode.SYSTEM);
    expect(JSON.stringify(answer.body)).not.toContain(BOOM);
    const [line] = eventsOf('server.error');
    expect(line).toMatchObject({ level: ERROR, path: '/api/twoFactorAuth/authCheck' });
    expect(line.reqId).toMatch(UUID);
    expect(line.err?.message).toBe(BOOM);
    expect(line.err?.stack).toMatch(/security-log\.test\.ts/);
  });

  it('a refusal the refusing code already logged is not logged a second time by the error handler', async () => {
    const answer = await new TestCaller(logged.baseUrl).get('/api/twoFactorAuth/changeCheck');
    expect(answer.status).toBe(403);
    const [line] = eventsOf('cross-tenant.refused');
    expect(line).toMatchObject({ level: WARN, targetUserId: 42 });
    expect(logged.lines().filter((other) => other.reqId === line.reqId)).toHaveLength(1);
  });

  it('gives every request its own id and writes no per-request lines', async () => {
    const ids = logged.lines().filter((line) => line.securityEvent).map((line) => line.reqId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(logged.lines().some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);
  });

  it('never writes a password, a confirmation code, a token or a cookie value', () => {
    const text = logged.raw.join('');
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(7);
      expect(text).not.toContain(secret);
    }
  });
});

describe('per-request lines and the level', () => {
  it('LOG_REQUESTS adds an access line per request under the same request id, still without secrets', async () => {
    const logged = await startLogged({ level: 'info', requests: true });
    try {
      const web = await signInWithCookies(logged.baseUrl, 'admin01');
      const cli = await signInWithBearer(logged.baseUrl, 'admin01');
      web.sendCsrf = false;
      expect((await web.post('/api/menu/keywordSearchHistory', { keyword: '会員' })).status).toBe(403);
      expect((await cli.get('/api/users/loginUser')).status).toBe(200);

      const lines = logged.lines();
      const refusal = lines.find((line) => line.securityEvent === 'csrf.rejected');
      expect(refusal).toBeDefined();
      const sameRequest = lines.filter((line) => line.reqId === refusal?.reqId).map((line) => line.msg);
      expect(sameRequest).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      expect(lines.filter((line) => line.msg === 'incoming request').length).toBeGreaterThanOrEqual(6);

      const text = logged.raw.join('');
      for (const secret of [DEMO_PASSWORD, DEMO_CODE, cli.bearer ?? 'missing', ...web.cookies.values()]) expect(text).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });

  it('LOG_LEVEL=error keeps the 500 and drops the refusals', async () => {
    const logged = await startLogged({ level: 'error' });
    try {
      expect((await new TestCaller(logged.baseUrl).get('/api/users/loginUser')).status).toBe(401);
      expect((await new TestCaller(logged.baseUrl).get('/api/twoFactorAuth/authCheck')).status).toBe(500);
      expect(logged.lines().map((line) => line.securityEvent)).toEqual(['server.error']);
    } finally {
      await logged.close();
    }
  });

  it('redacts secrets that reach a log line by mistake', async () => {
    const raw: string[] = [];
    const server = await createApp({ dataDir: 'memory://', seed: false, logger: { stream: { write: (line: string) => void raw.push(line) } } });
    try {
      server.app.log.warn({
        password: DEMO_PASSWORD,
        body: { confirmationCode: DEMO_CODE },
        details: { newPassword: DEMO_PASSWORD, accessToken: 'token-abcdefgh' },
        req: { headers: { authorization: 'Bearer token-abcdefgh', cookie: 'twb_session=token-abcdefgh' } },
      }, 'careless line');
      const text = raw.join('');
      expect(text).toContain('careless line');
      expect(text).toContain('[redacted]');
      for (const secret of [DEMO_PASSWORD, DEMO_CODE, 'token-abcdefgh']) expect(text).not.toContain(secret);
    } finally {
      await server.close();
    }
  });
});
