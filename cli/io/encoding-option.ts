// `--encoding` of every command, with one spelling of each value: utf-8, cp932 (and auto where the file is read and
// detected). The other spellings people type are taken as the same: utf8 for utf-8; sjis, shift_jis, shift-jis,
// windows-31j and ms932 for cp932 (Japanese Excel's "CSV" is CP932, which those names commonly mean).
import { t } from '../../core/i18n';
import { usageError } from './cli-error';

export type FileEncoding = 'utf8' | 'cp932';

const SPELLINGS: Readonly<Record<string, FileEncoding>> = {
  'utf-8': 'utf8',
  utf8: 'utf8',
  cp932: 'cp932',
  sjis: 'cp932',
  shift_jis: 'cp932',
  'shift-jis': 'cp932',
  shiftjis: 'cp932',
  'windows-31j': 'cp932',
  ms932: 'cp932',
};

/** The canonical spellings, as help and messages name them. */
export const ENCODING_NAMES: Readonly<Record<FileEncoding, string>> = { utf8: 'utf-8', cp932: 'cp932' };

function refused(value: string, withAuto: boolean): Error {
  return usageError(t(withAuto ? 'cli.encoding.badWithAuto' : 'cli.encoding.bad', { encoding: value }));
}

/** --encoding of a file written by the server (utf-8 with BOM by default, or cp932). */
export function fileEncodingOption(value: string | undefined, fallback: FileEncoding = 'utf8'): FileEncoding {
  if (value === undefined) return fallback;
  const chosen = SPELLINGS[value.trim().toLowerCase()];
  if (!chosen) throw refused(value, false);
  return chosen;
}

/** --encoding of a file read here: auto (detected, the default), utf-8 or cp932. */
export function readEncodingOption(value: string | undefined): FileEncoding | 'auto' {
  if (value === undefined || value.trim().toLowerCase() === 'auto') return 'auto';
  const chosen = SPELLINGS[value.trim().toLowerCase()];
  if (!chosen) throw refused(value, true);
  return chosen;
}
