// POST /transfer/upload/: checks the query and the caller's right to the kind, refuses while a transfer application
// is pending, validates the file on the server, and then either answers (dryRun: the confirm call, nothing stored)
// or stores the job and answers at once: a job due today is 'applying' and the background runner (server/jobs/
// upload-runner.ts) applies it; a later one is 'queued' for its day. The answer never waits for the apply, so a large
// file cannot hold the request (or, on the embedded database, every other request). A retried request carrying the
// same Idempotency-Key answers the upload it already made (alreadyReceived) while that one is queued, applying or
// applied; after a cancel or a failure the same key makes a new upload (idempotent per upload, not per file and day).
import type { UploadQuery, UploadResponse, UploadValidation } from '../../core/uploads/calls';
import { t } from '../../core/i18n';
import type { Database } from '../db/database';
import { formatDate } from '../format/dates';
import type { CallContext } from '../http/call-context';
import { HttpError } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { findJob, jobMessage, statusLabel, type UploadJobRow } from './job-rows';
import { assertMayUpload } from './kind-access';
import { validateLocally, validateOnServer } from './server-validation';
import { assertNoTransferPending } from './transfer-block';
import { readUploadedFile } from './upload-file';
import { readUploadParams, type UploadParams } from './upload-request';

export const CSV_INVALID_CODE = 'CSV_INVALID';

/** The 400 of an invalid file: the contract's UploadRejectedBody (the error body plus the validation). */
class UploadRejected extends HttpError {
  constructor(readonly validation: UploadValidation) {
    const first = validation.problems[0];
    const message = t('uploads.error.invalidFile', {
      count: validation.problemCount,
      first: first ? t('csv.cli.errorLine', { row: first.row, column: first.column, message: first.message }) : '',
    });
    super(400, CSV_INVALID_CODE, message, { file: message });
  }

  override body() {
    return { ...super.body(), validation: this.validation };
  }
}

function idempotencyKeyOf(ctx: Pick<CallContext<unknown>, 'request'>): string | null {
  const value = ctx.request.headers['idempotency-key'];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 200 ? text : null;
}

function jobResponse(job: UploadJobRow, validation: UploadValidation, alreadyReceived: boolean): UploadResponse {
  const message = alreadyReceived ? t('uploads.done.alreadyReceived', { id: job.id, status: statusLabel(job.status) }) : jobMessage(job);
  return { ...validation, dryRun: false, transferHistoryId: String(job.id), status: job.status, startDate: job.start_date, message, alreadyReceived };
}

/** The file's bytes as base64, read in place (Buffer.from(data) copied 10 MB first). */
const base64Of = (data: Uint8Array): string => Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');

/**
 * The upload a key names: one that is queued, applying or applied (migration 022: a cancelled or failed one holds
 * nothing, so the same file after a cancel makes a new upload).
 */
const KEY_HOLDER = "uploaded_by = $1 and idempotency_key = $2 and status in ('queued', 'applying', 'applied')";

async function uploadOfKey(db: Database, viewer: MemberViewer, key: string): Promise<UploadJobRow | null> {
  const [held] = await db.query<{ id: number }>(`select id from upload_jobs where ${KEY_HOLDER}`, [viewer.userId, key]);
  return held ? findJob(db, viewer.corporationId, held.id) : null;
}

async function queueJob(
  db: Database, viewer: MemberViewer, params: UploadParams, file: { fileName: string; data: Uint8Array }, rowCount: number, key: string | null, now: Date,
): Promise<{ id: number; created: boolean }> {
  const status = params.startDate <= formatDate(now) ? 'applying' : 'queued';
  const [created] = await db.query<{ id: number }>(
    `insert into upload_jobs (corporation_id, upload_division, status, start_date, file_name, file_data, encoding, delete_existing,
        department_id, organization_name, trinity_code, uploaded_by, row_count, idempotency_key, created_at, last_updated)
     values ($1, $2, $15, $3::date, $4, decode($5, 'base64'), $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
     on conflict (uploaded_by, idempotency_key) where idempotency_key is not null and status in ('queued', 'applying', 'applied') do nothing
     returning id`,
    // The file goes as base64 text, decoded by the database: a bytea parameter is turned into hex text in JavaScript
    // by PGlite, 3.6 s for a 50,000-row file, holding the one connection (every company's requests) meanwhile.
    [viewer.corporationId, params.kind.division, params.startDate.replaceAll('/', '-'), file.fileName, base64Of(file.data), params.encoding, params.deleteExisting,
      params.departmentId, params.organizationName, params.trinityCode, viewer.userId, rowCount, key, now, status],
  );
  if (created) return { id: created.id, created: true };
  // Another request with the same key stored its upload in the meantime.
  const [existing] = await db.query<{ id: number }>(`select id from upload_jobs where ${KEY_HOLDER}`, [viewer.userId, key]);
  return { id: existing.id, created: false };
}

function dryRunMessage(validation: UploadValidation): string {
  if (!validation.valid) return t('uploads.done.dryRunInvalid', { count: validation.problemCount });
  if (validation.rowCount === 0) return t('uploads.done.dryRunNoRows');
  return validation.warningCount > 0
    ? t('uploads.done.dryRunWarnings', { rows: validation.rowCount, warnings: validation.warningCount })
    : t('uploads.done.dryRun', { rows: validation.rowCount });
}

export async function submitUpload(ctx: CallContext<UploadQuery>, viewer: MemberViewer): Promise<UploadResponse> {
  const { db } = ctx.services;
  const params = readUploadParams(ctx.input, viewer, ctx.now);
  assertMayUpload(viewer, params.kind.division);
  await assertNoTransferPending(db, viewer.corporationId, ctx.now);
  const file = await readUploadedFile(ctx.request);
  const key = params.dryRun ? null : idempotencyKeyOf(ctx);
  // A repeat of an upload already received answers that upload, before any check of the data: the data may have
  // changed since (an applied registration now holds its names), and the repeat must not read as a refusal.
  const received = key === null ? null : await uploadOfKey(db, viewer, key);
  if (received) return jobResponse(received, await validateLocally(params.kind, file.data, params.encoding), true);
  const { validation } = await validateOnServer(db, viewer, params.kind, file.data, params.encoding, { deleteExisting: params.deleteExisting, warnings: true, now: ctx.now }, false);
  if (params.dryRun) {
    return { ...validation, dryRun: true, transferHistoryId: null, status: null, startDate: params.startDate, message: dryRunMessage(validation), alreadyReceived: false };
  }
  if (!validation.valid) throw new UploadRejected(validation);
  const queued = await queueJob(db, viewer, params, file, validation.rowCount, key, ctx.now);
  if (queued.created && params.startDate <= formatDate(ctx.now)) ctx.services.uploads.kick();
  const job = await findJob(db, viewer.corporationId, queued.id);
  if (!job) throw new Error(`upload job ${queued.id} vanished`);
  return jobResponse(job, validation, !queued.created);
}
