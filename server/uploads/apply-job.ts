// Applies one upload job in ONE transaction: all rows or none. Jobs of one corporation never interleave (a
// transaction-scoped advisory lock on the corporation), the file is validated again with the database lookups
// (never trusting the client, and the data may have changed since the upload), each row goes through its kind's
// applier under a savepoint so every failing row is reported, and any failure rolls every row back. The job row is
// claimed with `for update skip locked` in that same transaction, so a crash rolls back the claim, the rows and the
// outcome together, and the job is applied exactly once after a restart (by whichever server claims it).
//
// Where it runs (issue 10): never inside an HTTP request. The upload call stores the job and answers; the runner
// (server/jobs/upload-runner.ts) and the scheduler apply it in the background of the server process.
//
// Responsiveness on the embedded database, decided: PGlite is ONE connection that runs one query at a time on the
// calling thread, and a transaction holds it from BEGIN to COMMIT. Moving PGlite to a worker thread would free the
// event loop but not the database: every other request's query would still wait for the apply transaction to end,
// because there is no second connection to run it on. So the design is short transactions instead: stage the file's
// rows (a staging table keyed by job), compute and check the outcome in batches that each commit quickly and yield
// to the event loop, then apply it in one short set-based switch-over transaction (bulk statements from the staged
// rows, not a statement per row), which stays all-or-nothing. On PostgreSQL the same code runs; there other
// connections are never blocked by it anyway. STATE: the background apply, the claim and the resume are done; the
// staging and set-based switch-over are not yet (the apply below is still a statement per row inside one
// transaction, so on PGlite other requests still wait while a large job applies).
import type { UploadStatus } from '../../core/api/calls-uploads';
import { uploadKindByDivision } from '../../core/csv/kinds';
import { UploadDivision, type CsvProblem, type UploadKind } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import type { Database, Row, SqlExecutor } from '../db/database';
import { HttpError } from '../http/http-error';
import type { ApplyContext, KindApplier } from './apply-context';
import { clerksApplier } from './apply-clerks';
import { departmentDeleteApplier, departmentNamesApplier, departmentOrderApplier, departmentRegisterApplier } from './apply-departments';
import { membersApplier } from './apply-members';
import { completionCsvText, reportsFromProblems, type RowReport } from './completion-csv';
import { mayUpload, uploaderViewer } from './kind-access';
import { readRows, validateOnServer } from './server-validation';
import { transferPending } from './transfer-block';

/** First key of the two-key advisory locks taken per corporation while a job applies. */
export const UPLOAD_LOCK_CLASS = 7007;

const APPLIERS: Readonly<Record<UploadDivision, KindApplier>> = {
  [UploadDivision.USER_UPDATE]: membersApplier,
  [UploadDivision.TENANT_MANAGER_REGISTER]: clerksApplier,
  [UploadDivision.BILLING_NAME_UPDATE]: departmentNamesApplier,
  [UploadDivision.BILLING_ORDER_UPDATE]: departmentOrderApplier,
  [UploadDivision.BILLING_REGISTER]: departmentRegisterApplier,
  [UploadDivision.BILLING_DELETE]: departmentDeleteApplier,
};

/** Request fields the domain modules name differently from the columns of the file. */
const FIELD_COLUMNS: Readonly<Record<string, string>> = {
  sOrganizationId: 'organizationName',
  autoApprovalFlg: 'autoApproval',
  passwordNoticeTiming: 'passwordNotice',
  confirm: 'confirmationCode',
  newConfirmationCode: 'confirmationCode',
};

interface JobDataRow extends Row {
  id: number;
  corporation_id: number;
  upload_division: number;
  status: UploadStatus;
  file_data: Uint8Array;
  encoding: 'auto' | 'utf8' | 'cp932';
  delete_existing: boolean;
  department_id: number | null;
  uploaded_by: number;
}

interface Outcome {
  status: 'applied' | 'failed';
  rowCount: number;
  appliedCount: number;
  errorCount: number;
  message: string;
  completion: string;
}

/** The Japanese reason of a refused row, each field named by its column header. */
export function reasonsOf(error: unknown, kind: UploadKind): string[] {
  if (!(error instanceof HttpError)) return [t('uploads.outcome.system')];
  if (!error.fields || Object.keys(error.fields).length === 0) return [error.message];
  return Object.entries(error.fields).map(([field, message]) => {
    const key = FIELD_COLUMNS[field] ?? field;
    const header = kind.columns.find((c) => c.key === key)?.header;
    return header ? `${header}: ${message}` : message;
  });
}

function fileProblem(message: string): CsvProblem {
  return { row: 1, line: 1, column: '', code: 'refused', message };
}

async function refusedOutcome(kind: UploadKind, job: JobDataRow, message: string): Promise<Outcome> {
  const rows = await readRows(kind, job.file_data, job.encoding);
  const reports = rows.map((row): RowReport => ({ row, result: 'notApplied', reasons: [message] }));
  return { status: 'failed', rowCount: rows.length, appliedCount: 0, errorCount: 0, message, completion: completionCsvText(kind, reports, [fileProblem(message)]) };
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

async function applyRows(tx: SqlExecutor, kind: UploadKind, job: JobDataRow, now: Date): Promise<Outcome> {
  const viewer = await uploaderViewer(tx, job.uploaded_by, job.corporation_id);
  const division = job.upload_division as UploadDivision;
  if (!viewer || !mayUpload(viewer, division)) return refusedOutcome(kind, job, t('uploads.outcome.uploaderGone'));
  if (await transferPending(tx, job.corporation_id)) return refusedOutcome(kind, job, t('uploads.outcome.transferPending'));

  const checked = await validateOnServer(tx, viewer, kind, job.file_data, job.encoding, { deleteExisting: job.delete_existing });
  const rowCount = checked.validation.rowCount;
  if (!checked.validation.valid) {
    const { reports, fileProblems } = reportsFromProblems(checked.rows, checked.validation.problems);
    const message = t('uploads.outcome.invalid', { count: checked.validation.problemCount });
    return { status: 'failed', rowCount, appliedCount: 0, errorCount: checked.validation.problemCount, message, completion: completionCsvText(kind, reports, fileProblems) };
  }

  const applier = APPLIERS[division];
  const ctx: ApplyContext = {
    tx, viewer, lookups: checked.lookups, now, jobId: job.id, deleteExisting: job.delete_existing, departmentId: job.department_id, replacedMailHolders: new Set(),
  };
  const reports: RowReport[] = [];
  const stepProblems: CsvProblem[] = [];
  await tx.query('savepoint upload_apply');
  const beforeError = applier.before ? await guarded(tx, 'upload_before', () => applier.before!(ctx, checked.rows)) : null;
  if (beforeError) stepProblems.push(...reasonsOf(beforeError, kind).map(fileProblem));
  for (const row of checked.rows) {
    let outcome: RowReport['result'] = 'ok';
    const error = await guarded(tx, 'upload_row', async () => {
      if ((await applier.row(ctx, row)) === 'kept') outcome = 'kept';
    });
    reports.push(error ? { row, result: 'ng', reasons: reasonsOf(error, kind) } : { row, result: outcome, reasons: [] });
  }
  const errorCount = reports.filter((r) => r.result === 'ng').length + stepProblems.length;
  if (errorCount === 0 && applier.after) {
    const afterError = await guarded(tx, 'upload_after', () => applier.after!(ctx));
    if (afterError) stepProblems.push(...reasonsOf(afterError, kind).map(fileProblem));
  }
  const failed = errorCount > 0 || stepProblems.length > 0;
  if (failed) {
    // All or none: every row that went through is undone and reported as not applied.
    await tx.query('rollback to savepoint upload_apply');
    for (const report of reports) {
      if (report.result !== 'ng') Object.assign(report, { result: 'notApplied', reasons: [t('uploads.completion.notApplied')] });
    }
  }
  await tx.query('release savepoint upload_apply');
  const totalErrors = reports.filter((r) => r.result === 'ng').length + stepProblems.length;
  const appliedCount = failed ? 0 : reports.filter((r) => r.result === 'ok').length;
  return {
    status: failed ? 'failed' : 'applied',
    rowCount,
    appliedCount,
    errorCount: failed ? totalErrors : 0,
    message: failed ? t('uploads.outcome.failed', { errors: totalErrors }) : t('uploads.outcome.applied', { rows: appliedCount }),
    completion: completionCsvText(kind, reports, stepProblems),
  };
}

/** The statuses a job may be claimed in: queued, or applying (due now, or its applier died and rolled back). */
const CLAIMABLE = "status in ('queued', 'applying')";

/**
 * Applies the job if it is still waiting, claiming it with a row lock (`for update skip locked`) in the same
 * transaction as the rows it applies and the outcome it records: a crash (kill -9) rolls back all three, so the job
 * is found 'applying' and unlocked after a restart and applied then, exactly once. A job another process is applying
 * is skipped ('busy'). Answers its status afterwards (null for no such job). A job of another corporation never waits
 * for this one; two of one corporation never interleave (the advisory lock).
 */
export async function applyJob(db: Database, jobId: number, now: Date): Promise<UploadStatus | 'busy' | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<JobDataRow>(
      `select id, corporation_id, upload_division, status, file_data, encoding, delete_existing, department_id, uploaded_by
         from upload_jobs where id = $1 and ${CLAIMABLE} for update skip locked`,
      [jobId],
    );
    if (!job) {
      const [other] = await tx.query<{ status: UploadStatus }>('select status from upload_jobs where id = $1', [jobId]);
      return other ? (other.status === 'queued' || other.status === 'applying' ? 'busy' : other.status) : null;
    }
    await tx.query('select pg_advisory_xact_lock($1, $2)', [UPLOAD_LOCK_CLASS, job.corporation_id]);
    const kind = uploadKindByDivision(job.upload_division as UploadDivision);
    if (!kind) throw new Error(`upload job ${jobId}: unknown division ${job.upload_division}`);
    const outcome = await applyRows(tx, kind, job, now);
    await recordOutcome(tx, job.id, outcome, now);
    return outcome.status;
  });
}

async function recordOutcome(tx: SqlExecutor, jobId: number, outcome: Outcome, now: Date): Promise<void> {
  await tx.query(
    `update upload_jobs set status = $2, row_count = $3, applied_count = $4, error_count = $5, message = $6, completion_csv = $7,
        started_at = coalesce(started_at, $8), finished_at = $8, last_updated = $8
      where id = $1`,
    [jobId, outcome.status, outcome.rowCount, outcome.appliedCount, outcome.errorCount, outcome.message, new TextEncoder().encode(outcome.completion), now],
  );
}

/**
 * A job whose apply threw (a system error, not a refused row): its transaction rolled back, so nothing changed;
 * it is recorded as failed with every row not applied, so it is not retried for ever and its completion CSV says why.
 */
export async function failJob(db: Database, jobId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [job] = await tx.query<JobDataRow>(
      `select id, corporation_id, upload_division, status, file_data, encoding, delete_existing, department_id, uploaded_by
         from upload_jobs where id = $1 and ${CLAIMABLE} for update skip locked`,
      [jobId],
    );
    const kind = job ? uploadKindByDivision(job.upload_division as UploadDivision) : undefined;
    if (!job || !kind) return;
    const outcome = await refusedOutcome(kind, job, t('uploads.outcome.system')).catch((): Outcome => ({
      status: 'failed', rowCount: 0, appliedCount: 0, errorCount: 0, message: t('uploads.outcome.system'),
      completion: completionCsvText(kind, [], [fileProblem(t('uploads.outcome.system'))]),
    }));
    await recordOutcome(tx, job.id, outcome, now);
  });
}

/** Marks a due job as being applied (a short transaction of its own, so the history and the wizard show it). */
async function markApplying(db: Database, jobId: number, now: Date): Promise<void> {
  await db.query("update upload_jobs set status = 'applying', started_at = $2, last_updated = $2 where id = $1 and status = 'queued'", [jobId, now]);
}

/** Applies one job in the background: a throw becomes a failed job (nothing changed), never a lost one. */
export async function runJob(db: Database, jobId: number, now: Date, onError: (error: unknown) => void = () => undefined): Promise<UploadStatus | 'busy' | null> {
  await markApplying(db, jobId, now);
  try {
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
