// Deep pages of the member list from kept keyset anchors (issue 32): a page read from an anchor is exactly the page
// the offset gives, for ascending and descending sorts, with members whose first key is empty (no code, no address:
// they come last ascending, first descending), with ties on every key but the id, and after a member changes (the
// anchors of the older version are not used). Each check compares with the list read by offset alone.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberSortColumn, MemberSortOrder } from '../../core/users/domain';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { insertRows } from '../seed/insert-rows';
import { createTestDatabase, type TestDatabase } from '../../tests/support/server';
import { memberOrderBy, parseMemberSearch, searchMembers } from './search';
import type { MemberViewer } from './viewer';

const CORPORATION_ID = 1;
const MEMBERS = 3_000;
const LIMIT = 200;

let database: TestDatabase;
let db: Database;
let viewer: MemberViewer;
/** How many list statements took the keyset branch (their `keyset` column). */
let keysetPages = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seededFor: new Date() });
  db = await openDatabase(database.options);
  const [admin] = await db.query<{ id: number }>("select id from users where login_id = 'admin01'");
  const departments = await db.query<{ id: number }>('select id from departments where corporation_id = $1 and not disable_flg', [CORPORATION_ID]);
  const [{ trinity_code: trinityCode }] = await db.query<{ trinity_code: string }>('select trinity_code from corporations where id = $1', [CORPORATION_ID]);
  const base = new Date('2026-01-01T00:00:00Z').getTime();
  // Few distinct names, codes and times: long runs of equal keys that only the id orders; every 7th without a code,
  // every 5th without an address.
  const rows = Array.from({ length: MEMBERS }, (_, i) => [
    `anchor${i}`, 'x', CORPORATION_ID, departments[i % departments.length].id, `姓${i % 13}`, `名${i % 3}`, `セイ${i % 11}`, `メイ${i % 2}`,
    i % 7 === 0 ? null : `A${String(i % 400).padStart(4, '0')}`, i % 5 === 0 ? null : `m${i % 300}@anchor.example.jp`, trinityCode,
    new Date(base + (i % 50) * 1000), new Date(base + (i % 90) * 1000),
  ]);
  await insertRows(db, 'users', ['login_id', 'password_hash', 'corporation_id', 'department_id', 'user_last_name', 'user_first_name',
    'user_last_name_kana', 'user_first_name_kana', 'user_code', 'mail_address', 'trinity_code', 'created_at', 'last_updated'], rows);
  viewer = { userId: admin.id, roleType: 3, corporationId: CORPORATION_ID, authorities: {}, departmentIds: new Set(departments.map((d) => d.id)), responsible: true };
  const query = db.query.bind(db);
  vi.spyOn(db, 'query').mockImplementation(async (sql, params) => {
    const answer = await query(sql, params);
    if ((answer[0] as { keyset?: unknown } | undefined)?.keyset === true) keysetPages += 1;
    return answer;
  });
}, 120_000);

afterAll(async () => {
  await db?.close();
  await database?.drop();
});

/** The page by offset alone: the reference. */
async function byOffset(sort: MemberSortColumn, order: MemberSortOrder, offset: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select u.id from users u where u.corporation_id = $1 and u.role_type is null and not u.delete_flg
      order by ${memberOrderBy(sort, order)} limit $2 offset $3`,
    [CORPORATION_ID, LIMIT, offset],
  );
  return rows.map((r) => r.id);
}

async function listed(sort: MemberSortColumn, order: MemberSortOrder, offset: number): Promise<number[]> {
  const search = parseMemberSearch({ sort, sortOrder: order, offset: String(offset), limit: String(LIMIT) }, viewer);
  const page = await searchMembers(db, viewer, search);
  return page.rows.map((r) => r.id);
}

const SORTS: Array<[MemberSortColumn, MemberSortOrder]> = [
  ['userCode', 'asc'], ['userCode', 'desc'], ['mailAddress', 'asc'], ['chargeDisplayOrder', 'asc'], ['chargeDisplayOrder', 'desc'],
  ['userNameKana', 'asc'], ['lastUpdated', 'desc'], ['createdAt', 'asc'],
];

describe('member list pages from keyset anchors', () => {
  it.each(SORTS)('sort %s %s: pages read again, skipped into and read onwards from anchors are the offset pages', async (sort, order) => {
    const before = keysetPages;
    // Read once by offset (no anchor yet), then again (from its own first row), then a page inside it and onwards,
    // then the last pages (ascending by code or address: into the members without one, read again by offset).
    for (const offset of [2_000, 2_000, 2_050, 2_199, 2_400, MEMBERS - 350, MEMBERS - 300, MEMBERS - 150]) {
      expect(await listed(sort, order, offset), `${sort} ${order} at ${offset}`).toEqual(await byOffset(sort, order, offset));
    }
    expect(keysetPages - before).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('a sort an anchor cannot serve (a flag, then the nullable department order) always walks, and is right', async () => {
    const before = keysetPages;
    for (const offset of [2_000, 2_000, 2_100]) expect(await listed('approvalDivision', 'asc', offset)).toEqual(await byOffset('approvalDivision', 'asc', offset));
    expect(keysetPages).toBe(before);
  }, 60_000);

  it('after a member changes the anchors of the older version are not used: the page moves with the list', async () => {
    const first = await listed('userCode', 'asc', 2_000);
    expect(await listed('userCode', 'asc', 2_000)).toEqual(first);
    // A member from after the page now sorts before every other one: the page at the same offset starts one row earlier.
    await db.query("update users set user_code = '0000' where login_id = 'anchor398'");
    const before = keysetPages;
    const moved = await listed('userCode', 'asc', 2_000);
    expect(keysetPages).toBe(before);
    expect(moved).toEqual(await byOffset('userCode', 'asc', 2_000));
    expect(moved).not.toEqual(first);
  }, 60_000);
});
