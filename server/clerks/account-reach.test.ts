// The reach of an account (account-reach.ts): the same corporations whether asked for one account or correlated per
// row of a bulk check, whatever alias the caller's users row has (issue 28: called with `u.id`, an inner `users u`
// compared a column with itself and every member looked shared). A single-company responsible person (admin02 of
// 東洋システム開発), a person shared by two companies (admin01; a member also looking after another company's
// department), and a person removed from a company.
import { describe, expect, it } from 'vitest';
import type { Row } from '../db/database';
import { fileTestServer } from '../../tests/support/file-server';
import { corporationsReachedBy, reachedCorporationsSql } from './account-reach';

const file = fileTestServer();

async function idOf(loginId: string): Promise<number> {
  const [row] = await file.server.db.query<{ id: number }>('select id from users where login_id = $1', [loginId]);
  return row.id;
}

/** The reach of each account correlated per row, with the caller's row aliased `alias`. */
async function reachPerRow(alias: string, ids: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await file.server.db.query<Row & { id: number; reach: number[] }>(
    `select ${alias}.id, array(select r.corporation_id from (${reachedCorporationsSql(`${alias}.id`)}) r order by 1) as reach
       from users ${alias} where ${alias}.id = any($1::int[]) order by ${alias}.id`,
    [[...ids]],
  );
  return new Map(rows.map((r) => [r.id, r.reach.map(Number)]));
}

describe('reachedCorporationsSql', () => {
  it('answers the same corporations per row, under any caller alias, as for one account', async () => {
    const db = file.server.db;
    const [member2] = await db.query<{ id: number }>('select id from users where corporation_id = 2 and role_type is null and not delete_flg order by id limit 1');
    const [member1] = await db.query<{ id: number }>('select id from users where corporation_id = 1 and role_type is null and not delete_flg order by id limit 1');
    // A member of corporation 1 who also looks after a department of corporation 2: shared by two companies.
    const [shared] = await db.query<{ id: number }>('select id from users where corporation_id = 1 and role_type is null and not delete_flg order by id offset 1 limit 1');
    await db.query('insert into clerk_departments (user_id, department_id) values ($1, 13)', [shared.id]);
    const ids = [await idOf('admin01'), await idOf('admin02'), member1.id, member2.id, shared.id];
    const expected = new Map([[ids[0], [1, 2]], [ids[1], [2]], [member1.id, [1]], [member2.id, [2]], [shared.id, [1, 2]]]);
    for (const id of ids) expect(await corporationsReachedBy(db, id), `account ${id}`).toEqual(expected.get(id));
    for (const alias of ['u', 'x', 'users_row', 'd', 'cd']) expect(await reachPerRow(alias, ids), `alias ${alias}`).toEqual(expected);
  });

  it('a person removed from a company no longer reaches it', async () => {
    const db = file.server.db;
    const admin01 = await idOf('admin01');
    await db.query('delete from admin_corporations where user_id = $1 and corporation_id = 2', [admin01]);
    expect(await corporationsReachedBy(db, admin01)).toEqual([1]);
    expect((await reachPerRow('u', [admin01])).get(admin01)).toEqual([1]);
    await db.query('insert into admin_corporations (user_id, corporation_id) values ($1, 2)', [admin01]);
  });

  it('refuses an expression it could not correlate safely: an unqualified column or one of its own aliases', () => {
    for (const bad of ['id', 'reach_user.id', 'REACH_own.id', 'u.id or true', '1; select 1']) {
      expect(() => reachedCorporationsSql(bad), bad).toThrow(/reachedCorporationsSql/);
    }
    for (const good of ['$1', '$2::int', 'u.id', 's.user_id', '42']) expect(() => reachedCorporationsSql(good), good).not.toThrow();
  });
});
