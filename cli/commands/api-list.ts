// `twb api --list` and `twb api --describe <call>`: the calls `twb api` can make and what each takes and answers,
// from the contract's one table of calls (core/api/contract) through the same description the server serves as its
// OpenAPI document (core/api/openapi.ts), so a call added there is listed and described without touching the CLI.
import type { CallDef } from '../../core/api/call';
import { accessDescription, accessText, callStatuses, openApiOperation, openApiPath, statusDescription } from '../../core/api/openapi';
import { t } from '../../core/i18n';
import { padColumns } from '../io/columns';
import { usageError } from '../io/cli-error';
import type { Output } from '../io/output';
import { normalizeApiPath } from './api-request';

export { accessText };

export interface ListedCall {
  id: string;
  method: string;
  path: string;
  /** public, twoFactor, session, sessionEvenIfPasswordReset, or `read:CODE|CODE` / `write:CODE` (any one code suffices). */
  access: string;
  /** The answer is a file (written byte for byte), not JSON. */
  file: boolean;
}

export function listedCall(def: CallDef): ListedCall {
  return { id: def.id, method: def.method, path: `${def.base}${def.path}`, access: accessText(def.access), file: def.file === true };
}

async function contractCalls(): Promise<CallDef[]> {
  const { allCalls } = await import('../../core/api/contract');
  return allCalls();
}

export async function runApiList(output: Output): Promise<void> {
  const calls = (await contractCalls()).map(listedCall).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  if (output.json) return output.data(calls);
  const width = Math.max(...calls.map((call) => call.path.length)) + 2;
  output.line(`${padColumns(t('cli.api.list.method'), 8)}${padColumns(t('cli.api.list.path'), width)}${t('cli.api.list.access')}`);
  for (const call of calls) {
    output.line(`${padColumns(call.method, 8)}${padColumns(call.path, width)}${call.access}${call.file ? `  ${t('cli.api.list.file')}` : ''}`);
  }
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a path as typed (`/corporations/1`, `/corporations/:id`, `/corporations/{id}`) is the call's path. */
function pathMatches(def: CallDef, typed: string): boolean {
  const template = `${def.base}${def.path}`.replace(/\/$/, '');
  const given = typed.replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, '');
  if (given === template) return true;
  const pattern = new RegExp(`^${template.split(/:\w+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`);
  return pattern.test(given);
}

/** The call named by its id (`corporation.detail`) or by `METHOD path` (the path with or without /api). */
export function findCall(defs: readonly CallDef[], words: readonly string[]): CallDef {
  const text = words.join(' ').trim();
  const byId = defs.find((def) => def.id === text);
  if (byId) return byId;
  const [first, ...rest] = text.split(/\s+/);
  const method = METHODS.has(first.toUpperCase()) ? first.toUpperCase() : null;
  const pathText = method ? rest.join('') : text;
  const found = pathText
    ? defs.filter((def) => (method === null || def.method === method) && pathMatches(def, normalizeApiPath(pathText).path))
    : [];
  // An exact template beats a pattern (/users/tenant/detail over /users/tenant/:id).
  const exact = found.filter((def) => `${def.base}${def.path}`.replace(/\/$/, '') === normalizeApiPath(pathText).path.replace(/\/$/, ''));
  const chosen = exact.length === 1 ? exact : found;
  if (chosen.length !== 1) throw usageError(t(chosen.length ? 'cli.api.describe.ambiguous' : 'cli.api.describe.unknown', { call: text }));
  return chosen[0];
}

type Json = Record<string, unknown>;

/** `twb api --describe`: the call's method, path, access, parameters, body, answer and statuses. */
export async function runApiDescribe(words: readonly string[], output: Output): Promise<void> {
  const def = findCall(await contractCalls(), words);
  const operation = openApiOperation(def);
  if (output.json) return output.data({ method: def.method, path: openApiPath(def), ...operation });
  output.line(`${def.method} ${openApiPath(def)}  (${def.id})`);
  output.line(`${t('server.openapi.reference.access')}: ${accessDescription(def.access)} [${accessText(def.access)}]`);
  if (!def.schema) output.line(t('server.openapi.undeclared'));
  const parameters = operation.parameters as Json[];
  if (parameters.length) {
    output.line(`${t('server.openapi.reference.parameters')}:`);
    for (const p of parameters) {
      const required = p.required ? ` ${t('server.openapi.reference.required')}` : '';
      output.line(`  ${padColumns(String(p.name), 24)}${padColumns(String(p.in), 7)}${JSON.stringify(p.schema)}${required}`);
    }
  }
  const body = (operation.requestBody as { content: Record<string, { schema: unknown }> } | undefined)?.content;
  for (const [type, { schema }] of Object.entries(body ?? {})) output.line(`${t('server.openapi.reference.requestBody')} (${type}): ${JSON.stringify(schema)}`);
  const ok = (operation.responses as Record<string, { content?: Record<string, { schema: unknown }> }>)['200'];
  for (const [type, { schema }] of Object.entries(ok.content ?? {})) output.line(`${t('server.openapi.reference.response')} (${type}): ${JSON.stringify(schema)}`);
  output.line(`${t('server.openapi.reference.statuses')}:`);
  for (const status of callStatuses(def)) output.line(`  ${status} ${statusDescription(status)}`);
}
