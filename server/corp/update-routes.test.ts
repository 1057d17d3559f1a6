// Company info update (PATCH /tenant/corporationUpdateConfirm, /tenant/corporationUpdate): responsible persons
// only, confirm changes nothing, update applies, bad input is 400 per field, a stale lastUpdated is 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import type { CorporationUpdatePreview, CorporationUpdateResult } from '../../core/corp/calls';
import type { Corporation } from '../../core/domain/entities';
import { t } from '../../core/i18n';
import { signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';

let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function current(): Promise<Corporation> {
  return (await admin.get<Corporation>('/api/corporations/1')).body;
}

function request(corporation: Corporation, overrides: Record<string, unknown> = {}) {
  return {
    confirmationCodeRequired: corporation.confirmationCodeRequired,
    confirmationCodeMinLength: corporation.confirmationCodeMinLength,
    permittedMailDomains: corporation.permittedMailDomains.join('/'),
    autoApprovalSetting: corporation.autoApprovalSetting,
    lastUpdated: corporation.lastUpdated,
    ...overrides,
  };
}

describe('company info update', () => {
  it('confirm lists the changes and changes nothing; update applies them', async () => {
    const before = await current();
    const body = request(before, { permittedMailDomains: `${before.permittedMailDomains[0]}/Mirai-Group.JP`, autoApprovalSetting: 1, confirmationCodeMinLength: 12 });
    const confirm = await admin.patch<CorporationUpdatePreview>('/api/tenant/corporationUpdateConfirm', body);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body.changes.map((c) => c.field)).toEqual(['confirmationCodeMinLength', 'permittedMailDomains', 'autoApprovalSetting']);
    expect((await current()).lastUpdated).toBe(before.lastUpdated);
    const done = await admin.patch<CorporationUpdateResult>('/api/tenant/corporationUpdate', body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(t('corp.done.update'));
    expect(done.body.corporation.permittedMailDomains).toEqual([before.permittedMailDomains[0], 'mirai-group.jp']);
    expect(done.body.corporation.autoApprovalSetting).toBe(1);
    expect(done.body.corporation.confirmationCodeMinLength).toBe(12);
    // The stale copy is refused.
    const stale = await admin.patch<{ code: string }>('/api/tenant/corporationUpdate', body);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ErrorCode.CONFLICT);
    const staleConfirm = await admin.patch('/api/tenant/corporationUpdateConfirm', body);
    expect(staleConfirm.status).toBe(409);
  });

  it.each([
    ['a domain without a dot', 'localhost', t('validation.format')],
    ['a domain with @', 'user@mirai-works.co.jp', t('validation.format')],
    ['an empty entry', 'mirai-works.co.jp//x.jp', t('validation.format')],
    ['a free-mail domain', 'mirai-works.co.jp/gmail.com', t('validation.freeMailDomain')],
    ['a carrier domain', 'docomo.ne.jp', t('validation.freeMailDomain')],
  ])('refuses %s with 400 and changes nothing', async (_name, domains, message) => {
    const before = await current();
    const result = await admin.patch<{ code: string; fields: Record<string, string> }>('/api/tenant/corporationUpdate', request(before, { permittedMailDomains: domains }));
    expect(result.status).toBe(400);
    expect(result.body.fields.permittedMailDomains).toBe(message);
    expect((await current()).lastUpdated).toBe(before.lastUpdated);
  });

  it('refuses other bad fields per field', async () => {
    const before = await current();
    const result = await admin.patch<{ fields: Record<string, string> }>('/api/tenant/corporationUpdateConfirm', request(before, {
      confirmationCodeMinLength: 9, autoApprovalSetting: 4,
    }));
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({
      confirmationCodeMinLength: t('validation.between', { min: 10, max: 32 }),
      autoApprovalSetting: t('corp.validation.choice'),
    });
    expect((await current()).lastUpdated).toBe(before.lastUpdated);
  });

  it('never changes the contract period: it is the provider\'s', async () => {
    const before = await current();
    const body = request(before, { contractStartDate: '2020/01/01', contractEndDate: '2030/03/31' });
    const confirm = await admin.patch<CorporationUpdatePreview>('/api/tenant/corporationUpdateConfirm', body);
    expect(confirm.status).toBe(200);
    expect(confirm.body.changes).toEqual([]);
    expect(confirm.body.message).toBe(t('corp.confirm.noChange'));
    const done = await admin.patch<CorporationUpdateResult>('/api/tenant/corporationUpdate', body);
    expect(done.status).toBe(200);
    expect(done.body.corporation.contractStartDate).toBe(before.contractStartDate);
    expect(done.body.corporation.contractEndDate).toBe(before.contractEndDate);
    const [row] = await server.db.query<{ start: string; end: string | null }>(
      "select to_char(contract_start_date, 'YYYY/MM/DD') as start, to_char(contract_end_date, 'YYYY/MM/DD') as end from corporations where id = 1",
    );
    expect(row).toEqual({ start: before.contractStartDate, end: before.contractEndDate });
  });

  it('refuses a department clerk (403) and changes nothing', async () => {
    const before = await current();
    for (const path of ['/api/tenant/corporationUpdateConfirm', '/api/tenant/corporationUpdate']) {
      const result = await clerk.patch<{ code: string }>(path, request(before, { autoApprovalSetting: 2 }));
      expect(result.status).toBe(403);
      expect(result.body.code).toBe(ErrorCode.PERMISSION);
    }
    expect((await current()).lastUpdated).toBe(before.lastUpdated);
  });
});
