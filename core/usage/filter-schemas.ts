// The request fields the reservation, facility and usage calls share (core/reservations/calls.ts, core/usage/calls.ts):
// days, paging, sort orders, flags and lists of codes, as schemas. What a schema cannot say (the first day usage
// reaches, a period's order, the viewer's departments) is server/usage/filters.ts's.
import { IntegerBetween, MESSAGE_ANNOTATION, OneOf, Optional, StringSchema } from '../api/schema';
// The schemas name messages of this catalogue (x-twb-message): wherever they go, it is registered.
import './load-messages';

/** The message of a value outside a field's choices (sort, order, flag, code list). */
export const CHOICE_MESSAGE = { message: 'usage.validation.choice' } as const;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const SEPARATOR = '[/-]';
const MONTH_OF_31 = `(?:0?[13578]|1[02])${SEPARATOR}(?:0?[1-9]|[12][0-9]|3[01])`;
const MONTH_OF_30 = `(?:0?[469]|11)${SEPARATOR}(?:0?[1-9]|[12][0-9]|30)`;
const FEBRUARY = `0?2${SEPARATOR}(?:0?[1-9]|1[0-9]|2[0-8])`;
/** Leap years: divisible by 4 but not by 100 (the last two digits), or by 400 (00 after a multiple of 4). */
const LEAP_DAY = `(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)${SEPARATOR}0?2${SEPARATOR}29`;

/**
 * A day of the calendar as yyyy/MM/dd (the date inputs' form) or yyyy-MM-dd (older bookmarks), month and day with
 * one digit or two: a real day (2026/02/30 and 2026/13/01 are not), so the server reads it without checking again.
 */
export const DAY_PATTERN = `^(?:[0-9]{4}${SEPARATOR}(?:${MONTH_OF_31}|${MONTH_OF_30}|${FEBRUARY})|${LEAP_DAY})$`;

/** A day field (DAY_PATTERN), told with usage.validation.date whatever is wrong with it. */
export function DayText(options: { description?: string } = {}) {
  return StringSchema({ pattern: DAY_PATTERN, maxLength: 10, [MESSAGE_ANNOTATION]: 'usage.validation.date', ...options });
}

/** The offset of a page: 0 by default, at most ten million. */
const OFFSET_MAX = 10_000_000;

/** offset and limit of a list: `fallback` a page by default, at most `max` ({min}から{max}の範囲で入力してください). */
export function pagingFields(fallback: number, max: number) {
  return {
    offset: Optional(IntegerBetween(0, OFFSET_MAX, { default: 0 })),
    limit: Optional(IntegerBetween(1, max, { default: fallback, description: `Default ${fallback}, at most ${max}.` })),
  };
}

/** A flag of a list filter as the pages and scripts write it: 1 or true, 0 or false. */
export const FLAG_TEXTS = ['1', 'true', '0', 'false'] as const;
export const FlagText = () => OneOf(FLAG_TEXTS, CHOICE_MESSAGE);
export const isFlagSet = (flag: (typeof FLAG_TEXTS)[number] | undefined): boolean => flag === '1' || flag === 'true';

/**
 * A comma-joined list of codes out of `codes` ("2,5", " 2 , 5", "" for none; empty parts skipped), as the filters of
 * resource types, service divisions and base-point types travel; any other part is usage.validation.choice. Read it
 * with idsOfList (core/api/schema.ts). Written as IdListText is, so the pattern runs in linear time.
 */
export function CodeListText(codes: readonly number[], options: { description?: string } = {}) {
  // Longer codes first, so a code that begins another (1 and 11) never cuts it short.
  const code = `(?:${[...codes].map(String).sort((a, b) => b.length - a.length).join('|')})`;
  return StringSchema({
    pattern: `^\\s*(?:${code}\\s*)?(?:,\\s*(?:${code}\\s*)?)*$`,
    maxLength: 1000,
    [MESSAGE_ANNOTATION]: CHOICE_MESSAGE.message,
    ...options,
  });
}
