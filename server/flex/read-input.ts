// Small readers shared by the flex list calls: flags, paging, sort order, the contains-pattern and today's date.
import { t } from '../../core/i18n';
import { formatDate } from '../format/dates';
import type { InputReader } from '../http/input';

/** A yes/no filter given as true/false, 1/0 or absent (false). */
export function flagOf(reader: InputReader, name: string): boolean {
  const text = reader.text(name);
  if (text === undefined) return false;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  reader.fail(name, t('validation.format'));
  return false;
}

export function offsetOf(reader: InputReader): number {
  const text = reader.text('offset') ?? '0';
  if (!/^\d{1,9}$/.test(text)) {
    reader.fail('offset', t('validation.integer'));
    return 0;
  }
  return Number(text);
}

export function sortOrderOf(reader: InputReader, fallback: 'asc' | 'desc'): 'asc' | 'desc' {
  const text = reader.text('sortOrder') ?? fallback;
  if (text !== 'asc' && text !== 'desc') {
    reader.fail('sortOrder', t('validation.format'));
    return fallback;
  }
  return text;
}

/** A lower-cased contains-pattern for LIKE with the wildcards of the keyword escaped. */
export function likePattern(keyWord: string): string {
  return `%${keyWord.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Today in Japan time as the SQL date text. */
export function sqlDay(now: Date): string {
  return formatDate(now).replaceAll('/', '-');
}
