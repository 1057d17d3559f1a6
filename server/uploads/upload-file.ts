// Reads the one file of a multipart upload (the part named "file"), refusing a body that is not multipart (400) or a
// file over UPLOAD_MAX_BYTES (413) with a Japanese message.
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../core/uploads/calls';
import { t } from '../../core/i18n';
import { HttpError } from '../http/http-error';
import { unstorableInput } from '../http/input-text';

export const UPLOAD_TOO_LARGE_CODE = 'UPLOAD_TOO_LARGE';

export interface UploadedFile {
  fileName: string;
  data: Uint8Array;
}

const MB = 1024 * 1024;

export const tooLarge = (): HttpError => {
  const message = t('uploads.error.tooLarge', { max: UPLOAD_MAX_BYTES / MB });
  return new HttpError(413, UPLOAD_TOO_LARGE_CODE, message, { file: message });
};

function fileRequired(): HttpError {
  const message = t('uploads.error.fileRequired');
  return new HttpError(400, 'VALIDATION_ERROR', message, { file: message });
}

export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  // A client that declares its size lets us refuse before reading anything.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > UPLOAD_MAX_BYTES + 64 * 1024) throw tooLarge();
  if (!request.isMultipart()) {
    const message = t('uploads.error.notMultipart');
    throw new HttpError(400, 'VALIDATION_ERROR', message, { file: message });
  }
  let part;
  try {
    part = await request.file();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw fileRequired();
  }
  if (!part || part.fieldname !== 'file') throw fileRequired();
  // The file name is kept in the history; a name PostgreSQL cannot store is refused before anything is read or stored.
  const fieldValues = Object.fromEntries(
    Object.entries(part.fields).map(([name, field]) => [name, field && 'value' in field ? field.value : undefined]),
  );
  const problem = unstorableInput([{ file: part.filename }, fieldValues]);
  if (problem) throw problem;
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  // The multipart reader stops at the limit; whether it also throws depends on how the stream ended, so the truncation
  // flag decides (a cut file must never be validated: its errors would hide the real refusal).
  if (part.file.truncated || data.byteLength > UPLOAD_MAX_BYTES) throw tooLarge();
  return { fileName: part.filename || 'upload.csv', data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}
