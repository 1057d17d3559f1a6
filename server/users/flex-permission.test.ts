// Spec 6 FLEX/BASE contract permission flag (issue 36): every member is permitted until someone says otherwise; the
// flag is set with the member update (the confirm lists it, the detail and the list show it, an update without it
// keeps it) by whoever may update the member, refused in Japanese when malformed or while the member holds a seat,
// and by 403 for a member the caller may not change; the FLEX screens refuse to add a member who is not permitted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberSearchResponse, MemberUpdatePreview, MemberUpdateResult } from '../../core/users/calls';
import type { FlexAddResult } from '../../core/flex/calls';
import { ErrorCode } from '../../core/api/error';
import { t } from '../../core/i18n';
import { signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';
import { memberDetailOf, memberUpdateForm } from './member-update-test-support';

let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;

/** clerk01 looks after departments 5 and 6 of corporation 1; FLEX contract 1 belongs to department 5. */
const CLERK_DEPARTMENTS = [5, 6];

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const taken = new Set<number>();

const UNSEATED = `not u.delete_flg and u.approval_division = 2 and not exists (select 1 from flex_users f where f.user_id = u.id and not f.delete_flg)`;

async function member(condition: string, departments: string): Promise<number> {
  const rows = await server.db.query<{ id: number }>(
    `select u.id from users u where u.corporation_id = 1 and u.role_type is null and ${departments} and ${condition} order by u.id desc`,
    [CLERK_DEPARTMENTS],
  );
  const free = rows.find((r) => !taken.has(r.id));
  if (!free) throw new Error(`no member for ${condition}`);
  taken.add(free.id);
  return free.id;
}
const inside = 'u.department_id = 5 and $1::int[] is not null';
const outside = 'not (u.department_id = any($1::int[]))';

const detail = memberDetailOf;
const form = memberUpdateForm;

async function stored(userId: number): Promise<{ flex_contract_permitted: boolean; last_updated: Date }> {
  const [row] = await server.db.query<{ flex_contract_permitted: boolean; last_updated: Date }>(
    'select flex_contract_permitted, last_updated from users where id = $1', [userId]);
  return row;
}

const flexState = () => server.db.query('select to_jsonb(f) as row from flex_users f order by f.id');

describe('the FLEX/BASE contract permission flag on the member update', () => {
  it('is on for every member of today, set off by a clerk with a confirm that lists it, shown on the detail and the list, kept by an update without it', async () => {
    const [{ off }] = await server.db.query<{ off: number }>('select count(*)::int as off from users where not flex_contract_permitted');
    expect(off).toBe(0);
    const userId = await member(UNSEATED, inside);
    const before = await detail(clerk, userId);
    expect(before.flexContractPermissionFlg).toBe(true);
    const preview = await clerk.patch<MemberUpdatePreview>('/api/users/tenant/update/check', form(before, { flexContractPermissionFlg: false }));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.changes).toEqual([{ field: 'flexContractPermissionFlg', before: 'true', after: 'false' }]);
    expect((await stored(userId)).flex_contract_permitted).toBe(true);

    const done = await clerk.patch<MemberUpdateResult>('/api/users/tenant/update', form(before, { flexContractPermissionFlg: false }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.member.flexContractPermissionFlg).toBe(false);
    expect(done.body.member.lastUpdated).not.toBe(before.lastUpdated);
    expect((await detail(admin, userId)).flexContractPermissionFlg).toBe(false);
    const list = await admin.get<MemberSearchResponse>(`/api/users/tenant/users?sOrganizationId=5&limit=500`);
    expect(list.body.rows.find((r) => r.userId === String(userId))?.flexContractPermissionFlg).toBe(false);

    const renamed = await clerk.patch<MemberUpdateResult>('/api/users/tenant/update', form(done.body.member, { tenantRemakes: '在宅勤務' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.member.flexContractPermissionFlg).toBe(false);
    const back = await clerk.patch<MemberUpdateResult>('/api/users/tenant/update', form(renamed.body.member, { flexContractPermissionFlg: 'true' }));
    expect(back.body.member.flexContractPermissionFlg).toBe(true);
  });

  it('refuses a malformed choice with a Japanese message on the field and changes nothing', async () => {
    const userId = await member(UNSEATED, inside);
    const before = await detail(clerk, userId);
    const row = await stored(userId);
    for (const value of ['maybe', 2, { on: false }, ['false'], 'いいえ']) {
      for (const path of ['/api/users/tenant/update/check', '/api/users/tenant/update']) {
        const bad = await clerk.patch<{ code: string; fields: Record<string, string> }>(path, form(before, { flexContractPermissionFlg: value, tenantRemakes: '変更' }));
        expect(bad.status, `${path} ${JSON.stringify(value)}`).toBe(400);
        expect(bad.body.code).toBe(ErrorCode.VALIDATION);
        expect(bad.body.fields).toEqual({ flexContractPermissionFlg: t('members.validation.flexPermission') });
      }
    }
    expect(await stored(userId)).toEqual(row);
  });

  it('refuses to take it from a member who holds a seat (400 naming the contract), changing nothing', async () => {
    const [seated] = await server.db.query<{ user_id: number; contract_name: string }>(
      `select f.user_id, c.contract_name from flex_users f join flex_contracts c on c.id = f.flex_contract_id
        where not f.delete_flg and c.corporation_id = 1 order by f.id limit 1`,
    );
    const before = await detail(admin, seated.user_id);
    const row = await stored(seated.user_id);
    for (const path of ['/api/users/tenant/update/check', '/api/users/tenant/update']) {
      const refused = await admin.patch<{ fields: Record<string, string> }>(path, form(before, { flexContractPermissionFlg: false }));
      expect(refused.status, path).toBe(400);
      expect(refused.body.fields).toEqual({ flexContractPermissionFlg: t('members.refuse.flexPermissionSeated', { contracts: `「${seated.contract_name}」` }) });
    }
    expect(await stored(seated.user_id)).toEqual(row);
  });

  it('is refused (403) for a member outside the clerk\'s departments, and (401) without a session, changing nothing', async () => {
    const userId = await member(UNSEATED, outside);
    const seen = await detail(admin, userId);
    const row = await stored(userId);
    const refused = await clerk.patch('/api/users/tenant/update', form(seen, { flexContractPermissionFlg: false }));
    expect(refused.status).toBe(403);
    const check = await clerk.patch('/api/users/tenant/update/check', form(seen, { flexContractPermissionFlg: false }));
    expect(check.status).toBe(403);
    const anonymous = await new TestCaller(server.baseUrl).patch('/api/users/tenant/update', form(seen, { flexContractPermissionFlg: false }));
    expect(anonymous.status).toBe(401);
    expect(await stored(userId)).toEqual(row);
  });
});

describe('the FLEX screens refuse a member who is not permitted', () => {
  it('at the confirm and the addition, naming the member, adding nobody of the request; permitted again, the member is added', async () => {
    const barred = await member(UNSEATED, inside);
    const other = await member(UNSEATED, inside);
    const seen = await detail(admin, barred);
    const off = await admin.patch<MemberUpdateResult>('/api/users/tenant/update', form(seen, { flexContractPermissionFlg: false }));
    expect(off.status).toBe(200);
    const before = await flexState();
    const body = { flexContractInformationId: '1', userIds: [String(other), String(barred)] };
    for (const path of ['/api/flexlong/tenant/useNumberConf', '/api/flexlong/tenant/add/flexUser']) {
      for (const caller of [admin, clerk]) {
        const refused = await caller.post<{ fields: Record<string, string> }>(path, body);
        expect(refused.status, path).toBe(400);
        expect(refused.body.fields).toEqual({ userIds: t('flex.refuse.notPermitted', { name: seen.userName }) });
      }
    }
    expect(await flexState()).toEqual(before);

    const on = await admin.patch<MemberUpdateResult>('/api/users/tenant/update', form(off.body.member, { flexContractPermissionFlg: true }));
    expect(on.status).toBe(200);
    const added = await clerk.post<FlexAddResult>('/api/flexlong/tenant/add/flexUser', body);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.added.map((u) => u.userId).sort()).toEqual([String(other), String(barred)].sort());
  });
});
