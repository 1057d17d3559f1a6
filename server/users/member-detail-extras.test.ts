// What a member's detail adds to the member's row (its reservations to come, its FLEX/BASE registrations in force,
// whether the operator may edit the account) now comes with the row in one query (member-rows.ts findMemberDetail;
// after an operation, detailExtras): held here to the tables, for members with and without each, as the responsible
// person and a department clerk see them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberDetail } from '../../core/users/domain';
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

/** Up to `count` members of corporation 1 matching the condition, in the clerk's departments or not. */
async function members(condition: string, count: number): Promise<number[]> {
  const rows = await server.db.query<{ id: number }>(
    `select u.id from users u where u.corporation_id = 1 and u.role_type is null and not u.delete_flg and ${condition} order by u.id limit ${count}`,
  );
  return rows.map((row) => row.id);
}

/** The detail's extras as the tables say, asked one table at a time. */
async function expectedExtras(userId: number) {
  const [reservations] = await server.db.query<{ count: number }>(
    'select count(*)::int as count from reservations where user_id = $1 and not cancel_flg and start_date > now()',
    [userId],
  );
  const flex = await server.db.query<{ id: number; flex_contract_id: number; contract_name: string; service_kind: string; delegate_division: number; card_no: string | null }>(
    `select f.id, f.flex_contract_id, c.contract_name, c.service_kind, f.delegate_division, f.card_no
       from flex_users f join flex_contracts c on c.id = f.flex_contract_id where f.user_id = $1 and not f.delete_flg order by f.flex_contract_id`,
    [userId],
  );
  return {
    futureReservationCount: reservations.count,
    flexRegistrations: flex.map((r) => ({
      flexUserId: String(r.id),
      flexContractInformationId: String(r.flex_contract_id),
      contractName: r.contract_name,
      serviceKind: r.service_kind,
      delegateDivision: r.delegate_division,
      cardNo: r.card_no,
    })),
  };
}

async function detail(caller: TestCaller, userId: number): Promise<MemberDetail> {
  const answer = await caller.get<MemberDetail>(`/api/users/tenant/detail?id=${userId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('member detail: what it adds to the row', () => {
  it('counts the reservations to come and lists the FLEX/BASE registrations in force, as the tables hold them', async () => {
    const ids = [
      ...(await members('u.flex_contract_flg and exists (select 1 from flex_users f where f.user_id = u.id and not f.delete_flg)', 3)),
      ...(await members('exists (select 1 from reservations r where r.user_id = u.id and not r.cancel_flg and r.start_date > now())', 3)),
      ...(await members('not exists (select 1 from flex_users f where f.user_id = u.id) and not exists (select 1 from reservations r where r.user_id = u.id)', 2)),
    ];
    expect(ids.length).toBeGreaterThanOrEqual(6);
    const seen = { flex: 0, reservations: 0, neither: 0 };
    for (const userId of ids) {
      const expected = await expectedExtras(userId);
      const shown = await detail(admin, userId);
      expect({ futureReservationCount: shown.futureReservationCount, flexRegistrations: shown.flexRegistrations }, `member ${userId}`).toEqual(expected);
      if (expected.flexRegistrations.length > 0) seen.flex += 1;
      if (expected.futureReservationCount > 0) seen.reservations += 1;
      if (expected.flexRegistrations.length === 0 && expected.futureReservationCount === 0) seen.neither += 1;
    }
    // The seed has each kind: a check over members with none would hold whatever the query answered.
    expect(seen.flex).toBeGreaterThan(0);
    expect(seen.reservations).toBeGreaterThan(0);
    expect(seen.neither).toBeGreaterThan(0);
  });

  it('refuses edits of an account that also reaches a corporation the operator does not administer, for either role', async () => {
    const admin02 = await signInWithCookies(server.baseUrl, 'admin02');
    const [own, shared] = await members('u.department_id = 5', 2);
    const [{ id: sharedOf2 }] = await server.db.query<{ id: number }>(
      'select id from users where corporation_id = 2 and role_type is null and not delete_flg and department_id is not null order by id limit 1',
    );
    const link = (userId: number, corporationId: number) => server.db.query(
      'insert into clerk_departments (user_id, department_id) select $1, id from departments where corporation_id = $2 order by id limit 1',
      [userId, corporationId],
    );
    // Each is also linked, as a clerk's department, to a department of the other corporation.
    await link(shared, 2);
    await link(sharedOf2, 1);
    try {
      // A department clerk administers the viewed corporation only; admin02 administers corporation 2 only.
      expect(await detail(clerk, own)).toMatchObject({ editRefusal: null });
      expect(await detail(clerk, shared)).toMatchObject({ editRefusal: t('clerks.refuse.sharedAccount'), allowedOperations: [] });
      expect(await detail(admin02, sharedOf2)).toMatchObject({ editRefusal: t('clerks.refuse.sharedAccount'), allowedOperations: [] });
      // admin01 administers corporations 1 and 2: the links stay within them.
      const full = await detail(admin, shared);
      expect(full.editRefusal).toBeNull();
      expect(full.allowedOperations.length).toBeGreaterThan(0);
    } finally {
      await server.db.query('delete from clerk_departments where user_id = any($1::int[])', [[shared, sharedOf2]]);
    }
    expect(await detail(admin02, sharedOf2)).toMatchObject({ editRefusal: null });
  });
});
