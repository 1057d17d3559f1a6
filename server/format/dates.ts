// Date texts of spec 9 (yyyy/MM/dd HH:mm:ss) in Japan time, which has no daylight saving: a fixed +9 hours.
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

const DAY_MS = 86_400_000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
/** '00' … '59'. */
const TWO_DIGITS: readonly string[] = Array.from({ length: 60 }, (_, n) => pad(n));

/** The last day formatted ('yyyy/MM/dd '), by its number in Japan time: a large CSV writes the same day thousands of times. */
let lastDay = { number: Number.NaN, text: '' };

/** A moment (a Date or epoch milliseconds) as yyyy/MM/dd HH:mm:ss in Japan time. */
export function formatDateTime(date: Date | number): string {
  const local = (typeof date === 'number' ? date : date.getTime()) + JST_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  if (day !== lastDay.number) {
    const d = new Date(day * DAY_MS);
    lastDay = { number: day, text: `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ` };
  }
  const seconds = Math.floor((local - day * DAY_MS) / 1000);
  return `${lastDay.text}${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}`;
}

export function formatDate(date: Date): string {
  return formatDateTime(date).slice(0, 10);
}

/** `lastUpdated` travels as ISO 8601 with milliseconds: exact, so a stale copy can be told from a fresh one. */
export function formatLastUpdated(date: Date): string {
  return date.toISOString();
}
