// Date texts of spec 9 (yyyy/MM/dd HH:mm:ss) in Japan time, which has no daylight saving: a fixed +9 hours.
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function formatDateTime(date: Date): string {
  const d = new Date(date.getTime() + JST_OFFSET_MS);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function formatDate(date: Date): string {
  return formatDateTime(date).slice(0, 10);
}

/** `lastUpdated` travels as ISO 8601 with milliseconds: exact, so a stale copy can be told from a fresh one. */
export function formatLastUpdated(date: Date): string {
  return date.toISOString();
}
