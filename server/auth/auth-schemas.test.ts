// The auth calls' schemas at the edge (docs/api-contract.md): the contract table carries them although the sign-in
// page's module of these calls does not, the edge answers their wrong fields in Japanese before any handler (and any
// rate limit) runs, and the session user is written from its schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../core/api/contract';
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import { authCalls } from '../../core/auth/calls';
import { LoginUserSchema } from '../../core/auth/schemas';
import type { LoginUser } from '../../core/domain/entities';
import { t } from '../../core/i18n';
import { signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';

let server: TestServer;
let admin: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the auth calls', () => {
  it('have schemas in the contract table only: the calls the sign-in page loads carry none', () => {
    for (const [name, call] of Object.entries(calls.auth)) {
      expect(call.schema, name).toBeDefined();
      expect((authCalls as Record<string, { schema?: unknown }>)[name].schema, name).toBeUndefined();
      expect(call.id).toBe((authCalls as Record<string, { id: string }>)[name].id);
    }
  });

  it('answer wrong fields at the edge with their Japanese messages', async () => {
    const anonymous = new TestCaller(server.baseUrl);
    const login = await anonymous.post<ApiErrorBody>('/api/login', { loginId: ' ', password: '', channel: 'pigeon' });
    expect(login.status).toBe(400);
    expect(login.body.fields).toEqual({ loginId: t('validation.required'), password: t('validation.required'), channel: t('validation.format') });
    const lock = await admin.get<ApiErrorBody>('/api/users/tenant/accountLock?userId=abc');
    expect(lock.body.fields).toEqual({ userId: t('validation.integer') });
  });

  it('writes the keyword history when the keyword is given, refuses a missing one (400) and an anonymous caller (401), writing nothing', async () => {
    const count = async () => (await server.db.query<{ n: number }>("select count(*)::int as n from keyword_search_history where keyword = '請求書'"))[0].n;
    const before = await count();
    const missing = await admin.post<ApiErrorBody>('/api/menu/keywordSearchHistory', { keyword: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: ErrorCode.VALIDATION, fields: { keyword: t('validation.required') } });
    expect((await new TestCaller(server.baseUrl).post('/api/menu/keywordSearchHistory', { keyword: '請求書' })).status).toBe(401);
    expect(await count()).toBe(before);
    expect((await admin.post('/api/menu/keywordSearchHistory', { keyword: ' 請求書 ' })).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('answers the session user with exactly the fields its schema declares', async () => {
    const user = await admin.get<LoginUser>('/api/users/loginUser');
    expect(Object.keys(user.body).sort()).toEqual(Object.keys(LoginUserSchema.properties).sort());
    expect(user.body.user.loginId).toBe('admin01');
  });
});
