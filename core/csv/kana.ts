// Half-width katakana in a kana column: reported with its own message that offers the full-width form, never
// changed silently (issue 5). Only the half-width katakana block is converted for the suggestion: NFKC on the
// whole value would also turn full-width spaces and letters into ASCII (docs/csv-formats.md).
import '../i18n/load/csv';
import { katakana, type ValidationResult } from '../validation';

/** U+FF61-U+FF9F: half-width katakana, their voicing marks and half-width 。「」、・ー. */
const HALF_WIDTH_KANA_RUN = /[\uFF61-\uFF9F]+/g;
const HAS_HALF_WIDTH_KANA = /[\uFF61-\uFF9F]/;

export function hasHalfWidthKana(value: string): boolean {
  return HAS_HALF_WIDTH_KANA.test(value);
}

/** The value with each run of half-width katakana in full width (ｶﾞ becomes ガ, ｰ becomes ー). */
export function toFullWidthKana(value: string): string {
  return value.replace(HALF_WIDTH_KANA_RUN, (run) => run.normalize('NFKC'));
}

/**
 * The kana column check: half-width katakana first (with the suggestion), then the shared full-width katakana
 * validator of core/validation.
 */
export function kanaCell(value: string): ValidationResult {
  if (hasHalfWidthKana(value)) return { key: 'csv.error.halfWidthKana', params: { suggestion: toFullWidthKana(value) } };
  return katakana(value);
}
