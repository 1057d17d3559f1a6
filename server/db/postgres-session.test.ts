// The session settings every PostgreSQL connection of the server gets (postgres-database.ts), with and without
// options of its own in DATABASE_URL. Runs where DATABASE_URL names a PostgreSQL (CI's second run).
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase, withSessionOptions } from './postgres-database';

const adminUrl = process.env.DATABASE_URL;

describe('PostgreSQL session options', () => {
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
});
