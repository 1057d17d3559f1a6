// The member form's values (registration, update, restore) and their checks: the validators of
// core/validation as the server applies them, plus the mail rules of spec 5 (company domains only).
import type { MemberDetail, MemberFormFields } from '../../../core/domain/member';
import { t } from '../../../core/i18n';
import { checkMemberFormFields, isFreeMailDomain } from '../../../core/validation';
import type { FieldErrors } from '../../../web/kit';

export interface MemberFormValues {
  sOrganizationId: string;
  userLastName: string;
  userFirstName: string;
  userLastNameKana: string;
  userFirstNameKana: string;
  userCode: string;
  mailAddress: string;
  tenantRemakes: string;
  /** Registration only: register as a FLEX/BASE user of a contract. */
  flex: boolean;
  flexContractInformationId: string;
  delegate: boolean;
}


export const EMPTY_MEMBER_FORM: MemberFormValues = {
  sOrganizationId: '',
  userLastName: '',
  userFirstName: '',
  userLastNameKana: '',
  userFirstNameKana: '',
  userCode: '',
  mailAddress: '',
  tenantRemakes: '',
  flex: false,
  flexContractInformationId: '',
  delegate: false,
};

export function formValuesOf(member: MemberDetail): MemberFormValues {
  return {
    ...EMPTY_MEMBER_FORM,
    sOrganizationId: member.sOrganizationId,
    userLastName: member.userLastName,
    userFirstName: member.userFirstName,
    userLastNameKana: member.userLastNameKana,
    userFirstNameKana: member.userFirstNameKana,
    userCode: member.userCode ?? '',
    mailAddress: member.mailAddress ?? '',
    tenantRemakes: member.tenantRemakes ?? '',
  };
}

export function formFieldsOf(values: MemberFormValues): MemberFormFields {
  return {
    sOrganizationId: values.sOrganizationId,
    userLastName: values.userLastName.trim(),
    userFirstName: values.userFirstName.trim(),
    userLastNameKana: values.userLastNameKana.trim(),
    userFirstNameKana: values.userFirstNameKana.trim(),
    userCode: values.userCode.trim(),
    mailAddress: values.mailAddress.trim(),
    tenantRemakes: values.tenantRemakes,
  };
}


function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** A permitted domain admits itself and its subdomains; an empty list admits any company domain. */
function domainPermitted(domain: string, permitted: readonly string[]): boolean {
  if (permitted.length === 0) return true;
  return permitted.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed !== '' && (domain === allowed || domain.endsWith(`.${allowed}`));
  });
}

/**
 * Checks the form. `permittedDomains` is the corporation's list when the viewer may read it (responsible
 * persons); for others it is null and the server's mail check gives the answer next to the field.
 */
export function validateMemberForm(values: MemberFormValues, permittedDomains: readonly string[] | null): FieldErrors<MemberFormValues> {
  const trimmed = formFieldsOf(values) as Required<MemberFormFields>;
  const errors: FieldErrors<MemberFormValues> = checkMemberFormFields(trimmed);
  if (!errors.mailAddress && trimmed.mailAddress !== '') {
    const domain = domainOf(trimmed.mailAddress);
    if (isFreeMailDomain(domain)) errors.mailAddress = t('users.form.freeMail');
    else if (permittedDomains && !domainPermitted(domain, permittedDomains)) {
      errors.mailAddress = t('users.form.domainNotPermitted', { domains: permittedDomains.join(t('users.listSeparator')) });
    }
  }
  if (values.flex && values.flexContractInformationId === '') errors.flexContractInformationId = t('validation.required');
  return errors;
}
