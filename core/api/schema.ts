// The schema vocabulary of the call contract (docs/api-contract.md): TypeBox builders, imported by name so a bundle
// holds only the builders its calls use, and the few shapes the contract repeats (ids, texts, nullable fields,
// choices). A schema is plain JSON Schema at run time (the server checks requests and serializes answers with it,
// the OpenAPI document shows it) and a TypeScript type at compile time (Static), so a call has one source of its types.
import {
  Array as ArraySchema,
  Boolean as BooleanSchema,
  Integer as IntegerSchema,
  Literal,
  Null,
  Number as NumberSchema,
  Object as ObjectSchema,
  Optional,
  String as StringSchema,
  Union as UnionSchema,
  Unsafe,
  type Static,
  type TSchema,
  type TObject,
  type TProperties,
  type TUnsafe,
} from 'typebox';
import type { MessageKey } from '../i18n';

export { ArraySchema, BooleanSchema, IntegerSchema, Literal, Null, NumberSchema, ObjectSchema, Optional, StringSchema, UnionSchema };
export type { Static, TObject, TProperties, TSchema };

/**
 * The annotation that names the Japanese message (a core/i18n key) of any failure of the schema it is on, where the
 * generic one (形式が正しくありません) would not tell the person what to fix. A missing required field is always
 * 必須項目です.
 */
export const MESSAGE_ANNOTATION = 'x-twb-message';

/** The largest id the database's integer columns hold. */
const INT4_MAX = 2_147_483_647;

/**
 * A positive id as digits, 1 to 2147483647 (the server's integer columns): what the hand-written id check accepted before the schemas. A number
 * is taken as its digits (the request check coerces it). The upper bound is spelled out digit by digit, as JSON
 * Schema's pattern cannot compare numbers.
 */
export const ID_PATTERN =
  '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';

export function IdText(options: { description?: string } = {}) {
  return StringSchema({ pattern: ID_PATTERN, maxLength: String(INT4_MAX).length, [MESSAGE_ANNOTATION]: 'validation.integer', ...options });
}

/** The digits of one id, as ID_PATTERN without its anchors. */
const ID_DIGITS = ID_PATTERN.slice(1, -1);

/**
 * A comma-joined list of ids ("3,5", " 3 , 5", "" for none; empty parts are skipped), as the hand-written id-list reader read a
 * query's list. Each part is an id (ID_PATTERN); idsOfList reads it. Written without two blanks' runs side by side,
 * so the pattern runs in linear time.
 */
export function IdListText(options: { max?: number; description?: string; message?: MessageKey } = {}) {
  const { max = 4000, message = 'validation.integer', ...rest } = options;
  return StringSchema({
    pattern: `^\\s*(?:${ID_DIGITS}\\s*)?(?:,\\s*(?:${ID_DIGITS}\\s*)?)*$`,
    maxLength: max,
    [MESSAGE_ANNOTATION]: message,
    ...rest,
  });
}

/** The ids of an IdListText value, each once, in their order (none for an absent or empty list). */
export function idsOfList(text: string | undefined): number[] {
  const parts = (text ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
  return [...new Set(parts.map(Number))];
}

interface TextOptions {
  /** At most this many characters (code points, as the hand-written checks counted them). */
  max?: number;
  /** Not empty nor only spaces (必須項目です). */
  required?: boolean;
  /** Taken when the field is absent, so the handler's own rule (with its own message) sees an empty text. */
  default?: string;
  description?: string;
}

/** The pattern of a required text: not only spaces (its failure reads 必須項目です, not a format message). */
export const NOT_BLANK = '\\S';

/** A text field. A required one refuses '' and blanks, as the hand-written required-text check did. */
export function Text(options: TextOptions = {}) {
  const { max, required, ...rest } = options;
  return StringSchema({
    ...(max !== undefined ? { maxLength: max } : {}),
    ...(required ? { minLength: 1, pattern: NOT_BLANK } : {}),
    ...rest,
  });
}

/** A whole number between min and max ({min}から{max}の範囲で入力してください for anything else). */
export function IntegerBetween(min: number, max: number, options: { default?: number; description?: string } = {}) {
  return IntegerSchema({ minimum: min, maximum: max, [MESSAGE_ANNOTATION]: 'validation.between', ...options });
}

/**
 * A value or null, as a JSON Schema type list (`["string", "null"]`) rather than anyOf: the serializer writes a type
 * list directly, where an anyOf makes it try each branch in turn.
 */
export function Nullable<T extends TSchema & { type: string }>(schema: T): TUnsafe<Static<T> | null> {
  return Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** One of a fixed list of texts or numbers, as a JSON Schema enum (one keyword, one message). */
export function OneOf<const V extends readonly (string | number)[]>(
  values: V,
  options: { message?: MessageKey; default?: V[number]; description?: string } = {},
): TUnsafe<V[number]> {
  const { message, ...rest } = options;
  return Unsafe<V[number]>({
    type: typeof values[0] === 'number' ? 'integer' : 'string',
    enum: [...values],
    ...(message ? { [MESSAGE_ANNOTATION]: message } : {}),
    ...rest,
  });
}

/** One of a fixed list of texts or numbers, or null (an answer's field that has no value yet). */
export function NullableOneOf<const V extends readonly (string | number)[]>(values: V, options: { description?: string } = {}): TUnsafe<V[number] | null> {
  return Unsafe<V[number] | null>({ type: [typeof values[0] === 'number' ? 'integer' : 'string', 'null'], enum: [...values, null], ...options });
}

/** The { result: 'OK' } answer of writes that tell nothing else. */
export const OkSchema = ObjectSchema({ result: Literal('OK') });
