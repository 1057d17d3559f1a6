// Small helpers shared by the flex list calls: the contains-pattern and today's date.
import { formatDate } from '../format/dates';

/** A lower-cased contains-pattern for LIKE with the wildcards of the keyword escaped. */
export function likePattern(keyWord: string): string {
  return `%${keyWord.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Today in Japan time as the SQL date text. */
export function sqlDay(now: Date): string {
  return formatDate(now).replaceAll('/', '-');
}
