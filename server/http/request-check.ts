// The request check of calls that have schemas (docs/api-contract.md): their path parameters, query and JSON body
// against the contract's schemas, after the access guard and before the handler, with every wrong field's Japanese
// message (the validation catalogue) in one 400 VALIDATION_ERROR. Fields the schemas do not name are
// dropped, so a handler only ever sees what its call declares.
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { fieldsSchemaOf, requestPartOf, type CallDef } from '../../core/api/call';
import { MESSAGE_ANNOTATION, NOT_BLANK, type TObject } from '../../core/api/schema';
import { isMessageKey, t } from '../../core/i18n';
import { validationFailed } from './http-error';

// ajv is CommonJS; its default export is the class under `default` in an ES module.
const require = createRequire(import.meta.url);
const Ajv = require('ajv') as typeof import('ajv').default;

/**
 * - allErrors: every wrong field in one answer, as the hand-written checks before the schemas did. Fastify leaves it off against slow patterns over
 *   huge inputs; the contract's schemas bound every text and list (maxLength, maxItems) and bodies are at most 1 MB.
 * - coerceTypes 'array': query strings and loosely typed clients ("5" for 5, 5 for "5", one value for a list of
 *   one), as the hand-written checks before the schemas accepted them.
 * - removeAdditional 'all': unknown fields are dropped, not refused (docs/api-contract.md says why).
 * - useDefaults: an absent field takes its schema's default, so the handler's own rule sees it.
 * - verbose: each failure carries its schema, whose message annotation (MESSAGE_ANNOTATION) names the message.
 */
const ajv = new Ajv({ verbose: true, allErrors: true, coerceTypes: 'array', removeAdditional: 'all', useDefaults: true, strict: false });
ajv.addKeyword({ keyword: MESSAGE_ANNOTATION, schemaType: 'string' });

/** Which part of the request a schema checks. */
type Part = 'params' | 'query' | 'body';

export interface RequestCheck {
  part: Part;
  validate: ValidateFunction;
}

/**
 * The schema of each part of a call's request ({} for a call without schemas). A call whose fields travel in the body
 * may declare `query` too, for fields a client may send in either (members.delete's `?id&lastUpdated`).
 */
export function partSchemas(def: CallDef): Partial<Record<Part, TObject>> {
  const part = requestPartOf(def);
  return { params: def.schema?.params, ...(part === 'body' ? { query: def.schema?.query } : {}), [part]: fieldsSchemaOf(def) };
}

/** The compiled checks of a call, at boot; empty for a call without schemas. */
export function compileRequestChecks(def: CallDef): RequestCheck[] {
  return Object.entries(partSchemas(def))
    .filter((entry): entry is [Part, TObject] => entry[1] !== undefined)
    .map(([part, schema]) => ({ part, validate: ajv.compile(schema) }));
}

/** The top-level field an error is about: the missing property, or the first step of the path ('body' for the whole). */
function fieldOf(error: ErrorObject, part: Part): string {
  if (error.keyword === 'required') return String((error.params as { missingProperty: string }).missingProperty);
  const first = error.instancePath.split('/')[1];
  return first ? decodeURIComponent(first.replace(/~1/g, '/').replace(/~0/g, '~')) : part;
}

/** The Japanese message of one failure, worded as the validation catalogue words it. */
export function messageOfFailure(error: ErrorObject): string {
  if (error.keyword === 'required') return t('validation.required');
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  const named = schema[MESSAGE_ANNOTATION];
  if (typeof named === 'string' && isMessageKey(named)) {
    return t(named, { min: String(schema.minimum ?? ''), max: String(schema.maximum ?? schema.maxLength ?? ''), length: String(schema.maxLength ?? '') });
  }
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'maxLength':
      return t('validation.max', { length: Number(params.limit) });
    case 'pattern':
      return params.pattern === NOT_BLANK ? t('validation.required') : t('validation.format');
    case 'minLength':
      return Number(params.limit) <= 1 ? t('validation.required') : t('validation.min', { length: Number(params.limit) });
    case 'type':
      if (params.type === 'integer') return t('validation.integer');
      if (params.type === 'number') return t('validation.numeric');
      return t('validation.format');
    case 'minimum':
    case 'maximum':
      if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number') {
        return t('validation.between', { min: schema.minimum, max: schema.maximum });
      }
      return t('validation.format');
    default:
      return t('validation.format');
  }
}

/**
 * A JSON body's array where its schema declares no list is refused, as the hand-written checks before the schemas refused it: the coercion that takes
 * a query string's one value for a list of one would otherwise take ["false"] for false.
 */
function refuseArraysOfScalars(schema: TObject, body: unknown, fields: Record<string, string>): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  for (const [name, value] of Object.entries(body)) {
    const property = schema.properties?.[name] as Record<string, unknown> | undefined;
    const types = [property?.type ?? []].flat();
    if (!Array.isArray(value) || types.length === 0 || types.includes('array')) continue;
    const error = { keyword: 'type', instancePath: `/${name}`, schemaPath: '', params: { type: types.join(',') }, parentSchema: property };
    fields[name] ??= messageOfFailure(error as ErrorObject);
  }
}

/**
 * Checks (and coerces, defaults and drops unknown fields in place; texts are not trimmed here, the handlers trim
 * what they keep) the parts of a request; throws the 400 with each wrong field's first message. A part that is not an
 * object at all (a JSON array or text as the body) is one `body` message.
 */
export function checkRequest(checks: readonly RequestCheck[], request: FastifyRequest): void {
  const fields: Record<string, string> = {};
  for (const { part, validate } of checks) {
    // An absent query or body is an empty one: the schema's required fields then say what is missing.
    const holder = request as unknown as Record<Part, unknown>;
    if (holder[part] === undefined) holder[part] = {};
    if (part === 'body') refuseArraysOfScalars(validate.schema as TObject, holder.body, fields);
    if (validate(holder[part])) continue;
    for (const error of validate.errors ?? []) {
      const field = fieldOf(error, part);
      if (!(field in fields)) fields[field] = messageOfFailure(error);
    }
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}
