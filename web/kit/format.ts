// Display formats of spec 9: dates as yyyy/MM/dd HH:mm:ss in Japan time, numbers with thousands separators.

const JAPAN_DATE_TIME = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric', month: '2-digit', day: '2-digit',
  hour: '2-digit', minute: '2-digit', second: '2-digit',
  hour12: false,
});

/** ISO 8601 with a time part, as the API writes timestamps such as lastUpdated. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A timestamp as yyyy/MM/dd HH:mm:ss (Japan time); text already in a display format is left alone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (!ISO_TIMESTAMP.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = JAPAN_DATE_TIME.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

const GROUPED = new Intl.NumberFormat('ja-JP');

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : GROUPED.format(value);
}
