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
//
// Their types are their schemas' (docs/api-contract.md). The upload is multipart: its schema declares the fields of
// the query, and its request type adds the file (core/api/call.ts MultipartFile).
import { defineCall, FILE_TYPES, type CallRequest } from '../api/call';
import {
  ArraySchema, BooleanSchema, IdText, IntegerSchema, Literal, MESSAGE_ANNOTATION, Nullable, NullableOneOf, ObjectSchema, OneOf, Optional, StringSchema,
  Text, type Static,
} from '../api/schema';
// The schemas name messages of this feature's catalogue (x-twb-message): wherever the calls go, it is registered.
import './load-messages';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import type { CsvEncoding } from '../csv/decode';
import { UPLOAD_KIND_NAMES, UploadDivision } from '../csv/kind';
import { CsvProblemSchema } from '../csv/problem-schema';

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

/** Spec 9: "Upload division for responsible persons and clerks 6", taken as the clerks kind (3) so both readings work. */
export const CLERKS_UPLOAD_DIVISION_ALIAS = 6;
/** The spec 3 kind codes a request may name: the six kinds' codes and spec 9's 6. */
const UPLOAD_DIVISIONS = Object.values(UploadDivision);
const REQUEST_DIVISIONS: readonly (UploadDivision | typeof CLERKS_UPLOAD_DIVISION_ALIAS)[] = [...UPLOAD_DIVISIONS, CLERKS_UPLOAD_DIVISION_ALIAS];

// ---- the requests ----

/** A kind code a request names (uploads.error.division for any other value). */
const DivisionChoice = () => OneOf(REQUEST_DIVISIONS, { message: 'uploads.error.division' });

/**
 * yyyy/MM/dd (or yyyy-MM-dd) with a month and a day in range (uploads.error.startDateFormat); whether the day exists
 * (02/30) and how it stands to today are the handler's (server/uploads/upload-request.ts parseDay).
 */
const DayText = () => StringSchema({
  pattern: '^\\d{4}[/-](?:0[1-9]|1[0-2])[/-](?:0[1-9]|[12]\\d|3[01])$',
  maxLength: 10,
  [MESSAGE_ANNOTATION]: 'uploads.error.startDateFormat',
});

/** A CSV file's encoding: its names (utf8, utf-8, cp932, sjis, shift_jis; any case) are the handler's rule (csv-file.ts). */
const EncodingText = () => Optional(Text({ max: 20 }));

/**
 * POST /transfer/upload/ (multipart): the fields of the query; the file is the multipart part named "file". The
 * spec's query is organizationName, corporationId, trinityCode, uploadDivision; the rest are ours.
 */
const UploadQuerySchema = ObjectSchema({
  /** The uploader's department name as the session shows it (kept in the history; informative). */
  organizationName: Optional(Text({ max: 100 })),
  /** The chosen corporation; another one is refused with 403. */
  corporationId: IdText(),
  /** The uploader's trinityCode (kept in the history; informative). */
  trinityCode: Optional(Text({ max: 50 })),
  /** Spec 3 upload kind code: 3, 4, 5, 8, 10 or 11 (6, spec 9's upload division of responsible persons and clerks, is taken as 3). */
  uploadDivision: DivisionChoice(),
  /** YYYY/MM/DD, today or later (at most a year ahead); absent means today (applied at once). */
  startDate: Optional(DayText()),
  /** true: validate against the server and answer, store and apply nothing (the confirm call). */
  dryRun: Optional(BooleanSchema({ default: false })),
  /** Clerks kind (3): remove every responsible person and clerk not in the file, except the uploader. */
  deleteExisting: Optional(BooleanSchema({ default: false })),
  /** Clerks kind uploaded from a department's clerk screen (/Billing/ClerkOfBilling/Upload/{billingId}). */
  billingId: Optional(IdText()),
  /** Forced decoding: auto (BOM, strict UTF-8, CP932; the default), utf8 or cp932, any case (the handler's rule). */
  encoding: Optional(Text({ max: 20 })),
});
/** The upload's fields beside the file (what the edge checks). */
export type UploadQuery = Static<typeof UploadQuerySchema>;

const UploadHistoryQuerySchema = ObjectSchema({
  /** Only one kind. */
  uploadDivision: Optional(DivisionChoice()),
  status: Optional(OneOf(UPLOAD_STATUSES)),
  offset: Optional(IntegerSchema({ minimum: 0, maximum: 9_999_999, default: 0, [MESSAGE_ANNOTATION]: 'validation.integer' })),
  /** Default 100, at most 500; 0 is the default. */
  limit: Optional(IntegerSchema({ minimum: 0, maximum: 500, default: 0, [MESSAGE_ANNOTATION]: 'validation.integer' })),
});
/** GET /transfer/history/: the chosen corporation's uploads, newest first. */
export type UploadHistoryQuery = Static<typeof UploadHistoryQuerySchema>;

/** GET /transfer/tenant/userCsvHistory: the uploads of one kind scheduled on one date (the wizard warns of them). */
const UploadsOnDateQuerySchema = ObjectSchema({ startDate: DayText(), division: DivisionChoice() });
export type UploadsOnDateQuery = Static<typeof UploadsOnDateQuerySchema>;

/** GET /transfer/job: where one upload job is now (the wizard's Complete step and `twb upload submit --wait`). */
const UploadJobQuerySchema = ObjectSchema({ transferHistoryId: IdText() });
export type UploadJobQuery = Static<typeof UploadJobQuerySchema>;

/** POST /transfer/cancel (spec: {transferHistoryId, organizationId, startDate, division}). */
const UploadCancelRequestSchema = ObjectSchema({
  transferHistoryId: IdText(),
  /** As shown in the history (null/absent when the job has none); a mismatch is 409. */
  organizationId: Optional(Nullable(IdText())),
  /** As shown in the history; a mismatch (the job was rescheduled) is 409. */
  startDate: DayText(),
  /** The job's uploadDivision; a mismatch is 409. */
  division: DivisionChoice(),
});
export type UploadCancelRequest = Static<typeof UploadCancelRequestSchema>;

/** GET /transfer/completionCSV/check and /transfer/completionCSV ?transferHistoryId&transferDivision=1. */
const CompletionCsvQuerySchema = ObjectSchema({
  transferHistoryId: IdText(),
  /** The spec's transferDivision=1 (the completion CSV); other values are 400. */
  transferDivision: OneOf([1] as const, { message: 'uploads.error.transferDivision' }),
  encoding: EncodingText(),
});
export type CompletionCsvQuery = Static<typeof CompletionCsvQuerySchema>;

/** The current-data downloads (the wizard's Download step, `twb upload template`). */
const TemplateQuerySchema = ObjectSchema({ encoding: EncodingText() });
export type TemplateQuery = Static<typeof TemplateQuerySchema>;

/** The department lists for the name and order kinds: requestDate YYYY/MM/DD (default today) picks the names then. */
const BillingListQuerySchema = ObjectSchema({ encoding: EncodingText(), requestDate: Optional(DayText()) });
export type BillingListQuery = Static<typeof BillingListQuerySchema>;

/**
 * The responsible persons and clerks download. reportType 1: every responsible person and department clerk of the
 * corporation; 2: the clerks of one department (billingId required: the handler's rule).
 */
const TenantManagersQuerySchema = ObjectSchema({
  encoding: EncodingText(),
  requestDate: Optional(DayText()),
  reportType: Optional(OneOf([1, 2] as const, { message: 'uploads.error.reportType', default: 1 })),
  billingId: Optional(IdText()),
});
export type TenantManagersQuery = Static<typeof TenantManagersQuerySchema>;

const ExistsTransferUploadParamsSchema = ObjectSchema({ id: IdText() });
export type ExistsTransferUploadQuery = Static<typeof ExistsTransferUploadParamsSchema>;

// ---- the answers ----

const UploadStatusSchema = () => OneOf(UPLOAD_STATUSES);
const UploadDivisionSchema = () => OneOf(UPLOAD_DIVISIONS);

/** Largest accepted upload: a bigger file is refused with 413, code UPLOAD_TOO_LARGE, and a Japanese message. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const validationFields = {
  kind: OneOf(UPLOAD_KIND_NAMES),
  uploadDivision: UploadDivisionSchema(),
  valid: BooleanSchema(),
  encoding: OneOf(['utf8', 'cp932'] as const),
  rowCount: IntegerSchema(),
  problemCount: IntegerSchema(),
  /** The first problems in row order (at most 1,000); `truncated` when there were more. */
  problems: ArraySchema(CsvProblemSchema),
  truncated: BooleanSchema(),
  /**
   * Warnings in the same shape (at most 1,000, all counted): rows the file may carry but whose effect is probably not
   * what was meant, e.g. a Keep row of the members kind whose cells differ from the member's data (they are ignored).
   * They never make the file invalid; the wizard and the CLI show them apart from the problems.
   */
  warningCount: IntegerSchema(),
  warnings: ArraySchema(CsvProblemSchema),
  /**
   * Information that is neither a problem nor a warning, in Japanese (core/csv CsvValidationResult.notes): today only
   * that the file has no data rows (a header alone is valid and changes nothing). The wizard and the CLI show it.
   */
  notes: ArraySchema(Text()),
};
/** Also the `validation` of the 400 an invalid file gets (UploadRejectedBody). */
export const UploadValidationSchema = ObjectSchema(validationFields);
/** The server's validation of an uploaded file (both for dryRun and for a stored job). */
export type UploadValidation = Static<typeof UploadValidationSchema>;

const UploadResponseSchema = ObjectSchema({
  ...validationFields,
  /** Echo of the request's dryRun. */
  dryRun: BooleanSchema(),
  /** The job's id; null for a dry run. */
  transferHistoryId: Nullable(Text()),
  /**
   * The job's status after the call: 'applying' when it starts today (follow it with the job call until 'applied' or
   * 'failed'), 'queued' when scheduled; null for a dry run.
   */
  status: NullableOneOf(UPLOAD_STATUSES),
  startDate: Text(),
  /** The Japanese completion (or dry-run) message for the wizard's Complete step. */
  message: Text(),
  /**
   * The request repeats one already received (the same Idempotency-Key, i.e. the CLI's same file, query and day) whose
   * upload is still queued, applying or applied: this is that upload, not a new one, and the message says so with its
   * id and status. False for a new upload and for a dry run. An upload that was cancelled or failed holds nothing: the
   * same file then makes a new upload.
   */
  alreadyReceived: BooleanSchema(),
});
export type UploadResponse = Static<typeof UploadResponseSchema>;

/** Body of the 400 an invalid file gets without dryRun (ApiErrorBody plus the problems). */
export interface UploadRejectedBody {
  message: string;
  code: 'CSV_INVALID';
  fields: { file: string };
  validation: UploadValidation;
}

/** One reason an apply gives (the dry run's problem shape: row, column, Japanese message). */
const UploadFailureReasonSchema = ObjectSchema({
  /** The row as a spreadsheet shows it, as in the completion CSV's 行番号 and the dry run's problems: the header is row 1. */
  row: IntegerSchema(),
  /** The Japanese header of the column; ファイル or '' for the file as a whole (row 1) or the whole row. */
  column: Text(),
  message: Text(),
});
export type UploadFailureReason = Static<typeof UploadFailureReasonSchema>;

/** At most this many failure reasons travel with a job (history, job state). */
export const UPLOAD_FAILURE_REASONS_SHOWN = 5;

const UploadHistoryRowSchema = ObjectSchema({
  transferHistoryId: Text(),
  uploadDivision: UploadDivisionSchema(),
  kind: OneOf(UPLOAD_KIND_NAMES),
  /** The kind's Japanese title. */
  kindTitle: Text(),
  status: UploadStatusSchema(),
  /** The status in Japanese (キュー待ち, 反映済み ...). */
  statusLabel: Text(),
  fileName: Text(),
  /** YYYY/MM/DD the job is (or was) applied. */
  startDate: Text(),
  /** yyyy/MM/dd HH:mm:ss */
  uploadedAt: Text(),
  /** yyyy/MM/dd HH:mm:ss when applied, failed or cancelled; null while queued. */
  finishedAt: Nullable(Text()),
  uploadedByUserId: Text(),
  uploadedByName: Text(),
  /** The uploader's department name as sent (organizationName). */
  organizationName: Text(),
  /** The department of a department clerk upload (clerks kind from a department screen), or null. */
  organizationId: Nullable(Text()),
  rowCount: IntegerSchema(),
  /** Rows applied (0 for a failed job: all or none). */
  appliedCount: IntegerSchema(),
  /** Rows that failed (their reasons are in the completion CSV). */
  errorCount: IntegerSchema(),
  deleteExisting: BooleanSchema(),
  /** A queued job may be cancelled by this viewer (the kind's permission and not started). */
  cancellable: BooleanSchema(),
  /** The completion CSV exists (applied or failed). */
  completionAvailable: BooleanSchema(),
  /** Japanese summary of the outcome (the failure reason of a failed job), or null while queued. */
  message: Nullable(Text()),
  /**
   * Why the apply failed: its first UPLOAD_FAILURE_REASONS_SHOWN reasons, in the completion CSV's order (the file's
   * own problems first, then the failing rows'); the whole list is the completion CSV. Empty unless status is 'failed'.
   */
  failureReasons: ArraySchema(UploadFailureReasonSchema),
});
export type UploadHistoryRow = Static<typeof UploadHistoryRowSchema>;

const UploadHistoryResponseSchema = ObjectSchema({
  totalCount: IntegerSchema(),
  offset: IntegerSchema(),
  limit: IntegerSchema(),
  rows: ArraySchema(UploadHistoryRowSchema),
});
export type UploadHistoryResponse = Static<typeof UploadHistoryResponseSchema>;

const UploadJobStateSchema = ObjectSchema({
  transferHistoryId: Text(),
  status: UploadStatusSchema(),
  /** The status in Japanese. */
  statusLabel: Text(),
  startDate: Text(),
  rowCount: IntegerSchema(),
  appliedCount: IntegerSchema(),
  errorCount: IntegerSchema(),
  completionAvailable: BooleanSchema(),
  /** The Japanese sentence for the Complete step (as the upload's own answer words it). */
  message: Text(),
  /** Why the apply failed, its first reasons (see UploadHistoryRow); empty unless status is 'failed'. */
  failureReasons: ArraySchema(UploadFailureReasonSchema),
});
export type UploadJobState = Static<typeof UploadJobStateSchema>;

const UploadCancelResponseSchema = ObjectSchema({
  result: Literal('OK'),
  transferHistoryId: Text(),
  status: Literal('cancelled'),
  message: Text(),
});
export type UploadCancelResponse = Static<typeof UploadCancelResponseSchema>;

const CompletionCsvCheckResponseSchema = ObjectSchema({
  transferHistoryId: Text(),
  available: BooleanSchema(),
  status: UploadStatusSchema(),
  fileName: Nullable(Text()),
  /** Japanese reason when not available (queued, cancelled). */
  message: Nullable(Text()),
});
export type CompletionCsvCheckResponse = Static<typeof CompletionCsvCheckResponseSchema>;

const ExistsTransferUploadResponseSchema = ObjectSchema({
  corporationId: Text(),
  /** A transfer application is pending: every upload is refused with 400 (code TRANSFER_PENDING). */
  exists: BooleanSchema(),
  /** "転用申請があるため変更できません" when exists, else null. */
  message: Nullable(Text()),
});
export type ExistsTransferUploadResponse = Static<typeof ExistsTransferUploadResponseSchema>;

/** A job named in the request that is not the corporation's: 404. */
const jobAnswers = [404] as const;

export const uploadCalls = {
  /** 413 for a file over UPLOAD_MAX_BYTES. */
  upload: defineCall({
    id: 'uploads.upload', method: 'POST', base: '/api', path: '/transfer/upload/', access: anyUploadWrite, multipart: true, answers: [413],
    schema: { query: UploadQuerySchema, response: UploadResponseSchema },
  }),
  history: defineCall({
    id: 'uploads.history', method: 'GET', base: '/api', path: '/transfer/history/', access: historyRead,
    schema: { query: UploadHistoryQuerySchema, response: UploadHistoryResponseSchema },
  }),
  onDate: defineCall({
    id: 'uploads.onDate', method: 'GET', base: '/api', path: '/transfer/tenant/userCsvHistory', access: anyUploadWrite,
    schema: { query: UploadsOnDateQuerySchema, response: ArraySchema(UploadHistoryRowSchema) },
  }),
  /** The uploader (or anyone who may upload the kind) follows one job; another corporation's job is 404. */
  job: defineCall({
    id: 'uploads.job', method: 'GET', base: '/api', path: '/transfer/job', access: anyUploadWrite, answers: jobAnswers,
    schema: { query: UploadJobQuerySchema, response: UploadJobStateSchema },
  }),
  /** 409: the job was rescheduled or has started. */
  cancel: defineCall({
    id: 'uploads.cancel', method: 'POST', base: '/api', path: '/transfer/cancel', access: anyUploadWrite, answers: [404, 409],
    schema: { body: UploadCancelRequestSchema, response: UploadCancelResponseSchema },
  }),
  completionCheck: defineCall({
    id: 'uploads.completionCheck', method: 'GET', base: '/api', path: '/transfer/completionCSV/check', access: historyRead, answers: jobAnswers,
    schema: { query: CompletionCsvQuerySchema, response: CompletionCsvCheckResponseSchema },
  }),
  completionCsv: defineCall({
    id: 'uploads.completionCsv', method: 'GET', base: '/api', path: '/transfer/completionCSV', access: historyRead, file: true, fileTypes: FILE_TYPES.csv,
    answers: jobAnswers, schema: { query: CompletionCsvQuerySchema },
  }),

  /** Members kind (8): the corporation's members (a clerk's own departments) in the upload format, action Keep. */
  memberTemplate: defineCall({
    id: 'uploads.memberTemplate', method: 'GET', base: '/api', path: '/transfer/memberBulkUpdateCSV', access: membersWrite, file: true, fileTypes: FILE_TYPES.csv,
    schema: { query: TemplateQuerySchema },
  }),
  /** Clerks kind (3). */
  tenantManagerTemplate: defineCall({
    id: 'uploads.tenantManagerTemplate', method: 'GET', base: '/api', path: '/transfer/registrationTenantManagers', access: clerksWrite, file: true,
    fileTypes: FILE_TYPES.csv, schema: { query: TenantManagersQuerySchema },
  }),
  /** Department names kind (4). */
  billingNameTemplate: defineCall({
    id: 'uploads.billingNameTemplate', method: 'GET', base: '/api', path: '/transfer/billingListCSV', access: departmentListWrite, file: true,
    fileTypes: FILE_TYPES.csv, schema: { query: BillingListQuerySchema },
  }),
  /** Department order kind (5). */
  billingOrderTemplate: defineCall({
    id: 'uploads.billingOrderTemplate', method: 'GET', base: '/api', path: '/transfer/billing', access: departmentListWrite, file: true,
    fileTypes: FILE_TYPES.csv, schema: { query: BillingListQuerySchema },
  }),
  /** Department registration kind (10): the header row alone (new departments have no current data); responsible person only. */
  billingRegisterTemplate: defineCall({
    id: 'uploads.billingRegisterTemplate', method: 'GET', base: '/api', path: '/transfer/billingLumpingRegister', access: departmentRegisterWrite, file: true,
    fileTypes: FILE_TYPES.csv, schema: { query: TemplateQuerySchema },
  }),
  /**
   * Department deletion kind (11): the header row alone, so that the file uploaded as it is deletes nothing (a list of
   * every department would delete the whole company); the ids come from the names or order template. Responsible person only.
   */
  billingDeleteTemplate: defineCall({
    id: 'uploads.billingDeleteTemplate', method: 'GET', base: '/api', path: '/transfer/billingLumpingDelete', access: departmentDeleteWrite, file: true,
    fileTypes: FILE_TYPES.csv, schema: { query: TemplateQuerySchema },
  }),

  /** Spec 4: uploads are blocked while a transfer application is pending. Own corporation only (another is 404). */
  existsTransferUpload: defineCall({
    id: 'uploads.existsTransferUpload', method: 'GET', base: '/api', path: '/corporations/existsTransferUpload/:id', access: 'session',
    schema: { params: ExistsTransferUploadParamsSchema, response: ExistsTransferUploadResponseSchema },
  }),
};

/** The upload's request: its fields (UploadQuery) and the file, the multipart part named "file" (core/api/call.ts). */
export type UploadRequest = CallRequest<typeof uploadCalls.upload>;

/**
 * The upload's fields as its query string carries them (the web's and the CLI's upload transports, which send the
 * file themselves for their progress): every given field as its text, in the order given.
 */
export function uploadQueryText(fields: UploadQuery): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) query[key] = String(value);
  return query;
}
