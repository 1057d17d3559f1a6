// The upload history of the viewed corporation (/CsvUploadHistory): the list, the uploads of one kind on one day,
// the cancel of a job that has not started, and its completion CSV.
import type {
  CompletionCsvCheckResponse, CompletionCsvQuery, UploadCancelRequest, UploadCancelResponse, UploadHistoryQuery, UploadHistoryResponse, UploadHistoryRow,
  UploadsOnDateQuery,
} from '../../core/uploads/calls';
import type { UploadStatus } from '../../core/uploads/calls';
import type { UploadDivision } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import type { Database, SqlExecutor } from '../db/database';
import type { FileReply } from '../http/call-context';
import { HttpError, notFound, validationFailed } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { csvFileReply, templateEncodingOf } from './csv-file';
import { COMPLETION_CSV } from './completion-ahead';
import { JOB_COLUMNS, JOB_FROM, findJob, statusLabel, toHistoryRow, type UploadJobRow } from './job-rows';
import { assertMayUpload, mayUpload } from './kind-access';
import { parseDay } from './upload-request';
import { kindOfDivision } from './division';

const HISTORY_LIMIT_DEFAULT = 100;

export async function uploadHistory(db: SqlExecutor, viewer: MemberViewer, query: UploadHistoryQuery): Promise<UploadHistoryResponse> {
  const division = query.uploadDivision === undefined ? null : kindOfDivision(query.uploadDivision).division;
  const offset = query.offset ?? 0;
  const limit = query.limit || HISTORY_LIMIT_DEFAULT;
  const where = 'j.corporation_id = $1 and ($2::int is null or j.upload_division = $2) and ($3::text is null or j.status = $3)';
  const params = [viewer.corporationId, division, query.status ?? null];
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

/** A day of a list or a cancel as yyyy/MM/dd (any real day: a past day is a fine question); 400 for one that does not exist. */
function anyDay(text: string, field: string): string {
  const day = parseDay(text);
  if (day === null) throw validationFailed({ [field]: t('uploads.error.startDateFormat') });
  return day;
}

export async function uploadsOnDate(db: SqlExecutor, viewer: MemberViewer, query: UploadsOnDateQuery): Promise<UploadHistoryRow[]> {
  const startDate = anyDay(query.startDate, 'startDate');
  const rows = await db.query<UploadJobRow>(
    `select ${JOB_COLUMNS} from ${JOB_FROM} where j.corporation_id = $1 and j.upload_division = $2 and j.start_date = $3::date
      order by j.created_at, j.id`,
    [viewer.corporationId, kindOfDivision(query.division).division, startDate.replaceAll('/', '-')],
  );
  return rows.map((row) => toHistoryRow(row, mayUpload(viewer, row.upload_division as UploadDivision)));
}

function notFoundJob(): HttpError {
  return notFound(t('uploads.error.notFound'));
}

async function jobOf(db: SqlExecutor, viewer: MemberViewer, id: string, forUpdate = false): Promise<UploadJobRow> {
  const job = await findJob(db, viewer.corporationId, Number(id), forUpdate);
  if (!job) throw notFoundJob();
  return job;
}

export async function cancelUpload(db: Database, viewer: MemberViewer, request: UploadCancelRequest, now: Date): Promise<UploadCancelResponse> {
  const startDate = anyDay(request.startDate, 'startDate');
  const division = kindOfDivision(request.division).division;
  const organizationId = request.organizationId == null ? null : Number(request.organizationId);
  return db.transaction(async (tx) => {
    // Waits for an apply in progress (it holds the row): a job that has started is then seen finished.
    const job = await jobOf(tx, viewer, request.transferHistoryId, true);
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

const completionFileName = (job: UploadJobRow): string => `upload_result_${job.id}.csv`;

export async function completionCheck(db: SqlExecutor, viewer: MemberViewer, query: CompletionCsvQuery): Promise<CompletionCsvCheckResponse> {
  const job = await jobOf(db, viewer, query.transferHistoryId);
  return {
    transferHistoryId: String(job.id),
    available: job.has_completion,
    status: job.status,
    fileName: job.has_completion ? completionFileName(job) : null,
    message: job.has_completion ? null : t('uploads.error.completionNotReady', { status: statusLabel(job.status as UploadStatus) }),
  };
}

export async function completionCsv(db: SqlExecutor, viewer: MemberViewer, query: CompletionCsvQuery): Promise<FileReply> {
  const encoding = templateEncodingOf(query.encoding);
  const job = await jobOf(db, viewer, query.transferHistoryId);
  const [file] = await db.query<{ completion_csv: Uint8Array | null }>(`select ${COMPLETION_CSV} as completion_csv from upload_jobs j where j.id = $1`, [job.id]);
  if (!file?.completion_csv) throw validationFailed({ transferHistoryId: t('uploads.error.completionNotReady', { status: statusLabel(job.status) }) });
  return csvFileReply(new TextDecoder().decode(file.completion_csv), completionFileName(job), encoding);
}
