// The edge of a call with schemas (server/http/request-check.ts, register-calls.ts): its request is checked after the
// access guard with the validation catalogue's messages, undeclared fields never reach the handler, and its answer
// is serialized from the response schema, so a field the handler (or a database row) adds is never sent.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCall } from '../../core/api/call';
import { ErrorCode } from '../../core/api/error';
import { IdText, IntegerBetween, Nullable, ObjectSchema, OneOf, Optional, Text, ArraySchema, BooleanSchema } from '../../core/api/schema';
import { t } from '../../core/i18n';
import type { AppServices } from './call-context';
import { handler } from './call-context';
import { installErrorHandler } from './error-handler';
import { registerCalls } from './register-calls';

const Row = ObjectSchema({ id: Text(), name: Text(), note: Nullable(Text()) });
const probe = defineCall({
  id: 'test.probe', method: 'POST', base: '/api', path: '/probe/:id', access: 'public',
  schema: {
    params: ObjectSchema({ id: IdText() }),
    body: ObjectSchema({
      name: Text({ required: true, max: 5 }),
      count: Optional(IntegerBetween(1, 10)),
      kind: Optional(OneOf(['a', 'b'], { message: 'validation.alphanumeric' })),
      flag: Optional(BooleanSchema()),
      tags: Optional(ArraySchema(Text({ max: 3 }), { maxItems: 3 })),
    }),
    response: ObjectSchema({ rows: ArraySchema(Row), total: IntegerBetween(0, 100) }),
  },
});
const search = defineCall({
  id: 'test.search', method: 'GET', base: '/api', path: '/search', access: 'session',
  schema: { query: ObjectSchema({ offset: Optional(IntegerBetween(0, 1000)) }), response: ObjectSchema({ offset: IntegerBetween(0, 1000) }) },
});

let app: FastifyInstance;
/** What the handler was handed, to prove what it sees. */
let seen: unknown;

beforeAll(async () => {
  app = Fastify();
  app.decorateRequest('twbAuth', null);
  installErrorHandler(app);
  await app.register(fastifyCookie);
  const services = { clock: () => new Date() } as unknown as AppServices;
  const handlers = {
    ...handler(probe, async (ctx) => {
      seen = ctx.input;
      // A row as a database would give it, with a column the answer does not declare.
      const row = { id: ctx.input.id, name: ctx.input.name, note: null, password_hash: 'secret' };
      return { rows: [row], total: 1, debug: 'internal' } as never;
    }),
    ...handler(search, async (ctx) => ({ offset: ctx.input.offset ?? 0 })),
  };
  registerCalls(app, services, handlers, [probe, search]);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const post = (url: string, body: unknown) => app.inject({ method: 'POST', url, payload: body as object, headers: { 'content-type': 'application/json' } });

describe('a call with schemas', () => {
  it('sends only the fields its response schema declares, in the rows too', async () => {
    const response = await post('/api/probe/12', { name: 'かな' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rows: [{ id: '12', name: 'かな', note: null }], total: 1 });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('internal');
  });

  it('hands the handler only declared fields, coerced to their types', async () => {
    await post('/api/probe/7', { name: 'abc', count: '3', flag: 'true', tags: 'x', unknown: 'dropped' });
    expect(seen).toEqual({ id: '7', name: 'abc', count: 3, flag: true, tags: ['x'] });
  });

  it('does not take an optional body field from the query string, which nothing checks for a body call', async () => {
    await post('/api/probe/7?count=oops&kind=zzz&name=fromQuery', { name: 'abc' });
    expect(seen).toEqual({ id: '7', name: 'abc' });
  });

  it('refuses every wrong field at once with the validation catalogue messages (400 VALIDATION_ERROR)', async () => {
    const response = await post('/api/probe/0', { name: '  ', count: 11, kind: 'c', tags: ['long!'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ErrorCode.VALIDATION,
      message: t('error.badRequest'),
      fields: {
        id: t('validation.integer'),
        name: t('validation.required'),
        count: t('validation.between', { min: 1, max: 10 }),
        kind: t('validation.alphanumeric'),
        tags: t('validation.max', { length: 3 }),
      },
    });
  });

  it('names a missing field, a too long one, and a body that is not an object', async () => {
    expect((await post('/api/probe/1', {})).json().fields).toEqual({ name: t('validation.required') });
    expect((await post('/api/probe/1', { name: 'abcdef' })).json().fields).toEqual({ name: t('validation.max', { length: 5 }) });
    expect((await post('/api/probe/2147483648', { name: 'a' })).json().fields).toEqual({ id: t('validation.integer') });
    const whole = await post('/api/probe/1', [1, 2]);
    expect(whole.statusCode).toBe(400);
    expect(whole.json().fields).toEqual({ body: t('validation.format') });
  });

  it('checks the access before the fields: a caller without it learns nothing of them', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/search?offset=x' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ErrorCode.UNAUTHENTICATED);
  });
});
