// The words the upload commands print: kinds by their Japanese titles (the command-line names are only what is typed),
// statuses by their Japanese names, sizes in MB and bytes. JSON output keeps the codes.
import type { UploadStatus } from '../../core/uploads/calls';
import { ApiError } from '../../core/api/error';
import { isUploadKindName, UPLOAD_KINDS } from '../../core/csv/kinds';
import type { UploadKindName } from '../../core/csv/kind';
import { uploadStatusName } from '../../core/csv/upload-status';
import { t, type MessageKey } from '../../core/i18n';
import { usageError } from '../io/cli-error';

/** A kind typed on the command line; an unknown one is refused with every name and its title (exit 2). */
export function kindArgument(name: string): UploadKindName {
  if (isUploadKindName(name)) return name;
  const kinds = Object.entries(UPLOAD_KINDS)
    .map(([kindName, kind]) => t('csv.cli.kindChoice', { name: kindName, title: kind.title }))
    .join('、');
  throw usageError(t('csv.cli.unknownKind', { kind: name, kinds }));
}

/** The kind's Japanese title (会員一括変更 ...). */
export function kindTitle(name: UploadKindName): string {
  return UPLOAD_KINDS[name]?.title ?? name;
}

/** The status's Japanese name (反映待ち, 反映中 ...), the same the history screen shows. */
export function statusName(status: UploadStatus): string {
  return uploadStatusName(status);
}

const MB = 1024 * 1024;

/** 10.9MB、11,429,478バイト: MB with one decimal (cut, not rounded: a file just over the limit does not read as it). */
export function sizeText(bytes: number): string {
  const megabytes = Math.floor((bytes / MB) * 10) / 10;
  return `${megabytes}MB、${bytes.toLocaleString('ja-JP')}バイト`;
}

/** The server's per-field refusals named as the user knows them (the option, the label), not by the API's field names. */
const FIELD_LABELS: Readonly<Record<string, MessageKey>> = {
  startDate: 'uploads.cli.field.startDate',
  encoding: 'uploads.cli.field.encoding',
  billingId: 'uploads.cli.field.billingId',
  deleteExisting: 'uploads.cli.field.deleteExisting',
  uploadDivision: 'uploads.cli.field.uploadDivision',
  file: 'uploads.cli.field.file',
  transferHistoryId: 'uploads.cli.field.transferHistoryId',
};

/** An API refusal with its fields relabelled (反映日（--start-date）, not startDate); anything else as it is. */
export function withFieldLabels(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.httpError?.fields) return error;
  const info = error.httpError;
  const fields = Object.fromEntries(Object.entries(info.fields ?? {}).map(([name, message]) => [FIELD_LABELS[name] ? t(FIELD_LABELS[name]) : name, message]));
  return new ApiError(error.message, error.code, { ...info, fields }, error.errorType);
}

/** Runs an upload command's server work, its refusals' fields relabelled. */
export async function labellingFields<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw withFieldLabels(error);
  }
}
