// Applies upload jobs in the background of the server process, never inside an HTTP request: the upload call queues
// the job and kicks the runner; start-up kicks it once the port is open, so queued jobs and jobs interrupted by a
// crash resume without delaying the first answers. One drain at a time per process; several processes (servers on
// one PostgreSQL) share the work through the claim in applyJob (a row lock taken with skip locked). Each drain ends
// by refreshing the planner statistics of tables that grew (server/db/planner-statistics.ts) and folding the members'
// change log (server/users/member-changes.ts).
import type { UploadKick } from '../http/call-context';
import type { Database } from '../db/database';
import { formatDate } from '../format/dates';
import { dueJobIds, runJob } from '../uploads/apply-job';
import { refreshPlannerStatistics } from '../db/planner-statistics';
import { coalescedDrain } from './coalesced-drain';
import { foldMemberChanges } from '../users/member-changes';

export interface UploadRunner extends UploadKick {
  /** Resolves once no drain is running or asked for (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops taking new jobs and waits for the one being applied. */
  stop(): Promise<void>;
}

/** Lets the HTTP server answer the requests that arrived meanwhile before the next job starts. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function createUploadRunner(db: Database, clock: () => Date, onError: (error: unknown) => void): UploadRunner {
  return coalescedDrain(async (stopped) => {
    await nextTurn();
    const ids = await dueJobIds(db, formatDate(clock()));
    for (const id of ids) {
      if (stopped()) return;
      await runJob(db, id, clock(), onError);
      await nextTurn();
    }
    // Every drain ends with the housekeeping of what grows (the first one at start-up, then after uploads and each
    // scheduler pass): the planner's statistics, which the embedded database has no autovacuum to keep, and the
    // members' change log that the kept member counts read (server/users/member-changes.ts).
    if (stopped()) return;
    await refreshPlannerStatistics(db);
    await foldMemberChanges(db);
  }, onError);
}
