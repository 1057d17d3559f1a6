// `twb api --list`: the calls `twb api` can make, read from the contract's one table of calls (core/api/contract), so
// that a call added there (or generated there from the OpenAPI document) is listed without touching the CLI.
import type { CallAccess, CallDef } from '../../core/api/call';
import { t } from '../../core/i18n';
import { padColumns } from '../io/columns';
import type { Output } from '../io/output';

export interface ListedCall {
  id: string;
  method: string;
  path: string;
  /** public, twoFactor, session, sessionEvenIfPasswordReset, or `read:CODE|CODE` / `write:CODE` (any one code suffices). */
  access: string;
  /** The answer is a file (written byte for byte), not JSON. */
  file: boolean;
}

export function accessText(access: CallAccess): string {
  return typeof access === 'string' ? access : `${access.level}:${access.codes.join('|')}`;
}

export function listedCall(def: CallDef): ListedCall {
  return { id: def.id, method: def.method, path: `${def.base}${def.path}`, access: accessText(def.access), file: def.file === true };
}

export async function runApiList(output: Output): Promise<void> {
  const { allCalls } = await import('../../core/api/contract');
  const calls = allCalls().map(listedCall).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  if (output.json) return output.data(calls);
  const width = Math.max(...calls.map((call) => call.path.length)) + 2;
  output.line(`${padColumns(t('cli.api.list.method'), 8)}${padColumns(t('cli.api.list.path'), width)}${t('cli.api.list.access')}`);
  for (const call of calls) {
    output.line(`${padColumns(call.method, 8)}${padColumns(call.path, width)}${call.access}${call.file ? `  ${t('cli.api.list.file')}` : ''}`);
  }
}
