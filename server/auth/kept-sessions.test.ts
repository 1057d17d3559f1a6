// The session look-up kept in memory on the embedded database (issue 32): while nothing is written, a request reuses
// the session row read for an earlier one instead of reading it again; any write (a sign-out, a corporation switch, a
// change to the account made by any path, a transaction's commit) makes it read afresh, and the clock ends a kept
// session as it ends a read one. On PostgreSQL (DATABASE_URL, other servers write too) every request reads it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { mayWrite } from '../db/pglite-database';
import { createTestDatabase, signInWithCookies, testClock, type TestDatabase } from '../../tests/support/server';

const embedded = !process.env.DATABASE_URL;
const clock = testClock();
let database: TestDatabase;
let db: Database;
let baseUrl: string;
let close: () => Promise<void>;
/** The session look-ups the server's database ran. */
let lookups = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seededFor: clock.now() });
  const app = await createApp({ ...database.options, seed: true, clock: clock.now });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  db = app.db;
  close = () => app.close();
  const query = app.db.query.bind(app.db);
  vi.spyOn(app.db, 'query').mockImplementation(async (sql, params) => {
    if (/from sessions s join users u/.test(sql)) lookups += 1;
    return query(sql, params);
  });
}, 120_000);

afterAll(async () => {
  await close?.();
  await database?.drop();
});

async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; lookups: number }> {
  const before = lookups;
  const result = await fn();
  return { result, lookups: lookups - before };
}

describe('the session look-up', () => {
  it('is read once while nothing is written (embedded), every time on PostgreSQL', async () => {
    const admin = await signInWithCookies(baseUrl, 'admin01');
    await admin.get('/api/users/loginUser');
    const { result, lookups: reads } = await counted(async () => [await admin.get('/api/users/loginUser'), await admin.get('/api/users/loginUser')]);
    for (const answer of result) expect(answer.status).toBe(200);
    expect(reads).toBe(embedded ? 0 : 2);
  });

  it('a sign-out ends the session at once, kept or not', async () => {
    const admin = await signInWithCookies(baseUrl, 'admin01');
    const token = admin.cookies.get('twb_session');
    expect((await admin.get('/api/users/loginUser')).status).toBe(200);
    expect((await admin.get('/api/users/loginUser')).status).toBe(200);
    expect((await admin.post('/api/login/logout')).status).toBe(200);
    // The cookie the browser dropped, sent again by someone who kept it.
    if (token) admin.cookies.set('twb_session', token);
    expect((await admin.get('/api/users/loginUser')).status).toBe(401);
  });

  it('a corporation switch is seen by the next request', async () => {
    const admin = await signInWithCookies(baseUrl, 'admin01');
    const before = await admin.get<{ corporation: { id: number } }>('/api/users/loginUser');
    await admin.get('/api/users/loginUser');
    const choices = await admin.get<{ organizationId: string; selected: boolean }[]>('/api/users/tenant/multiOrganization');
    const other = choices.body.find((choice) => !choice.selected);
    if (!other) throw new Error('admin01 has no second corporation');
    const switched = await admin.put(`/api/users/tenant/selectedOrganization?selectedOrganizationId=${other.organizationId}`);
    expect(switched.status).toBe(200);
    const after = await admin.get<{ corporation: { id: number } }>('/api/users/loginUser');
    expect(String(after.body.corporation.id)).toBe(other.organizationId);
    expect(after.body.corporation.id).not.toBe(before.body.corporation.id);
  });

  it('an account changed by any path (here a statement of its own) is read afresh: a deleted person is signed out', async () => {
    const clerk = await signInWithCookies(baseUrl, 'clerk01');
    expect((await clerk.get('/api/users/loginUser')).status).toBe(200);
    expect((await clerk.get('/api/users/loginUser')).status).toBe(200);
    await db.query(`update user_rows set delete_flg = true where login_id = 'clerk01'`);
    try {
      expect((await clerk.get('/api/users/loginUser')).status).toBe(401);
    } finally {
      await db.query(`update user_rows set delete_flg = false where login_id = 'clerk01'`);
    }
  });

  it('the clock ends a kept session after two hours without a request', async () => {
    const admin = await signInWithCookies(baseUrl, 'admin01');
    expect((await admin.get('/api/users/loginUser')).status).toBe(200);
    expect((await admin.get('/api/users/loginUser')).status).toBe(200);
    clock.advance(2 * 60 * 60 * 1000 + 1000);
    const { result, lookups: reads } = await counted(() => admin.get('/api/users/loginUser'));
    expect(result.status).toBe(401);
    // Embedded: the kept row was refused by the clock without reading it again.
    if (embedded) expect(reads).toBe(0);
  });
});

describe('mayWrite (what moves the embedded database\'s write version)', () => {
  it('counts every statement that may write, and only plain reads as reads', () => {
    for (const sql of ['select 1', '  SELECT * from users where id = $1', 'with x as (select 1) select * from x'])
      expect(mayWrite(sql), sql).toBe(false);
    for (const sql of [
      'insert into sessions values (1)',
      'update sessions set expires_at = $2',
      'delete from sessions',
      'with moved as (update jobs set state = 1 returning id) select * from moved',
      'select * from jobs for update skip locked',
      "select nextval('users_id_seq')",
      "select pg_notify('mail', '')",
      'select * into copy from users',
      'truncate user_rows',
      'analyze user_rows',
      'begin',
    ])
      expect(mayWrite(sql), sql).toBe(true);
  });
});
