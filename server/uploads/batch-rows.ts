// Rows per committed batch of a members apply's work outside the switch-over, by database. The embedded database is
// ONE connection that each batch holds while other requests' queries wait, so its batches stay short (tens of
// milliseconds each). PostgreSQL's batches hold nobody up, and each round trip waits its turn on the server's event
// loop: with twenty sessions asking for the member list, the 100 write-ahead batches of 500 took 21 of a 50,000-row
// apply's 39 s there (scripts/bench-upload-apply.mjs); batches of 5,000 do the same writes in a tenth of the turns.
import type { Database } from '../db/database';

export interface BatchRows {
  /** Staged rows per INSERT (member-stage.ts). */
  stage: number;
  /** New members per write-ahead statement: each updates the member list's thirteen indexes (member-write-ahead.ts). */
  writeAhead: number;
  /** Written-ahead list entries removed per round (member-write-ahead.ts clearWriteAhead). */
  clear: number;
  /** Staged rows deleted per statement when a stage is dropped (member-stage.ts). */
  drop: number;
}

const BATCH_ROWS: Readonly<Record<Database['kind'], BatchRows>> = {
  pglite: { stage: 1_000, writeAhead: 500, clear: 1_000, drop: 2_000 },
  postgres: { stage: 5_000, writeAhead: 5_000, clear: 10_000, drop: 10_000 },
};

export const batchRowsOf = (db: Pick<Database, 'kind'>): BatchRows => BATCH_ROWS[db.kind];
