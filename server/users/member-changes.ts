// The members' change log (migration 025): each statement that changes which members of a corporation are visible
// adds a row of weight 1 for it; the sum of a corporation's weights is its members' version. What is computed from
// the members (the member list's total count) can be kept while the version read with it stands.
import type { SqlExecutor } from '../db/database';

/** SQL: the members' version of the corporation whose id is the SQL expression `corporationId`, as text. */
export function memberVersionSql(corporationId: string): string {
  return `(select coalesce(sum(c.weight), 0)::text from member_changes c where c.corporation_id = ${corporationId})`;
}

/** The members' version of one corporation now (compared for equality only). */
export async function memberVersion(db: SqlExecutor, corporationId: number): Promise<string> {
  const [row] = await db.query<{ version: string }>(`select ${memberVersionSql('$1')} as version`, [corporationId]);
  return row?.version ?? '0';
}

/** A corporation keeps at most this many change rows between folds. */
const ROWS_KEPT = 32;

/**
 * Folds the change rows of each corporation that has more than a few into one row of the same total weight, in one
 * statement: a reader sees the rows before or after, never a version in between. Rows committed meanwhile by other
 * connections are not in this statement's snapshot and stay. Answers the corporations folded.
 */
export async function foldMemberChanges(db: SqlExecutor): Promise<number[]> {
  const rows = await db.query<{ corporation_id: number }>(
    `with many as (select corporation_id from member_changes group by corporation_id having count(*) > $1),
          gone as (delete from member_changes c using many where c.corporation_id = many.corporation_id
                   returning c.corporation_id, c.weight)
     insert into member_changes (corporation_id, weight)
       select corporation_id, sum(weight) from gone group by corporation_id
     returning corporation_id`,
    [ROWS_KEPT],
  );
  return rows.map((row) => row.corporation_id);
}
