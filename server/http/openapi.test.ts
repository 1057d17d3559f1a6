// The OpenAPI 3.1 document of the contract (core/api/openapi.ts) as the server serves it: valid by a maintained
// validator (@readme/openapi-parser), every served call documented and every documented call served, access, file
// answers, multipart and the error statuses in it; and the reference page a person reads, in Japanese.
import { validate, compileErrors } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDef } from '../../core/api/call';
import { allCalls, calls } from '../../core/api/contract';
import { accessText, openApiPath } from '../../core/api/openapi';
import { t } from '../../core/i18n';
import { startTestServer, type TestServer } from '../../tests/support/server';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  operationId: string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }>; $ref?: string }>;
  security: Record<string, unknown>[];
  'x-twb-access': string;
  description: string;
}
type Document = { openapi: string; paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

let server: TestServer;
let served: Document;
let response: Response;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  response = await fetch(`${server.baseUrl}/api/openapi.json`);
  served = (await response.json()) as Document;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const operation = (def: CallDef): Operation | undefined =>
  served.paths[openApiPath(def)]?.[def.method.toLowerCase() as (typeof METHODS)[number]];

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document the validator accepts, public and cached', async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(served.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(served) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    const again = await fetch(`${server.baseUrl}/api/openapi.json`, { headers: { 'if-none-match': response.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('documents every call of the contract, and every documented call is a route the server serves', () => {
    const defs = allCalls();
    for (const def of defs) expect(operation(def)?.operationId, `${def.id} ${def.method} ${openApiPath(def)}`).toBe(def.id);
    const documented = Object.entries(served.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => ({ path, method: m })));
    expect(documented).toHaveLength(defs.length);
    for (const { path, method } of documented) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      // The router is told to ignore a trailing slash (server/app.ts): a path written with one is served without it.
      const routes = [url, url.replace(/(.)\/$/, '$1')].map((u) => server.app.hasRoute({ method: method.toUpperCase() as 'GET', url: u }));
      expect(routes.some(Boolean), `${method} ${path}`).toBe(true);
    }
  });

  it('every call of the contract has its schemas: the request checked at the edge and each JSON answer written from one', () => {
    const defs = allCalls();
    expect(defs.filter((def) => !def.schema).map((def) => def.id)).toEqual([]);
    expect(defs.filter((def) => !def.file && !def.schema?.response).map((def) => def.id)).toEqual([]);
  });

  it('tells the access, the fields, the file answers, the multipart uploads and the statuses of each call', () => {
    const inquiry = operation(calls.site.inquiry) as Operation;
    expect(inquiry['x-twb-access']).toBe('public');
    expect(inquiry.security).toEqual([]);
    expect(inquiry.requestBody?.content['application/json'].schema).toMatchObject({ type: 'object', properties: { consent: { type: 'boolean' } } });
    expect(inquiry.responses['200'].content?.['application/json'].schema).toMatchObject({ properties: { inquiryNumber: { type: 'string' } } });
    expect(Object.keys(inquiry.responses).sort()).toEqual(['200', '400', '429', '500']);

    const invoice = operation(calls.charges.invoice) as Operation;
    expect(Object.keys(invoice.responses['200'].content ?? {})).toEqual(['application/pdf']);
    expect(invoice['x-twb-access']).toBe(accessText(calls.charges.invoice.access));
    expect(invoice['x-twb-access']).toMatch(/^(read|write):WF/);
    expect(invoice.description).toContain(t('server.openapi.accessLine', { access: '' }).trim());
    expect(Object.keys(invoice.responses)).toEqual(expect.arrayContaining(['401', '403']));
    expect(invoice.responses['403'].$ref).toBe('#/components/responses/Error403');

    const upload = operation(calls.uploads.upload) as Operation;
    expect(upload.requestBody?.content['multipart/form-data'].schema).toMatchObject({ required: ['file'], properties: { file: { type: 'string' } } });
    // A multipart call with schemas: its fields beside the file are the query's, from its schema; its answer is JSON.
    const division = upload.parameters.find((p) => p.name === 'uploadDivision');
    expect(division).toMatchObject({ in: 'query', required: true, schema: { enum: expect.arrayContaining([3, 8, 11]) } });
    expect(upload.parameters.find((p) => p.name === 'file')).toBeUndefined();
    expect(upload.responses['200'].content?.['application/json'].schema).toMatchObject({ properties: { problems: { type: 'array' } } });
    expect(upload.responses['413'].$ref).toBe('#/components/responses/Error413');
  });
});

describe('GET /api/reference', () => {
  it('is a page in Japanese served by the product, with every call and no script', async () => {
    const page = await fetch(`${server.baseUrl}/api/reference`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(t('server.openapi.reference.title'));
    expect(html).not.toMatch(/<script|https?:\/\//);
    for (const def of allCalls()) expect(html).toContain(`id="${def.id}"`);
  });

  it("lists a call's fields one per row (nested ones by their path), not its schema's JSON", async () => {
    const html = await (await fetch(`${server.baseUrl}/api/reference`)).text();
    const section = html.slice(html.indexOf(`id="${calls.clerks.corpUpdate.id}"`), html.indexOf('</section>', html.indexOf(`id="${calls.clerks.corpUpdate.id}"`)));
    expect(section).toContain(`<th style="border:1px solid #ccc;padding:2px 6px;vertical-align:top;overflow-wrap:anywhere">${t('server.openapi.reference.field')}</th>`);
    expect(section).toMatch(/<td [^>]*>lastUpdated<\/td><td [^>]*>string<\/td><td [^>]*>はい<\/td>/);
    expect(section).toMatch(/<td [^>]*>clerk\.userId<\/td>/);
    expect(html).not.toContain('{&quot;type&quot;');
  });
});
