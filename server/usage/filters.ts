// The rules of the reservation and usage filters that their schemas (core/usage/filter-schemas.ts, checked at the edge)
// cannot say: the first day usage reaches, a period's order, the departments within the viewer's reach; and the
// readings of checked fields (days, ids) and LIKE patterns.
import { idsOfList } from '../../core/api/schema';
import { billingPeriodAt, USAGE_DOWNLOAD_FROM } from '../../core/usage/domain';
import { t } from '../../core/i18n';
import { permissionDenied, validationFailed } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';

/** A day field as the edge checked it (DayText: yyyy/M/d or yyyy-MM-dd, a real day) as yyyy-MM-dd. */
export function dayOfField(text: string): string {
  const [year, month, day] = text.split(/[/-]/);
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** An optional id field as the edge checked it (IdText), as a number. */
export const optionalId = (text: string | undefined): number | undefined => (text === undefined ? undefined : Number(text));

/**
 * The period of a usage request (yyyy-MM-dd, inclusive): each day given on or after 2020/12/01, a missing end the
 * current billing period's (21st to 20th), and the end not before the start; every broken rule told in one 400.
 */
export function usagePeriod(input: { startDate?: string; toDate?: string }, now: Date): { from: string; to: string } {
  const problems: Record<string, string> = {};
  const day = (name: 'startDate' | 'toDate'): string | undefined => {
    const text = input[name];
    if (text === undefined) return undefined;
    const iso = dayOfField(text);
    if (iso >= USAGE_DOWNLOAD_FROM) return iso;
    problems[name] = t('usage.validation.beforeDownloadLimit');
    return undefined;
  };
  const current = billingPeriodAt(now);
  const from = day('startDate') ?? current.start;
  const to = day('toDate') ?? current.end;
  if (to < from) problems.toDate ??= t('usage.validation.periodOrder');
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  return { from, to };
}

/**
 * Department ids of the filter (IdListText, comma-joined): all reachable when none is given; one outside the viewer's
 * reach is a 403.
 */
export function departmentScope(organizationId: string | undefined, viewer: MemberViewer): { ids: number[]; all: boolean } {
  const asked = idsOfList(organizationId);
  if (asked.length === 0) return { ids: [...viewer.departmentIds], all: viewer.responsible };
  if (asked.some((id) => !viewer.departmentIds.has(id))) throw permissionDenied();
  return { ids: asked, all: false };
}

/** A contains-pattern for LIKE, its wildcards taken literally (the query adds `escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
