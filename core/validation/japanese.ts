// Japanese text validators of spec 5 and docs/csv-formats.md: full-width katakana, full-width (CP932 two-byte) text,
// and the combined length of an address pair. Values are compared in NFC (never NFKC, which would turn
// full-width characters into ASCII), so a kana typed with a separate voicing mark counts as one kana.
import { isCp932FullWidth } from './cp932';
import { toNfc } from './nfc';
import { characterCount, failure, type ValidationResult } from './types';

/**
 * ァ-ヶ (U+30A1-U+30F6), ー U+30FC, ・ U+30FB and the full-width space U+3000. Deliberately not the whole block
 * U+30A0-U+30FF: ヷ-ヺ and ヿ have no CP932 code. Half-width ｶﾀｶﾅ and the look-alikes of ー (一, ｰ, −, ‐, ―, －) fail.
 */
const FULL_WIDTH_KATAKANA = /^[\u30A1-\u30F6\u30FB\u30FC\u3000]*$/;

export const FULL_WIDTH_MAX = 30;
export const ADDRESS_PAIR_MAX = 100;

export function katakana(value: string): ValidationResult {
  return FULL_WIDTH_KATAKANA.test(toNfc(value)) ? null : failure('validation.katakana');
}

export function fullWidth(value: string): ValidationResult {
  return isCp932FullWidth(toNfc(value)) ? null : failure('validation.fullWidth');
}

/** Full-width only and at most 30 characters, with the spec's single message for both faults. */
export function fullWidthMax30(value: string): ValidationResult {
  const text = toNfc(value);
  // Full-width text is all BMP (no surrogate pairs), so its length is its character count.
  return isCp932FullWidth(text) && text.length <= FULL_WIDTH_MAX ? null : failure('validation.fullWidth30');
}

/**
 * Address and residence are stored side by side and limited together: this value plus its pair at most `max`
 * characters. `pairLabel` names the other field in the message.
 */
export function addressPairLength(value: string, pairValue: string, pairLabel: string, max = ADDRESS_PAIR_MAX): ValidationResult {
  const total = characterCount(value.normalize('NFC')) + characterCount(pairValue.normalize('NFC'));
  return total > max ? failure('validation.addressLength', { pair: pairLabel, max }) : null;
}
