// The member list's kept total counts (issue 32): a search counts its matches once per version of the corporation's
// members and reads the kept count after that, until a member of the corporation changes by any path (a row written
// directly, a member deleted through the API, an upload's written-ahead members switched over; not while they are
// written ahead, hidden). A change in another corporation keeps the count; a change rolled back moves nothing;
// folding the change log keeps the version. On PostgreSQL (DATABASE_URL) a change committed by another connection
// after a count was kept, and one committed while the count ran, are both seen at the next request.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberSearchResponse } from '../../core/users/calls';
import type { UploadResponse } from '../../core/uploads/calls';
import { createApp } from '../app';
import { openDatabase } from '../db/open-database';
import type { Database } from '../db/database';
import { createTestDatabase, signInWithCookies, type TestCaller, type TestDatabase } from '../../tests/support/server';
import { csvText, settled, upload, utf8Bom } from '../uploads/test-support';
import { foldMemberChanges, memberVersion } from './member-changes';
import type { UploadRunner } from '../jobs/upload-runner';

interface Served {
  db: Database;
  baseUrl: string;
  uploads: UploadRunner;
  close(): Promise<void>;
}

let database: TestDatabase;
let served: Served;
let admin: TestCaller;
let admin02: TestCaller;
/** The statements the server ran that count members for the list (its kept count missed). */
let counted = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seededFor: new Date() });
  const app = await createApp({ ...database.options, seed: true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  served = { db: app.db, baseUrl: `http://127.0.0.1:${port}`, uploads: app.uploads, close: () => app.close() };
  const query = app.db.query.bind(app.db);
  // A statement that answers a members' version with a count counted (the kept count was not of that version).
  vi.spyOn(app.db, 'query').mockImplementation(async (sql, params) => {
    const rows = await query(sql, params);
    const first = rows[0] as { version?: unknown; count?: unknown } | undefined;
    if (first && typeof first.version === 'string' && typeof first.count === 'number') counted += 1;
    return rows;
  });
  admin = await signInWithCookies(served.baseUrl, 'admin01');
  admin02 = await signInWithCookies(served.baseUrl, 'admin02');
}, 120_000);

afterAll(async () => {
  await served?.close();
  await database?.drop();
});

/** The member list's total and how many counting statements it took. */
async function listed(caller: TestCaller = admin, query = ''): Promise<{ total: number; counts: number }> {
  const before = counted;
  const answer = await caller.get<MemberSearchResponse>(`/api/users/tenant/users?limit=50${query}`);
  expect(answer.status).toBe(200);
  return { total: answer.body.totalCount, counts: counted - before };
}

/** What the database itself counts for corporation 1's default list (plain members, not deleted). */
async function truth(corporationId = 1): Promise<number> {
  const [row] = await served.db.query<{ n: number }>(
    'select count(*)::int as n from users where corporation_id = $1 and role_type is null and not delete_flg', [corporationId]);
  return row.n;
}

let added = 0;
async function addMember(db: Pick<Database, 'query'>, corporationId = 1): Promise<number> {
  added += 1;
  const [row] = await db.query<{ id: number }>(
    `insert into users (login_id, password_hash, corporation_id, department_id, user_last_name, user_first_name,
       user_last_name_kana, user_first_name_kana, mail_address, trinity_code, approval_division, created_at, last_updated)
     select $2, u.password_hash, $1, (select min(id) from departments where corporation_id = $1), '件数', '試験',
       'ケンスウ', 'シケン', $2 || '@mirai-works.co.jp', c.trinity_code, 2, now(), now()
       from users u, corporations c where u.login_id = 'admin01' and c.id = $1
     returning id`,
    [corporationId, `count-cache-${added}`],
  );
  return row.id;
}

describe('the member list keeps its total count', () => {
  it('counts once, then reads the kept count until a member of the corporation is written', async () => {
    const first = await listed();
    expect(first.total).toBe(await truth());
    const again = await listed();
    expect(again).toEqual({ total: first.total, counts: 0 });
    // Another page of the same search: the same count.
    expect(await listed(admin, '&offset=50')).toEqual({ total: first.total, counts: 0 });

    await addMember(served.db);
    expect(await listed()).toEqual({ total: first.total + 1, counts: 1 });
    expect(await listed()).toEqual({ total: first.total + 1, counts: 0 });
  });

  it('keeps each search apart: a filter, and a name, has its own count', async () => {
    const all = await listed();
    const approved = await listed(admin, '&approvalDivision=2');
    const [truthApproved] = await served.db.query<{ n: number }>(
      'select count(*)::int as n from users where corporation_id = 1 and role_type is null and not delete_flg and approval_division = 2');
    expect(approved.total).toBe(truthApproved.n);
    expect(approved.total).toBeLessThan(all.total);
    expect((await listed(admin, '&approvalDivision=2')).counts).toBe(0);
    // A name filter counts first (the count chooses how the page is found), and keeps its count the same way.
    const named = await listed(admin, `&userName=${encodeURIComponent('件数')}`);
    expect(named.total).toBeGreaterThan(0);
    expect(named.counts).toBe(1);
    expect(await listed(admin, `&userName=${encodeURIComponent('件数')}`)).toEqual({ total: named.total, counts: 0 });
  });

  it('keeps the count when another corporation changes, and that corporation counts afresh', async () => {
    const mine = await listed();
    const other = await listed(admin02);
    expect(other.total).toBe(await truth(2));
    await addMember(served.db, 2);
    expect(await listed()).toEqual({ total: mine.total, counts: 0 });
    expect(await listed(admin02)).toEqual({ total: other.total + 1, counts: 1 });
  });

  it('counts afresh after a member is deleted through the API', async () => {
    const before = await listed();
    const [target] = await served.db.query<{ id: number; last_updated: Date }>(
      "select id, last_updated from users where login_id like 'count-cache-%' and corporation_id = 1 and not delete_flg order by id limit 1");
    const detail = await admin.get<{ lastUpdated: string }>(`/api/users/tenant/detail?id=${target.id}`);
    expect(detail.status).toBe(200);
    const deleted = await admin.patch('/api/users/tenant/delete', { id: String(target.id), lastUpdated: detail.body.lastUpdated });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await listed()).toEqual({ total: before.total - 1, counts: 1 });
    expect(before.total - 1).toBe(await truth());
  });

  it('counts afresh when an upload switches its written-ahead members over', async () => {
    const before = await listed();
    const row = ['Edit', '', '総務部', '件数', '登録', 'ケンスウ', 'トウロク', 'CC-1', 'count-cache.upload@mirai-works.co.jp', '', ''];
    const answer = await settled(served, await upload<UploadResponse>(admin, { corporationId: 1, uploadDivision: 8 }, utf8Bom(csvText('members', [row]))));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.status).toBe('applied');
    const after = await listed();
    expect(after.total).toBe(before.total + 1);
    expect(after.total).toBe(await truth());
  });

  it('keeps the count while an upload writes its members ahead, hidden, and counts afresh when they are revealed', async () => {
    const before = await listed();
    const version = await memberVersion(served.db, 1);
    const [job] = await served.db.query<{ id: number }>(
      `insert into upload_jobs (corporation_id, upload_division, status, start_date, file_name, file_data, uploaded_by, created_at, last_updated)
       select 1, 8, 'applying', current_date, 'ahead.csv', '\\x00'::bytea, id, now(), now() from users where login_id = 'admin01' returning id`);
    const attempt = '6f1c1f5e-3b7a-4c55-9d43-2a9f5c1e0b11';
    const [{ id }] = await served.db.query<{ id: number }>("select nextval(pg_get_serial_sequence('user_rows', 'id'))::int as id");
    // As a write-ahead batch does it: the member listed as pending and written in one statement.
    await served.db.query(
      `with pending as (insert into upload_pending_users (user_id, job_id, attempt) values ($1, $2, $3::uuid))
       insert into user_rows (id, login_id, password_hash, corporation_id, user_last_name, user_first_name, user_last_name_kana,
         user_first_name_kana, mail_address, trinity_code, approval_division, created_at, last_updated)
       select $1, 'count-cache-ahead', u.password_hash, 1, '先行', '書込', 'センコウ', 'カキコミ', 'count-cache.ahead@mirai-works.co.jp',
         u.trinity_code, 2, now(), now() from users u where u.login_id = 'admin01'`,
      [id, job.id, attempt],
    );
    expect(await memberVersion(served.db, 1)).toBe(version);
    expect(await listed()).toEqual({ total: before.total, counts: 0 });
    await served.db.query('update upload_jobs set applied_attempt = $2::uuid where id = $1', [job.id, attempt]);
    expect(await listed()).toEqual({ total: before.total + 1, counts: 1 });
    expect(before.total + 1).toBe(await truth());
  });

  it('moves nothing for a change rolled back', async () => {
    const before = await listed();
    const version = await memberVersion(served.db, 1);
    await expect(served.db.transaction(async (tx) => {
      await addMember(tx);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await memberVersion(served.db, 1)).toBe(version);
    expect(await listed()).toEqual({ total: before.total, counts: 0 });
  });

  it('folds the change log into one row per corporation of the same weight: the version and the kept count stand', async () => {
    for (let i = 0; i < 40; i++) await served.db.query("update users set last_updated = last_updated where login_id = 'admin01'");
    const before = await listed();
    const versions = [await memberVersion(served.db, 1), await memberVersion(served.db, 2)];
    expect(await foldMemberChanges(served.db)).toContain(1);
    expect(await served.db.query('select count(*)::int as n from member_changes where corporation_id = 1')).toEqual([{ n: 1 }]);
    expect([await memberVersion(served.db, 1), await memberVersion(served.db, 2)]).toEqual(versions);
    expect(await listed()).toEqual({ total: before.total, counts: 0 });
    // A corporation with few rows is left as it is; a second fold finds nothing.
    expect(await foldMemberChanges(served.db)).toEqual([]);
  });
});

// Only where there is a PostgreSQL (CI's second run of the server suite, or DATABASE_URL locally): other connections.
if (process.env.DATABASE_URL) describe('the kept count on PostgreSQL', () => {
  it('sees a member committed by another connection, and one committed while the count ran', async () => {
    const other = await openDatabase(database.options);
    try {
      const kept = await listed();
      await addMember(other);
      expect(await listed()).toEqual({ total: kept.total + 1, counts: 1 });

      // A transaction of another connection writes a member and commits only after the list has counted without it.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written: () => void = () => undefined;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const writer = other.transaction(async (tx) => {
        await addMember(tx);
        written();
        await held;
      });
      await wrote;
      const during = await listed();
      expect(during.total).toBe(kept.total + 1);
      release();
      await writer;
      expect(await listed()).toEqual({ total: kept.total + 2, counts: 1 });
      expect(kept.total + 2).toBe(await truth());
    } finally {
      await other.close();
    }
  });
});
