// Test servers: a fresh seeded database per server (in-memory PGlite, or a new database on the PostgreSQL named by
// DATABASE_URL), listening on 127.0.0.1 with a random port; plus a small cookie-aware HTTP caller and a test clock.
// Within a vitest run each database is a copy of the run's migrated (and seeded) template (templates.ts).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createApp, type AppOptions } from '../../server/app';
import type { UploadRunner } from '../../server/jobs/upload-runner';
import type { Database } from '../../server/db/database';
import type { MailDelivery } from '../../server/mail/delivery';
import { adminStatement, databaseUrlOf, runTemplates, templateFor } from './templates';

export const DEMO_PASSWORD = 'DemoPass2026';
export const DEMO_CODE = 'DemoCode2026';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../dist/web/', import.meta.url));

export interface TestDatabase {
  /** Options for createApp that point at this database. */
  options: Pick<AppOptions, 'dataDir' | 'databaseUrl' | 'loadDataDir'>;
  /** Removes the database (PostgreSQL); nothing to do for in-memory PGlite. */
  drop(): Promise<void>;
}

/**
 * What a new test database holds: nothing ('empty', for the tests of migrations and of first starts), the schema
 * ('migrated'), or the schema and the demo data as a server whose clock reads `seededFor` would have them (a
 * server then finds it seeded, or seeds it itself when the run's seeded template does not fit that clock).
 */
export type TestDatabaseStart = 'empty' | 'migrated' | { seededFor: Date };

/**
 * A database of its own for one test server. With DATABASE_URL (a role allowed to create databases) each call
 * creates `twb_test_<random>` and drop() removes it, so test servers never see each other's data. In a vitest run
 * a database that is not to be empty starts as a copy of one of the run's templates (templates.ts).
 */
export async function createTestDatabase(start: TestDatabaseStart = 'empty'): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const templates = runTemplates();
  const template = !templates
    ? undefined
    : start === 'empty'
      ? templates.empty
      : templateFor(templates, start !== 'migrated', start === 'migrated' ? new Date() : start.seededFor);
  if (!adminUrl) return { options: { dataDir: 'memory://', loadDataDir: template }, drop: async () => undefined };
  if (templates && templates.kind !== 'postgres') throw new Error('the test templates were made for PGlite, the run uses DATABASE_URL');
  const name = `twb_test_${randomBytes(6).toString('hex')}`;
  await adminStatement(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  return {
    options: { databaseUrl: databaseUrlOf(adminUrl, name) },
    drop: () => adminStatement(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export interface TestServerOptions {
  /** The web build to serve; null for none. Default: dist/web when it exists. */
  webDist?: string | null;
  clock?: () => Date;
  seed?: boolean;
  /** COOKIE_SECURE: __Host- Secure cookies and HSTS (Chromium accepts them on http://127.0.0.1). */
  cookieSecure?: boolean;
  /** Mail delivery (default none: mails stay in the outbox for the test to read). */
  mail?: AppOptions['mail'];
  mailTuning?: AppOptions['mailTuning'];
  /** The server's logger (default none). */
  logger?: AppOptions['logger'];
  /** TRUST_PROXY: the client address from X-Forwarded-For (tests of per-address limits from several addresses). */
  trustProxy?: boolean;
}

export interface TestServer {
  baseUrl: string;
  db: Database;
  app: FastifyInstance;
  /** The background applier of upload jobs: `await server.uploads.idle()` waits for the jobs kicked so far. */
  uploads: UploadRunner;
  /** The mail delivery worker, when the server has mail settings (once the port is open). */
  mail(): MailDelivery | null;
  close(): Promise<void>;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase(opts.seed === false ? 'migrated' : { seededFor: opts.clock?.() ?? new Date() });
  const webDist = opts.webDist === undefined ? (existsSync(DEFAULT_WEB_DIST) ? DEFAULT_WEB_DIST : undefined) : (opts.webDist ?? undefined);
  try {
    const server = await createApp({
      ...database.options, webDist, clock: opts.clock, seed: opts.seed ?? true, cookieSecure: opts.cookieSecure,
      mail: opts.mail, mailTuning: opts.mailTuning, logger: opts.logger, trustProxy: opts.trustProxy,
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('test server has no TCP address');
    return {
      baseUrl: `http://127.0.0.1:${address.port}`,
      db: server.db,
      app: server.app,
      uploads: server.uploads,
      mail: server.mail,
      async close() {
        try {
          await server.close();
        } finally {
          await database.drop();
        }
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** A clock that starts at the real time and moves only when told. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** Set-Cookie lines of this answer. */
  setCookies: string[];
}

/**
 * A caller that behaves like the web (cookie jar, X-CSRF-Token from twb_csrf on every non-GET) or like the CLI
 * (bearer). Paths include the base, e.g. `/api/users/loginUser`.
 */
export class TestCaller {
  readonly cookies = new Map<string, string>();
  bearer: string | null = null;
  /** Send the anti-forgery header on writes (turn off to test the refusal). */
  sendCsrf = true;

  constructor(readonly baseUrl: string) {}

  async call<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<CallResult<T>> {
    const sent: Record<string, string> = { accept: 'application/json', ...headers };
    if (this.cookies.size) sent.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) sent.authorization = `Bearer ${this.bearer}`;
    // A server with COOKIE_SECURE names it __Host-twb_csrf.
    const csrf = this.cookies.get('__Host-twb_csrf') ?? this.cookies.get('twb_csrf');
    if (this.sendCsrf && csrf && !this.bearer && method !== 'GET') sent['x-csrf-token'] = csrf;
    if (body !== undefined) sent['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers: sent, body: body === undefined ? undefined : JSON.stringify(body) });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const type = response.headers.get('content-type') ?? '';
    const parsed: unknown = type.includes('json') ? await response.json() : await response.text();
    return { status: response.status, body: parsed as T, headers: response.headers, setCookies };
  }

  get<T = unknown>(path: string): Promise<CallResult<T>> {
    return this.call<T>('GET', path);
  }

  post<T = unknown>(path: string, body: unknown = {}): Promise<CallResult<T>> {
    return this.call<T>('POST', path, body);
  }

  put<T = unknown>(path: string, body: unknown = {}): Promise<CallResult<T>> {
    return this.call<T>('PUT', path, body);
  }

  patch<T = unknown>(path: string, body: unknown = {}): Promise<CallResult<T>> {
    return this.call<T>('PATCH', path, body);
  }
}

/** The whole web sign-in (password, then confirmation code) with cookies; fails the test on any other answer. */
export async function signInWithCookies(baseUrl: string, loginId: string, password = DEMO_PASSWORD, code = DEMO_CODE): Promise<TestCaller> {
  const caller = new TestCaller(baseUrl);
  const login = await caller.post('/api/login', { loginId, password });
  if (login.status !== 200) throw new Error(`login of ${loginId} answered ${login.status}: ${JSON.stringify(login.body)}`);
  const auth = await caller.post('/api/twoFactorAuth/auth', { confirmationCode: code });
  if (auth.status !== 200) throw new Error(`two-factor of ${loginId} answered ${auth.status}: ${JSON.stringify(auth.body)}`);
  return caller;
}

/** The CLI sign-in (channel 'bearer'): the two-factor token as bearer, then the access token as bearer. */
export async function signInWithBearer(baseUrl: string, loginId: string, password = DEMO_PASSWORD, code = DEMO_CODE): Promise<TestCaller> {
  const caller = new TestCaller(baseUrl);
  const login = await caller.post<{ twoFactorToken?: string }>('/api/login', { loginId, password, channel: 'bearer' });
  if (login.status !== 200 || !login.body.twoFactorToken) throw new Error(`login of ${loginId} answered ${login.status}: ${JSON.stringify(login.body)}`);
  caller.cookies.clear();
  caller.bearer = login.body.twoFactorToken;
  const auth = await caller.post<{ accessToken?: string }>('/api/twoFactorAuth/auth', { confirmationCode: code });
  if (auth.status !== 200 || !auth.body.accessToken) throw new Error(`two-factor of ${loginId} answered ${auth.status}: ${JSON.stringify(auth.body)}`);
  caller.bearer = auth.body.accessToken;
  return caller;
}
