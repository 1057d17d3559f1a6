// The PostgreSQL connections of the server (postgres-database.ts): the session settings each gets, with and without
// options of its own in DATABASE_URL, and statements prepared by name. Runs where DATABASE_URL names a PostgreSQL (CI's second run).
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase, withSessionOptions } from './postgres-database';

const adminUrl = process.env.DATABASE_URL;

describe('PostgreSQL connections', () => {
  it('turn JIT off after the options DATABASE_URL gives', () => {
    const options = (connectionString: string) => new URL(withSessionOptions(connectionString)).searchParams.get('options');
    expect(options('postgres://u:p@h:5432/db')).toBe('-c jit=off');
    expect(options('postgres://u:p@h:5432/db?options=-c%20work_mem%3D8MB')).toBe('-c work_mem=8MB -c jit=off');
    expect(withSessionOptions('host=h dbname=db')).toBe('host=h dbname=db');
  });

  // Only where there is a PostgreSQL to reach (CI's second run of the server suite, or DATABASE_URL locally).
  if (adminUrl) it('reach the database: JIT is off on the requests\' and the background connections, the URL\'s own settings kept', async () => {
    const url = new URL(adminUrl ?? '');
    url.searchParams.set('options', '-c work_mem=8MB');
    for (const connectionString of [adminUrl ?? '', url.toString()]) {
      const db = await openPostgresDatabase(connectionString);
      try {
        expect(await db.query('show jit')).toEqual([{ jit: 'off' }]);
        expect(await db.background.query('show jit')).toEqual([{ jit: 'off' }]);
        if (connectionString !== adminUrl) expect(await db.query('show work_mem')).toEqual([{ work_mem: '8MB' }]);
      } finally {
        await db.close();
      }
    }
  });
  // Statements with parameters are prepared by name once per connection (postgres-database.ts statementName).
  if (adminUrl) it('are prepared once per connection and reused; a schema change under one runs it unnamed, the answer right', async () => {
    const db = await openPostgresDatabase(adminUrl ?? '', 1);
    const table = `prepared_probe_${process.pid}_${Date.now()}`;
    try {
      await db.exec(`create table ${table} (a int, b text); insert into ${table} values (1, 'x'), (2, 'y')`);
      const sql = `select * from ${table} where a = $1`;
      expect(await db.query(sql, [1])).toEqual([{ a: 1, b: 'x' }]);
      expect(await db.query(sql, [2])).toEqual([{ a: 2, b: 'y' }]);
      // One connection: the text is prepared there under one name.
      const prepared = await db.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements where statement = $1', [sql]);
      expect(prepared).toEqual([{ count: 1 }]);
      // A column added: the prepared plan's result no longer fits; the call still answers, with the new column.
      await db.exec(`alter table ${table} add column c int default 7`);
      expect(await db.query(sql, [1])).toEqual([{ a: 1, b: 'x', c: 7 }]);
      expect(await db.query(sql, [2])).toEqual([{ a: 2, b: 'y', c: 7 }]);
      // Several statements in one text without parameters still run (the simple protocol).
      await db.query(`update ${table} set c = 8; update ${table} set b = 'z' where a = 1`);
      expect(await db.query(`select b, c from ${table} where a = $1`, [1])).toEqual([{ b: 'z', c: 8 }]);
    } finally {
      await db.exec(`drop table if exists ${table}`);
      await db.close();
    }
  });
});
