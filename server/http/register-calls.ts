// Registers every call of the contract table with the generic access guard and its handler; boot fails on a gap.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allCalls } from '../../core/api/contract';
import { fieldsSchemaOf, requestPartOf, type CallDef } from '../../core/api/call';
import { checkAccess } from './access-guard';
import { ANSWER_COMPRESSION, FILE_COMPRESSION } from './compression';
import { isFileReply, type AppServices, type CallHandler, type FileReply, type HandlerMap } from './call-context';
import type { Input } from './input';
import { unstorableInput } from './input-text';
import { checkRequest, compileRequestChecks } from './request-check';

/** Fails with the list of contract calls that have no handler, and of handlers that match no call. */
export function checkHandlerCoverage(defs: readonly CallDef[], handlers: HandlerMap): void {
  const ids = new Set(defs.map((d) => d.id));
  const missing = defs.filter((d) => !handlers[d.id]).map((d) => `${d.id} (${d.method} ${d.base}${d.path})`);
  const unknown = Object.keys(handlers).filter((id) => !ids.has(id));
  const problems = [
    missing.length ? `no handler for call(s): ${missing.join(', ')}` : '',
    unknown.length ? `handler(s) for unknown call id(s): ${unknown.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length) throw new Error(`server/http/all-handlers: ${problems.join('; ')}`);
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * What the handler reads: the request's parts merged. A call with schemas whose fields travel in the body reads its
 * query only when it declares one (schema.query, then checked): an unchecked query value would otherwise stand in for
 * an optional body field the body left out, and reach the handler unchecked.
 */
function inputOf(request: FastifyRequest, def: CallDef): Input {
  const uncheckedQuery = fieldsSchemaOf(def) !== undefined && requestPartOf(def) === 'body' && def.schema?.query === undefined;
  return { ...(uncheckedQuery ? {} : asRecord(request.query)), ...asRecord(request.body), ...asRecord(request.params) };
}

/** RFC 6266: an ASCII fallback name plus the real (Japanese) name in filename*. */
export function contentDisposition(fileName: string, asciiFileName: string): string {
  const ascii = asciiFileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are, which RFC 5987 does not allow in an ext-value.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * How far a streamed file's source may run ahead of the compressor and the socket. With Readable's default (16 KB)
 * a source that writes in chunks of a batch (the usage CSV: ~900 KB) made its next chunk only once the last had been
 * compressed and sent, so writing and compressing took turns; a couple of batches ahead, they overlap.
 */
const FILE_READ_AHEAD_BYTES = 2 * 1024 * 1024;

function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, file.asciiFileName))
    .send(file.data instanceof Uint8Array ? Buffer.from(file.data) : Readable.from(file.data, { objectMode: false, highWaterMark: FILE_READ_AHEAD_BYTES }));
}

/**
 * A call's JSON answer is serialized from its response schema (fast-json-stringify, through Fastify's serializer):
 * a field the schema does not declare is never sent, whatever the handler's object holds.
 */
function responseSchemaOf(def: CallDef) {
  return def.schema?.response && !def.file ? { response: { 200: def.schema.response } } : undefined;
}

function routeFor(def: CallDef, handle: CallHandler, services: AppServices) {
  const checks = compileRequestChecks(def);
  return {
    method: def.method,
    url: `${def.base}${def.path}`,
    schema: responseSchemaOf(def),
    compress: def.file ? FILE_COMPRESSION : ANSWER_COMPRESSION,
    // Before the access check and any handler: no text PostgreSQL cannot store goes further (multipart fields and
    // file names are checked where the one multipart reader takes them, server/uploads/upload-file.ts).
    preValidation: async (request: FastifyRequest) => {
      const problem = unstorableInput([request.query, request.body, request.params]);
      if (problem) throw problem;
    },
    preHandler: async (request: FastifyRequest) => {
      request.twbAuth = await checkAccess(request, def.access, services);
      // After the access guard, as the handlers read their input after it: a caller without access learns nothing
      // of a call's fields; before the handler, which then reads only checked, declared fields.
      checkRequest(checks, request);
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await handle({
        services,
        request,
        reply,
        input: inputOf(request, def),
        auth: request.twbAuth ?? { session: null, twoFactor: null },
        now: services.clock(),
      });
      if (isFileReply(result)) return sendFile(reply, result);
      return reply.send(result);
    },
  };
}

/** Registers the contract's calls (`defs`: the contract table; tests pass calls of their own). */
export function registerCalls(app: FastifyInstance, services: AppServices, handlers: HandlerMap, defs: readonly CallDef[] = allCalls()): void {
  checkHandlerCoverage(defs, handlers);
  for (const def of defs) app.route(routeFor(def, handlers[def.id], services));
}
