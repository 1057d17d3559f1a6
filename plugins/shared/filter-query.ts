// Turning a list page's URL filter values into the query its calls send: texts trimmed (empty ones left out) and
// lists joined by commas, as every filter of spec 7 travels.
import { urlParam } from '../../web/kit';

/** The period fields every dated list filters by (yyyy-MM-dd, the date inputs' form). */
export const PERIOD_PARAMS = { startDate: urlParam.text(), toDate: urlParam.text() };

/** A text filter as sent: trimmed, or left out when empty. */
export const filterText = (value: string): string | undefined => value.trim() || undefined;

/** A list filter as sent: comma-joined, or left out when empty. */
export const filterList = (values: readonly string[]): string | undefined => (values.length > 0 ? values.join(',') : undefined);

/** The query without the fields left out, so equal filters send equal requests. */
export function withoutUndefined<T extends object>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as T;
}
