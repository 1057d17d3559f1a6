// The upload size limit, checked here before anything is sent: the server refuses a file over UPLOAD_MAX_BYTES only
// after the whole file has travelled. The refusal names the file's size, the limit, and how many rows of this file
// would fit (from its average row size), so the way out (split the file) comes with numbers.
import { UPLOAD_MAX_BYTES } from '../../core/uploads/calls';
import { t } from '../../core/i18n';
import { sizeText } from './upload-words';

const LF = 0x0a;

export interface FileShape {
  /** Bytes of the header line, its line end included (0 when the file has no line end). */
  headerBytes: number;
  /** Data lines after the header (a quoted cell spanning lines counts each line: an estimate). */
  dataRows: number;
}

/** Lines counted by their LF bytes (the same byte in UTF-8 and CP932, never part of a multi-byte character). */
export function fileShape(data: Uint8Array): FileShape {
  const firstEnd = data.indexOf(LF);
  if (firstEnd < 0) return { headerBytes: 0, dataRows: 0 };
  let lines = 0;
  for (let at = firstEnd; at >= 0; at = data.indexOf(LF, at + 1)) lines++;
  // A last line without its line end is still a row.
  if (data[data.length - 1] !== LF) lines++;
  return { headerBytes: firstEnd + 1, dataRows: lines - 1 };
}

export interface SizeRefusal {
  message: string;
  size: number;
  max: number;
  /** Rows of this file, and how many of its rows fit under the limit (null when the file has no data lines). */
  rows: number | null;
  fittingRows: number | null;
}

/** Null when the file may be sent; otherwise the refusal to print (once). */
export function sizeRefusal(file: string, data: Uint8Array, max = UPLOAD_MAX_BYTES): SizeRefusal | null {
  if (data.byteLength <= max) return null;
  const { headerBytes, dataRows } = fileShape(data);
  return refusalOf(file, data.byteLength, headerBytes, dataRows, max);
}

/** The refusal of a file known by its size and rows (`twb upload validate` streams the file and counts them). */
export function refusalOf(file: string, size: number, headerBytes: number, dataRows: number, max = UPLOAD_MAX_BYTES): SizeRefusal | null {
  if (size <= max) return null;
  const lines = [t('uploads.cli.tooLarge', { file, size: sizeText(size), max: sizeText(max) })];
  let rows: number | null = null;
  let fittingRows: number | null = null;
  if (dataRows > 0) {
    const average = (size - headerBytes) / dataRows;
    rows = dataRows;
    fittingRows = Math.max(0, Math.floor((max - headerBytes) / average));
    const parts = fittingRows > 0 ? Math.ceil(dataRows / fittingRows) : dataRows;
    lines.push(t('uploads.cli.tooLargeRows', {
      rows: dataRows.toLocaleString('ja-JP'),
      average: Math.ceil(average).toLocaleString('ja-JP'),
      fit: fittingRows.toLocaleString('ja-JP'),
      parts,
    }));
  } else {
    lines.push(t('uploads.cli.tooLargeSplit'));
  }
  return { message: lines.join('\n'), size, max, rows, fittingRows };
}
