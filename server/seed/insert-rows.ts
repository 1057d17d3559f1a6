// Multi-row INSERTs in chunks, so seeding hundreds of rows costs a handful of round trips.
import type { SqlExecutor } from '../db/database';

/** PostgreSQL allows 65535 parameters per statement; stay well below. */
const MAX_PARAMS = 20_000;

export async function insertRows(
  db: SqlExecutor,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) throw new Error(`seed: ${table} row has ${row.length} values for ${columns.length} columns`);
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}

/**
 * After inserting explicit ids, move each identity past them so later inserts do not collide. Name the table, not a
 * view over it (users is a view over user_rows, migration 014): a view has no identity, and that is refused here
 * rather than silently left behind.
 */
export async function syncIdentities(db: SqlExecutor, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const [row] = await db.query<{ value: string | null }>(
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1))::text as value`,
    );
    if (row?.value == null) throw new Error(`syncIdentities: ${table} has no identity column (a view? name its table)`);
  }
}

/**
 * Many rows at once as one array parameter per column (insert ... select from unnest): far fewer parameters
 * to bind than insertRows, which matters for the tens of thousands of ledger rows the demo holds.
 */
export async function insertColumns(
  db: SqlExecutor,
  table: string,
  columns: readonly (readonly [name: string, sqlType: string])[],
  rows: readonly (readonly unknown[])[],
  chunk = 10_000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const arrays = columns.map((_, c) => part.map((row) => row[c]));
    const unnest = columns.map(([, type], c) => `$${c + 1}::${type}[]`).join(', ');
    await db.query(`insert into ${table} (${columns.map(([name]) => name).join(', ')}) select * from unnest(${unnest})`, arrays);
  }
}
