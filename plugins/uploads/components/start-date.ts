// The apply date of a scheduled upload (yyyy/MM/dd, Japan's calendar): today by default, never in the past.
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const YMD = /^(\d{4})\/(\d{2})\/(\d{2})$/;

/** Today in Japan as yyyy/MM/dd (the server's calendar for start dates). */
export function japanToday(nowMs: number): string {
  const d = new Date(nowMs + JST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}

/** A real calendar date written yyyy/MM/dd, today or later (same-width text compares as dates). */
export function isValidStartDate(text: string, today: string): boolean {
  const match = YMD.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return text >= today;
}
