// Headers, cookies and transport of every answer: the CSP, HSTS and the __Host- Secure cookies with COOKIE_SECURE,
// plain cookies without it, compression of text assets and JSON, caching of hashed assets, and the start settings.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import { createTestDatabase, signInWithBearer, signInWithCookies, TestCaller } from '../../tests/support/server';
import { createApp, type AppOptions } from '../app';
import { readStartSettings } from '../start-settings';
import { t } from '../../core/i18n';
import { HSTS_MAX_AGE_SECONDS } from './security-headers';

const INDEX_HTML = '<!doctype html><html lang="ja"><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';
// Over the 1 KB below which compressing is not worth it.
const APP_JS = `${'export const words = ["会員", "部署", "責任者"];\n'.repeat(80)}console.log(words);\n`;

interface Started {
  baseUrl: string;
  close(): Promise<void>;
}

async function start(options: Partial<AppOptions>): Promise<Started> {
  const database = await createTestDatabase(options.seed === false ? 'migrated' : { seededFor: options.clock?.() ?? new Date() });
  const server = await createApp({ ...database.options, webDist, ...options });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      try {
        await server.close();
      } finally {
        await database.drop();
      }
    },
  };
}

/** A raw GET (fetch would undo the compression and hide what went over the wire). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** Set-Cookie lines by cookie name, attributes lower-cased. */
function cookiesByName(lines: string[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of lines) {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim());
    map.set(pair.split('=')[0], attributes.map((a) => a.toLowerCase()));
  }
  return map;
}

/** The password step of the web sign-in and then the code step; every Set-Cookie line of both. */
async function webSignInCookies(baseUrl: string): Promise<{ caller: TestCaller; lines: string[] }> {
  const caller = new TestCaller(baseUrl);
  const login = await caller.post('/api/login', { loginId: 'admin01', password: 'DemoPass2026' });
  expect(login.status).toBe(200);
  const auth = await caller.post('/api/twoFactorAuth/auth', { confirmationCode: 'DemoCode2026' });
  expect(auth.status).toBe(200);
  return { caller, lines: [...login.setCookies, ...auth.setCookies] };
}

let webDist: string;
let plain: Started;
let secure: Started;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'twb-headers-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), APP_JS);
  plain = await start({});
  secure = await start({ cookieSecure: true });
});

afterAll(async () => {
  await plain?.close();
  await secure?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each(['/', '/User/Info', '/api/users/loginUser'])('%s carries the Content-Security-Policy and the other helmet headers', async (path) => {
    const response = await fetch(`${plain.baseUrl}${path}`);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Scripts only from this origin: no inline script, no eval, no event-handler attributes.
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // Plain http: nothing to upgrade to.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('sends no HSTS without COOKIE_SECURE, and HSTS for a year with it', async () => {
    for (const path of ['/', '/api/users/loginUser']) {
      expect((await fetch(`${plain.baseUrl}${path}`)).headers.get('strict-transport-security')).toBeNull();
      const response = await fetch(`${secure.baseUrl}${path}`);
      expect(response.headers.get('strict-transport-security')).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
      expect(directives(response.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
    }
    expect(HSTS_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it('answers every API call with cache-control no-store, errors included', async () => {
    expect((await fetch(`${plain.baseUrl}/api/users/loginUser`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${plain.baseUrl}/api/no/such/call`)).headers.get('cache-control')).toBe('no-store');
    const admin = await signInWithBearer(plain.baseUrl, 'admin01');
    const user = await admin.get('/api/users/loginUser');
    expect(user.status).toBe(200);
    expect(user.headers.get('cache-control')).toBe('no-store');
  });
});

describe('cookies', () => {
  it('without COOKIE_SECURE: plain names, HttpOnly session and two-factor cookies, no Secure', async () => {
    const { lines } = await webSignInCookies(plain.baseUrl);
    const cookies = cookiesByName(lines);
    expect([...cookies.keys()].sort()).toEqual(['twb_2fa', 'twb_csrf', 'twb_device', 'twb_session']);
    for (const [name, attributes] of cookies) {
      expect(attributes).toContain('path=/');
      // The device cookie (server/auth/sign-in-devices.ts) is only ever needed by this site's own sign-in page.
      expect(attributes).toContain(name === 'twb_device' ? 'samesite=strict' : 'samesite=lax');
      expect(attributes).not.toContain('secure');
      expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
      expect(attributes.includes('httponly')).toBe(name !== 'twb_csrf');
    }
  });

  it('with COOKIE_SECURE: __Host- names, Secure, Path=/ and no Domain; the session works through them', async () => {
    const { caller, lines } = await webSignInCookies(secure.baseUrl);
    const cookies = cookiesByName(lines);
    expect([...cookies.keys()].sort()).toEqual(['__Host-twb_2fa', '__Host-twb_csrf', '__Host-twb_device', '__Host-twb_session']);
    for (const [name, attributes] of cookies) {
      expect(attributes).toContain('secure');
      expect(attributes).toContain('path=/');
      expect(attributes).toContain(name === '__Host-twb_device' ? 'samesite=strict' : 'samesite=lax');
      expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
      expect(attributes.includes('httponly')).toBe(name !== '__Host-twb_csrf');
    }
    expect((await caller.get('/api/users/loginUser')).status).toBe(200);
    // A write echoes the __Host- anti-forgery cookie; without the header it is refused.
    expect((await caller.post('/api/menu/keywordSearchHistory', { keyword: '会員' })).status).toBe(200);
    caller.sendCsrf = false;
    const refused = await caller.post('/api/menu/keywordSearchHistory', { keyword: '会員' });
    expect(refused.status).toBe(403);
    expect((refused.body as { code: string }).code).toBe(ErrorCode.CSRF);
  });

  it('with COOKIE_SECURE a plain-named cookie counts for nothing, even with a live session token', async () => {
    const { caller } = await webSignInCookies(secure.baseUrl);
    const planted = new TestCaller(secure.baseUrl);
    planted.cookies.set('twb_session', caller.cookies.get('__Host-twb_session') ?? '');
    planted.cookies.set('twb_csrf', caller.cookies.get('__Host-twb_csrf') ?? '');
    const answer = await planted.get('/api/users/loginUser');
    expect(answer.status).toBe(401);
    expect((answer.body as { code: string }).code).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('sign-out clears the __Host- cookies, all but the device cookie (it opens nothing by itself)', async () => {
    const caller = await signInWithCookies(secure.baseUrl, 'admin01');
    const out = await caller.post('/api/login/logout', {});
    expect(out.status).toBe(200);
    const cleared = cookiesByName(out.setCookies);
    expect(cleared.has('__Host-twb_session')).toBe(true);
    expect(cleared.get('__Host-twb_session')).toContain('secure');
    expect([...caller.cookies.keys()]).toEqual(['__Host-twb_device']);
  });
});

describe('compression and caching', () => {
  it('sends a JS asset brotli-compressed and cached for a year; index.html compressed or not, never cached blindly', async () => {
    const asset = await rawGet(`${plain.baseUrl}/assets/app-1a2b3c.js`, { 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.body.length).toBeLessThan(Buffer.byteLength(APP_JS) / 4);
    expect(brotliDecompressSync(asset.body).toString('utf8')).toBe(APP_JS);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await rawGet(`${plain.baseUrl}/assets/app-1a2b3c.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const identity = await rawGet(`${plain.baseUrl}/assets/app-1a2b3c.js`, {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(APP_JS);

    for (const path of ['/', '/User/Info']) {
      const page = await rawGet(`${plain.baseUrl}${path}`, { 'accept-encoding': 'br' });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a JSON API answer brotli-compressed', async () => {
    const admin = await signInWithBearer(plain.baseUrl, 'admin01');
    const answer = await rawGet(`${plain.baseUrl}/api/users/tenant/users?selectedOrganizationId=1`, {
      'accept-encoding': 'br',
      authorization: `Bearer ${admin.bearer ?? ''}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-store');
    const json = brotliDecompressSync(answer.body).toString('utf8');
    expect(json.length).toBeGreaterThan(1024);
    expect(answer.body.length).toBeLessThan(json.length);
    expect(JSON.parse(json)).toBeTypeOf('object');
  });
});

describe('start settings (npm start)', () => {
  it('turns COOKIE_SECURE on by default only for NODE_ENV=production, and lets it be set either way', () => {
    expect(readStartSettings({}).cookieSecure).toBe(false);
    expect(readStartSettings({ NODE_ENV: 'development' }).cookieSecure).toBe(false);
    expect(readStartSettings({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(readStartSettings({ NODE_ENV: 'production', COOKIE_SECURE: '0' }).cookieSecure).toBe(false);
    expect(readStartSettings({ COOKIE_SECURE: '1' }).cookieSecure).toBe(true);
    expect(readStartSettings({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(() => readStartSettings({ COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
  });

  it('logs at info without per-request lines by default; LOG_LEVEL and LOG_REQUESTS change that', () => {
    expect(readStartSettings({}).log).toEqual({ level: 'info', requests: false });
    expect(readStartSettings({ LOG_LEVEL: 'WARN', LOG_REQUESTS: '1' }).log).toEqual({ level: 'warn', requests: true });
    expect(() => readStartSettings({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => readStartSettings({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(readStartSettings({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
  });

  it('leaves the PostgreSQL pool size to the default unless DATABASE_POOL_SIZE names 1 to 100 connections', () => {
    expect(readStartSettings({}).databasePoolSize).toBeUndefined();
    expect(readStartSettings({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    for (const value of ['0', '101', '2.5', 'many']) {
      expect(() => readStartSettings({ DATABASE_POOL_SIZE: value })).toThrow(t('server.start.badPoolSize', { value }));
    }
  });

  it('seeds the demo accounts (one published password) only outside production unless SEED_DEMO says so', () => {
    expect(readStartSettings({}).seedDemo).toBe(true);
    expect(readStartSettings({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(readStartSettings({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(readStartSettings({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => readStartSettings({ SEED_DEMO: 'demo' })).toThrow(/SEED_DEMO/);
  });
});
