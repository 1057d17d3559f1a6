// The call contract: one description per admin API call, read by the typed client, the CLI and the server.
import type { PermissionRequirement } from '../domain/permissions';
import { ErrorType } from './error';
import type { Static, TObject, TSchema } from './schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiBase = '/api' | '/asynchronousApi';

/**
 * Who may make a call:
 * - 'public': anyone (sign-in, password lost);
 * - 'twoFactor': holder of the short-lived two-factor token issued by POST /login;
 * - 'session': any signed-in responsible person or department clerk;
 * - 'sessionEvenIfPasswordReset': as 'session', and also allowed while passwordResetFlg is 1;
 * - a permission requirement: signed in and holding the level in one of the listed areas.
 */
export type CallAccess = 'public' | 'twoFactor' | 'session' | 'sessionEvenIfPasswordReset' | PermissionRequirement;

export interface CallDef<Req = unknown, Res = unknown> {
  id: string;
  method: HttpMethod;
  base: ApiBase;
  /** Path under the base, with :params (fastify / react-router syntax). */
  path: string;
  access: CallAccess;
  /** Phantom fields carrying the types; never set at run time. */
  readonly _req?: Req;
  readonly _res?: Res;
  /** True for calls that answer a file rather than JSON. */
  file?: boolean;
  /**
   * True for calls that send a file: the request's `file` (a Blob) travels as the multipart/form-data part named
   * "file" and every other field of the request in the query string.
   */
  multipart?: boolean;
  /** True for calls that the loading counter ignores (spec 4, Loading). */
  ignoreLoading?: boolean;
  /** The error type of its failures when the method does not tell (a POST that only reads); see errorTypeOfCall. */
  errorType?: ErrorType;
  /** The content types of a file answer (`file: true`), for the OpenAPI document; absent: application/octet-stream. */
  fileTypes?: readonly string[];
  /**
   * Refusals the call can answer beyond those its access and path tell (docs/api-contract.md, "Status codes"): 404
   * for a record named in the body or the query, 409 for a stale lastUpdated or a state, 413 for a file too large,
   * 429 for a rate limit.
   */
  answers?: readonly CallStatus[];
  /**
   * The runtime schemas of the request and the answer (docs/api-contract.md). Every call of the contract has them;
   * only the sign-in page's copies of the auth calls are without (core/auth/calls.ts; the contract's carry them).
   */
  schema?: CallSchemas;
}

/** The content types of the contract's file answers (`fileTypes`); a CSV comes in UTF-8 or Shift_JIS as asked. */
export const FILE_TYPES = {
  csv: ['text/csv; charset=utf-8', 'text/csv; charset=Shift_JIS'],
  pdf: ['application/pdf'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
} as const;

/** The refusals a call may declare; 400, 401, 403 and 500 follow from every call's access (see callStatuses). */
export type CallStatus = 404 | 409 | 413 | 429;

/**
 * A call's schemas. `params` are the path's :params; the other fields travel in the query (GET, and the fields beside
 * a multipart file) or in the JSON body: `query` and `body` say which, `request` is the one schema of whichever the
 * method uses. `response` is the JSON answer (not for file answers).
 */
export interface CallSchemas {
  params?: TObject;
  query?: TObject;
  body?: TObject;
  request?: TObject;
  response?: TSchema;
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;
/** The request type a call's schemas give: its path parameters and its query or body fields together. */
export type SchemaRequest<S extends CallSchemas> = StaticOr<S['params'], unknown> &
  StaticOr<S['query'], unknown> &
  StaticOr<S['body'], unknown> &
  StaticOr<S['request'], unknown>;
/** The answer type a call's schemas give; without a response schema the call answers a file (`file: true`): a Blob. */
export type SchemaResponse<S extends CallSchemas> = StaticOr<S['response'], Blob>;

/**
 * What a multipart call's request carries beside its schema's fields: the file, sent as the form part named "file"
 * (a Blob in the browser and in Node). The schemas describe the fields the edge checks; the file is read by the handler.
 */
export interface MultipartFile {
  file: Blob;
}

/**
 * A call whose schemas are given: the server checks its request and serializes its answer from them. `Checked` is
 * what the edge checks and hands the handler: the request itself, or for a multipart call the request without its file.
 */
export type CheckedCallDef<Req, Res, Checked = Req> = CallDef<Req, Res> & { schema: CallSchemas; readonly _checked?: Checked };

/**
 * The error type (spec 3/8) of a call's failure: a file sent is an upload (3); a GET or a file fetched reads
 * information (1); any other method writes (2), unless the call says otherwise.
 */
export function errorTypeOfCall(def: Pick<CallDef, 'method' | 'file' | 'multipart' | 'errorType'>): ErrorType {
  if (def.errorType !== undefined) return def.errorType;
  if (def.multipart) return ErrorType.UPLOAD;
  return def.method === 'GET' || def.file ? ErrorType.INFO : ErrorType.EDIT;
}

type CallFields = Omit<CallDef, '_req' | '_res' | 'schema'>;
/** An intersection written out as one object type (what an editor shows of a request). */
type Flat<T> = T extends infer R ? { [K in keyof R]: R[K] } : never;

/**
 * A call of the contract. With `schema`, its request and answer types are the schemas' static types (one source),
 * and a multipart call's request adds its file (MultipartFile); without, they are the type arguments
 * (`defineCall<Req, Res>({ ... })`: the auth calls as the sign-in page loads them, without their schemas).
 */
export function defineCall<const S extends CallSchemas>(
  def: CallFields & { multipart: true; schema: S },
): CheckedCallDef<Flat<SchemaRequest<S> & MultipartFile>, SchemaResponse<S>, Flat<SchemaRequest<S>>>;
export function defineCall<const S extends CallSchemas>(def: CallFields & { schema: S }): CheckedCallDef<Flat<SchemaRequest<S>>, SchemaResponse<S>>;
export function defineCall<Req, Res>(def: CallFields): CallDef<Req, Res>;
export function defineCall(def: CallFields & { schema?: CallSchemas }): CallDef {
  return def as CallDef;
}

export type CallRequest<C> = C extends CallDef<infer Req, unknown> ? Req : never;
export type CallResponse<C> = C extends CallDef<unknown, infer Res> ? Res : never;

/** Where a call's own fields travel: a GET's and a multipart upload's in the query, any other call's in the JSON body. */
export function requestPartOf(def: Pick<CallDef, 'method' | 'multipart'>): 'query' | 'body' {
  return def.method === 'GET' || def.multipart ? 'query' : 'body';
}

/** The schema of a call's own fields (its query or its body, whichever the method uses); undefined without one. */
export function fieldsSchemaOf(def: Pick<CallDef, 'method' | 'multipart' | 'schema'>): TObject | undefined {
  const schema = def.schema;
  if (!schema) return undefined;
  return schema.request ?? (requestPartOf(def) === 'query' ? schema.query : schema.body);
}

/** Fill :params of a path from an object; the used keys are returned so the client can drop them from the query. */
export function fillPath(path: string, params: Record<string, unknown>): { path: string; used: Set<string> } {
  const used = new Set<string>();
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => {
    used.add(name);
    const v = params[name];
    if (v === undefined || v === null || v === '') throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
  return { path: filled, used };
}
