// Text the database cannot store (NUL, lone UTF-16 surrogates) found anywhere in a request's input, before any handler.
import { t } from '../../core/i18n';
import { validationFailed, type HttpError } from './http-error';

/** NUL (PostgreSQL text refuses it) and a surrogate without its pair (no UTF-8 form: it would be stored altered). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** JSON bodies of the contract are at most a few levels deep; anything far deeper is not one of its requests. */
const MAX_DEPTH = 16;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The top-level field a problem lies under, and the problem's message; null when the value is clean. */
function problemIn(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : t('validation.unstorableText');
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return t('validation.tooDeep');
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorableText(key)) return t('validation.unstorableText');
    const problem = problemIn(inner, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * The 400 answer for the first source (query, body, path parameters, multipart fields) holding unstorable text, keyed
 * by its top-level field; null when every source is clean.
 */
export function unstorableInput(sources: readonly unknown[]): HttpError | null {
  for (const source of sources) {
    if (typeof source === 'string') {
      if (!isStorableText(source)) return validationFailed({ body: t('validation.unstorableText') });
      continue;
    }
    if (typeof source !== 'object' || source === null) continue;
    for (const [key, value] of Object.entries(source)) {
      const field = isStorableText(key) ? key : 'body';
      const problem = isStorableText(key) ? problemIn(value, 1) : t('validation.unstorableText');
      if (problem) return validationFailed({ [field]: problem });
    }
  }
  return null;
}
