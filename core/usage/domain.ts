// Usage results (利用実績) and reservations (予約情報) rules of spec 3, 5 and 9 that the server, the seed, the web
// and the CLI share: resource types, the rounding of billed minutes by date, the amount from the unit price, the
// closed-time rule, the billing period and the list limits.
//
// Decisions where the spec is silent:
// - Billed minutes (spec 5), by the Japan-time day the use starts:
//   - from the usage of 2023/03/21: the duration counted in seconds, rounded UP to the next 10 minutes; any started
//     part of 10 minutes counts (0 s: 0, 1 s: 10, 9 min 59 s: 10, 10 min: 10, 10 min 1 s: 20);
//   - before it (the old rule, kept for those uses): whole minutes, seconds dropped, not rounded (10 min 59 s: 10).
//   Durations are counted in whole seconds: the milliseconds of the recorded instants are dropped.
// - Used minutes (利用時間, shown beside the billed minutes on the usage page and in its CSV as "billed（used）") are
//   the same duration in whole minutes counted the way that day's rule counts: from 2023/03/21 every started minute
//   (seconds rounded up, so the billed minutes are always the used ones rounded up to the next 10: 10 min 30 s reads
//   20（11）, never 20（10）); before it whole minutes, seconds dropped (equal to the billed minutes).
// - A time-based resource's unit price is per 30 minutes; the amount is unitPrice x billedMinutes / 30, rounded
//   down to the yen. Other resources are charged unit price x quantity. A use covered by a FLEX/BASE seat
//   (useOnlyFlg) is recorded with amount 0.
// - A reservation can be cancelled while it has not started (start after now) and is not already cancelled.
import { budgetPeriodOf, isoDay, jstDay, type BudgetPeriod } from '../limit-amount/domain';

/** Spec 3 resource types. */
export const RESOURCE_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 61, 90, 91, 99] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
/** Billed by the minute (the rounding rule applies); the others per unit. Same split as migration 010. */
export const TIME_BASED_RESOURCE_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 6, 61]);
/** The resource type of the registration management fee rows of the ledger. */
export const REGISTRATION_FEE_RESOURCE_TYPE = 90;
/** Resource types a member books a time slot of (the reservation list's rooms). */
export const BOOKABLE_ROOM_TYPES: readonly number[] = [2, 3, 4, 5, 6];

/** Spec 9 service divisions (SHARE, FLEX, BASE) and the base-point types of facilities. */
export const SERVICE_DIVISIONS = [1, 2, 3] as const;
export const BASE_POINT_TYPES = [1, 2] as const;

/** Spec 5: from the usage of this day, fractions under 10 minutes are rounded up. */
export const ROUNDING_RULE_FROM = '2023-03-21';
export const ROUNDING_UNIT_MINUTES = 10;
/** The unit price of a time-based resource is per this many minutes. */
export const PRICE_UNIT_MINUTES = 30;

/** Spec 9 lists: reservation page size 100, popup list limit 10, download period limit 2020/12/01. */
export const RESERVATION_PAGE_SIZE = 100;
export const USAGE_PAGE_SIZE = 100;
export const POPUP_LIST_LIMIT = 10;
/** The first day usage can be listed or downloaded for (yyyy-MM-dd). */
export const USAGE_DOWNLOAD_FROM = '2020-12-01';

const SECOND_MS = 1_000;
const MINUTE_MS = 60_000;

export function isTimeBased(resourceType: number): boolean {
  return TIME_BASED_RESOURCE_TYPES.has(resourceType);
}

/** Whole seconds from start to end (milliseconds dropped; never negative). */
export function usedSeconds(start: Date, end: Date): number {
  return Math.max(0, Math.floor((end.getTime() - start.getTime()) / SECOND_MS));
}

/** Whether a use starting at this instant is billed by the spec 5 rounding rule (from 2023/03/21, Japan time). */
export function roundsUp(start: Date): boolean {
  return isoDay(jstDay(start)) >= ROUNDING_RULE_FROM;
}

/** The used minutes of a use (see the module comment): every started minute from 2023/03/21, whole minutes before. */
export function usedMinutes(start: Date, end: Date): number {
  const seconds = usedSeconds(start, end);
  return roundsUp(start) ? Math.ceil(seconds / 60) : Math.floor(seconds / 60);
}

/**
 * Spec 5: minutes billed for a use, by the rule of the day it starts (Japan time): from 2023/03/21 the seconds rounded
 * up to the next 10 minutes; before it whole minutes, seconds dropped.
 */
export function billedMinutes(start: Date, end: Date): number {
  const seconds = usedSeconds(start, end);
  if (!roundsUp(start)) return Math.floor(seconds / 60);
  const unit = ROUNDING_UNIT_MINUTES * 60;
  return Math.ceil(seconds / unit) * ROUNDING_UNIT_MINUTES;
}

export interface AmountInput {
  resourceType: number;
  unitPrice: number;
  billedMinutes: number;
  quantity: number;
  useOnly: boolean;
}

/** Yen excluding tax of one use. */
export function usageAmount(input: AmountInput): number {
  if (input.useOnly) return 0;
  if (isTimeBased(input.resourceType)) return Math.floor((input.unitPrice * input.billedMinutes) / PRICE_UNIT_MINUTES);
  return input.unitPrice * input.quantity;
}

/** The billing period (21st to 20th, spec 9) holding an instant, in Japan time. */
export function billingPeriodAt(instant: Date): BudgetPeriod {
  return budgetPeriodOf(jstDay(instant));
}

/** Daily opening hours, 'HH:mm' (or 'HH:mm:ss' as PostgreSQL's time type answers). */
export interface OpeningHours {
  open: string;
  close: string;
}

/** Spec 9 closed-time rule: the hours closedFrom..closedTo are closed on every day from startDay to endDay. */
export interface ClosedPeriod {
  /** yyyy-MM-dd */
  startDay: string;
  endDay: string;
  closedFrom: string;
  closedTo: string;
}

export type ClosedTimeConflict = 'outsideOpeningHours' | 'closedPeriod';

const JST_OFFSET_MS = 9 * 60 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/**
 * Whether a use or booking from start to end meets the site's opening hours and closed periods: null when it
 * does, else why not. Checked day by day (Japan time), so a span across midnight meets each day's hours.
 */
export function closedTimeConflict(start: Date, end: Date, hours: OpeningHours | null, closed: readonly ClosedPeriod[]): ClosedTimeConflict | null {
  if (end.getTime() <= start.getTime()) return null;
  // Work in "Japan wall-clock milliseconds": day boundaries fall on multiples of DAY_MS.
  const from = start.getTime() + JST_OFFSET_MS;
  const to = end.getTime() + JST_OFFSET_MS;
  for (let dayStart = Math.floor(from / DAY_MS) * DAY_MS; dayStart < to; dayStart += DAY_MS) {
    const day = new Date(dayStart).toISOString().slice(0, 10);
    const a = (Math.max(from, dayStart) - dayStart) / MINUTE_MS;
    const b = (Math.min(to, dayStart + DAY_MS) - dayStart) / MINUTE_MS;
    if (hours && (a < minutesOfDay(hours.open) || b > minutesOfDay(hours.close))) return 'outsideOpeningHours';
    for (const period of closed) {
      if (day < period.startDay || day > period.endDay) continue;
      if (a < minutesOfDay(period.closedTo) && b > minutesOfDay(period.closedFrom)) return 'closedPeriod';
    }
  }
  return null;
}

/** A booked span of time of one room or seat. */
export interface BookedSpan {
  start: Date;
  end: Date;
}

/**
 * A room or seat is booked to one reservation at a time: the held (not cancelled) reservation of the same room that
 * the wanted span overlaps, or null. Spans that only touch (one ends as the next starts) do not overlap.
 */
export function bookingOverlap<S extends BookedSpan>(held: Iterable<S>, wanted: BookedSpan): S | null {
  for (const span of held) {
    if (span.start.getTime() < wanted.end.getTime() && wanted.start.getTime() < span.end.getTime()) return span;
  }
  return null;
}

/** A reservation may be cancelled by an administrator only before it starts (spec 8: otherwise the cancel fails). */
export function isCancellable(reservation: { startDate: Date; cancelled: boolean }, now: Date): boolean {
  return !reservation.cancelled && reservation.startDate.getTime() > now.getTime();
}
