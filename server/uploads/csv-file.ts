// CSV files the upload calls answer (completion CSVs and the current-data downloads): UTF-8 with BOM by default,
// CP932 on request (refused with a Japanese message naming a character CP932 cannot hold, never a silent '?').
import iconv from 'iconv-lite';
import type { UploadTemplateEncoding } from '../../core/uploads/calls';
import { encodeUtf8WithBom, firstCp932Unencodable, mapForCp932 } from '../../core/csv/export';
import { t } from '../../core/i18n';
import type { FileReply } from '../http/call-context';
import { validationFailed } from '../http/http-error';

/** utf8 (also utf-8) or cp932 (also sjis, shift_jis), any case; absent or empty means utf8. The edge has made it a text. */
export function templateEncodingOf(encoding: string | undefined): UploadTemplateEncoding {
  const text = (encoding ?? '').trim().toLowerCase();
  if (text === '' || text === 'utf8' || text === 'utf-8') return 'utf8';
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
