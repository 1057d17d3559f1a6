// Reading the shared filter fields of the reservation and usage calls: days (yyyy/MM/dd, not before 2020/12/01 for
// usage), department lists within the viewer's reach, paging, sort, and LIKE patterns.
import { USAGE_DOWNLOAD_FROM } from '../../core/usage/domain';
import { t } from '../../core/i18n';
import { permissionDenied } from '../http/http-error';
import { InputReader } from '../http/input';
import type { MemberViewer } from '../users/viewer';

/** A yyyy/MM/dd (or yyyy-MM-dd) field as yyyy-MM-dd, checked as a real calendar day. */
export function readDay(reader: InputReader, name: string, earliest?: string): string | undefined {
  const text = reader.text(name, { max: 10 });
  if (text === undefined) return undefined;
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text);
  const day = match ? `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}` : '';
  const date = new Date(`${day}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    reader.fail(name, t('usage.validation.date'));
    return undefined;
  }
  if (earliest !== undefined && day < earliest) {
    reader.fail(name, t('usage.validation.beforeDownloadLimit'));
    return undefined;
  }
  return day;
}

/** The period fields of usage: both days on or after 2020/12/01 and in order. */
export function readUsagePeriod(reader: InputReader): { from?: string; to?: string } {
  const from = readDay(reader, 'startDate', USAGE_DOWNLOAD_FROM);
  const to = readDay(reader, 'toDate', USAGE_DOWNLOAD_FROM);
  if (from && to && to < from) reader.fail('toDate', t('usage.validation.periodOrder'));
  return { from, to };
}

/** Department ids of the filter: all reachable when none is given; one outside the viewer's reach is a 403. */
export function departmentScope(reader: InputReader, viewer: MemberViewer, name = 'organizationId'): { ids: number[]; all: boolean } {
  const asked = reader.idList(name);
  if (asked.length === 0) return { ids: [...viewer.departmentIds], all: viewer.responsible };
  reader.check();
  if (asked.some((id) => !viewer.departmentIds.has(id))) throw permissionDenied();
  return { ids: asked, all: false };
}

/** offset (default 0) and limit (default `fallback`, 1 to `max`). */
export function readPaging(reader: InputReader, fallback: number, max: number): { offset: number; limit: number } {
  const int = (name: string, min: number, upTo: number, value: number): number => {
    const text = reader.text(name, { max: 12 });
    if (text === undefined) return value;
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > upTo) {
      reader.fail(name, t('validation.between', { min, max: upTo }));
      return value;
    }
    return n;
  };
  return { offset: int('offset', 0, 10_000_000, 0), limit: int('limit', 1, max, fallback) };
}

/** One of the allowed texts, or the default; anything else is a field error. */
export function readChoice<T extends string>(reader: InputReader, name: string, choices: readonly T[], fallback: T): T {
  const text = reader.text(name, { max: 40 });
  if (text === undefined) return fallback;
  if (!(choices as readonly string[]).includes(text)) {
    reader.fail(name, t('usage.validation.choice'));
    return fallback;
  }
  return text as T;
}

/** A flag given as 1/0, true/false. */
export function readFlag(reader: InputReader, name: string): boolean {
  const text = reader.text(name, { max: 5 });
  if (text === undefined) return false;
  if (['1', 'true'].includes(text)) return true;
  if (['0', 'false'].includes(text)) return false;
  reader.fail(name, t('usage.validation.choice'));
  return false;
}

/** A contains-pattern for LIKE, its wildcards taken literally (the query adds `escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
