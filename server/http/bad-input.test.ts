// The 15 inputs issue 9 found answering 500, each now a 400 (a 404 for page paths) with a Japanese message that changes
// nothing; plus the database safety net and the page paths a browser would normalise away, sent raw.
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import { t } from '../../core/i18n';
import { calls } from '../../core/api/contract';
import { createTestDatabase, signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';
import { createApp } from '../app';
import { allHandlers } from './all-handlers';
import { csvText, upload, utf8Bom } from '../uploads/test-support';
import { isInputDataException } from './error-handler';
import { isMalformedPagePath } from './web-app';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const NUL = '\u0000';

let webDist: string;
let server: TestServer;
let admin: TestCaller;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'twb-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="ja"><body>twb</body></html>');
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  server = await startTestServer({ webDist });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.db.query<{ count: number }>(sql, params);
  return row.count;
}

/** Row counts and latest change of every table a write of these calls could touch. */
async function fingerprint(): Promise<string> {
  const tables = ['users', 'keyword_search_history', 'download_files', 'upload_jobs', 'departments', 'mail_outbox'];
  const parts: string[] = [];
  for (const table of tables) parts.push(`${table}:${await count(`select count(*)::int as count from ${table}`)}`);
  const [latest] = await server.db.query<{ at: string | null }>('select max(last_updated)::text as at from users');
  return `${parts.join(',')};users@${latest.at}`;
}

function expectRefusal(result: { status: number; body: unknown }, field: string, message: string): void {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  const body = result.body as { code: string; message: string; fields?: Record<string, string> };
  expect(body.code).toBe(ErrorCode.VALIDATION);
  expect(body.message).toMatch(JAPANESE);
  expect(body.fields?.[field]).toBe(message);
}

/** A GET sent byte for byte as written (fetch would resolve the dot segments before sending). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port: Number(port), path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function activeMember(): Promise<{ id: number; lastUpdated: string }> {
  const [row] = await server.db.query<{ id: number }>(
    'select id from users where corporation_id = 1 and role_type is null and not delete_flg order by id limit 1',
  );
  const detail = await admin.get<{ lastUpdated: string }>(`/api/users/tenant/detail?id=${row.id}`);
  expect(detail.status).toBe(200);
  return { id: row.id, lastUpdated: detail.body.lastUpdated };
}

const unstorable = t('validation.unstorableText');
const format = t('validation.format');

describe('the fifteen inputs of issue 9', () => {
  it('1. a NUL in the keyword search history is refused and nothing is stored', async () => {
    const before = await fingerprint();
    expectRefusal(await admin.post('/api/menu/keywordSearchHistory', { keyword: `会議室${NUL}` }), 'keyword', unstorable);
    expect(await fingerprint()).toBe(before);
  });

  it('2. a NUL in the member name filter', async () => {
    expectRefusal(await admin.get('/api/users/tenant/users?userName=%E5%B1%B1%00'), 'userName', unstorable);
  });

  it('3. a NUL in the budget list name filters (people and departments)', async () => {
    expectRefusal(await admin.get('/api/billing/tenant/limitAmount/user/list?userName=a%00'), 'userName', unstorable);
    expectRefusal(await admin.get('/api/billing/tenant/limitAmount/list?billingName=a%00'), 'billingName', unstorable);
  });

  it('4-5. a NUL in a download file id (the check and the download)', async () => {
    expectRefusal(await admin.get('/asynchronousApi/downloadFile/valid?downloadFileId=abc%00'), 'downloadFileId', unstorable);
    expectRefusal(await admin.get('/asynchronousApi/downloadFile?downloadFileId=abc%00'), 'downloadFileId', unstorable);
  });

  it('6. a NUL in an upload file name leaves no job, and the same file under a clean name is taken', async () => {
    const file = utf8Bom(csvText('department-names', [['1', '経営企画部']]));
    const jobs = await count('select count(*)::int as count from upload_jobs');
    const before = await fingerprint();
    const refused = await upload(admin, { corporationId: 1, uploadDivision: 4 }, file, {}, `部署名${NUL}.csv`);
    expectRefusal(refused, 'file', unstorable);
    expect(await fingerprint()).toBe(before);
    // The control: the refusal was the name's doing, not the file's.
    const taken = await upload(admin, { corporationId: 1, uploadDivision: 4 }, file, {}, '部署名.csv');
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await count('select count(*)::int as count from upload_jobs')).toBe(jobs + 1);
  });

  it('7. an object for the ids of the bulk delete confirm', async () => {
    expectRefusal(await admin.patch('/api/users/tenant/deleteConf', { userIds: { toString: 'x' } }), 'userIds', format);
    expectRefusal(await admin.patch('/api/users/tenant/deleteConf', { userIds: [{ toString: 'x' }] }), 'userIds', format);
  });

  it('8-9. an object for the id or the lastUpdated of delete, and the member stays', async () => {
    const member = await activeMember();
    const before = await fingerprint();
    expectRefusal(await admin.patch('/api/users/tenant/delete', { id: { toString: 'x' }, lastUpdated: member.lastUpdated }), 'id', format);
    expectRefusal(await admin.patch('/api/users/tenant/delete', { id: String(member.id), lastUpdated: { toString: 'x' } }), 'lastUpdated', format);
    expect(await fingerprint()).toBe(before);
    expect(await count('select count(*)::int as count from users where id = $1 and not delete_flg', [member.id])).toBe(1);
  });

  it('10. objects for the filters of the member export start no export', async () => {
    const before = await fingerprint();
    const path = '/asynchronousApi/transfer/selectedMemberListCSV';
    expectRefusal(await admin.patch(path, { sOrganizationId: { toString: 'x' } }), 'sOrganizationId', format);
    expectRefusal(await admin.patch(path, { deleteFlg: { toString: 'x' } }), 'deleteFlg', t('members.validation.choice'));
    expectRefusal(await admin.patch(path, { userName: { toString: 'x' } }), 'userName', format);
    expectRefusal(await admin.get('/api/users/tenant/users?offset=1&offset=2'), 'offset', t('validation.between', { min: 0, max: 1_000_000_000 }));
    expect(await fingerprint()).toBe(before);
  });

  it.each(['/%2e%2e/etc/passwd', '/..%5c..', '/%00', '/assets/%00.js'])('11-15. the page path %s answers the Japanese 404 page', async (path) => {
    const result = await rawGet(path);
    expect(result.status).toBe(404);
    expect(result.body).toBe(t('server.notFound.page'));
  });
});

describe('around the fifteen', () => {
  it('ids beyond the database integer range are field errors, not database errors', async () => {
    expectRefusal(await admin.get('/api/users/tenant/users?sOrganizationId=9999999999'), 'sOrganizationId', t('members.validation.department'));
    expectRefusal(await admin.get('/api/billing/tenant/limitAmount/user/list?billingId=2147483648'), 'billingId', t('validation.integer'));
    expectRefusal(await admin.patch('/api/users/tenant/deleteConf', { userIds: ['2147483648'] }), 'userIds', t('validation.integer'));
  });

  it('a lone surrogate, a NUL in a field name and a NUL in a path parameter are refused before any handler', async () => {
    expectRefusal(await admin.post('/api/menu/keywordSearchHistory', { keyword: 'a\ud800' }), 'keyword', unstorable);
    const key = await admin.post<{ fields: Record<string, string> }>('/api/menu/keywordSearchHistory', { keyword: 'ok', [`x${NUL}`]: 1 });
    expect(key.status).toBe(400);
    expect(Object.values(key.body.fields)).toEqual([unstorable]);
    expectRefusal(await admin.get('/api/billing/tenant/limitAmount/detail/1%00'), 'id', unstorable);
  });

  it('an anonymous caller sending a NUL gets the same 400, before the access check', async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/users/tenant/users?userName=%00`);
    expect(anonymous.status).toBe(400);
    expect(((await anonymous.json()) as { message: string }).message).toMatch(JAPANESE);
  });

  it('a deeply nested body and a NUL in the session cookie are refused, never a 500', async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const csrf = admin.cookies.get('twb_csrf') ?? '';
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const nested = await fetch(`${server.baseUrl}/api/menu/keywordSearchHistory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      body: `{"keyword":${deep}}`,
    });
    expect(nested.status).toBe(400);
    expect(((await nested.json()) as { message: string }).message).toMatch(JAPANESE);
    const badCookie = await fetch(`${server.baseUrl}/api/users/loginUser`, { headers: { cookie: 'twb_session=%00abc' } });
    // A token of a shape this server never issues is no credential: signed out, not a bad request.
    expect(badCookie.status).toBe(401);
    expect(((await badCookie.json()) as { message: string }).message).toMatch(JAPANESE);
  });

  it('URLs Fastify cannot decode: a Japanese 400 under the API, the 404 page elsewhere', async () => {
    const api = await rawGet('/api/users/tenant/users%ff');
    expect(api.status).toBe(400);
    expect((JSON.parse(api.body) as { message: string }).message).toBe(t('error.badRequest'));
    const page = await rawGet('/User/%ff');
    expect(page.status).toBe(404);
    expect(page.body).toBe(t('server.notFound.page'));
  });

  it.each(['/../etc/passwd', '/assets/../index.html', '/index.html/..', '/./index.html', '/assets/..%2f..%2fetc%2fpasswd', '/a\\b', '/%ed%a0%80'])(
    'the traversal-like page path %s answers 404, not a file nor index.html',
    async (path) => {
      const result = await rawGet(path);
      expect(result.status).toBe(404);
      expect(result.body).toBe(t('server.notFound.page'));
    },
  );

  it('generated page paths of traversal pieces never answer 500, and never a file or index.html for a traversal', async () => {
    const piece = fc.constantFrom('..', '.', '%2e%2e', '%2E.', '%00', '%5c', '..%5c..', '%2f', '%ff', '%', '%c0%ae', 'assets', 'index.html',
      'app-1a2b3c.js', 'etc', 'passwd', '%ed%a0%80', '\\', 'User', '%E4%BC%9A');
    const path = fc.array(piece, { minLength: 1, maxLength: 5 }).map((pieces) => `/${pieces.join('/')}`);
    await fc.assert(
      fc.asyncProperty(path, async (generated) => {
        const result = await rawGet(generated);
        expect(result.status, generated).toBeLessThan(500);
        if (isMalformedPagePath(generated)) expect(result.status, generated).toBe(404);
      }),
      { seed: 20_261_124, numRuns: 150 },
    );
  });

  it('real pages and files are still served', async () => {
    expect((await rawGet('/assets/app-1a2b3c.js')).status).toBe(200);
    expect((await rawGet('/User/Info')).status).toBe(200);
    expect(isMalformedPagePath('/Billing/Detail/3?x=%00')).toBe(false);
    expect(isMalformedPagePath('/%E4%BC%9A%E8%AD%B0')).toBe(false);
  });

  it('as a safety net, a database data exception a handler let through is a 400; any other database error stays a 500', async () => {
    const database = await createTestDatabase('migrated');
    // A handler that forgets its input check (the login's schema has passed the request: texts), and one with a real bug.
    const sloppy = await createApp({
      ...database.options,
      seed: false,
      handlers: {
        ...allHandlers(),
        [calls.auth.login.id]: async (ctx) => ctx.services.db.query('select $1::integer as n', [ctx.input.loginId]),
        [calls.auth.lost.id]: async (ctx) => ctx.services.db.query('select 1 / 0 as n'),
      },
    });
    try {
      const refused = await sloppy.app.inject({ method: 'POST', url: '/api/login', payload: { loginId: 'abc', password: 'x' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: t('error.badRequest'), code: ErrorCode.VALIDATION });
      const huge = await sloppy.app.inject({ method: 'POST', url: '/api/login', payload: { loginId: '99999999999', password: 'x' } });
      expect(huge.statusCode).toBe(400);
      const bug = await sloppy.app.inject({ method: 'POST', url: '/api/lost', payload: {} });
      expect(bug.statusCode).toBe(500);
    } finally {
      await sloppy.close();
      await database.drop();
    }
  }, 60_000);

  it('the error handler maps database data exceptions to 400, and only those', () => {
    for (const code of ['22P02', '22021', '22003', '22007', '22008']) expect(isInputDataException({ code, severity: 'ERROR' })).toBe(true);
    expect(isInputDataException({ code: '42P01', severity: 'ERROR' })).toBe(false);
    expect(isInputDataException({ code: '23505', severity: 'ERROR' })).toBe(false);
    expect(isInputDataException(new Error('plain'))).toBe(false);
  });
});
