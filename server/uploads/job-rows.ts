// The upload_jobs table: the row as read, its history shape (UploadHistoryRow), and the reads the calls share.
import { COMPLETION_CSV } from './completion-ahead';
import { UPLOAD_FAILURE_REASONS_SHOWN, type UploadFailureReason, type UploadHistoryRow, type UploadJobState, type UploadStatus } from '../../core/uploads/calls';
import { uploadKindByDivision } from '../../core/csv/kinds';
import { uploadStatusName } from '../../core/csv/upload-status';
import type { UploadDivision } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { formatDateTime } from '../format/dates';
import { fullName } from '../users/member-rows';

export interface UploadJobRow extends Row {
  id: number;
  corporation_id: number;
  upload_division: number;
  status: UploadStatus;
  /** yyyy/MM/dd */
  start_date: string;
  file_name: string;
  encoding: 'auto' | 'utf8' | 'cp932';
  delete_existing: boolean;
  department_id: number | null;
  organization_name: string;
  uploaded_by: number;
  row_count: number;
  applied_count: number;
  error_count: number;
  message: string | null;
  has_completion: boolean;
  created_at: Date;
  finished_at: Date | null;
  user_last_name: string;
  user_first_name: string;
  /** jsonb: UploadFailureReason[] of a failed job (null before migration 021). */
  failure_reasons: UploadFailureReason[] | string | null;
}

/** Every column but the two files (read only where needed). */
export const JOB_COLUMNS = `j.id, j.corporation_id, j.upload_division, j.status, to_char(j.start_date, 'YYYY/MM/DD') as start_date,
  j.file_name, j.encoding, j.delete_existing, j.department_id, j.organization_name, j.uploaded_by, j.row_count, j.applied_count,
  j.error_count, j.message, ${COMPLETION_CSV} is not null as has_completion, j.created_at, j.finished_at, u.user_last_name, u.user_first_name,
  j.failure_reasons`;
export const JOB_FROM = 'upload_jobs j join users u on u.id = j.uploaded_by';

export const statusLabel = (status: UploadStatus): string => uploadStatusName(status);

/** The first reasons of a failed job (UPLOAD_FAILURE_REASONS_SHOWN at most); empty for any other status. */
export function failureReasonsOfJob(job: Pick<UploadJobRow, 'status' | 'failure_reasons'>): UploadFailureReason[] {
  if (job.status !== 'failed' || job.failure_reasons === null) return [];
  const reasons = typeof job.failure_reasons === 'string' ? (JSON.parse(job.failure_reasons) as UploadFailureReason[]) : job.failure_reasons;
  return reasons.slice(0, UPLOAD_FAILURE_REASONS_SHOWN);
}

/** The Japanese sentence of where a job is: the upload's answer, the wizard's Complete step and its polling. */
export function jobMessage(job: Pick<UploadJobRow, 'status' | 'applied_count' | 'error_count' | 'start_date' | 'row_count'>): string {
  switch (job.status) {
    case 'applied':
      return t('uploads.done.applied', { rows: job.applied_count });
    case 'failed':
      return t('uploads.done.failed', { errors: job.error_count });
    case 'cancelled':
      return t('uploads.done.cancelled');
    case 'applying':
      return t('uploads.done.applying', { rows: job.row_count });
    default:
      return t('uploads.done.queued', { date: job.start_date, rows: job.row_count });
  }
}

/** GET /transfer/job: one job of the viewed corporation, for its uploader or whoever may upload its kind. */
export async function uploadJobState(db: SqlExecutor, viewer: { corporationId: number; userId: number }, mayUploadKind: (division: number) => boolean, jobId: number): Promise<UploadJobState | null> {
  const job = await findJob(db, viewer.corporationId, jobId);
  if (!job || (job.uploaded_by !== viewer.userId && !mayUploadKind(job.upload_division))) return null;
  return {
    transferHistoryId: String(job.id),
    status: job.status,
    statusLabel: statusLabel(job.status),
    startDate: job.start_date,
    rowCount: job.row_count,
    appliedCount: job.applied_count,
    errorCount: job.error_count,
    completionAvailable: job.has_completion,
    message: jobMessage(job),
    failureReasons: failureReasonsOfJob(job),
  };
}

export async function findJob(db: SqlExecutor, corporationId: number, jobId: number, forUpdate = false): Promise<UploadJobRow | null> {
  const rows = await db.query<UploadJobRow>(
    `select ${JOB_COLUMNS} from ${JOB_FROM} where j.id = $1 and j.corporation_id = $2${forUpdate ? ' for update of j' : ''}`,
    [jobId, corporationId],
  );
  return rows[0] ?? null;
}

/** The history row; `canCancel` says whether this viewer holds the kind's permission. */
export function toHistoryRow(row: UploadJobRow, canCancel: boolean): UploadHistoryRow {
  const division = row.upload_division as UploadDivision;
  const kind = uploadKindByDivision(division);
  return {
    transferHistoryId: String(row.id),
    uploadDivision: division,
    kind: kind?.name ?? 'members',
    kindTitle: kind?.title ?? '',
    status: row.status,
    statusLabel: statusLabel(row.status),
    fileName: row.file_name,
    startDate: row.start_date,
    uploadedAt: formatDateTime(row.created_at),
    finishedAt: row.finished_at ? formatDateTime(row.finished_at) : null,
    uploadedByUserId: String(row.uploaded_by),
    uploadedByName: fullName(row.user_last_name, row.user_first_name),
    organizationName: row.organization_name,
    organizationId: row.department_id === null ? null : String(row.department_id),
    rowCount: row.row_count,
    appliedCount: row.applied_count,
    errorCount: row.error_count,
    deleteExisting: row.delete_existing,
    cancellable: canCancel && row.status === 'queued',
    completionAvailable: row.has_completion,
    message: row.message,
    failureReasons: failureReasonsOfJob(row),
  };
}
