// One port for everything: the web app with history fallback, JSON 404s under the API bases, manual downloads,
// and the boot check that refuses a contract call without a handler.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import { parseContentDisposition } from '../../core/api/content-disposition';
import { t } from '../../core/i18n';
import { signInWithBearer, startTestServer, type TestServer } from '../../tests/support/server';
import { createApp } from '../app';
import { allHandlers } from './all-handlers';
import { isApiPath } from './web-app';

const INDEX_HTML = '<!doctype html><html lang="ja"><body><div id="root">tenant-workbench</div></body></html>';

let webDist: string;
let server: TestServer;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'twb-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  server = await startTestServer({ webDist });
});

afterAll(async () => {
  await server?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app beside the API', () => {
  it.each(['/', '/User/Info', '/Billing/Detail/3', '/apiary'])('GET %s answers index.html', async (path) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves hashed assets with a long cache life, index.html without', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/app-1a2b3c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(`${server.baseUrl}/User/Info`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['GET', '/api/unknown'],
    ['GET', '/api'],
    ['GET', '/api/users/loginUser/extra'],
    ['POST', '/api/nothing/here'],
    ['GET', '/asynchronousApi/downloadFile/nope'],
    ['DELETE', '/api/login'],
    ['POST', '/User/Info'],
  ])('%s %s answers a JSON 404, never HTML', async (method, path) => {
    const response = await fetch(`${server.baseUrl}${path}`, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ code: ErrorCode.NOT_FOUND, message: t('error.notFoundApi') });
  });

  it('tells API paths from page paths', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/x?y=1')).toBe(true);
    expect(isApiPath('/asynchronousApi/downloadFile')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/User/Info')).toBe(false);
  });
});

describe('GET /manual/download', () => {
  it('answers a valid PDF attachment with a Japanese file name', async () => {
    const admin = await signInWithBearer(server.baseUrl, 'admin01');
    const response = await fetch(`${server.baseUrl}/api/manual/download?manualName=responsible-person-guide&manualType=pdf`, {
      headers: { authorization: `Bearer ${admin.bearer ?? ''}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="responsible-person-guide\.pdf"; filename\*=UTF-8''/);
    expect(parseContentDisposition(disposition)).toBe(`${t('server.manual.fileName.responsible-person-guide')}.pdf`);

    // A PDF (its content, Japanese text and embedded font: server/site/routes.test.ts).
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('answers a JSON 404 for an unknown manual and 400 without parameters', async () => {
    const admin = await signInWithBearer(server.baseUrl, 'clerk01');
    const unknown = await admin.get('/api/manual/download?manualName=secret-plans&manualType=pdf');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: ErrorCode.NOT_FOUND, message: t('server.notFound.manual') });
    expect((await admin.get('/api/manual/download?manualName=faq&manualType=docx')).status).toBe(404);
    expect((await admin.get('/api/manual/download')).status).toBe(400);
  });
});

describe('boot', () => {
  it('refuses to start when a contract call has no handler', async () => {
    const handlers = { ...allHandlers() };
    delete handlers['news.detail'];
    await expect(createApp({ dataDir: 'memory://', handlers })).rejects.toThrow(/no handler for call\(s\): news\.detail \(GET \/api\/news\/tenant\/:id\)/);
  });

  it('refuses a handler for a call the contract does not have', async () => {
    const handlers = { ...allHandlers(), 'news.bogus': async () => ({}) };
    await expect(createApp({ dataDir: 'memory://', handlers })).rejects.toThrow(/unknown call id\(s\): news\.bogus/);
  });
});
