// GET /api/openapi.json (the OpenAPI 3.1 document of the contract, core/api/openapi.ts) and GET /api/reference (the
// same, as a page a person reads: server-rendered HTML, no script, nothing from another site). Both public: they tell
// what the calls are, never anything of a corporation's data. Made once per process (the contract does not change
// while it runs) and cached by browsers and proxies for a while, revalidated by ETag.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallDef } from '../../core/api/call';
import { accessDescription, API_REFERENCE_PATH, callStatuses, OPENAPI_DOCUMENT_PATH, openApiDocument, openApiPath, openApiOperation, statusDescription } from '../../core/api/openapi';
import { t } from '../../core/i18n';
import { version } from '../../package.json';

const CACHE_CONTROL = 'public, max-age=300';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

type Json = Record<string, unknown>;

/** A pattern longer than this is left to the document: a person reads the rule's name, not a 300-character regex. */
const PATTERN_SHOWN_MAX = 40;

const yesNo = (value: boolean): string => t(value ? 'server.openapi.reference.yes' : 'server.openapi.reference.no');

/** A schema's type in a word: JSON Schema's names, joined where several are allowed; a constant or a choice as itself. */
function typeText(schema: Json): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (choices) return choices.map(typeText).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? '');
  return schema.format ? `${type} (${String(schema.format)})` : type;
}

/** What else a field must be: lengths, ranges, its pattern (when short), its default. */
function rulesText(schema: Json): string {
  const rules: string[] = [];
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const) {
    if (schema[key] !== undefined) rules.push(`${key}: ${String(schema[key])}`);
  }
  if (typeof schema.pattern === 'string') {
    rules.push(schema.pattern.length <= PATTERN_SHOWN_MAX ? `pattern: ${schema.pattern}` : t('server.openapi.reference.longPattern', { document: OPENAPI_DOCUMENT_PATH }));
  }
  if (schema.default !== undefined) rules.push(`default: ${JSON.stringify(schema.default)}`);
  return rules.join(', ');
}

/**
 * A schema as the rows of a field table, nested fields named by their path (rows[].userId), so that a person reads a
 * call's fields one per line instead of a schema's JSON.
 */
function fieldRows(schema: Json, path: string, required: boolean): string[][] {
  const rows: string[][] = [];
  if (path) rows.push([path, typeText(schema), yesNo(required), rulesText(schema)]);
  const properties = schema.properties as Record<string, Json> | undefined;
  if (properties) {
    const needed = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) rows.push(...fieldRows(property, path ? `${path}.${name}` : name, needed.has(name)));
  }
  const items = schema.items as Json | undefined;
  if (items && (items.properties || items.items)) rows.push(...fieldRows(items, `${path || t('server.openapi.reference.whole')}[]`, true));
  return rows;
}

/** A schema as a field table; a schema that is not an object (a list, a value) first says what the whole is. */
function schemaTable(schema: unknown): string {
  const json = (schema ?? {}) as Json;
  const rows = json.properties ? fieldRows(json, '', true) : [[t('server.openapi.reference.whole'), typeText(json), yesNo(true), rulesText(json)], ...fieldRows(json, '', true)];
  if (rows.length === 0) return `<p>${escapeHtml(t('server.openapi.reference.noFields'))}</p>`;
  const head = [t('server.openapi.reference.field'), t('server.openapi.reference.type'), t('server.openapi.reference.required'), t('server.openapi.reference.rules')];
  return table(head, rows);
}

const CELL = 'style="border:1px solid #ccc;padding:2px 6px;vertical-align:top;overflow-wrap:anywhere"';

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const th = head.map((h) => `<th ${CELL}>${escapeHtml(h)}</th>`).join('');
  const trs = rows.map((cells) => `<tr>${cells.map((c) => `<td ${CELL}>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n');
  return `<table style="border-collapse:collapse;margin:4px 0"><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table>`;
}

/** One content type and its fields. */
function contentSections(content: Record<string, { schema: unknown }> | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, { schema }]) => `<p><code>${escapeHtml(type)}</code></p>${schemaTable(schema)}`)
    .join('\n');
}

function callSection(def: CallDef): string {
  const operation = openApiOperation(def);
  const parameters = (operation.parameters as Json[]).map((p) => [
    String(p.name), String(p.in), yesNo(Boolean(p.required)), typeText((p.schema ?? {}) as Json), rulesText((p.schema ?? {}) as Json),
  ]);
  const body = (operation.requestBody as { content: Record<string, { schema: unknown }> } | undefined)?.content;
  const ok = (operation.responses as Record<string, { content?: Record<string, { schema: unknown }> }>)['200'];
  return `<section id="${escapeHtml(def.id)}" style="border-top:1px solid #ccc;padding:8px 0">
<h2 style="font-size:1.1em"><code>${escapeHtml(def.method)} ${escapeHtml(openApiPath(def))}</code> <small>${escapeHtml(def.id)}</small></h2>
<p>${escapeHtml(t('server.openapi.reference.access'))}: ${escapeHtml(accessDescription(def.access))}</p>
${def.schema ? '' : `<p>${escapeHtml(t('server.openapi.undeclared'))}</p>`}
${parameters.length ? `<h3 style="font-size:1em">${escapeHtml(t('server.openapi.reference.parameters'))}</h3>${table([t('server.openapi.reference.name'), t('server.openapi.reference.in'), t('server.openapi.reference.required'), t('server.openapi.reference.type'), t('server.openapi.reference.rules')], parameters)}` : ''}
${body ? `<h3 style="font-size:1em">${escapeHtml(t('server.openapi.reference.requestBody'))}</h3>${contentSections(body)}` : ''}
<h3 style="font-size:1em">${escapeHtml(t('server.openapi.reference.response'))}</h3>${contentSections(ok.content)}
<h3 style="font-size:1em">${escapeHtml(t('server.openapi.reference.statuses'))}</h3>
<ul>${callStatuses(def).map((status) => `<li>${status}: ${escapeHtml(statusDescription(status))}</li>`).join('')}</ul>
</section>`;
}

/** The reference page: a table of contents by path, then each call. */
export function referencePage(defs: readonly CallDef[]): string {
  const sorted = [...defs].sort((a, b) => openApiPath(a).localeCompare(openApiPath(b)) || a.method.localeCompare(b.method));
  const toc = sorted.map((def) => `<li><a href="#${escapeHtml(def.id)}"><code>${escapeHtml(def.method)} ${escapeHtml(openApiPath(def))}</code></a></li>`).join('\n');
  const title = escapeHtml(t('server.openapi.reference.title'));
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:sans-serif;max-width:70em;margin:1em auto;padding:0 1em;line-height:1.5">
<h1>${title}</h1>
<p>${escapeHtml(t('server.openapi.reference.lead', { document: OPENAPI_DOCUMENT_PATH })).replace(escapeHtml(OPENAPI_DOCUMENT_PATH), `<a href="${OPENAPI_DOCUMENT_PATH}">${OPENAPI_DOCUMENT_PATH}</a>`)}</p>
<nav aria-labelledby="toc"><h2 id="toc" style="font-size:1.1em">${escapeHtml(t('server.openapi.reference.toc'))}</h2><ul>${toc}</ul></nav>
<main>${sorted.map(callSection).join('\n')}</main>
</body></html>`;
}

interface Cached {
  body: string;
  etag: string;
}

function cached(make: () => string): () => Cached {
  let value: Cached | null = null;
  return () => {
    if (!value) {
      const body = make();
      value = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    return value;
  };
}

function send(request: FastifyRequest, reply: FastifyReply, value: Cached, type: string): FastifyReply {
  reply.header('cache-control', CACHE_CONTROL).header('etag', value.etag);
  if (request.headers['if-none-match'] === value.etag) return reply.code(304).send();
  return reply.type(type).send(value.body);
}

export function registerOpenApiRoutes(app: FastifyInstance, defs: readonly CallDef[]): void {
  const document = cached(() => JSON.stringify(openApiDocument(defs, version)));
  const page = cached(() => referencePage(defs));
  app.get(OPENAPI_DOCUMENT_PATH, async (request, reply) => send(request, reply, document(), 'application/json; charset=utf-8'));
  app.get(API_REFERENCE_PATH, async (request, reply) => send(request, reply, page(), 'text/html; charset=utf-8'));
}
