// The member form's values (registration, update, restore) and their checks: the validators of
// core/validation as the server applies them, plus the mail rules of spec 5 (company domains only).
import type { MemberDetail, MemberFormFields } from '../../../core/users/domain';
import { t } from '../../../core/i18n';
import { checkMemberFormFields, companyMail, messageOf } from '../../../core/validation';
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
  /** Update only: spec 6 mail-delivery option (true receives the notices). */
  mailDelivery: boolean;
  /**
   * Update only: spec 6 FLEX/BASE contract permission flag (true may be given a seat). Named as the server's field so
   * that its refusal (a member holding a seat) lands on it.
   */
  flexContractPermissionFlg: boolean;
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
  mailDelivery: true,
  flexContractPermissionFlg: true,
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
    mailDelivery: member.mailDeliveryFlg,
    flexContractPermissionFlg: member.flexContractPermissionFlg,
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

/**
 * Checks the form. `permittedDomains` is the corporation's list when the viewer may read it (responsible
 * persons); for others it is null and the server's mail check gives the answer next to the field.
 */
export function validateMemberForm(values: MemberFormValues, permittedDomains: readonly string[] | null): FieldErrors<MemberFormValues> {
  const trimmed = formFieldsOf(values) as Required<MemberFormFields>;
  const errors: FieldErrors<MemberFormValues> = checkMemberFormFields(trimmed);
  if (!errors.mailAddress) {
    const refused = companyMail(trimmed.mailAddress, permittedDomains);
    if (refused) errors.mailAddress = messageOf(refused);
  }
  if (values.flex && values.flexContractInformationId === '') errors.flexContractInformationId = t('validation.required');
  return errors;
}
