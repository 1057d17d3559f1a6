// Usage budgets (利用上限額) of spec sections 2.4, 3 and 9: the budget period, the alert thresholds, the member cap
// choices, the list filters, the page gates, and the shapes the limit-amount calls carry.
//
// Decisions where the spec is silent (written down here so the web, the server and the tests read one place):
// - limitAmountAlertChoiceFlg / limitFullAmountAlertChoiceFlg set mean the department chose NOT to receive the
//   80% / 100% alert. With both set the department is not watched, so its budget detail and edit are denied
//   (spec 2.4); the responsible person turns them back on from /Billing/LimitAmount/{billingId}.
// - limitAmountForUserAlertChoiceFlg set means the member cap alert is turned off; the member budget edit stays
//   open only while the cap still acts (division STOP or MAIL_ONLY), as spec 2.4 says.
// - The budget period containing a day runs from the 21st of the previous month to the 20th (spec 9), in Japan
//   time. A member stopped by the cap is released when the next period starts (the 21st).
import { between, integer, type ValidationResult } from '../validation';
import type { MessageKey } from '../i18n';

/** Spec 9: the 80% alert, sent the next day to the department clerk (or the responsible person). */
export const LIMIT_ALERT_PERCENT = 80;
/** Spec 9: the 100% alert, sent to the administrator (the corporation's responsible persons). */
export const LIMIT_FULL_ALERT_PERCENT = 100;
/** The first day of a budget period (spec 9: 21st of the previous month to the 20th). */
export const PERIOD_START_DAY = 21;

// The choices the calls name (kept apart from the calls' schemas, which the sign-in page's modules must not load).
export {
  DEFAULT_SERVICE_USAGE_STATUS, DEFAULT_USAGE_RATE_STATUS, LIMIT_BILLING_SORT_COLUMNS, LIMIT_SORT_ORDERS, LIMIT_USER_PAGE_SIZE,
  LIMIT_USER_SORT_COLUMNS, MEMBER_CAP_CHOICE, MEMBER_CAP_DIVISIONS, SERVICE_USAGE_STATUSES, USAGE_RATE_STATUSES,
  type LimitBillingSortColumn, type LimitSortOrder, type LimitUserSortColumn, type MemberCapDivision, type ServiceUsageStatus,
  type UsageRateStatus,
} from './choices';
import type { MemberCapDivision, UsageRateStatus } from './choices';
// The shapes the calls carry are their schemas' types (core/limit-amount/calls.ts).
export type {
  BudgetPeriod, LimitAlertRecord, LimitAmountBillingDetail, LimitAmountBillingRow, LimitAmountGateFlags, LimitAmountUserRow,
  LimitDepartmentChoice,
} from './calls';
import type { BudgetPeriod, LimitAmountGateFlags } from './calls';

/** A calendar day in Japan time. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

export function jstDay(instant: Date): CalendarDay {
  const shifted = new Date(instant.getTime() + JST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** yyyy-MM-dd (the SQL date form). */
export function isoDay(d: CalendarDay): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** The day `days` after (or before) the given one. */
export function addDays(d: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Spec 9: the period holding the day: 21st of the previous month to the 20th of the month (or the next one). */
export function budgetPeriodOf(d: CalendarDay): BudgetPeriod {
  const startMonthOffset = d.day >= PERIOD_START_DAY ? 0 : -1;
  const start = new Date(Date.UTC(d.year, d.month - 1 + startMonthOffset, PERIOD_START_DAY));
  const end = new Date(Date.UTC(d.year, d.month + startMonthOffset, PERIOD_START_DAY - 1));
  const next = new Date(Date.UTC(d.year, d.month + startMonthOffset, PERIOD_START_DAY));
  const iso = (x: Date) => x.toISOString().slice(0, 10);
  return { start: iso(start), end: iso(end), next: iso(next) };
}

/**
 * Usage as a percentage of the limit, rounded half up to one decimal (26.68 % is 26.7 %), or null without a limit.
 * A rate just under an alert band (79.96 %) is not rounded up onto it (80.0 %): the figure and the band's colour
 * must agree, and the band (the alert mails of spec 9) starts only when usage has truly reached it.
 * Integer arithmetic, so the browser and the SQL of server/limit-amount/search.ts (usageRateSql) round alike.
 */
export function usageRateOf(usage: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit === 0) return usage > 0 ? 100 : 0;
  const rounded = Math.floor((2000 * usage + limit) / (2 * limit));
  const floored = Math.floor((1000 * usage) / limit);
  const crossesBand = [LIMIT_ALERT_PERCENT, LIMIT_FULL_ALERT_PERCENT].some((band) => usage * 100 < limit * band && rounded >= band * 10);
  return (crossesBand ? floored : rounded) / 10;
}

/** usageRateOf in SQL over integer (yen) expressions: the same rounding, for filters and sorts in the database. */
export function usageRateSql(usage: string, limit: string): string {
  const rounded = `((2000 * (${usage})::bigint + (${limit})) / (2 * (${limit})::bigint))`;
  const floored = `((1000 * (${usage})::bigint) / (${limit})::bigint)`;
  const crosses = [LIMIT_ALERT_PERCENT, LIMIT_FULL_ALERT_PERCENT]
    .map((band) => `((${usage})::bigint * 100 < (${limit})::bigint * ${band} and ${rounded} >= ${band * 10})`)
    .join(' or ');
  return `case when (${limit}) = 0 then (case when (${usage}) > 0 then 100 else 0 end)
               else (case when ${crosses} then ${floored} else ${rounded} end) / 10.0 end`;
}

/** Which usage rate band a rate falls in (null without a limit). */
export function usageRateStatusOf(rate: number | null): Exclude<UsageRateStatus, '0'> | null {
  if (rate === null) return null;
  if (rate >= LIMIT_FULL_ALERT_PERCENT) return '3';
  if (rate >= LIMIT_ALERT_PERCENT) return '2';
  return '1';
}

/** Spec 2.4: the department budget detail and edit are denied when both alert choice flags are set. */
export function isBillingBudgetOpen(flags: LimitAmountGateFlags): boolean {
  return !(flags.limitAmountAlertChoiceFlg && flags.limitFullAmountAlertChoiceFlg);
}

/** Spec 2.4: the member budget edit is denied when the member alert flag is set and the cap neither stops nor mails. */
export function isUserBudgetEditOpen(flags: LimitAmountGateFlags): boolean {
  if (!flags.limitAmountForUserAlertChoiceFlg) return true;
  return flags.limitFullAmountForUserAlertDivision === 'STOP' || flags.limitFullAmountForUserAlertDivision === 'MAIL_ONLY';
}

/** One department of the budget list (/LimitAmountBilling/Info). Amounts are yen; usage is the current period. */
/** One member of the member budget list (/LimitAmountUser/Info). */
/** The largest budget the screens accept, in yen. */
export const LIMIT_AMOUNT_MAX = 99_999_999;

/** A budget amount as typed: empty (no budget) or a whole number of yen from 0 to LIMIT_AMOUNT_MAX. */
/**
 * An amount as people type it, made plain: full-width digits and commas become ASCII, and thousands separators in
 * their places ("1,000,000") are dropped. Anything else is left as typed, for the integer rule to refuse.
 */
export function normalizeAmountText(value: string): string {
  const ascii = value.trim()
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[，、]/g, ',');
  return /^\d{1,3}(,\d{3})+$/.test(ascii) ? ascii.replaceAll(',', '') : ascii;
}

export function budgetAmountProblem(value: string): ValidationResult {
  const plain = normalizeAmountText(value);
  return integer(plain) ?? between(plain, 0, LIMIT_AMOUNT_MAX);
}

/** The typed amount as yen, or null for "no budget" (call after budgetAmountProblem passed). */
export function budgetAmountOf(value: string): number | null {
  const plain = normalizeAmountText(value);
  return plain === '' ? null : Number(plain);
}

/** Japanese labels of the member cap choices (spec 9: 1, 2, 3). */
export const MEMBER_CAP_DIVISION_LABELS: Readonly<Record<MemberCapDivision, MessageKey>> = {
  STOP: 'limitAmount.division.STOP',
  MAIL_ONLY: 'limitAmount.division.MAIL_ONLY',
  NONE: 'limitAmount.division.NONE',
};

/** The three budget writes of spec 7 (general, billing, user variants) and the settings each may change. */
export type BudgetVariant = 'general' | 'billing' | 'user';
export type BudgetField =
  | 'limitAmount' | 'limitAmountAlertChoiceFlg' | 'limitFullAmountAlertChoiceFlg'
  | 'limitAmountForUser' | 'limitAmountForUserAlertChoiceFlg' | 'limitFullAmountForUserAlertDivision';

export const BUDGET_VARIANT_FIELDS: Readonly<Record<BudgetVariant, readonly BudgetField[]>> = {
  general: ['limitAmount', 'limitAmountAlertChoiceFlg', 'limitFullAmountAlertChoiceFlg', 'limitAmountForUser', 'limitAmountForUserAlertChoiceFlg', 'limitFullAmountForUserAlertDivision'],
  billing: ['limitAmount'],
  user: ['limitAmountForUser', 'limitFullAmountForUserAlertDivision'],
};

/** Japanese labels of the settings, for forms and the confirm table. */
export const BUDGET_FIELD_LABELS: Readonly<Record<BudgetField, MessageKey>> = {
  limitAmount: 'limitAmount.field.limitAmount',
  limitAmountAlertChoiceFlg: 'limitAmount.field.limitAmountAlertChoiceFlg',
  limitFullAmountAlertChoiceFlg: 'limitAmount.field.limitFullAmountAlertChoiceFlg',
  limitAmountForUser: 'limitAmount.field.limitAmountForUser',
  limitAmountForUserAlertChoiceFlg: 'limitAmount.field.limitAmountForUserAlertChoiceFlg',
  limitFullAmountForUserAlertDivision: 'limitAmount.field.limitFullAmountForUserAlertDivision',
};
