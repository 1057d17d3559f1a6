// The uploads plugin's calls, typed from the uploads contract: the current-data download of each kind, the upload
// (multipart, through the UploadTransport for its progress), the pending-transfer check, the history, its completion
// CSV and the cancel of a scheduled upload.
import type { ApiClient, FileResponse } from '../../core/api/client-types';
import { ErrorType, type ApiError } from '../../core/api/error';
import { httpErrorFrom } from '../../core/api/http-client';
import {
  uploadCalls,
  uploadQueryText,
  type UploadHistoryQuery,
  type UploadHistoryResponse,
  type UploadHistoryRow,
  type UploadJobState,
  type UploadRejectedBody,
  type UploadRequest,
  type UploadResponse,
  type UploadTemplateEncoding,
  type UploadValidation,
} from '../../core/uploads/calls';
import type { UploadKindName } from '../../core/csv';
import type { UploadTransport } from './upload-transport';

/** Where a wizard runs: the kind, and for the clerks kind of a department screen, the department. */
export interface WizardTarget {
  kind: UploadKindName;
  billingId?: string;
  /** The department's name, shown on the Upload step. */
  departmentName?: string;
}

/** The current data of the target as a CSV to edit (the Download step). */
export function downloadTemplate(client: ApiClient, target: WizardTarget, encoding: UploadTemplateEncoding): Promise<FileResponse> {
  switch (target.kind) {
    case 'members':
      return client.download(uploadCalls.memberTemplate, { encoding });
    case 'clerks':
      return client.download(
        uploadCalls.tenantManagerTemplate,
        target.billingId ? { encoding, reportType: 2, billingId: target.billingId } : { encoding, reportType: 1 },
      );
    case 'department-names':
      return client.download(uploadCalls.billingNameTemplate, { encoding });
    case 'department-order':
      return client.download(uploadCalls.billingOrderTemplate, { encoding });
    case 'department-register':
      return client.download(uploadCalls.billingRegisterTemplate, { encoding });
    case 'department-delete':
      return client.download(uploadCalls.billingDeleteTemplate, { encoding });
  }
}

/** Spec 4: while a transfer application is pending, every upload is refused; answers the message or null. */
export async function pendingTransferMessage(client: ApiClient, corporationId: string, signal?: AbortSignal): Promise<string | null> {
  const answer = await client.call(uploadCalls.existsTransferUpload, { id: corporationId }, { signal });
  return answer.exists ? (answer.message ?? '') : null;
}

/** A refused upload whose file the server found invalid: its problems, to show like the browser's own. */
export class UploadRejected extends Error {
  constructor(
    readonly error: ApiError,
    readonly validation: UploadValidation,
  ) {
    super('upload rejected');
    this.name = 'UploadRejected';
  }
}

/** The problems of a 400 CSV_INVALID answer (UploadRejectedBody), or null for any other answer. */
function validationOf(body: unknown): UploadValidation | null {
  const rejected = body as Partial<UploadRejectedBody> | null | undefined;
  return rejected && rejected.code === 'CSV_INVALID' && rejected.validation && Array.isArray(rejected.validation.problems) ? rejected.validation : null;
}

export async function sendUpload(transport: UploadTransport, request: UploadRequest, onProgress: (fraction: number) => void): Promise<UploadResponse> {
  const { file, ...fields } = request;
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'upload.csv');
  const answer = await transport.send({ path: uploadCalls.upload.base + uploadCalls.upload.path, query: uploadQueryText(fields), form, onProgress });
  if (answer.status >= 200 && answer.status < 300) return answer.body as UploadResponse;
  const error = httpErrorFrom(answer.status, answer.body, ErrorType.UPLOAD);
  const validation = answer.status === 400 ? validationOf(answer.body) : null;
  throw validation ? new UploadRejected(error, validation) : error;
}

/** Where one job is now (the Complete step follows a job being applied in the background). */
export function fetchJobState(client: ApiClient, transferHistoryId: string, signal?: AbortSignal): Promise<UploadJobState> {
  return client.call(uploadCalls.job, { transferHistoryId }, { signal });
}

export function fetchHistory(client: ApiClient, query: UploadHistoryQuery, signal?: AbortSignal): Promise<UploadHistoryResponse> {
  return client.call(uploadCalls.history, query, { signal });
}

export function downloadCompletionCsv(client: ApiClient, row: UploadHistoryRow): Promise<FileResponse> {
  return client.download(uploadCalls.completionCsv, { transferHistoryId: row.transferHistoryId, transferDivision: 1 });
}

export function cancelUpload(client: ApiClient, row: UploadHistoryRow): Promise<string> {
  return client
    .call(uploadCalls.cancel, { transferHistoryId: row.transferHistoryId, organizationId: row.organizationId, startDate: row.startDate, division: row.uploadDivision })
    .then((answer) => answer.message);
}
