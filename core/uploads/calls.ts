// Bulk CSV upload calls (spec 7, Bulk CSV): the multipart upload of a file of one of the six kinds (spec 3 upload
// kinds), the upload history with its completion CSV, the cancel of a scheduled upload, the downloads of the current
// data per kind (the wizard's Download step) and the pending-transfer check (spec 4).
//
// Uploads are jobs: the upload call queues the file with its start date (today, or a later YYYY/MM/DD), and the
// server applies it in one transaction at that date (at once when it is today). The history tells queued, applying,
// applied, failed or cancelled; every applied or failed job has a completion CSV with a result per row.
//
// Confirm, then execute (spec 4): the upload call with dryRun=true is the confirm call. It validates the file on the
// server (the same core/csv validation as the browser and the CLI, plus the database lookups) and answers the result
// with 200 whether the file is valid or not; nothing is stored. Without dryRun an invalid file is refused with 400,
// code CSV_INVALID, fields.file the first problem, and the problems in the body (UploadRejectedBody).
//
// Access: the upload screens' permissions of spec 2.2. The contract lets in any holder of one of the upload write
// codes; the handler then requires the code of the kind uploaded (members WFAH022, clerks WFAH002 or WFAH017,
// department names WFAH007, order WFAH012) and a responsible person (spec 6). Department registration and deletion
// pages have no code in spec 2.1; their work is that of the department register screen (WFAC006) and of the
// department update screen (WFAC005), which only responsible persons hold, so those codes guard kinds 10 and 11.
// The history and the completion CSV need WFAH001 read. Everything is limited to the caller's chosen corporation.
import { defineCall, FILE_TYPES } from '../api/call';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import type { CsvEncoding } from '../csv/decode';
import type { CsvProblem, UploadDivision, UploadKindName } from '../csv/kind';

const historyRead = SCREEN_PERMISSIONS['/CsvUploadHistory'];
const membersWrite = SCREEN_PERMISSIONS['/User/Upload'];
const corpClerksWrite = SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Upload'];
const billingClerksWrite = SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Upload'];
const namesWrite = SCREEN_PERMISSIONS['/Billing/NameUpload'];
const orderWrite = SCREEN_PERMISSIONS['/Billing/OrderUpload'];
/** Department registration (kind 10) and deletion (kind 11): see above. */
const departmentRegisterWrite = SCREEN_PERMISSIONS['/Billing/Register'];
const departmentDeleteWrite = SCREEN_PERMISSIONS['/Billing/Update/:billingId'];
const clerksWrite = { codes: [...corpClerksWrite.codes, ...billingClerksWrite.codes], level: 'write' } as const;
/** Any upload screen: the per-kind code is checked by the handler once the kind is known. */
const anyUploadWrite = {
  codes: [...membersWrite.codes, ...clerksWrite.codes, ...namesWrite.codes, ...orderWrite.codes, ...departmentRegisterWrite.codes, ...departmentDeleteWrite.codes],
  level: 'write',
} as const;
/** The department list downloads serve the name and order wizards. */
const departmentListWrite = { codes: [...namesWrite.codes, ...orderWrite.codes], level: 'write' } as const;

/**
 * Where an upload job is (the history's status column). A job is applied in the background, never inside the upload
 * call: 'queued' waits for its start date, 'applying' is due and being applied (the upload of a job due today answers
 * it), and one transaction applies the rows and records 'applied' or 'failed', so readers never see half a job.
 */
export const UPLOAD_STATUSES = ['queued', 'applying', 'applied', 'failed', 'cancelled'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** The encodings of the downloads: UTF-8 with BOM (default, Japanese Excel opens it) or CP932. */
export type UploadTemplateEncoding = CsvEncoding;

/**
 * POST /transfer/upload/ (multipart). Every field but `file` travels in the query; `file` is the multipart part named
 * "file". The spec's query is organizationName, corporationId, trinityCode, uploadDivision; the rest are ours.
 */
export interface UploadRequest {
  /** The uploader's department name as the session shows it (kept in the history; informative). */
  organizationName?: string;
  /** The chosen corporation; another one is refused with 403. */
  corporationId: string;
  /** The uploader's trinityCode (kept in the history; informative). */
  trinityCode?: string;
  /** Spec 3 upload kind code: 3, 4, 5, 8, 10 or 11 (6, spec 9's upload division of responsible persons and clerks, is taken as 3). */
  uploadDivision: UploadDivision;
  /** YYYY/MM/DD, today or later; absent means today (applied at once). Past dates are refused with 400. */
  startDate?: string;
  /** true: validate against the server and answer, store and apply nothing (the confirm call). */
  dryRun?: boolean;
  /** Clerks kind (3): remove every responsible person and clerk not in the file, except the uploader. */
  deleteExisting?: boolean;
  /** Clerks kind uploaded from a department's clerk screen (/Billing/ClerkOfBilling/Upload/{billingId}). */
  billingId?: string;
  /** Forced decoding; automatic (BOM, strict UTF-8, CP932) when absent. */
  encoding?: 'auto' | CsvEncoding;
  /** The file. A Blob in the browser and the CLI (Node's Blob); at most UPLOAD_MAX_BYTES. */
  file: Blob;
}

/** Largest accepted upload: a bigger file is refused with 413, code UPLOAD_TOO_LARGE, and a Japanese message. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The server's validation of an uploaded file (both for dryRun and for a stored job). */
export interface UploadValidation {
  kind: UploadKindName;
  uploadDivision: UploadDivision;
  valid: boolean;
  encoding: CsvEncoding;
  rowCount: number;
  problemCount: number;
  /** The first problems in row order (at most 1,000); `truncated` when there were more. */
  problems: CsvProblem[];
  truncated: boolean;
  /**
   * Warnings in the same shape (at most 1,000, all counted): rows the file may carry but whose effect is probably not
   * what was meant, e.g. a Keep row of the members kind whose cells differ from the member's data (they are ignored).
   * They never make the file invalid; the wizard and the CLI show them apart from the problems.
   */
  warningCount: number;
  warnings: CsvProblem[];
  /**
   * Information that is neither a problem nor a warning, in Japanese (core/csv CsvValidationResult.notes): today only
   * that the file has no data rows (a header alone is valid and changes nothing). The wizard and the CLI show it.
   */
  notes: string[];
}

export interface UploadResponse extends UploadValidation {
  /** Echo of the request's dryRun. */
  dryRun: boolean;
  /** The job's id; null for a dry run. */
  transferHistoryId: string | null;
  /**
   * The job's status after the call: 'applying' when it starts today (follow it with the job call until 'applied' or
   * 'failed'), 'queued' when scheduled.
   */
  status: UploadStatus | null;
  startDate: string;
  /** The Japanese completion (or dry-run) message for the wizard's Complete step. */
  message: string;
  /**
   * The request repeats one already received (the same Idempotency-Key, i.e. the CLI's same file, query and day) whose
   * upload is still queued, applying or applied: this is that upload, not a new one, and the message says so with its
   * id and status. False for a new upload and for a dry run. An upload that was cancelled or failed holds nothing: the
   * same file then makes a new upload.
   */
  alreadyReceived: boolean;
}

/** Body of the 400 an invalid file gets without dryRun (ApiErrorBody plus the problems). */
export interface UploadRejectedBody {
  message: string;
  code: 'CSV_INVALID';
  fields: { file: string };
  validation: UploadValidation;
}

/** GET /transfer/history/: the chosen corporation's uploads, newest first. */
export interface UploadHistoryQuery {
  /** Only one kind. */
  uploadDivision?: UploadDivision;
  status?: UploadStatus;
  offset?: number;
  limit?: number;
}

export interface UploadHistoryRow {
  transferHistoryId: string;
  uploadDivision: UploadDivision;
  kind: UploadKindName;
  /** The kind's Japanese title. */
  kindTitle: string;
  status: UploadStatus;
  /** The status in Japanese (キュー待ち, 反映済み ...). */
  statusLabel: string;
  fileName: string;
  /** YYYY/MM/DD the job is (or was) applied. */
  startDate: string;
  /** yyyy/MM/dd HH:mm:ss */
  uploadedAt: string;
  /** yyyy/MM/dd HH:mm:ss when applied, failed or cancelled; null while queued. */
  finishedAt: string | null;
  uploadedByUserId: string;
  uploadedByName: string;
  /** The uploader's department name as sent (organizationName). */
  organizationName: string;
  /** The department of a department clerk upload (clerks kind from a department screen), or null. */
  organizationId: string | null;
  rowCount: number;
  /** Rows applied (0 for a failed job: all or none). */
  appliedCount: number;
  /** Rows that failed (their reasons are in the completion CSV). */
  errorCount: number;
  deleteExisting: boolean;
  /** A queued job may be cancelled by this viewer (the kind's permission and not started). */
  cancellable: boolean;
  /** The completion CSV exists (applied or failed). */
  completionAvailable: boolean;
  /** Japanese summary of the outcome (the failure reason of a failed job), or null while queued. */
  message: string | null;
  /**
   * Why the apply failed: its first UPLOAD_FAILURE_REASONS_SHOWN reasons, in the completion CSV's order (the file's
   * own problems first, then the failing rows'); the whole list is the completion CSV. Empty unless status is 'failed'.
   */
  failureReasons: UploadFailureReason[];
}

/** One reason an apply gives (the dry run's problem shape: row, column, Japanese message). */
export interface UploadFailureReason {
  /** The row as a spreadsheet shows it, as in the completion CSV's 行番号 and the dry run's problems: the header is row 1. */
  row: number;
  /** The Japanese header of the column; ファイル or '' for the file as a whole (row 1) or the whole row. */
  column: string;
  message: string;
}

/** At most this many failure reasons travel with a job (history, job state). */
export const UPLOAD_FAILURE_REASONS_SHOWN = 5;

export interface UploadHistoryResponse {
  totalCount: number;
  offset: number;
  limit: number;
  rows: UploadHistoryRow[];
}

/** GET /transfer/tenant/userCsvHistory: the uploads of one kind scheduled on one date (the wizard warns of them). */
export interface UploadsOnDateQuery {
  startDate: string;
  division: UploadDivision;
}

/** GET /transfer/job: where one upload job is now (the wizard's Complete step and `twb upload submit --wait`). */
export interface UploadJobQuery {
  transferHistoryId: string;
}

export interface UploadJobState {
  transferHistoryId: string;
  status: UploadStatus;
  /** The status in Japanese. */
  statusLabel: string;
  startDate: string;
  rowCount: number;
  appliedCount: number;
  errorCount: number;
  completionAvailable: boolean;
  /** The Japanese sentence for the Complete step (as the upload's own answer words it). */
  message: string;
  /** Why the apply failed, its first reasons (see UploadHistoryRow); empty unless status is 'failed'. */
  failureReasons: UploadFailureReason[];
}

/** POST /transfer/cancel (spec: {transferHistoryId, organizationId, startDate, division}). */
export interface UploadCancelRequest {
  transferHistoryId: string;
  /** As shown in the history (null/absent when the job has none); a mismatch is 409. */
  organizationId?: string | null;
  /** As shown in the history; a mismatch (the job was rescheduled) is 409. */
  startDate: string;
  /** The job's uploadDivision; a mismatch is 409. */
  division: UploadDivision;
}

export interface UploadCancelResponse {
  result: 'OK';
  transferHistoryId: string;
  status: 'cancelled';
  message: string;
}

/** GET /transfer/completionCSV/check and /transfer/completionCSV ?transferHistoryId&transferDivision=1. */
export interface CompletionCsvQuery {
  transferHistoryId: string;
  /** The spec's transferDivision=1 (the completion CSV); other values are 400. */
  transferDivision: 1;
  encoding?: UploadTemplateEncoding;
}

export interface CompletionCsvCheckResponse {
  transferHistoryId: string;
  available: boolean;
  status: UploadStatus;
  fileName: string | null;
  /** Japanese reason when not available (queued, cancelled). */
  message: string | null;
}

/** The current-data downloads (the wizard's Download step, `twb upload template`). */
export interface TemplateQuery {
  encoding?: UploadTemplateEncoding;
}

/** The department lists for the name and order kinds: requestDate YYYY/MM/DD (default today) picks the names then. */
export interface BillingListQuery extends TemplateQuery {
  requestDate?: string;
}

/**
 * The responsible persons and clerks download. reportType 1: every responsible person and department clerk of the
 * corporation; 2: the clerks of one department (billingId required).
 */
export interface TenantManagersQuery extends TemplateQuery {
  requestDate?: string;
  reportType?: 1 | 2;
  billingId?: string;
}

export interface ExistsTransferUploadQuery {
  id: string;
}

export interface ExistsTransferUploadResponse {
  corporationId: string;
  /** A transfer application is pending: every upload is refused with 400 (code TRANSFER_PENDING). */
  exists: boolean;
  /** "転用申請があるため変更できません" when exists, else null. */
  message: string | null;
}

export const uploadCalls = {
  upload: defineCall<UploadRequest, UploadResponse>({ id: 'uploads.upload', method: 'POST', base: '/api', path: '/transfer/upload/', access: anyUploadWrite, multipart: true }),
  history: defineCall<UploadHistoryQuery, UploadHistoryResponse>({ id: 'uploads.history', method: 'GET', base: '/api', path: '/transfer/history/', access: historyRead }),
  onDate: defineCall<UploadsOnDateQuery, UploadHistoryRow[]>({ id: 'uploads.onDate', method: 'GET', base: '/api', path: '/transfer/tenant/userCsvHistory', access: anyUploadWrite }),
  /** The uploader (or anyone who may upload the kind) follows one job; another corporation's job is 404. */
  job: defineCall<UploadJobQuery, UploadJobState>({ id: 'uploads.job', method: 'GET', base: '/api', path: '/transfer/job', access: anyUploadWrite }),
  cancel: defineCall<UploadCancelRequest, UploadCancelResponse>({ id: 'uploads.cancel', method: 'POST', base: '/api', path: '/transfer/cancel', access: anyUploadWrite }),
  completionCheck: defineCall<CompletionCsvQuery, CompletionCsvCheckResponse>({ id: 'uploads.completionCheck', method: 'GET', base: '/api', path: '/transfer/completionCSV/check', access: historyRead }),
  completionCsv: defineCall<CompletionCsvQuery, Blob>({ id: 'uploads.completionCsv', method: 'GET', base: '/api', path: '/transfer/completionCSV', access: historyRead, file: true, fileTypes: FILE_TYPES.csv }),

  /** Members kind (8): the corporation's members (a clerk's own departments) in the upload format, action Keep. */
  memberTemplate: defineCall<TemplateQuery, Blob>({ id: 'uploads.memberTemplate', method: 'GET', base: '/api', path: '/transfer/memberBulkUpdateCSV', access: membersWrite, file: true, fileTypes: FILE_TYPES.csv }),
  /** Clerks kind (3). */
  tenantManagerTemplate: defineCall<TenantManagersQuery, Blob>({ id: 'uploads.tenantManagerTemplate', method: 'GET', base: '/api', path: '/transfer/registrationTenantManagers', access: clerksWrite, file: true, fileTypes: FILE_TYPES.csv }),
  /** Department names kind (4). */
  billingNameTemplate: defineCall<BillingListQuery, Blob>({ id: 'uploads.billingNameTemplate', method: 'GET', base: '/api', path: '/transfer/billingListCSV', access: departmentListWrite, file: true, fileTypes: FILE_TYPES.csv }),
  /** Department order kind (5). */
  billingOrderTemplate: defineCall<BillingListQuery, Blob>({ id: 'uploads.billingOrderTemplate', method: 'GET', base: '/api', path: '/transfer/billing', access: departmentListWrite, file: true, fileTypes: FILE_TYPES.csv }),
  /** Department registration kind (10): the header row alone (new departments have no current data); responsible person only. */
  billingRegisterTemplate: defineCall<TemplateQuery, Blob>({ id: 'uploads.billingRegisterTemplate', method: 'GET', base: '/api', path: '/transfer/billingLumpingRegister', access: departmentRegisterWrite, file: true, fileTypes: FILE_TYPES.csv }),
  /**
   * Department deletion kind (11): the header row alone, so that the file uploaded as it is deletes nothing (a list of
   * every department would delete the whole company); the ids come from the names or order template. Responsible person only.
   */
  billingDeleteTemplate: defineCall<TemplateQuery, Blob>({ id: 'uploads.billingDeleteTemplate', method: 'GET', base: '/api', path: '/transfer/billingLumpingDelete', access: departmentDeleteWrite, file: true, fileTypes: FILE_TYPES.csv }),

  /** Spec 4: uploads are blocked while a transfer application is pending. Own corporation only (another is 404). */
  existsTransferUpload: defineCall<ExistsTransferUploadQuery, ExistsTransferUploadResponse>({ id: 'uploads.existsTransferUpload', method: 'GET', base: '/api', path: '/corporations/existsTransferUpload/:id', access: 'session' }),
};
