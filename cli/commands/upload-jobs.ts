// `twb upload history`, `cancel <id>`, `result <id> -o file.csv` and `template <kind> -o file.csv`: the upload history
// of the chosen corporation, the cancel of an upload that has not started, its completion CSV, and the current data
// of a kind to edit (the wizard's Download step). Reads are retried on passing network trouble; the cancel is not.
import type { ApiClient } from '../../core/api/client-types';
import { uploadCalls, type UploadHistoryQuery, type UploadHistoryRow, type UploadTemplateEncoding } from '../../core/uploads/calls';
import type { CallDef } from '../../core/api/call';
import { uploadKind } from '../../core/csv/kinds';
import type { UploadKindName } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import { failure, usageError } from '../io/cli-error';
import { ExitCode } from '../io/exit-codes';
import type { Output } from '../io/output';
import type { CliRuntime } from '../runtime';
import { resolveSession, signedInClient } from '../session';
import type { CommonOptions } from './common-options';
import { withGetRetries } from './upload-retry';
import { saveFileCall } from './save-file-call';
import { padColumns } from '../io/columns';
import { fileEncodingOption } from '../io/encoding-option';
import { kindArgument, kindTitle, labellingFields, statusName } from './upload-words';
import { configuredEncoding, configuredOutputDir } from '../config/user-config';

const PAGE = 500;

export interface UploadHistoryOptions extends CommonOptions {
  limit?: string;
  kind?: string;
}

export interface UploadFileOptions extends CommonOptions {
  output?: string;
  encoding?: string;
  billingId?: string;
}

async function client(runtime: CliRuntime, options: CommonOptions): Promise<ApiClient> {
  return signedInClient(runtime, await resolveSession(runtime, options.baseUrl));
}

function idOf(value: string): string {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw usageError(t('uploads.cli.badId', { id: value }));
  return value;
}

function kindOf(name: string): UploadKindName {
  return kindArgument(name);
}

function encodingOf(value: string | undefined): UploadTemplateEncoding {
  return fileEncodingOption(value);
}

/** One upload of the history by id (the history is the only read of a job), or null. */
export async function findUpload(api: ApiClient, id: string): Promise<UploadHistoryRow | null> {
  for (let offset = 0; ; offset += PAGE) {
    const page = await withGetRetries(() => api.call(uploadCalls.history, { offset, limit: PAGE }));
    const row = page.rows.find((r) => r.transferHistoryId === id);
    if (row) return row;
    if (offset + PAGE >= page.totalCount) return null;
  }
}


export async function runUploadHistory(options: UploadHistoryOptions, runtime: CliRuntime, output: Output): Promise<number> {
  const limit = options.limit === undefined ? 50 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE) throw usageError(t('uploads.cli.badNumber', { option: '--limit', value: options.limit ?? '' }));
  const query: UploadHistoryQuery = { limit };
  if (options.kind !== undefined) query.uploadDivision = uploadKind(kindOf(options.kind)).division;
  const api = await client(runtime, options);
  const page = await withGetRetries(() => api.call(uploadCalls.history, query));
  if (output.json) {
    output.data(page);
    return ExitCode.OK;
  }
  if (page.rows.length === 0) {
    output.info(t('uploads.cli.noHistory'));
    return ExitCode.OK;
  }
  const header = [
    padColumns(t('uploads.cli.column.id'), 6), padColumns(t('uploads.cli.column.kind'), 28), padColumns(t('uploads.cli.column.status'), 10),
    padColumns(t('uploads.cli.column.startDate'), 12), padColumns(t('uploads.cli.column.rows'), 7), padColumns(t('uploads.cli.column.errors'), 8),
    padColumns(t('uploads.cli.column.uploadedBy'), 16), t('uploads.cli.column.file'),
  ].join('');
  output.line(header);
  for (const row of page.rows) {
    output.line([
      padColumns(row.transferHistoryId, 6), padColumns(kindTitle(row.kind), 28), padColumns(statusName(row.status), 10), padColumns(row.startDate, 12), padColumns(String(row.rowCount), 7),
      padColumns(String(row.errorCount), 8), padColumns(row.uploadedByName, 16), row.fileName,
    ].join(''));
  }
  return ExitCode.OK;
}

export async function runUploadCancel(idText: string, options: CommonOptions, runtime: CliRuntime, output: Output): Promise<number> {
  const id = idOf(idText);
  const api = await client(runtime, options);
  const row = await findUpload(api, id);
  if (!row) throw failure(t('uploads.error.notFound'), 'NOT_FOUND');
  const answer = await labellingFields(() => api.call(uploadCalls.cancel, {
    transferHistoryId: row.transferHistoryId,
    organizationId: row.organizationId,
    startDate: row.startDate,
    division: row.uploadDivision,
  }));
  if (output.json) output.data(answer);
  // Cancelling twice is no mistake (the upload is cancelled, as asked): said as it is.
  output.success(t(row.status === 'cancelled' ? 'uploads.cli.alreadyCancelled' : 'uploads.cli.cancelled', { id }));
  return ExitCode.OK;
}

/** Without -o the result CSV goes to stdout, as gh writes what it fetches (it is the answer, not a saved artefact). */
export async function runUploadResult(idText: string, options: UploadFileOptions, runtime: CliRuntime, output: Output): Promise<number> {
  const id = idOf(idText);
  const encoding = encodingOf(await configuredEncoding(runtime, options.encoding));
  const target = options.output ?? '-';
  return labellingFields(() => saveFileCall(runtime, options.baseUrl, uploadCalls.completionCsv, { transferHistoryId: id, transferDivision: 1, encoding }, target, output));
}

const TEMPLATE_CALLS: Readonly<Record<UploadKindName, CallDef<Record<string, unknown>, Blob>>> = {
  members: uploadCalls.memberTemplate as CallDef<Record<string, unknown>, Blob>,
  clerks: uploadCalls.tenantManagerTemplate as CallDef<Record<string, unknown>, Blob>,
  'department-names': uploadCalls.billingNameTemplate as CallDef<Record<string, unknown>, Blob>,
  'department-order': uploadCalls.billingOrderTemplate as CallDef<Record<string, unknown>, Blob>,
  'department-register': uploadCalls.billingRegisterTemplate as CallDef<Record<string, unknown>, Blob>,
  'department-delete': uploadCalls.billingDeleteTemplate as CallDef<Record<string, unknown>, Blob>,
};

export async function runUploadTemplate(kindName: string, options: UploadFileOptions, runtime: CliRuntime, output: Output): Promise<number> {
  const kind = kindOf(kindName);
  const encoding = encodingOf(await configuredEncoding(runtime, options.encoding));
  // Without -o: the output folder of TWB_OUTPUT_DIR or `twb config set output-dir`, under the server's file name.
  const target = options.output ?? (await configuredOutputDir(runtime));
  if (target === undefined) throw usageError(t('uploads.cli.outputRequired'));
  if (options.billingId !== undefined && (kind !== 'clerks' || !/^[1-9]\d{0,9}$/.test(options.billingId))) {
    throw usageError(t('uploads.cli.badId', { id: options.billingId }));
  }
  const request: Record<string, unknown> = { encoding };
  if (options.billingId) Object.assign(request, { reportType: 2, billingId: options.billingId });
  return labellingFields(() => saveFileCall(runtime, options.baseUrl, TEMPLATE_CALLS[kind], request, target, output));
}
