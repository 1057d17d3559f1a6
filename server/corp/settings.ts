// The company settings a responsible person edits (/Corp/Update, WFAA002): confirmation-code policy, permitted
// mail domains (spec 5) and approval mode (spec 9); checked the same way on confirm and update. The contract period
// is the provider's and is not among them: a tenant's request naming it changes nothing.
import type { CorporationFieldChange, CorporationUpdateRequest } from '../../core/corp/calls';
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN } from '../../core/domain/constants';
import type { Corporation } from '../../core/domain/entities';
import { t } from '../../core/i18n';
import { messageOf, permittedMailDomains, splitMailDomains } from '../../core/validation';
import { validationFailed } from '../http/http-error';
import type { Input } from '../http/input';

export interface CorporationSettings {
  confirmationCodeRequired: boolean;
  confirmationCodeMinLength: number;
  permittedMailDomains: string[];
  autoApprovalSetting: 1 | 2 | 3;
}

function text(input: Input, name: string): string {
  const value = input[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function booleanOf(value: unknown): boolean | null {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return null;
}

/** Reads and checks the settings; 400 with a Japanese message per failing field. */
export function checkCorporationSettings(input: Input): CorporationSettings {
  const errors: Record<string, string> = {};
  const required = booleanOf(input.confirmationCodeRequired);
  if (required === null) errors.confirmationCodeRequired = t('validation.required');
  const minText = text(input, 'confirmationCodeMinLength');
  const min = Number(minText);
  if (minText === '') errors.confirmationCodeMinLength = t('validation.required');
  else if (!/^\d+$/.test(minText)) errors.confirmationCodeMinLength = t('validation.integer');
  else if (min < CONFIRMATION_CODE_MIN || min > CONFIRMATION_CODE_MAX) {
    errors.confirmationCodeMinLength = t('validation.between', { min: CONFIRMATION_CODE_MIN, max: CONFIRMATION_CODE_MAX });
  }
  const domainsText = text(input, 'permittedMailDomains');
  const domainProblem = permittedMailDomains(domainsText);
  if (domainProblem) errors.permittedMailDomains = messageOf(domainProblem);
  const approval = Number(text(input, 'autoApprovalSetting'));
  if (text(input, 'autoApprovalSetting') === '') errors.autoApprovalSetting = t('validation.required');
  else if (approval !== 1 && approval !== 2 && approval !== 3) errors.autoApprovalSetting = t('corp.validation.choice');
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    confirmationCodeRequired: required ?? true,
    confirmationCodeMinLength: min,
    // Domains are kept lower-cased and once each: mail addresses are compared without case.
    permittedMailDomains: domainsText === '' ? [] : [...new Set(splitMailDomains(domainsText).map((d) => d.toLowerCase()))],
    autoApprovalSetting: approval as 1 | 2 | 3,
  };
}

type Editable = keyof Omit<CorporationUpdateRequest, 'lastUpdated'>;

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
