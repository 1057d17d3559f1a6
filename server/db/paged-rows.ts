// Large reads in id order, a page at a time with an event-loop turn between pages. On the embedded database a query
// runs on the event loop, and one that answers 50,000 rows holds every other request for seconds while its result is
// built; pages of a few thousand rows keep each hold short (issue 10: no stall over 100 ms).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Row, SqlExecutor } from './database';

/** A page of a few thousand narrow rows costs PGlite a few tens of milliseconds. */
export const READ_PAGE_ROWS = 2_000;

/**
 * Every row of a keyset-paged query. `page(after, limit)` writes the SQL with the two placeholders it is given:
 * `... and u.id > ${after} order by u.id limit ${limit}`; `params` are the query's own parameters ($1..$n).
 */
export async function rowsInPages<T extends Row & { id: number }>(
  db: SqlExecutor,
  page: (after: string, limit: string) => string,
  params: readonly unknown[] = [],
  pageRows = READ_PAGE_ROWS,
): Promise<T[]> {
  const sql = page(`$${params.length + 1}`, `$${params.length + 2}`);
  const rows: T[] = [];
  let after = 0;
  for (;;) {
    const batch = await db.query<T>(sql, [...params, after, pageRows]);
    for (const row of batch) rows.push(row);
    if (batch.length < pageRows) return rows;
    after = Number(batch[batch.length - 1].id);
    await nextTurn();
  }
}
