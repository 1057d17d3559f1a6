// The query planner's statistics, kept up to date where nothing else does. PostgreSQL's autovacuum analyzes a table
// once enough of it has changed; the embedded database (PGlite) has no autovacuum, so a table that grew from the demo
// data to 100,000 members by uploads was planned as if it held one row: the member list walked and sorted every
// member (716 ms) where the sort index answers the page in 3 ms once the planner knows the table (67 ms in all).
import type { Database } from './database';

/** Tables smaller than this are read whole in a few milliseconds, whatever the plan: not worth the work. */
const MIN_BYTES = 4 * 1024 * 1024;
/** A table whose size moved by more than this share since its statistics were taken is analyzed again. */
const CHANGE_SHARE = 0.2;

interface StaleTable {
  name: string;
}

/**
 * The tables of the schema big enough to matter whose statistics are missing (never analyzed) or out of date: their
 * size in pages moved by more than CHANGE_SHARE since the last analyze or vacuum recorded it (relpages), the same
 * kind of threshold autovacuum uses, read from the catalogue alone (a cheap look, made after every upload).
 */
export async function staleTables(db: Database): Promise<string[]> {
  const rows = await db.query<StaleTable & Record<string, unknown>>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and pg_relation_size(c.oid) >= $1::bigint
        and (c.reltuples < 0 or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > $2::float8 * greatest(c.relpages, 1))
      order by c.relname`,
    [MIN_BYTES, CHANGE_SHARE],
  );
  return rows.map((row) => row.name);
}

/**
 * Analyzes the stale tables, one statement each (on the embedded database the requests that arrived meanwhile are
 * answered between them). On PGlite it is VACUUM, then ANALYZE: the vacuum also sets the visibility map, without which a
 * count of members reads every row instead of the index alone (a further 2x on the member list). On PostgreSQL
 * ANALYZE alone: autovacuum vacuums, and this only spares the first requests after a large upload a bad plan.
 * Answers the tables it analyzed.
 */
export async function refreshPlannerStatistics(db: Database): Promise<string[]> {
  const tables = await staleTables(db);
  for (const table of tables) {
    const name = `"${table.replaceAll('"', '""')}"`;
    // Two statements on the embedded database, not VACUUM ANALYZE: the requests that arrived during the one are
    // answered before the other (after a 50,000-row upload each holds the connection a few hundred milliseconds).
    if (db.kind === 'pglite') await db.exec(`vacuum ${name}`);
    await db.exec(`analyze ${name}`);
  }
  return tables;
}
