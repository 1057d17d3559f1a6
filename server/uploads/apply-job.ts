// Applies one upload job: all rows or none, never inside an HTTP request. The upload call stores the job and
// answers; the runner (server/jobs/upload-runner.ts) and the scheduler apply it in the background of the server
// process. Jobs of one corporation never interleave (an advisory lock on the corporation), the file is validated again
// with the database lookups (never trusting the client, and the data may have changed since the upload), and the job
// is claimed with `for update skip locked` in the transaction that applies it (job-claim.ts), so a crash (kill -9)
// rolls back claim, rows and outcome together and the job is applied exactly once after a restart.
//
// Members files (the large ones: 50,000 rows) are applied set-based (apply-members-bulk.ts): validated and staged
// (upload_member_stage, keyed by job and attempt) in short committed batches with an event loop turn between them;
// the new members and their mails are then written ahead, hidden, in committed batches of 100 (member-write-ahead.ts,
// migration 014: users and mail_outbox are views that hide rows listed as pending until their job names the attempt
// as applied); then ONE switch-over transaction checks the stage with one set-based query, applies the updates,
// deletions and reissues with a few bulk statements (UPDATE ... FROM, INSERT ... SELECT of the mails), and makes the
// written-ahead rows visible by setting upload_jobs.applied_attempt: all or nothing. Staged and hidden rows of an
// attempt that did not apply are removed afterwards in batches (a crashed attempt's by the job's next run). The per-row
// rules live in one place each (member-form.ts, operations.ts, account-reach.ts, registration.ts, update.ts,
// effects.ts), used by the form, the switch-over and the row-by-row applier below, which stays as the reference
// members-bulk-apply.test.ts compares the bulk path with.
//
// Why this shape on the embedded database: PGlite is ONE connection that runs one query at a time, and a transaction
// holds it from BEGIN to COMMIT. It runs in a worker thread (server/db/pglite-worker.js), so its statements no longer
// stop the event loop, but every other request's query still waits for the statement or transaction under way, as
// there is no second connection to run it on. So everything that needs no lock is taken out of the transaction
// (parsing, validation, issuing and hashing passwords (salted SHA-256 of 93 random bits, not scrypt), resolving
// departments, allocating ids, writing the staged rows, inserting the new members with the member list's thirteen
// indexes, one statement per 500 of them), and other requests' queries run between the statements. The checks of the
// staged rows and the completion CSV of a file that applies are done ahead too, and stand if nothing they read was
// written since (member-checks.ts, completion-ahead.ts, migration 017). What remains inside the switch-over is
// proportional to the rows it updates or deletes, not to those it registers (scripts/bench-upload-apply.mjs measures
// the member list during the apply).
// On PostgreSQL the same code runs and other connections are not blocked by it (MVCC).
import type { UploadStatus } from '../../core/uploads/calls';
import { uploadKindByDivision } from '../../core/csv/kinds';
import { UploadDivision, type CsvProblem, type UploadKind } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import type { Database, SqlExecutor } from '../db/database';
import type { ApplyContext, KindApplier, ApplyOptions } from './apply-context';
import { clerksApplier } from './apply-clerks';
import { departmentDeleteApplier, departmentNamesApplier, departmentOrderApplier, departmentRegisterApplier } from './apply-departments';
import { membersApplier } from './apply-members';
import { applyMembersJob } from './apply-members-bulk';
import { completionCsvText, type RowReport } from './completion-csv';
import {
  claimJob, fileProblem, invalidOutcome, reasonsOf, recordOutcome, refusedOutcome, rowsOutcome, type JobDataRow, type Outcome,
} from './job-claim';
import { mayUpload, uploaderViewer } from './kind-access';
import { dropStagedRows } from './member-stage';
import { clearWriteAhead } from './member-write-ahead';
import { readRows, validateOnServer } from './server-validation';
import { transferPending } from './transfer-block';

/** The row-by-row appliers; the members kind's is the reference the set-based apply is tested against. */
const APPLIERS: Readonly<Record<UploadDivision, KindApplier>> = {
  [UploadDivision.USER_UPDATE]: membersApplier,
  [UploadDivision.TENANT_MANAGER_REGISTER]: clerksApplier,
  [UploadDivision.BILLING_NAME_UPDATE]: departmentNamesApplier,
  [UploadDivision.BILLING_ORDER_UPDATE]: departmentOrderApplier,
  [UploadDivision.BILLING_REGISTER]: departmentRegisterApplier,
  [UploadDivision.BILLING_DELETE]: departmentDeleteApplier,
};

async function refusedJob(kind: UploadKind, job: JobDataRow, message: string): Promise<Outcome> {
  return refusedOutcome(kind, await readRows(kind, job.file_data, job.encoding), message);
}

/** Runs a step under a savepoint: its changes are undone when it throws, and the error is answered. */
async function guarded(tx: SqlExecutor, name: string, step: () => Promise<void>): Promise<unknown> {
  await tx.query(`savepoint ${name}`);
  try {
    await step();
    await tx.query(`release savepoint ${name}`);
    return null;
  } catch (error) {
    await tx.query(`rollback to savepoint ${name}`);
    await tx.query(`release savepoint ${name}`);
    return error ?? new Error('failed');
  }
}

async function applyRows(tx: SqlExecutor, kind: UploadKind, job: JobDataRow, now: Date, options: ApplyOptions): Promise<Outcome> {
  const viewer = await uploaderViewer(tx, job.uploaded_by, job.corporation_id);
  const division = job.upload_division;
  if (!viewer || !mayUpload(viewer, division)) return refusedJob(kind, job, t('uploads.outcome.uploaderGone'));
  if (await transferPending(tx, job.corporation_id)) return refusedJob(kind, job, t('uploads.outcome.transferPending'));

  const checked = await validateOnServer(tx, viewer, kind, job.file_data, job.encoding, { deleteExisting: job.delete_existing, now });
  if (!checked.validation.valid && options.checkFile !== false) return invalidOutcome(kind, checked);

  const applier = APPLIERS[division];
  const ctx: ApplyContext = {
    tx, viewer, lookups: checked.lookups, now, jobId: job.id, deleteExisting: job.delete_existing, departmentId: job.department_id, replacedMailHolders: new Set(),
    rowRefusals: new Map(),
  };
  const reports: RowReport[] = [];
  const stepProblems: CsvProblem[] = [];
  await tx.query('savepoint upload_apply');
  const beforeError = applier.before ? await guarded(tx, 'upload_before', () => applier.before!(ctx, checked.rows)) : null;
  if (beforeError) stepProblems.push(...reasonsOf(beforeError, kind).map((r) => fileProblem(r.message, r.column)));
  for (const row of checked.rows) {
    let outcome: RowReport['result'] = 'ok';
    const error = await guarded(tx, 'upload_row', async () => {
      if ((await applier.row(ctx, row)) === 'kept') outcome = 'kept';
    });
    reports.push(error ? { row, result: 'ng', reasons: reasonsOf(error, kind) } : { row, result: outcome, reasons: [] });
  }
  if (!reports.some((r) => r.result === 'ng') && stepProblems.length === 0 && applier.after) {
    const afterError = await guarded(tx, 'upload_after', () => applier.after!(ctx));
    if (afterError) stepProblems.push(...reasonsOf(afterError, kind).map((r) => fileProblem(r.message, r.column)));
  }
  const outcome = rowsOutcome(kind, checked.validation.rowCount, reports, stepProblems);
  // All or none: every row that went through is undone when one failed.
  if (outcome.status === 'failed') await tx.query('rollback to savepoint upload_apply');
  await tx.query('release savepoint upload_apply');
  return outcome;
}

/**
 * Applies the job row by row if it is still waiting (see job-claim.ts for the claim). Answers its status afterwards
 * (null for no such job, 'busy' while another process applies it). A job of another corporation never waits for this
 * one; two of one corporation never interleave (the advisory lock).
 */
export async function applyJob(db: Database, jobId: number, now: Date): Promise<UploadStatus | 'busy' | null> {
  return db.transaction((tx) => applyJobIn(tx, jobId, now));
}

/** applyJob inside the caller's transaction (a test compares it with the set-based apply and rolls it back). */
export async function applyJobIn(tx: SqlExecutor, jobId: number, now: Date, options: ApplyOptions = {}): Promise<UploadStatus | 'busy' | null> {
  const claim = await claimJob(tx, jobId);
  if (!('job' in claim)) return claim.status;
  const { job } = claim;
  const kind = uploadKindByDivision(job.upload_division);
  if (!kind) throw new Error(`upload job ${jobId}: unknown division ${job.upload_division}`);
  const outcome = await applyRows(tx, kind, job, now, options);
  await recordOutcome(tx, job.id, outcome, now);
  return outcome.status;
}

/**
 * A job whose apply threw (a system error, not a refused row): its transaction rolled back, so nothing changed;
 * it is recorded as failed with every row not applied, so it is not retried for ever and its completion CSV says why.
 */
export async function failJob(db: Database, jobId: number, now: Date): Promise<void> {
  const recorded = await db.transaction(async (tx) => {
    const claim = await claimJob(tx, jobId);
    if (!('job' in claim)) return false;
    const { job } = claim;
    const kind = uploadKindByDivision(job.upload_division);
    if (!kind) return false;
    const outcome = await refusedJob(kind, job, t('uploads.outcome.system')).catch((): Outcome => {
      const problem = fileProblem(t('uploads.outcome.system'));
      return {
        status: 'failed', rowCount: 0, appliedCount: 0, errorCount: 0, message: problem.message,
        completion: completionCsvText(kind, [], [problem]), failureReasons: [{ row: problem.row, column: problem.column, message: problem.message }],
      };
    });
    await recordOutcome(tx, job.id, outcome, now);
    return true;
  });
  // The job is over: the rows a members attempt staged are of no use (removed only now, so that a failure here never
  // takes the rows of another process still applying the job).
  if (recorded) {
    await clearWriteAhead(db, jobId);
    await dropStagedRows(db, jobId);
  }
}

/** Marks a due job as being applied (a short transaction of its own, so the history and the wizard show it). */
async function markApplying(db: Database, jobId: number, now: Date): Promise<void> {
  await db.query("update upload_jobs set status = 'applying', started_at = $2, last_updated = $2 where id = $1 and status = 'queued'", [jobId, now]);
}

/** Applies one job in the background: a throw becomes a failed job (nothing changed), never a lost one. */
export async function runJob(db: Database, jobId: number, now: Date, onError: (error: unknown) => void = () => undefined): Promise<UploadStatus | 'busy' | null> {
  await markApplying(db, jobId, now);
  try {
    const [job] = await db.query<{ upload_division: number }>('select upload_division from upload_jobs where id = $1', [jobId]);
    if (job?.upload_division === UploadDivision.USER_UPDATE) return await applyMembersJob(db, jobId, now);
    return await applyJob(db, jobId, now);
  } catch (error) {
    onError(error);
    await failJob(db, jobId, now);
    return 'failed';
  }
}

/** The jobs to run at `today`: those being applied (due, or left by a crash) and the queued ones whose day has come. */
export async function dueJobIds(db: SqlExecutor, today: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "select id from upload_jobs where status = 'applying' or (status = 'queued' and start_date <= $1::date) order by start_date, id",
    [today.replaceAll('/', '-')],
  );
  return rows.map((r) => r.id);
}

/** The scheduler's step: every due job, oldest first; answers how many this call applied or failed. */
export async function applyDueUploads(db: Database, now: Date, today: string, onError?: (error: unknown) => void): Promise<number> {
  let done = 0;
  for (const id of await dueJobIds(db, today)) {
    const status = await runJob(db, id, now, onError);
    if (status === 'applied' || status === 'failed') done += 1;
  }
  return done;
}
