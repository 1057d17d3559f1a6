// The call contract: one description per admin API call, read by the typed client, the CLI and the server.
import type { PermissionRequirement } from '../domain/permissions';
import { ErrorType } from './error';

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
}

/**
 * The error type (spec 3/8) of a call's failure: a file sent is an upload (3); a GET or a file fetched reads
 * information (1); any other method writes (2), unless the call says otherwise.
 */
export function errorTypeOfCall(def: Pick<CallDef, 'method' | 'file' | 'multipart' | 'errorType'>): ErrorType {
  if (def.errorType !== undefined) return def.errorType;
  if (def.multipart) return ErrorType.UPLOAD;
  return def.method === 'GET' || def.file ? ErrorType.INFO : ErrorType.EDIT;
}

export function defineCall<Req, Res>(def: Omit<CallDef<Req, Res>, '_req' | '_res'>): CallDef<Req, Res> {
  return def as CallDef<Req, Res>;
}

export type CallRequest<C> = C extends CallDef<infer Req, unknown> ? Req : never;
export type CallResponse<C> = C extends CallDef<unknown, infer Res> ? Res : never;

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
