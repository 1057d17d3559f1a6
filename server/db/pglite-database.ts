// The embedded PostgreSQL (PGlite) implementation of Database: a data folder on disk, or 'memory://' for tests.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Row, SqlExecutor } from './database';

type PgliteRunner = Pick<PGlite | Transaction, 'query' | 'exec'>;

function executor(runner: PgliteRunner): SqlExecutor {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await runner.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await runner.exec(sql);
    },
  };
}

export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const pg = await PGlite.create(dataDir);
  const base = executor(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: <T>(fn: (tx: SqlExecutor) => Promise<T>) => pg.transaction((tx) => fn(executor(tx))),
    close: () => pg.close(),
  };
}
