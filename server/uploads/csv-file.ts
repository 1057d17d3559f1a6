// CSV files the upload calls answer (completion CSVs and the current-data downloads): UTF-8 with BOM by default,
// CP932 on request (refused with a Japanese message naming a character CP932 cannot hold, never a silent '?').
import iconv from 'iconv-lite';
import type { UploadTemplateEncoding } from '../../core/uploads/calls';
import { encodeUtf8WithBom, firstCp932Unencodable, mapForCp932 } from '../../core/csv/export';
import { t } from '../../core/i18n';
import type { FileReply } from '../http/call-context';
import { validationFailed } from '../http/http-error';
import { scalarText, type Input } from '../http/input';

/** utf8 (also utf-8) or cp932 (also sjis, shift_jis); absent means utf8. */
export function templateEncodingOf(input: Input): UploadTemplateEncoding {
  const value = input.encoding;
  if (value === undefined || value === null || value === '') return 'utf8';
  const text = (scalarText(value) ?? '').trim().toLowerCase();
  if (text === 'utf8' || text === 'utf-8') return 'utf8';
  if (text === 'cp932' || text === 'sjis' || text === 'shift_jis') return 'cp932';
  throw validationFailed({ encoding: t('uploads.error.encoding') });
}

export function csvFileReply(text: string, fileName: string, encoding: UploadTemplateEncoding): FileReply {
  const asciiFileName = fileName.replace(/[^\x20-\x7e]/g, '_');
  if (encoding === 'utf8') {
    return { kind: 'file', fileName, asciiFileName, contentType: 'text/csv; charset=utf-8', data: encodeUtf8WithBom(text) };
  }
  const mapped = mapForCp932(text);
  const bad = firstCp932Unencodable(mapped.replace(/[\r\n]/g, ''));
  if (bad !== null) throw validationFailed({ encoding: t('uploads.error.cp932', { char: bad }) });
  return { kind: 'file', fileName, asciiFileName, contentType: 'text/csv; charset=Shift_JIS', data: new Uint8Array(iconv.encode(mapped, 'cp932')) };
}
