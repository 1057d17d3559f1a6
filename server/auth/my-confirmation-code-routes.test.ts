// The account menu's own confirmation code change: it works, it needs a session, and bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type ApiErrorBody } from '../../core/api/error';
import { t } from '../../core/i18n';
import { DEMO_CODE, DEMO_PASSWORD, signInWithBearer, signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';

let server: TestServer;
const PATH = '/api/users/tenant/myConfirmationCode';

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
});

afterAll(async () => {
  await server?.close();
});

describe('PATCH /users/tenant/myConfirmationCode', () => {
  it('changes the code: the next sign-in needs the new one and refuses the old one', async () => {
    const web = await signInWithCookies(server.baseUrl, 'clerk01');
    const answer = await web.patch(PATH, { confirmationCode: DEMO_CODE, newConfirmationCode: 'ClerkCode2026x', confirm: 'ClerkCode2026x' });
    expect(answer.status).toBe(200);
    await expect(signInWithCookies(server.baseUrl, 'clerk01')).rejects.toThrow(/401/);
    const again = await signInWithBearer(server.baseUrl, 'clerk01', DEMO_PASSWORD, 'ClerkCode2026x');
    expect((await again.get('/api/users/loginUser')).status).toBe(200);
  });

  it('refuses a wrong current code with a Japanese field message and keeps the code', async () => {
    const cli = await signInWithBearer(server.baseUrl, 'admin01');
    const answer = await cli.patch<ApiErrorBody>(PATH, { confirmationCode: 'WrongCode2026', newConfirmationCode: 'AdminCode2026x', confirm: 'AdminCode2026x' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(ErrorCode.VALIDATION);
    expect(answer.body.fields?.confirmationCode).toBe(t('server.twoFactor.failed'));
    expect((await signInWithBearer(server.baseUrl, 'admin01')).bearer).toBeTruthy();
  });

  it('refuses a short code and a mismatched confirmation, field by field, and keeps the code', async () => {
    const cli = await signInWithBearer(server.baseUrl, 'admin01');
    const short = await cli.patch<ApiErrorBody>(PATH, { confirmationCode: DEMO_CODE, newConfirmationCode: 'abc123', confirm: 'abc123' });
    expect(short.status).toBe(400);
    expect(short.body.fields?.newConfirmationCode).toBe(t('validation.confirmationCode', { min: 10, max: 32 }));
    const mismatch = await cli.patch<ApiErrorBody>(PATH, { confirmationCode: DEMO_CODE, newConfirmationCode: 'AdminCode2026x', confirm: 'AdminCode2026y' });
    expect(mismatch.body.fields?.confirm).toBe(t('validation.mismatch'));
    expect((await signInWithBearer(server.baseUrl, 'admin01')).bearer).toBeTruthy();
  });

  it('answers 401 without a session and 403 without the anti-forgery header', async () => {
    const anonymous = await new TestCaller(server.baseUrl).patch<ApiErrorBody>(PATH, { confirmationCode: DEMO_CODE, newConfirmationCode: 'AdminCode2026x', confirm: 'AdminCode2026x' });
    expect(anonymous.status).toBe(401);
    const web = await signInWithCookies(server.baseUrl, 'admin01');
    web.sendCsrf = false;
    const forged = await web.patch<ApiErrorBody>(PATH, { confirmationCode: DEMO_CODE, newConfirmationCode: 'AdminCode2026x', confirm: 'AdminCode2026x' });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe(ErrorCode.CSRF);
  });
});
