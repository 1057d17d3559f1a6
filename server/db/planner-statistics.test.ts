// Planner statistics on a database without autovacuum: a table that grew is analyzed (and on the embedded database
// vacuumed, which the count's index-only scan needs), a small one is left alone, and a second look finds nothing.
// On PostgreSQL (DATABASE_URL) the same, with ANALYZE alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openDatabase } from './open-database';
import { createTestDatabase, type TestDatabase } from '../../tests/support/server';
import { refreshPlannerStatistics, staleTables } from './planner-statistics';
import { createUploadRunner } from '../jobs/upload-runner';

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase('empty');
  db = await openDatabase(database.options);
  // (autovacuum off on PostgreSQL, so that only the function under test analyzes them)
  await db.exec(`create table grown (id int primary key, note text) with (autovacuum_enabled = false);
                 create table small (id int primary key) with (autovacuum_enabled = false)`);
  await db.exec('insert into small select g from generate_series(1, 100) g');
}, 60_000);

afterAll(async () => {
  await db?.close();
  await database?.drop();
});

const statistics = async (table: string) =>
  (await db.query<{ reltuples: number; analyzed: boolean }>(
    `select c.reltuples::float8 as reltuples, exists (select 1 from pg_stats s where s.tablename = c.relname) as analyzed
       from pg_class c where c.relname = $1 and c.relnamespace = to_regnamespace(current_schema())`,
    [table],
  ))[0];

describe('refreshPlannerStatistics', () => {
  it('analyzes a table once it has grown past the threshold, leaves small ones alone, and then finds nothing stale', async () => {
    expect(await refreshPlannerStatistics(db)).toEqual([]);
    await db.exec(`insert into grown select g, repeat('あ', 40) from generate_series(1, 60000) g`);
    expect(await staleTables(db)).toEqual(['grown']);
    expect(await statistics('grown')).toMatchObject({ analyzed: false });

    expect(await refreshPlannerStatistics(db)).toEqual(['grown']);
    const after = await statistics('grown');
    expect(after.analyzed).toBe(true);
    expect(after.reltuples).toBeGreaterThan(50_000);
    expect(await statistics('small')).toMatchObject({ analyzed: false });
    expect(await staleTables(db)).toEqual([]);

    // Doubling the table makes it stale again; a few more rows do not.
    await db.exec('insert into grown select g, null from generate_series(60001, 60100) g');
    expect(await staleTables(db)).toEqual([]);
    await db.exec(`insert into grown select g, repeat('い', 40) from generate_series(60101, 120000) g`);
    expect(await staleTables(db)).toEqual(['grown']);
  }, 120_000);

  it('is what each drain of the upload runner ends with', async () => {
    const migrated = await createTestDatabase('migrated');
    const own = await openDatabase(migrated.options);
    try {
      await own.exec(`create table grown (id int primary key, note text) with (autovacuum_enabled = false);
                      insert into grown select g, repeat('う', 40) from generate_series(1, 60000) g`);
      expect(await staleTables(own)).toEqual(['grown']);
      const errors: unknown[] = [];
      const runner = createUploadRunner(own, () => new Date(), (error) => errors.push(error));
      runner.kick();
      await runner.idle();
      await runner.stop();
      expect(errors).toEqual([]);
      expect(await staleTables(own)).toEqual([]);
    } finally {
      await own.close();
      await migrated.drop();
    }
  }, 120_000);

  it('gathers no statistics for the character index of the member search (migration 029: ANALYZE of user_rows stays short)', async () => {
    const seeded = await createTestDatabase({ seededFor: new Date() });
    const own = await openDatabase(seeded.options);
    try {
      await own.exec('analyze user_rows');
      const gathered = async (name: string) =>
        (await own.query<{ n: number }>('select count(*)::int as n from pg_stats where tablename = $1 and schemaname = current_schema()', [name]))[0].n;
      // The table's columns and the other expression index (lower(mail_address)) are analyzed as before.
      expect(await gathered('user_rows')).toBeGreaterThan(10);
      expect(await gathered('users_by_mail')).toBe(1);
      expect(await gathered('users_members_by_chars')).toBe(0);
    } finally {
      await own.close();
      await seeded.drop();
    }
  }, 120_000);
});
