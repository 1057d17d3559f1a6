// Large reads in id order, a page at a time with an event-loop turn between pages. On the embedded database a query
// holds the one connection while its result is built, and its rows reach the server's thread in one message; 50,000
// rows held every other request for seconds, and their arrival (and the maps callers build of them) held the server's
// thread for a tenth of a second. Pages of a few thousand rows keep each hold short (issue 10: no stall over 100 ms).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Row, SqlExecutor } from './database';

/** A page of a few thousand narrow rows costs PGlite a few tens of milliseconds. */
export const READ_PAGE_ROWS = 2_000;

/**
 * Visits every row of a keyset-paged query, a page per event-loop turn. `page(after, limit)` writes the SQL with the
 * two placeholders it is given: `... and u.id > ${after} order by u.id limit ${limit}`; `params` are the query's own
 * parameters ($1..$n).
 */
export async function forEachRowInPages<T extends Row & { id: number }>(
  db: SqlExecutor,
  page: (after: string, limit: string) => string,
  params: readonly unknown[],
  visit: (row: T) => void,
  pageRows = READ_PAGE_ROWS,
): Promise<void> {
  const sql = page(`$${params.length + 1}`, `$${params.length + 2}`);
  let after = 0;
  for (;;) {
    const batch = await db.query<T>(sql, [...params, after, pageRows]);
    for (const row of batch) visit(row);
    if (batch.length < pageRows) return;
    after = Number(batch[batch.length - 1].id);
    await nextTurn();
  }
}

/** Every row of a keyset-paged query (forEachRowInPages). */
export async function rowsInPages<T extends Row & { id: number }>(
  db: SqlExecutor,
  page: (after: string, limit: string) => string,
  params: readonly unknown[] = [],
  pageRows = READ_PAGE_ROWS,
): Promise<T[]> {
  const rows: T[] = [];
  await forEachRowInPages<T>(db, page, params, (row) => rows.push(row), pageRows);
  return rows;
}
