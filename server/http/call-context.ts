// What a call handler receives and returns, and the typed helper that files a handler under its call id.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallDef, CheckedCallDef } from '../../core/api/call';
import type { Authorities } from '../../core/domain/permissions';
import type { Database } from '../db/database';
import type { SessionRecord } from '../auth/sessions';
import type { TwoFactorRecord } from '../auth/two-factor-tokens';
import { unauthenticated, twoFactorTokenUnavailable } from './http-error';
import type { Input } from './input';

/** What a handler may ask of the background upload runner (server/jobs/upload-runner.ts): apply due jobs soon. */
export interface UploadKick {
  /** Asks for a drain of the due jobs soon; returns at once. */
  kick(): void;
}

/** Long-lived things every handler may use. */
export interface AppServices {
  db: Database;
  /** The time: the real one in production, a controlled one in tests. */
  clock: () => Date;
  /** The background applier of upload jobs: a call that stores a due job kicks it. */
  uploads: UploadKick;
}

export interface SessionCaller extends SessionRecord {
  authorities: Authorities;
}

/** Who is calling, as the access guard established it (null where the call's access did not ask). */
export interface RequestAuth {
  session: SessionCaller | null;
  twoFactor: TwoFactorRecord | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    twbAuth: RequestAuth | null;
  }
}

export interface CallContext<I = Input> {
  services: AppServices;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Query, JSON body and path parameters merged (path parameters win). For a call with schemas, checked and typed:
   * only the declared fields, coerced to their types (server/http/request-check.ts).
   */
  input: I;
  auth: RequestAuth;
  now: Date;
}

/** A file answer (calls marked `file` in the contract). */
export interface FileReply {
  kind: 'file';
  /** The real (possibly Japanese) file name. */
  fileName: string;
  /** A plain-ASCII name for clients that ignore filename*. */
  asciiFileName: string;
  contentType: string;
  /** The whole file, or its chunks in order (streamed to the reply as they come, for files too large to hold). */
  data: Uint8Array | AsyncIterable<Uint8Array>;
}

/** Blob-typed calls answer a file; every other call answers its JSON response type. */
export type HandlerResult<Res> = Res extends Blob ? FileReply : Res;

export type CallHandler = (ctx: CallContext) => Promise<unknown>;
export type HandlerMap = Readonly<Record<string, CallHandler>>;

/**
 * Files `fn` under the call's id, checking its result against the call's response type. A call with schemas hands
 * the handler its request as checked (typed `input`; a multipart call's without its file, which the handler reads);
 * a call without schemas (none in the contract; a test's own call), the raw merged fields.
 */
export function handler<Req, Res, Checked>(call: CheckedCallDef<Req, Res, Checked>, fn: (ctx: CallContext<Checked>) => Promise<HandlerResult<Res>>): HandlerMap;
export function handler<Req, Res>(call: CallDef<Req, Res>, fn: (ctx: CallContext) => Promise<HandlerResult<Res>>): HandlerMap;
export function handler(call: CallDef, fn: (ctx: CallContext<never>) => Promise<unknown>): HandlerMap {
  return { [call.id]: fn as CallHandler };
}

export function isFileReply(value: unknown): value is FileReply {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

/** The session of a call whose access requires one (the guard has already refused callers without). */
export function sessionOf(ctx: Pick<CallContext<unknown>, 'auth'>): SessionCaller {
  if (!ctx.auth.session) throw unauthenticated();
  return ctx.auth.session;
}

export function twoFactorOf(ctx: Pick<CallContext<unknown>, 'auth'>): TwoFactorRecord {
  if (!ctx.auth.twoFactor) throw twoFactorTokenUnavailable();
  return ctx.auth.twoFactor;
}
