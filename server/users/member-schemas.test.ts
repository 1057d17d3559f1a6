// The member calls' schemas at the edge (docs/api-contract.md): what the schemas now check for the handlers (the
// filters' choices, the delete's ids in the query as in the body, a list of one in a JSON body where a flag belongs),
// and answers written from the schemas, so a member's answer carries exactly the declared fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import { memberCalls, type MemberSearchResponse } from '../../core/users/calls';
import type { MemberDetail } from '../../core/users/domain';
import { t } from '../../core/i18n';
import { signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';

let server: TestServer;
let admin: TestCaller;
let viewerOnly: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  viewerOnly = await signInWithCookies(server.baseUrl, 'clerk01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

type Refusal = { code: string; fields: Record<string, string> };

async function livingMember(): Promise<{ id: number; lastUpdated: string }> {
  const [row] = await server.db.query<{ id: number }>(
    'select id from users where corporation_id = 1 and role_type is null and not delete_flg and approval_division = 2 order by id desc limit 1',
  );
  const detail = await admin.get<MemberDetail>(`/api/users/tenant/detail?id=${row.id}`);
  return { id: row.id, lastUpdated: detail.body.lastUpdated };
}

describe('the member search query', () => {
  it('takes the filters as the page and scripts write them, and refuses others with their Japanese message', async () => {
    const asText = await admin.get<MemberSearchResponse>('/api/users/tenant/users?serviceUsage=true&sortOrder=desc&limit=20');
    const asDigit = await admin.get<MemberSearchResponse>('/api/users/tenant/users?serviceUsage=1&sortOrder=DESC&limit=20');
    expect(asText.status).toBe(200);
    expect(asDigit.body).toEqual(asText.body);
    expect(asText.body.rows.every((r) => r.serviceUsage)).toBe(true);
    expect(asText.body.sortOrder).toBe('desc');

    const bad = await admin.get<Refusal>('/api/users/tenant/users?serviceUsage=yes&approvalDivision=3&sOrganizationId=1,x&sortOrder=up&offset=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      serviceUsage: t('members.validation.choice'),
      approvalDivision: t('members.validation.choice'),
      sOrganizationId: t('members.validation.department'),
      sortOrder: t('members.validation.choice'),
      offset: t('validation.between', { min: 0, max: 1_000_000_000 }),
    });
  });

  it('answers each row with exactly the fields its schema declares', async () => {
    const page = await admin.get<MemberSearchResponse>('/api/users/tenant/users?limit=1');
    const declared = Object.keys((memberCalls.search.schema.response as { properties: { rows: { items: { properties: object } } } }).properties.rows.items.properties);
    expect(Object.keys(page.body.rows[0]).sort()).toEqual([...declared].sort());
  });
});

describe('delete: ids and stamps in the query or the body, both checked', () => {
  it('refuses a malformed id in the query with the Japanese message and deletes nothing; the same in the query deletes', async () => {
    const member = await livingMember();
    const stamp = encodeURIComponent(member.lastUpdated);
    const bad = await admin.patch<Refusal>(`/api/users/tenant/delete?id=${member.id},abc&lastUpdated=${stamp}`, {});
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, fields: { id: t('validation.integer') } });
    const missing = await admin.patch<Refusal>('/api/users/tenant/delete', {});
    expect(missing.body.fields).toEqual({ id: t('members.validation.userIds'), lastUpdated: t('validation.required') });
    const [before] = await server.db.query<{ delete_flg: boolean }>('select delete_flg from users where id = $1', [member.id]);
    expect(before.delete_flg).toBe(false);

    const refused = await viewerOnly.patch<Refusal>(`/api/users/tenant/delete?id=${member.id}&lastUpdated=${stamp}`, {});
    expect(refused.status).toBe(403);

    const done = await admin.patch<{ deletedUserIds: string[] }>(`/api/users/tenant/delete?id=${member.id}&lastUpdated=${stamp}`, {});
    expect(done.status).toBe(200);
    expect(done.body.deletedUserIds).toEqual([String(member.id)]);
  });
});

describe('a JSON body', () => {
  it('refuses a list of one where an id or a choice belongs (a query string may not tell them apart; a body does)', async () => {
    const member = await livingMember();
    const bad = await admin.patch<Refusal>('/api/users/conf', { userId: [String(member.id)] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ userId: t('validation.integer') });
    const check = await admin.patch<Refusal>('/api/users/tenant/operation/check', { userId: member.id, operation: ['suspend'] });
    expect(check.body.fields).toEqual({ operation: t('members.validation.choice') });
    const ok = await admin.patch<{ operation: string }>('/api/users/tenant/operation/check', { userId: member.id, operation: 'suspend' });
    expect(ok.status).toBe(200);
    expect(ok.body.operation).toBe('suspend');
  });
});
