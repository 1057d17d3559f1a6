// The OpenAPI 3.1 document of the admin API, generated from the contract's calls (docs/api-contract.md): served at
// GET /api/openapi.json, drawn by the reference page (GET /api/reference) and told by `twb api --describe`. Pure and
// isomorphic: it reads the calls and returns plain JSON. Its texts are Japanese (core/i18n, server catalogue, which it
// registers itself); it is made by the server and the CLI, never in the browser.
import { fieldsSchemaOf, requestPartOf, type CallAccess, type CallDef, type CallStatus } from './call';
import type { TSchema } from './schema';
import { t, type MessageKey } from '../i18n';
import '../i18n/load/server';

export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const API_REFERENCE_PATH = '/api/reference';

/** The access as one short text: public, twoFactor, session, sessionEvenIfPasswordReset, or `read:CODE|CODE`. */
export function accessText(access: CallAccess): string {
  return typeof access === 'string' ? access : `${access.level}:${access.codes.join('|')}`;
}

/** Who may make the call, in words (the document's descriptions, the reference page, `twb api --describe`). */
export function accessDescription(access: CallAccess): string {
  if (typeof access === 'object') {
    const key: MessageKey = access.level === 'write' ? 'server.openapi.access.write' : 'server.openapi.access.read';
    return t(key, { codes: access.codes.join('、') });
  }
  const keys: Record<typeof access, MessageKey> = {
    public: 'server.openapi.access.public',
    twoFactor: 'server.openapi.access.twoFactor',
    session: 'server.openapi.access.session',
    sessionEvenIfPasswordReset: 'server.openapi.access.sessionEvenIfPasswordReset',
  };
  return t(keys[access]);
}

/** `/users/:id` as OpenAPI writes it: `/users/{id}`. */
export function openApiPath(def: Pick<CallDef, 'base' | 'path'>): string {
  return `${def.base}${def.path}`.replace(/:(\w+)/g, '{$1}');
}

/** The :params of a call's path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
}

/**
 * The statuses a call can answer: 200; 400 and 500 always (the request check, malformed JSON, unstorable text, a
 * failure); 401 unless public; 403 for a session or a permission (CSRF, the password-change gate, the permission);
 * 404 with path parameters; and what the call declares in `answers`.
 */
export function callStatuses(def: Pick<CallDef, 'access' | 'path' | 'answers'>): number[] {
  const statuses = new Set<number>([200, 400, 500]);
  if (def.access !== 'public') statuses.add(401);
  if (def.access !== 'public' && def.access !== 'twoFactor') statuses.add(403);
  if (pathParamNames(def.path).length > 0) statuses.add(404);
  for (const status of def.answers ?? ([] as CallStatus[])) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

const ERROR_STATUS_KEYS: Record<number, MessageKey> = {
  400: 'server.openapi.status.400',
  401: 'server.openapi.status.401',
  403: 'server.openapi.status.403',
  404: 'server.openapi.status.404',
  409: 'server.openapi.status.409',
  413: 'server.openapi.status.413',
  429: 'server.openapi.status.429',
  500: 'server.openapi.status.500',
};

/** What a status means for a caller, in words. */
export function statusDescription(status: number): string {
  return status === 200 ? t('server.openapi.status.200') : t(ERROR_STATUS_KEYS[status]);
}

type Json = Record<string, unknown>;

/** A schema as plain JSON (TypeBox keeps its own marks as non-enumerable properties, which this leaves out). */
function plain(schema: TSchema): Json {
  return JSON.parse(JSON.stringify(schema)) as Json;
}

function parameters(def: CallDef): Json[] {
  const params = def.schema?.params;
  const inPath = pathParamNames(def.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: params?.properties[name] ? plain(params.properties[name]) : { type: 'string' },
  }));
  // A call whose fields travel in the body may declare query fields too (partSchemas in server/http/request-check.ts).
  const fields = requestPartOf(def) === 'query' ? fieldsSchemaOf(def) : def.schema?.query;
  if (!fields) return inPath;
  const required = new Set(fields.required ?? []);
  const inQuery = Object.entries(fields.properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: plain(schema),
  }));
  return [...inPath, ...inQuery];
}

const UNDECLARED: Json = { type: 'object', description: '' };

function requestBody(def: CallDef): Json | undefined {
  if (def.multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: t('server.openapi.multipartFile') } },
          },
        },
      },
    };
  }
  if (requestPartOf(def) !== 'body') return undefined;
  const fields = fieldsSchemaOf(def);
  return {
    required: false,
    content: { 'application/json': { schema: fields ? plain(fields) : { ...UNDECLARED, description: t('server.openapi.undeclared') } } },
  };
}

function okResponse(def: CallDef): Json {
  if (def.file) {
    const types = def.fileTypes?.length ? def.fileTypes : ['application/octet-stream'];
    return {
      description: t('server.openapi.fileAnswer'),
      headers: { 'Content-Disposition': { description: t('server.openapi.contentDisposition'), schema: { type: 'string' } } },
      content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
    };
  }
  const response = def.schema?.response;
  return {
    description: statusDescription(200),
    content: { 'application/json': { schema: response ? plain(response) : { description: t('server.openapi.undeclared') } } },
  };
}

function security(access: CallAccess): Json[] {
  if (access === 'public') return [];
  if (access === 'twoFactor') return [{ twoFactorBearer: [] }, { twoFactorCookie: [] }];
  return [{ bearer: [] }, { sessionCookie: [] }];
}

/** One call as an OpenAPI operation. */
export function openApiOperation(def: CallDef): Json {
  const statuses = callStatuses(def);
  const body = requestBody(def);
  return {
    operationId: def.id,
    tags: [def.id.split('.')[0]],
    summary: def.id,
    description: [
      t('server.openapi.accessLine', { access: accessDescription(def.access) }),
      def.schema ? '' : t('server.openapi.undeclared'),
    ].filter(Boolean).join('\n\n'),
    'x-twb-access': accessText(def.access),
    ...(def.schema ? {} : { 'x-twb-undeclared': true }),
    parameters: parameters(def),
    ...(body ? { requestBody: body } : {}),
    responses: Object.fromEntries(
      statuses.map((status) => [String(status), status === 200 ? okResponse(def) : { $ref: `#/components/responses/Error${status}` }]),
    ),
    security: security(def.access),
  };
}

/** The whole document: every call of `defs`, by path and method. */
export function openApiDocument(defs: readonly CallDef[], version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const def of defs) {
    const path = openApiPath(def);
    paths[path] = { ...paths[path], [def.method.toLowerCase()]: openApiOperation(def) };
  }
  // One shared answer per error status the contract names (ERROR_STATUS_KEYS).
  const errorStatuses = Object.keys(ERROR_STATUS_KEYS).map(Number);
  return {
    openapi: '3.1.0',
    info: { title: t('server.openapi.title'), version, description: t('server.openapi.description') },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        ApiError: {
          type: 'object',
          required: ['message', 'code'],
          properties: {
            message: { type: 'string', description: t('server.openapi.error.message') },
            code: { type: 'string', description: t('server.openapi.error.code') },
            fields: { type: 'object', additionalProperties: { type: 'string' }, description: t('server.openapi.error.fields') },
          },
        },
      },
      responses: Object.fromEntries(
        errorStatuses.map((status) => [
          `Error${status}`,
          { description: statusDescription(status), content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
        ]),
      ),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: t('server.openapi.security.bearer') },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'twb_session', description: t('server.openapi.security.cookie') },
        twoFactorBearer: { type: 'http', scheme: 'bearer', description: t('server.openapi.security.twoFactor') },
        twoFactorCookie: { type: 'apiKey', in: 'cookie', name: 'twb_2fa', description: t('server.openapi.security.twoFactor') },
      },
    },
  };
}
