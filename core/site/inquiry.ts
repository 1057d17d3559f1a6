// The inquiry form's fields and rules, shared by the contact page (messages beside the fields) and the server
// (400 with the same messages): categories, lengths, mail and phone formats, the consent tick, and no line breaks or
// direction controls in one-line fields.
import { st, type SiteTextKey } from './texts';
import { mail } from '../validation/formats';
import type { InquiryRequest } from './calls';

export const INQUIRY_CATEGORIES = ['login', 'members', 'departments', 'uploads', 'billing', 'other'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export const INQUIRY_LIMITS = { companyName: 100, name: 50, mail: 254, phone: 13, body: 2000, loginId: 50 } as const;

/** The inquiry's fields: the type of the call's request schema (core/site/calls.ts). */
export type InquiryInput = InquiryRequest;

export type InquiryField = keyof InquiryInput;

export function inquiryCategoryLabel(category: InquiryCategory): string {
  return st(`site.inquiry.category.${category}` as SiteTextKey);
}

/** The follow-up question of a category: the login id, for sign-in trouble only. */
export function asksLoginId(category: string): boolean {
  return category === 'login';
}

export function isInquiryCategory(value: string): value is InquiryCategory {
  return (INQUIRY_CATEGORIES as readonly string[]).includes(value);
}

const PHONE = /^0\d{1,4}-?\d{1,4}-?\d{3,4}$/;

/**
 * What a one-line field may not hold: line breaks (CR, LF and the Unicode line and paragraph separators), every
 * other control character, and the bidirectional controls (U+200E/F marks, U+202A-U+202E embeddings and overrides,
 * U+2066-U+2069 isolates). In the support desk's copy they would let a visitor start a line of their own (a forged
 * 「メールアドレス：」) or turn text around (a right-to-left override).
 */
// eslint-disable-next-line no-control-regex
export const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** The fields of one line (all but the body); the consent is a tick and the category a choice. */
export const ONE_LINE_FIELDS = ['companyName', 'name', 'mail', 'phone', 'loginId'] as const satisfies readonly InquiryField[];

function text(value: string, max: number, requiredField: boolean): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return requiredField ? st('site.inquiry.error.required') : null;
  if ([...trimmed].length > max) return st('site.inquiry.error.tooLong', { max });
  return null;
}

/** Field name to Japanese message, for every field that is wrong; empty when the inquiry may be filed. */
export function inquiryProblems(input: InquiryInput): Partial<Record<InquiryField, string>> {
  const problems: Partial<Record<InquiryField, string>> = {};
  if (!isInquiryCategory(input.category)) problems.category = st('site.inquiry.error.category');
  const companyName = text(input.companyName, INQUIRY_LIMITS.companyName, true);
  if (companyName) problems.companyName = companyName;
  const name = text(input.name, INQUIRY_LIMITS.name, true);
  if (name) problems.name = name;
  const mailText = input.mail.trim();
  if (mailText === '') problems.mail = st('site.inquiry.error.required');
  else if (mail(mailText) !== null) problems.mail = st('site.inquiry.error.mail');
  const phone = input.phone.trim();
  if (phone !== '' && (phone.length < 10 || phone.length > INQUIRY_LIMITS.phone || !PHONE.test(phone))) problems.phone = st('site.inquiry.error.phone');
  const body = text(input.body, INQUIRY_LIMITS.body, true);
  if (body) problems.body = body;
  if (asksLoginId(input.category)) {
    const loginId = text(input.loginId ?? '', INQUIRY_LIMITS.loginId, false);
    if (loginId) problems.loginId = loginId;
  }
  if (!input.consent) problems.consent = st('site.inquiry.error.consent');
  // Checked on the value as sent (a trailing line break is refused too, not trimmed away), before any other rule.
  for (const field of ONE_LINE_FIELDS) {
    if (field === 'loginId' && !asksLoginId(input.category)) continue;
    const value = input[field];
    if (typeof value === 'string' && ONE_LINE_FORBIDDEN.test(value)) problems[field] = st('site.inquiry.error.control');
  }
  return problems;
}
