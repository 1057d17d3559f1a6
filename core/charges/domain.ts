// Charges and invoices (請求照会): the constants of spec 4 and 9 and the two money rules every layer shares, the
// registration management fee and the consumption tax of an invoice.
//
// Decisions where the spec is silent (issue 14; the server's close in server/charges/close.ts applies them):
// - Actual users (実利用者) of a billing period: the distinct members of the corporation with at least one usage
//   record of their own whose Japan-time usage day falls in the period (SHARE uses, FLEX/BASE uses covered by a
//   seat, not-yet-cleared uses alike; adjustment rows of resource types 90, 91 and 99 do not count). A member who
//   changed department counts once. A period with no user at all still carries the flat fee (up to 100 users).
// - Tax: amounts are kept excluding tax. An invoice's consumption tax is computed once per invoice and tax rate
//   on the sum of its lines at that rate, and fractions of a yen are rounded down (切り捨て); never per line.
import { budgetPeriodOf, type BudgetPeriod } from '../limit-amount/domain';

/** Spec 4 charge status. */
export const CHARGE_STATUS = { notConfirmed: 0, confirmed: 2 } as const;
export type ChargeStatus = (typeof CHARGE_STATUS)[keyof typeof CHARGE_STATUS];

/** Spec 9 charge info divisions. */
export const CHARGE_DIVISION = { share: 1, flex: 2 } as const;
export type ChargeDivision = (typeof CHARGE_DIVISION)[keyof typeof CHARGE_DIVISION];

/** Spec 9 output types of the downloads. */
export const CHARGE_OUTPUT_TYPE = { all: 1, summary: 2, breakdown: 3 } as const;
export type ChargeOutputType = (typeof CHARGE_OUTPUT_TYPE)[keyof typeof CHARGE_OUTPUT_TYPE];

/** Spec 9: the add-member monthly amount is added up under this code. */
export const ADD_MEMBER_ADDING_UP_CODE = 14;

/** Spec 3 resource types of adjustments: registration-management 90, contract 91, other 99. */
export const ADJUSTMENT_RESOURCE_TYPES: readonly number[] = [90, 91, 99];
/** The contract adjustment belongs to the FLEX/BASE division; the others to SHARE. */
export const CONTRACT_ADJUSTMENT_RESOURCE_TYPE = 91;

/** Spec 9 registration management fee: up to 100 actual users a flat 50,000 yen; above, 500 yen a person. */
export const REGISTRATION_FEE_FLAT = 50_000;
export const REGISTRATION_FEE_FLAT_UP_TO = 100;
export const REGISTRATION_FEE_PER_PERSON = 500;

export function registrationFee(actualUsers: number): number {
  return actualUsers <= REGISTRATION_FEE_FLAT_UP_TO ? REGISTRATION_FEE_FLAT : actualUsers * REGISTRATION_FEE_PER_PERSON;
}

/**
 * The registration fee split across departments by their actual users (issue 15, fee charge division 2 部署ごとに請求):
 * each department's exact share is fee x users / total; the shares are rounded down and the yen left over go one each
 * to the largest remainders (ties: the earlier department), so the parts sum to the fee exactly, none is negative and
 * each is within 1 yen of its exact share. Integer arithmetic throughout. Answers one amount per entry, in order; all
 * zeros when no department has a user (the caller then bills the fee as under division 1).
 */
export function apportionRegistrationFee(fee: number, users: readonly number[]): number[] {
  const total = users.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return users.map(() => 0);
  const floors = users.map((n) => Math.floor((fee * n) / total));
  const remainders = users.map((n, i) => ({ i, remainder: fee * n - floors[i] * total }));
  let left = fee - floors.reduce((sum, n) => sum + n, 0);
  for (const { i } of remainders.sort((a, b) => b.remainder - a.remainder || a.i - b.i)) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors;
}

/**
 * The parts a department's charges of a month add up from, per division, in the order the summary page, its CSV and
 * its Excel show them: each line kind falls in exactly one part, so the parts of every row add up to its total.
 */
export const SUMMARY_PARTS = {
  usageAmount: ['use'],
  registrationFee: ['registrationFee'],
  seatAmount: ['seat', 'excessSeat'],
  addMemberAmount: ['addMember'],
  adjustmentAmount: ['adjustment'],
} as const satisfies Record<string, readonly ChargeLineKind[]>;
export type SummaryPart = keyof typeof SUMMARY_PARTS;
/** The parts that can be non-zero in a division (SHARE: uses, the fee, adjustments; FLEX/BASE: seats, added members, adjustments). */
export const SUMMARY_PARTS_OF_DIVISION: Readonly<Record<ChargeDivision, readonly SummaryPart[]>> = {
  [CHARGE_DIVISION.share]: ['usageAmount', 'registrationFee', 'adjustmentAmount'],
  [CHARGE_DIVISION.flex]: ['seatAmount', 'addMemberAmount', 'adjustmentAmount'],
};

/** Line kinds of a close. */
export const CHARGE_LINE_KINDS = ['use', 'registrationFee', 'seat', 'excessSeat', 'addMember', 'adjustment'] as const;
export type ChargeLineKind = (typeof CHARGE_LINE_KINDS)[number];

/**
 * The consumption tax of one invoice at one rate: the rate applied once to the total of the invoice's lines at that
 * rate, fractions of a yen rounded down. Integer arithmetic (no floating point): 105 + 106 yen at 10 % is
 * floor(2110 / 100) = 21 yen, where rounding each line would give 10 + 10 = 20.
 */
export function consumptionTax(taxableAmount: number, ratePercent: number): number {
  const product = taxableAmount * ratePercent;
  // Math.floor rounds a negative total (a credit) away from zero; round towards zero so a credit's tax is not enlarged.
  // (+ 0: a credit of less than a yen's tax is 0, not -0, which a formatter prints as "-0".)
  return product >= 0 ? Math.floor(product / 100) : -Math.floor(-product / 100) + 0;
}

export interface TaxLine {
  taxRate: number;
  taxableAmount: number;
  taxAmount: number;
}

/** The qualified-invoice figures of an invoice: per rate (highest first), the total excluding tax and the tax. */
export function taxByRate(lines: readonly { amount: number; taxRate: number }[]): TaxLine[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.taxRate, (totals.get(line.taxRate) ?? 0) + line.amount);
  return [...totals.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([taxRate, taxableAmount]) => ({ taxRate, taxableAmount, taxAmount: consumptionTax(taxableAmount, taxRate) }));
}

/** The billing period that ends in the closing month yyyy-MM (21st of the month before to the 20th). */
export function chargePeriodOfMonth(month: string): BudgetPeriod {
  const [year, m] = month.split('-').map(Number);
  return budgetPeriodOf({ year, month: m, day: 20 });
}

/** The closing month (yyyy-MM) of the period starting on `periodStart` (yyyy-MM-dd, a 21st). */
export function chargeMonthOfPeriodStart(periodStart: string): string {
  const [year, month] = periodStart.split('-').map(Number);
  const next = new Date(Date.UTC(year, month, 1));
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A month as the spec's pickers show it and the calls take it: yyyy/MM. */
export const CHARGE_MONTH_PATTERN = /^(\d{4})\/(0[1-9]|1[0-2])$/;

/** Issuer registration numbers of the qualified-invoice system: T and 13 digits. */
export const INVOICE_REGISTRATION_NUMBER_PATTERN = /^T\d{13}$/;

/**
 * Whether the 13 digits of a registration number (法人番号, and so T + 法人番号) carry the national check digit: the
 * first digit is 9 - (sum over the other twelve, counted from the right, of the digit x 1 at odd and x 2 at even
 * places) mod 9.
 */
export function hasValidRegistrationCheckDigit(registrationNumber: string): boolean {
  if (!INVOICE_REGISTRATION_NUMBER_PATTERN.test(registrationNumber)) return false;
  const digits = registrationNumber.slice(1).split('').map(Number);
  const base = digits.slice(1).reverse();
  const sum = base.reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 2), 0);
  return digits[0] === 9 - (sum % 9);
}

/** The billing terms of every invoice (kept with the issuer; README: CHARGE_CONFIRM_DAY, INVOICE_DUE_DAY, DIRECT_DEBIT_DAY). */
export interface BillingTerms {
  /** The day of the month after the closing month on which the month is confirmed (1-28). */
  confirmDay: number;
  /** The payment due day of the month after the closing month; 31 (or more than the month has): its last day. */
  paymentDueDay: number;
  /** The direct-debit day (口座振替日) of the month after the closing month, its last day at most. */
  directDebitDay: number;
}

export const DEFAULT_BILLING_TERMS: BillingTerms = { confirmDay: 1, paymentDueDay: 31, directDebitDay: 27 };

/** The day (yyyy-MM-dd) of the month after the closing month yyyy-MM, clipped to that month's last day. */
function dayOfFollowingMonth(month: string, day: number): string {
  const [year, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(year, m, Math.min(day, last)));
  return next.toISOString().slice(0, 10);
}

/** The Japan-time day (yyyy-MM-dd) from which the closing month yyyy-MM is confirmed. */
export const confirmationDayOf = (month: string, terms: BillingTerms): string => dayOfFollowingMonth(month, terms.confirmDay);
/** The payment due day (支払期限) of the invoices of the closing month yyyy-MM. */
export const paymentDueDayOf = (month: string, terms: BillingTerms): string => dayOfFollowingMonth(month, terms.paymentDueDay);
/** The direct-debit day (口座振替日) of the invoices of the closing month yyyy-MM. */
export const directDebitDayOf = (month: string, terms: BillingTerms): string => dayOfFollowingMonth(month, terms.directDebitDay);

/** The terms' own rules: days in range, and payment after the confirmation (the issue date). Answers the broken rule's field or null. */
export function billingTermsProblem(terms: BillingTerms): keyof BillingTerms | null {
  const within = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  if (!within(terms.confirmDay, 28)) return 'confirmDay';
  if (!within(terms.paymentDueDay, 31) || terms.paymentDueDay <= terms.confirmDay) return 'paymentDueDay';
  if (!within(terms.directDebitDay, 31) || terms.directDebitDay <= terms.confirmDay) return 'directDebitDay';
  return null;
}

/** The number of a month's invoice to one destination: closing month, corporation, destination. */
export function invoiceNumber(month: string, corporationId: number, chargeClientId: number): string {
  return `${month.replace('-', '')}-${String(corporationId).padStart(5, '0')}-${String(chargeClientId).padStart(5, '0')}`;
}
