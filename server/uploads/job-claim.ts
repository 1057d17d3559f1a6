// Claiming an upload job for its apply transaction, and recording its outcome in that same transaction: the claim is
// a row lock taken with `for update skip locked`, so a crash rolls back claim, rows and outcome together and the job
// is applied exactly once after a restart, by whichever server claims it then.
import { UPLOAD_FAILURE_REASONS_SHOWN, type UploadFailureReason, type UploadStatus } from '../../core/uploads/calls';
import { UploadDivision, type CsvProblem, type CsvRow, type UploadKind } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { HttpError } from '../http/http-error';
import {
  completionCsvText, completionCsvTextYielding, failureReasonsOf, notAppliedReason, reportsFromProblems, type RowReason, type RowReport,
} from './completion-csv';
import type { ServerValidation } from './server-validation';

/** First key of the two-key advisory locks taken per corporation while a job applies. */
export const UPLOAD_LOCK_CLASS = 7007;

export interface JobDataRow extends Row {
  id: number;
  corporation_id: number;
  upload_division: UploadDivision;
  status: UploadStatus;
  file_data: Uint8Array;
  encoding: 'auto' | 'utf8' | 'cp932';
  delete_existing: boolean;
  department_id: number | null;
  uploaded_by: number;
}

export interface Outcome {
  status: 'applied' | 'failed';
  rowCount: number;
  appliedCount: number;
  errorCount: number;
  message: string;
  /** The completion CSV; null when it was stored ahead for the attempt that applies (completion-ahead.ts). */
  completion: string | null;
  /** The first reasons of a failure (what the completion CSV says first); empty when it applied. */
  failureReasons: UploadFailureReason[];
}

/** The statuses a job may be claimed in: queued, or applying (due now, or its applier died and rolled back). */
export const CLAIMABLE = "status in ('queued', 'applying')";

// The file travels as base64 text (when it is read): PGlite hands bytea over as hex text parsed in JavaScript, which took seconds for a
// few megabytes on a loaded machine (holding the one connection meanwhile); base64 is decoded natively.
const jobData = (file: boolean): string => `select id, corporation_id, upload_division, status,
    ${file ? "encode(file_data, 'base64')" : "''"} as file_base64, encoding, delete_existing, department_id, uploaded_by
  from upload_jobs where id = $1`;

interface StoredJob extends Row {
  file_base64: string;
}

function withFile({ file_base64, ...job }: StoredJob): JobDataRow {
  return { ...job, file_data: new Uint8Array(Buffer.from(file_base64, 'base64')) } as unknown as JobDataRow;
}

/** The job's data when it may still be applied (no lock: the staging before the claim reads it). */
export async function claimableJob(db: SqlExecutor, jobId: number): Promise<JobDataRow | null> {
  const [job] = await db.query<StoredJob>(`${jobData(true)} and ${CLAIMABLE}`, [jobId]);
  return job ? withFile(job) : null;
}

/**
 * Claims the job in the caller's transaction and takes its corporation's advisory lock (two jobs of one corporation
 * never interleave); answers the job, or what it is now when it cannot be claimed ('busy' while another process
 * applies it; null for no such job).
 */
export async function claimJob(
  tx: SqlExecutor,
  jobId: number,
  /** withFile false: the file is not read (its data is empty), when the caller has it already. */
  { withFile: file = true } = {},
): Promise<{ job: JobDataRow } | { status: UploadStatus | 'busy' | null }> {
  const [job] = await tx.query<StoredJob>(`${jobData(file)} and ${CLAIMABLE} for update skip locked`, [jobId]);
  if (!job) {
    const [other] = await tx.query<{ status: UploadStatus }>('select status from upload_jobs where id = $1', [jobId]);
    return { status: other ? (other.status === 'queued' || other.status === 'applying' ? 'busy' : other.status) : null };
  }
  await tx.query('select pg_advisory_xact_lock($1, $2)', [UPLOAD_LOCK_CLASS, job.corporation_id]);
  return { job: withFile(job) };
}

/** Request fields the domain modules name differently from the columns of the file. */
const FIELD_COLUMNS: Readonly<Record<string, string>> = {
  sOrganizationId: 'organizationName',
  autoApprovalFlg: 'autoApproval',
  passwordNoticeTiming: 'passwordNotice',
  confirm: 'confirmationCode',
  newConfirmationCode: 'confirmationCode',
};

/** The Japanese reasons of a refused row, each field named by its column header. */
export function reasonsOf(error: unknown, kind: UploadKind): RowReason[] {
  if (!(error instanceof HttpError)) return [{ column: '', message: t('uploads.outcome.system') }];
  if (!error.fields || Object.keys(error.fields).length === 0) return [{ column: '', message: error.message }];
  return Object.entries(error.fields).map(([field, message]) => {
    const key = FIELD_COLUMNS[field] ?? field;
    const header = kind.columns.find((c) => c.key === key)?.header;
    return { column: header ?? '', message };
  });
}

export function fileProblem(message: string, column = ''): CsvProblem {
  return { row: 1, line: 1, column, code: 'refused', message };
}

/** A job refused as a whole (its uploader gone, a transfer pending): every row not applied, for that reason. */
export function refusedOutcome(kind: UploadKind, rows: readonly CsvRow[], message: string): Outcome {
  const reports = rows.map((row): RowReport => ({ row, result: 'notApplied', reasons: [{ column: '', message }] }));
  const problems = [fileProblem(message)];
  return {
    status: 'failed', rowCount: rows.length, appliedCount: 0, errorCount: 0, message,
    completion: completionCsvText(kind, reports, problems), failureReasons: failureReasonsOf(reports, problems, UPLOAD_FAILURE_REASONS_SHOWN),
  };
}

/** A file that failed the server's validation: its problems by row, nothing applied. */
export function invalidOutcome(kind: UploadKind, checked: ServerValidation): Outcome {
  const { reports, fileProblems } = reportsFromProblems(checked.rows, checked.validation.problems);
  const message = t('uploads.outcome.invalid', { count: checked.validation.problemCount });
  return {
    status: 'failed',
    rowCount: checked.validation.rowCount,
    appliedCount: 0,
    errorCount: checked.validation.problemCount,
    message,
    completion: completionCsvText(kind, reports, fileProblems),
    failureReasons: failureReasonsOf(reports, fileProblems, UPLOAD_FAILURE_REASONS_SHOWN),
  };
}

/** The verdict on rows checked all together: applied when no row and no step failed, else nothing (all or none). */
function rowsVerdict(rowCount: number, reports: RowReport[], stepProblems: readonly CsvProblem[]): Omit<Outcome, 'completion'> {
  const failed = reports.some((r) => r.result === 'ng') || stepProblems.length > 0;
  if (failed) {
    for (const report of reports) {
      if (report.result !== 'ng') Object.assign(report, { result: 'notApplied', reasons: [notAppliedReason()] });
    }
  }
  const totalErrors = reports.filter((r) => r.result === 'ng').length + stepProblems.length;
  const appliedCount = failed ? 0 : reports.filter((r) => r.result === 'ok').length;
  return {
    status: failed ? 'failed' : 'applied',
    rowCount,
    appliedCount,
    errorCount: failed ? totalErrors : 0,
    message: failed ? t('uploads.outcome.failed', { errors: totalErrors }) : t('uploads.outcome.applied', { rows: appliedCount }),
    failureReasons: failed ? failureReasonsOf(reports, stepProblems, UPLOAD_FAILURE_REASONS_SHOWN) : [],
  };
}

/** The outcome of rows checked all together, with its completion CSV. */
export function rowsOutcome(kind: UploadKind, rowCount: number, reports: RowReport[], stepProblems: readonly CsvProblem[] = []): Outcome {
  return { ...rowsVerdict(rowCount, reports, stepProblems), completion: completionCsvText(kind, reports, stepProblems) };
}

/** rowsOutcome for large files: the CSV is built a few thousand rows per event-loop turn. */
export async function rowsOutcomeYielding(kind: UploadKind, rowCount: number, reports: RowReport[], stepProblems: readonly CsvProblem[] = []): Promise<Outcome> {
  return { ...rowsVerdict(rowCount, reports, stepProblems), completion: await completionCsvTextYielding(kind, reports, stepProblems) };
}

export async function recordOutcome(tx: SqlExecutor, jobId: number, outcome: Outcome, now: Date): Promise<void> {
  await tx.query(
    // The CSV goes as text (see jobData: a bytea parameter is hex text built in JavaScript on PGlite).
    `update upload_jobs set status = $2, row_count = $3, applied_count = $4, error_count = $5, message = $6, completion_csv = convert_to($7::text, 'UTF8'),
        failure_reasons = $9::jsonb, started_at = coalesce(started_at, $8), finished_at = $8, last_updated = $8
      where id = $1`,
    [jobId, outcome.status, outcome.rowCount, outcome.appliedCount, outcome.errorCount, outcome.message, outcome.completion, now,
      JSON.stringify(outcome.failureReasons)],
  );
}
