// The upload history of the viewed corporation (/CsvUploadHistory): the list, the uploads of one kind on one day,
// the cancel of a job that has not started, and its completion CSV.
import type {
  CompletionCsvCheckResponse, UploadCancelResponse, UploadHistoryResponse, UploadHistoryRow,
} from '../../core/uploads/calls';
import { UPLOAD_STATUSES, type UploadStatus } from '../../core/uploads/calls';
import type { UploadDivision } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import type { Database, SqlExecutor } from '../db/database';
import type { FileReply } from '../http/call-context';
import { HttpError, notFound, validationFailed } from '../http/http-error';
import { InputReader, type Input } from '../http/input';
import type { MemberViewer } from '../users/viewer';
import { csvFileReply, templateEncodingOf } from './csv-file';
import { COMPLETION_CSV } from './completion-ahead';
import { JOB_COLUMNS, JOB_FROM, findJob, statusLabel, toHistoryRow, type UploadJobRow } from './job-rows';
import { assertMayUpload, mayUpload } from './kind-access';
import { parseDay } from './upload-request';
import { kindOfDivisionText } from './division';

const HISTORY_LIMIT_DEFAULT = 100;
const HISTORY_LIMIT_MAX = 500;

function readDivision(reader: InputReader, name: string, required: boolean): UploadDivision | undefined {
  const text = reader.text(name, { required });
  if (text === undefined) return undefined;
  const kind = kindOfDivisionText(text);
  if (!kind) reader.fail(name, t('uploads.error.division'));
  return kind?.division;
}

function readNumber(reader: InputReader, name: string, fallback: number, max: number): number {
  const text = reader.text(name);
  if (text === undefined) return fallback;
  if (!/^\d{1,7}$/.test(text) || Number(text) > max) {
    reader.fail(name, t('validation.integer'));
    return fallback;
  }
  return Number(text);
}

export async function uploadHistory(db: SqlExecutor, viewer: MemberViewer, input: Input): Promise<UploadHistoryResponse> {
  const reader = new InputReader(input);
  const division = readDivision(reader, 'uploadDivision', false);
  const status = reader.text('status');
  if (status !== undefined && !(UPLOAD_STATUSES as readonly string[]).includes(status)) reader.fail('status', t('validation.format'));
  const offset = readNumber(reader, 'offset', 0, 10_000_000);
  const limit = readNumber(reader, 'limit', HISTORY_LIMIT_DEFAULT, HISTORY_LIMIT_MAX) || HISTORY_LIMIT_DEFAULT;
  reader.check();
  const where = 'j.corporation_id = $1 and ($2::int is null or j.upload_division = $2) and ($3::text is null or j.status = $3)';
  const params = [viewer.corporationId, division ?? null, status ?? null];
  const [count] = await db.query<{ count: number }>(`select count(*)::int as count from upload_jobs j where ${where}`, params);
  const rows = await db.query<UploadJobRow>(
    `select ${JOB_COLUMNS} from ${JOB_FROM} where ${where} order by j.created_at desc, j.id desc limit $4 offset $5`,
    [...params, limit, offset],
  );
  return {
    totalCount: count?.count ?? 0,
    offset,
    limit,
    rows: rows.map((row) => toHistoryRow(row, mayUpload(viewer, row.upload_division as UploadDivision))),
  };
}

export async function uploadsOnDate(db: SqlExecutor, viewer: MemberViewer, input: Input): Promise<UploadHistoryRow[]> {
  const reader = new InputReader(input);
  const startDate = reader.requiredText('startDate') ? readAnyDay(reader, 'startDate') : '';
  const division = readDivision(reader, 'division', true);
  reader.check();
  const rows = await db.query<UploadJobRow>(
    `select ${JOB_COLUMNS} from ${JOB_FROM} where j.corporation_id = $1 and j.upload_division = $2 and j.start_date = $3::date
      order by j.created_at, j.id`,
    [viewer.corporationId, division, startDate.replaceAll('/', '-')],
  );
  return rows.map((row) => toHistoryRow(row, mayUpload(viewer, row.upload_division as UploadDivision)));
}

/** Any real day as yyyy/MM/dd: a past day is a fine question for a list. */
function readAnyDay(reader: InputReader, name: string): string {
  const value = parseDay(reader.text(name) ?? '');
  if (value === null) reader.fail(name, t('uploads.error.startDateFormat'));
  return value ?? '';
}

function notFoundJob(): HttpError {
  return notFound(t('uploads.error.notFound'));
}

async function jobOf(db: SqlExecutor, viewer: MemberViewer, idText: string | undefined, forUpdate = false): Promise<UploadJobRow> {
  const id = Number(idText);
  const job = await findJob(db, viewer.corporationId, id, forUpdate);
  if (!job) throw notFoundJob();
  return job;
}

export async function cancelUpload(db: Database, viewer: MemberViewer, input: Input, now: Date): Promise<UploadCancelResponse> {
  const reader = new InputReader(input);
  const id = reader.id('transferHistoryId');
  const startDate = reader.requiredText('startDate') ? readAnyDay(reader, 'startDate') : '';
  const division = readDivision(reader, 'division', true);
  const organizationId = reader.id('organizationId', false) ?? null;
  reader.check();
  return db.transaction(async (tx) => {
    // Waits for an apply in progress (it holds the row): a job that has started is then seen finished.
    const job = await jobOf(tx, viewer, String(id), true);
    assertMayUpload(viewer, job.upload_division as UploadDivision);
    if (job.upload_division !== division || job.start_date !== startDate || (organizationId !== null && organizationId !== job.department_id)) {
      throw new HttpError(409, 'CONFLICT', t('error.conflict'));
    }
    // Cancelling twice is no mistake to refuse: the upload is cancelled, as asked (and it never started).
    if (job.status === 'cancelled') {
      return { result: 'OK', transferHistoryId: String(job.id), status: 'cancelled', message: t('uploads.done.alreadyCancelled', { id: job.id }) };
    }
    if (job.status !== 'queued') {
      throw new HttpError(409, 'CONFLICT', t('uploads.error.notCancellable', { status: statusLabel(job.status) }));
    }
    await tx.query("update upload_jobs set status = 'cancelled', finished_at = $2, last_updated = $2, message = $3 where id = $1", [job.id, now, t('uploads.done.cancelled')]);
    return { result: 'OK', transferHistoryId: String(job.id), status: 'cancelled', message: t('uploads.done.cancelled') };
  });
}

function readCompletionQuery(input: Input): { id: string } {
  const reader = new InputReader(input);
  const id = reader.id('transferHistoryId');
  const division = reader.requiredText('transferDivision');
  if (division && division !== '1') reader.fail('transferDivision', t('uploads.error.transferDivision'));
  reader.check();
  return { id: String(id) };
}

const completionFileName = (job: UploadJobRow): string => `upload_result_${job.id}.csv`;

export async function completionCheck(db: SqlExecutor, viewer: MemberViewer, input: Input): Promise<CompletionCsvCheckResponse> {
  const job = await jobOf(db, viewer, readCompletionQuery(input).id);
  return {
    transferHistoryId: String(job.id),
    available: job.has_completion,
    status: job.status,
    fileName: job.has_completion ? completionFileName(job) : null,
    message: job.has_completion ? null : t('uploads.error.completionNotReady', { status: statusLabel(job.status as UploadStatus) }),
  };
}

export async function completionCsv(db: SqlExecutor, viewer: MemberViewer, input: Input): Promise<FileReply> {
  const encoding = templateEncodingOf(input);
  const job = await jobOf(db, viewer, readCompletionQuery(input).id);
  const [file] = await db.query<{ completion_csv: Uint8Array | null }>(`select ${COMPLETION_CSV} as completion_csv from upload_jobs j where j.id = $1`, [job.id]);
  if (!file?.completion_csv) throw validationFailed({ transferHistoryId: t('uploads.error.completionNotReady', { status: statusLabel(job.status) }) });
  return csvFileReply(new TextDecoder().decode(file.completion_csv), completionFileName(job), encoding);
}
