// Validates a chosen file in the browser with the same core/csv code the CLI and the server run: the whole file,
// streamed from disk, every problem at its row and column. Nothing is sent anywhere.
import { chunksOf, readableChunks, uploadKind, validateCsv, type ByteChunks, type CsvEncodingChoice, type CsvValidationResult, type UploadKindName } from '../../../core/csv';

/** The bytes of a File as chunks: its stream where the browser has one, else the whole buffer cut up. */
async function fileChunks(file: Blob): Promise<ByteChunks> {
  if (typeof file.stream === 'function') return readableChunks(file.stream() as ReadableStream<Uint8Array>);
  return chunksOf(new Uint8Array(await file.arrayBuffer()));
}

export async function checkFile(kind: UploadKindName, file: Blob, encoding: CsvEncodingChoice): Promise<CsvValidationResult> {
  return validateCsv(uploadKind(kind), await fileChunks(file), { encoding });
}
