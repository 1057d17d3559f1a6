// The request's fields as the server receives them, before a call's schemas have checked them (server/http/
// request-check.ts checks every call's fields at the edge and hands the handler its typed input).
export type Input = Readonly<Record<string, unknown>>;

const INT4_MAX = 2_147_483_647;

/** Digits of a positive id the database's integer columns can hold (1 to 2147483647). */
export function isIdText(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= INT4_MAX;
}
