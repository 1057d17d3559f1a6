// `twb corp list` and `twb corp switch <id|name>`: the corporations a responsible person of several may work on, and the
// switch of the session's corporation (PUT /users/tenant/selectedOrganization, as the web's header switch). The switch
// is the session's: it holds for this token (and for the web only when it is the same session).
import { authCalls } from '../../core/auth/calls';
import type { OrganizationChoice } from '../../core/domain/entities';
import { t } from '../../core/i18n';
import { usageError } from '../io/cli-error';
import { padColumns, columnsOf } from '../io/columns';
import type { Output } from '../io/output';
import type { CliRuntime } from '../runtime';
import { resolveSession, signedInClient } from '../session';
import type { CommonOptions } from './common-options';
import { userRecord } from './user-summary';

function choicesText(choices: readonly OrganizationChoice[]): string {
  return choices.map((choice) => `${choice.organizationId} ${choice.organizationName}`).join('、');
}

/** The corporation an argument names: its id, else its exact name (a name shared by two must be given by id). */
export function chooseOrganization(choices: readonly OrganizationChoice[], target: string): OrganizationChoice {
  const wanted = target.trim();
  const byId = choices.find((choice) => choice.organizationId === wanted);
  if (byId) return byId;
  const byName = choices.filter((choice) => choice.organizationName === wanted);
  if (byName.length === 1) return byName[0];
  if (byName.length > 1) throw usageError(t('cli.corp.ambiguous', { target: wanted, choices: choicesText(byName) }));
  throw usageError(t('cli.corp.notFound', { target: wanted, choices: choicesText(choices) }));
}

export async function runCorpList(options: CommonOptions, runtime: CliRuntime, output: Output): Promise<void> {
  const api = await signedInClient(runtime, await resolveSession(runtime, options.baseUrl));
  const choices = await api.call(authCalls.multiOrganizationList, {});
  if (output.json) return output.data(choices);
  if (choices.length === 0) return output.info(t('cli.corp.none'));
  const idWidth = Math.max(columnsOf(t('cli.corp.column.id')), ...choices.map((choice) => columnsOf(choice.organizationId))) + 2;
  output.line(`${padColumns(t('cli.corp.column.selected'), 8)}${padColumns(t('cli.corp.column.id'), idWidth)}${t('cli.corp.column.name')}`);
  for (const choice of choices) {
    output.line(`${padColumns(choice.selected ? t('cli.corp.selectedMark') : '', 8)}${padColumns(choice.organizationId, idWidth)}${choice.organizationName}`);
  }
}

export async function runCorpSwitch(target: string, options: CommonOptions, runtime: CliRuntime, output: Output): Promise<void> {
  const session = await resolveSession(runtime, options.baseUrl);
  const api = await signedInClient(runtime, session);
  const chosen = chooseOrganization(await api.call(authCalls.multiOrganizationList, {}), target);
  // The server checks again that the corporation is one of the caller's (403 otherwise).
  const user = await api.call(authCalls.selectOrganization, { selectedOrganizationId: chosen.organizationId });
  output.success(t(chosen.selected ? 'cli.corp.alreadySelected' : 'cli.corp.switched', { name: chosen.organizationName }));
  if (output.json) output.data(userRecord(user, session.baseUrl));
}
