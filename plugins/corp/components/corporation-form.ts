// The company settings form's values and checks (spec 5: permitted domains slash-separated, each with a dot and
// no @, free-mail and carrier domains refused; confirmation code length 10 to 32) with core/validation. The contract
// period is the provider's: shown on the page, not part of the form.
import type { CorporationUpdateRequest } from '../../../core/corp/calls';
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN } from '../../../core/domain/constants';
import type { Corporation } from '../../../core/domain/entities';
import { between, integer, messageOf, permittedMailDomains, required } from '../../../core/validation';
import type { FieldErrors } from '../../../web/kit';

export interface CorporationFormValues {
  confirmationCodeRequired: boolean;
  confirmationCodeMinLength: string;
  permittedMailDomains: string;
  autoApprovalSetting: '1' | '2' | '3';
}

export function corporationValuesOf(corporation: Corporation): CorporationFormValues {
  return {
    confirmationCodeRequired: corporation.confirmationCodeRequired,
    confirmationCodeMinLength: String(corporation.confirmationCodeMinLength),
    permittedMailDomains: corporation.permittedMailDomains.join('/'),
    autoApprovalSetting: String(corporation.autoApprovalSetting) as CorporationFormValues['autoApprovalSetting'],
  };
}

export function updateRequestOf(values: CorporationFormValues, lastUpdated: string): CorporationUpdateRequest {
  return {
    confirmationCodeRequired: values.confirmationCodeRequired,
    confirmationCodeMinLength: Number(values.confirmationCodeMinLength),
    permittedMailDomains: values.permittedMailDomains.trim(),
    autoApprovalSetting: Number(values.autoApprovalSetting) as 1 | 2 | 3,
    lastUpdated,
  };
}

export function validateCorporationForm(values: CorporationFormValues): FieldErrors<CorporationFormValues> {
  const errors: FieldErrors<CorporationFormValues> = {};
  const min = values.confirmationCodeMinLength.trim();
  const minProblem = required(min) ?? integer(min) ?? between(min, CONFIRMATION_CODE_MIN, CONFIRMATION_CODE_MAX);
  if (minProblem) errors.confirmationCodeMinLength = messageOf(minProblem);
  const domainProblem = permittedMailDomains(values.permittedMailDomains);
  if (domainProblem) errors.permittedMailDomains = messageOf(domainProblem);
  return errors;
}
