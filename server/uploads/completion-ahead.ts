// The completion CSV of a members upload that applies, stored ahead of its switch-over (migration 017): 5 MB for
// 50,000 rows took the embedded database 0.2 s to store, and inside the switch-over every other request waited for
// it. Stored under the job's attempt, it becomes the job's CSV when the switch-over names that attempt as applied;
// the readers take upload_jobs.completion_csv, else the applied attempt's (COMPLETION_CSV below).
import type { SqlExecutor } from '../db/database';
import type { Outcome } from './job-claim';
import type { Stage } from './member-stage';

/** The job's completion CSV (bytea) in a query over `upload_jobs j`. */
export const COMPLETION_CSV = `coalesce(j.completion_csv,
  (select a.completion_csv from upload_completions_ahead a where a.job_id = j.id and a.attempt = j.applied_attempt))`;

/** Stores the outcome's CSV for the stage's attempt; answers the outcome to record, whose CSV is the stored one. */
export async function writeCompletionAhead(db: SqlExecutor, stage: Stage, outcome: Outcome): Promise<Outcome> {
  // As base64 of its UTF-8 (decoded by the database): a one-byte string crosses to the database's thread at memory
  // speed, where the 5 MB text itself (mostly two-byte, Japanese) held the server's thread 50-90 ms on the way.
  await db.query("insert into upload_completions_ahead (job_id, attempt, completion_csv) values ($1, $2::uuid, decode($3, 'base64'))", [
    stage.jobId, stage.attempt, Buffer.from(outcome.completion ?? '', 'utf8').toString('base64'),
  ]);
  return { ...outcome, completion: null };
}

/** Removes the CSVs stored ahead by attempts of the job that did not apply (refused, crashed or failed ones). */
export async function dropCompletionsNotApplied(db: SqlExecutor, jobId: number): Promise<void> {
  await db.query(
    `delete from upload_completions_ahead a using upload_jobs j
      where a.job_id = $1 and j.id = a.job_id and a.attempt is distinct from j.applied_attempt`,
    [jobId],
  );
}
