// The company settings form's values and checks (spec 5: permitted domains slash-separated, each with a dot and
// no @, free-mail and carrier domains refused; confirmation code length 10 to 32) with core/validation.
import type { CorporationUpdateRequest } from '../../../core/api/calls-corporation';
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN } from '../../../core/domain/constants';
import type { Corporation } from '../../../core/domain/entities';
import { t } from '../../../core/i18n';
import { between, integer, messageOf, permittedMailDomains, required } from '../../../core/validation';
import type { FieldErrors } from '../../../web/kit';

export interface CorporationFormValues {
  confirmationCodeRequired: boolean;
  confirmationCodeMinLength: string;
  permittedMailDomains: string;
  autoApprovalSetting: '1' | '2' | '3';
  contractStartDate: string;
  contractEndDate: string;
}

export function corporationValuesOf(corporation: Corporation): CorporationFormValues {
  return {
    confirmationCodeRequired: corporation.confirmationCodeRequired,
    confirmationCodeMinLength: String(corporation.confirmationCodeMinLength),
    permittedMailDomains: corporation.permittedMailDomains.join('/'),
    autoApprovalSetting: String(corporation.autoApprovalSetting) as CorporationFormValues['autoApprovalSetting'],
    contractStartDate: corporation.contractStartDate,
    contractEndDate: corporation.contractEndDate ?? '',
  };
}

export function updateRequestOf(values: CorporationFormValues, lastUpdated: string): CorporationUpdateRequest {
  return {
    confirmationCodeRequired: values.confirmationCodeRequired,
    confirmationCodeMinLength: Number(values.confirmationCodeMinLength),
    permittedMailDomains: values.permittedMailDomains.trim(),
    autoApprovalSetting: Number(values.autoApprovalSetting) as 1 | 2 | 3,
    contractStartDate: values.contractStartDate.trim(),
    contractEndDate: values.contractEndDate.trim(),
    lastUpdated,
  };
}

const DATE = /^\d{4}\/\d{2}\/\d{2}$/;

export function validateCorporationForm(values: CorporationFormValues): FieldErrors<CorporationFormValues> {
  const errors: FieldErrors<CorporationFormValues> = {};
  const min = values.confirmationCodeMinLength.trim();
  const minProblem = required(min) ?? integer(min) ?? between(min, CONFIRMATION_CODE_MIN, CONFIRMATION_CODE_MAX);
  if (minProblem) errors.confirmationCodeMinLength = messageOf(minProblem);
  const domainProblem = permittedMailDomains(values.permittedMailDomains);
  if (domainProblem) errors.permittedMailDomains = messageOf(domainProblem);
  const start = values.contractStartDate.trim();
  if (start === '') errors.contractStartDate = t('validation.required');
  else if (!DATE.test(start)) errors.contractStartDate = t('corp.validation.date');
  const end = values.contractEndDate.trim();
  if (end !== '' && !DATE.test(end)) errors.contractEndDate = t('corp.validation.date');
  else if (end !== '' && DATE.test(start) && end < start) errors.contractEndDate = t('corp.validation.endBeforeStart');
  return errors;
}
