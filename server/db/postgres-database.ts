// The node-postgres implementation of Database, used when DATABASE_URL names a real PostgreSQL server.
import pg from 'pg';
import type { Database, Row, SqlExecutor } from './database';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

function executor(runner: Queryable): SqlExecutor {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await runner.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await runner.query(sql);
    },
  };
}

export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('select 1');
  const base = executor(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(executor(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
