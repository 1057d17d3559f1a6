// The company settings a responsible person edits (/Corp/Update, WFAA002): confirmation-code policy, permitted
// mail domains (spec 5) and approval mode (spec 9); checked the same way on confirm and update. The contract period
// is the provider's and is not among them: a tenant's request naming it changes nothing.
import type { Corporation, CorporationEditableField, CorporationFieldChange, CorporationUpdateRequest } from '../../core/corp/calls';
import { t } from '../../core/i18n';
import { messageOf, permittedMailDomains, splitMailDomains } from '../../core/validation';
import { validationFailed } from '../http/http-error';

export interface CorporationSettings {
  confirmationCodeRequired: boolean;
  confirmationCodeMinLength: number;
  permittedMailDomains: string[];
  autoApprovalSetting: 1 | 2 | 3;
}

/**
 * The settings of a checked request (the call's schema has refused wrong kinds, a minimum length outside 10 to 32 and
 * an unknown approval mode); what it cannot say is checked here: the permitted domains' rule, shared with the page
 * (core/validation). 400 with the field's Japanese message.
 */
export function checkCorporationSettings(input: CorporationUpdateRequest): CorporationSettings {
  const domainsText = input.permittedMailDomains.trim();
  const domainProblem = permittedMailDomains(domainsText);
  if (domainProblem) throw validationFailed({ permittedMailDomains: messageOf(domainProblem) });
  return {
    confirmationCodeRequired: input.confirmationCodeRequired,
    confirmationCodeMinLength: input.confirmationCodeMinLength,
    // Domains are kept lower-cased and once each: mail addresses are compared without case.
    permittedMailDomains: domainsText === '' ? [] : [...new Set(splitMailDomains(domainsText).map((d) => d.toLowerCase()))],
    autoApprovalSetting: input.autoApprovalSetting,
  };
}

type Editable = CorporationEditableField;

function shown(field: Editable, value: CorporationSettings | Corporation): string {
  switch (field) {
    case 'confirmationCodeRequired':
      return value.confirmationCodeRequired ? t('corp.value.required') : t('corp.value.notRequired');
    case 'confirmationCodeMinLength':
      return String(value.confirmationCodeMinLength);
    case 'permittedMailDomains':
      return value.permittedMailDomains.join(' / ');
    case 'autoApprovalSetting':
      return t(`corp.approval.${value.autoApprovalSetting}`);
  }
}

const EDITABLE: readonly Editable[] = [
  'confirmationCodeRequired', 'confirmationCodeMinLength', 'permittedMailDomains', 'autoApprovalSetting',
];

/** What the update will change, in the words of the detail page. */
export function settingChanges(current: Corporation, next: CorporationSettings): CorporationFieldChange[] {
  return EDITABLE.map((field) => ({ field, before: shown(field, current), after: shown(field, next) })).filter((c) => c.before !== c.after);
}
